package org.platform.mdm.workflow.publish;

import java.util.List;
import org.platform.mdm.core.UserNotification;
import org.platform.mdm.core.UserNotifications;
import org.platform.mdm.draft.DraftId;
import org.springframework.stereotype.Component;

/**
 * Tells a draft's author how its approval went: published (or failed to publish, with the reason),
 * sent back for correction (with the approver's comment), or cancelled.
 */
@Component
class AuthorNotices {

  static final String PUBLISHED = "WORKFLOW_DRAFT_PUBLISHED";
  static final String SENT_BACK = "WORKFLOW_DRAFT_SENT_BACK";
  static final String CANCELLED = "WORKFLOW_DRAFT_CANCELLED";

  private final UserNotifications notifications;

  AuthorNotices(UserNotifications notifications) {
    this.notifications = notifications;
  }

  void published(String author, DraftId id) {
    send(author, PUBLISHED, UserNotification.Outcome.DONE, List.of(id.value() + ""));
  }

  void failed(String author, DraftId id, String reason) {
    send(author, PUBLISHED, UserNotification.Outcome.FAILED, List.of(id.value() + "", reason));
  }

  void sentBack(String author, DraftId id, String comment) {
    send(author, SENT_BACK, UserNotification.Outcome.DONE, List.of(id.value() + "", comment));
  }

  void cancelled(String author, DraftId id) {
    send(author, CANCELLED, UserNotification.Outcome.DONE, List.of(id.value() + ""));
  }

  private void send(
      String author, String type, UserNotification.Outcome outcome, List<String> params) {
    if (author != null) {
      notifications.send(author, type, outcome, params, null);
    }
  }
}
