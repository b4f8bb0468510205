package org.platform.mdm.bulk;

import java.util.List;
import java.util.Map;
import org.platform.mdm.core.UserNotification;
import org.platform.mdm.core.UserNotifications;
import org.platform.mdm.operations.RunEnded;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Tells the user who started an export, an import or a deletion of records how it ended, with a
 * link to the export's file: the file can be found again once its dialog is closed.
 */
@Component
class RunNotices {

  /** The notification type of each bulk operation's runs. */
  private static final Map<String, String> TYPES =
      Map.of(
          ExportOperation.NAME, "RECORDS_EXPORT",
          ImportOperation.NAME, "RECORDS_IMPORT",
          DeleteOperation.NAME, "RECORDS_DELETE");

  private final UserNotifications notifications;

  RunNotices(UserNotifications notifications) {
    this.notifications = notifications;
  }

  @EventListener
  void ended(RunEnded run) {
    String type = TYPES.get(run.jobName());
    if (type == null || run.startedBy() == null) {
      return;
    }
    boolean done = run.status().equals("COMPLETED");
    String said = run.message() == null ? "" : run.message();
    // a failure to send is logged by the run that published the end
    notifications.send(
        run.startedBy(),
        type,
        done ? UserNotification.Outcome.DONE : UserNotification.Outcome.FAILED,
        List.of(String.valueOf(run.executionId()), done ? said : run.status() + ": " + said),
        done && ExportOperation.NAME.equals(run.jobName())
            ? "/api/v2/bulk-operations/" + run.executionId() + "/file"
            : null);
  }
}
