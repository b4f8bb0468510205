package org.platform.mdm.bulk.notice;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.bulk.delete.DeleteOperation;
import org.platform.mdm.bulk.export.ExportOperation;
import org.platform.mdm.bulk.load.FollowedLoads;
import org.platform.mdm.bulk.load.ImportOperation;
import org.platform.mdm.core.UserNotification;
import org.platform.mdm.core.UserNotifications;
import org.platform.mdm.operations.RunEnded;
import org.platform.mdm.operations.Runs;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Tells the user who started an export, an import or a deletion of records how it ended, with a
 * link to the export's file: the file can be found again once its dialog is closed. An import's
 * notice says the rows it changed, left unchanged and refused.
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
  private final Runs runs;
  private final FollowedLoads loads;

  RunNotices(UserNotifications notifications, Runs runs, FollowedLoads loads) {
    this.notifications = notifications;
    this.runs = runs;
    this.loads = loads;
  }

  @EventListener
  void ended(RunEnded run) {
    String type = TYPES.get(run.jobName());
    if (type == null || run.startedBy() == null) {
      return;
    }
    boolean done = run.status().equals("COMPLETED");
    String said = run.message() == null ? "" : run.message();
    List<String> params =
        new ArrayList<>(
            List.of(String.valueOf(run.executionId()), done ? said : run.status() + ": " + said));
    if (done && ImportOperation.NAME.equals(run.jobName())) {
      // The rows the load changed, left as they were and refused.
      FollowedLoads.Counts counts =
          loads
              .counts(runs.steps(run.executionId(), 0), run.startedBy())
              .orElse(new FollowedLoads.Counts(0, 0, 0));
      params.add(String.valueOf(counts.changed()));
      params.add(String.valueOf(counts.unchanged()));
      params.add(String.valueOf(counts.failed()));
    }
    // a failure to send is logged by the run that published the end
    notifications.send(
        run.startedBy(),
        type,
        done ? UserNotification.Outcome.DONE : UserNotification.Outcome.FAILED,
        params,
        done && ExportOperation.NAME.equals(run.jobName())
            ? "/api/v2/bulk-operations/" + run.executionId() + "/file"
            : null);
  }
}
