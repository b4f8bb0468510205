package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.UserNotification;
import org.platform.mdm.core.UserNotifications;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.Messages;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The caller's own notifications: how the work it started in the background ended. */
@Tag(
    name = "User notifications",
    description =
        "Each user's notifications of work it started in the background (exports and imports of"
            + " roles and security labels): how it ended, with a link to download what an export"
            + " made. A user reads and deletes only its own. Kept for"
            + " `org.platform.mdm.core.user-notifications.retention` (30 days by default).")
@RestController
@RequestMapping("/api/v2/core/user-notifications")
@AnyUser
class UserNotificationController {

  private static final int MAX_LIMIT = 200;

  private final UserNotifications notifications;
  private final Messages messages;

  UserNotificationController(UserNotifications notifications, Messages messages) {
    this.notifications = notifications;
    this.messages = messages;
  }

  record UserNotificationRO(
      long id,
      @NotNull
          @Schema(
              description =
                  "What ended: ROLES_EXPORT, ROLES_IMPORT, LABELS_EXPORT, LABELS_IMPORT,"
                      + " RECORDS_EXPORT, RECORDS_IMPORT, RECORDS_DELETE or WORKFLOW_TASK (a task of a"
                      + " process waits for the user: assigned to it or to one of its roles).")
          String type,
      @NotNull UserNotification.Outcome outcome,
      @NotNull @Schema(description = "The notification in the caller's language.") String text,
      @NotNull @Schema(description = "The values the text is made of.") List<String> params,
      @Schema(
              description =
                  "The API path of what the work made, to download with the caller's"
                      + " credentials; null when it made nothing.")
          String link,
      @NotNull OffsetDateTime createDate,
      @Schema(description = "When the caller marked it read; null while unread.")
          OffsetDateTime readDate) {}

  record UserNotificationsResponseRO(
      @NotNull Details details,
      @NotNull List<UserNotificationRO> notifications,
      @Schema(description = "How many match (all, or the unread ones with `unreadOnly`).")
          long totalCount,
      @Schema(description = "How many of the caller's notifications are unread.")
          long unreadCount) {}

  record UnreadResponseRO(
      @NotNull Details details,
      @Schema(description = "How many of the caller's notifications are unread now.")
          long unreadCount) {}

  @GetMapping
  @Operation(operationId = "findUserNotifications", summary = "Your notifications, newest first")
  UserNotificationsResponseRO find(
      @Parameter(description = "Only those not marked read.") @RequestParam(defaultValue = "false")
          boolean unreadOnly,
      @RequestParam(defaultValue = "0") int offset,
      @Parameter(description = "At most 200.") @RequestParam(defaultValue = "20") int limit,
      HttpServletRequest request) {
    Paging.require(offset, limit, MAX_LIMIT);
    UserNotifications.Page page =
        notifications.page(CurrentUser.get().userName(), unreadOnly, offset, limit);
    return new UserNotificationsResponseRO(
        Details.empty(),
        page.notifications().stream().map(n -> of(n, request)).toList(),
        page.totalCount(),
        page.unreadCount());
  }

  @PostMapping("/{id}/read")
  @Operation(operationId = "markUserNotificationRead", summary = "Mark one of yours read")
  @ErrorAnswer(status = 404, description = "No notification of this id is the caller's.")
  UnreadResponseRO markRead(@PathVariable long id) {
    notifications.markRead(CurrentUser.get().userName(), id);
    return unread();
  }

  @PostMapping("/read")
  @Operation(operationId = "markUserNotificationsRead", summary = "Mark all of yours read")
  UnreadResponseRO markAllRead() {
    notifications.markAllRead(CurrentUser.get().userName());
    return unread();
  }

  @DeleteMapping("/{id}")
  @Operation(operationId = "deleteUserNotification", summary = "Delete one of yours")
  @ErrorAnswer(status = 404, description = "No notification of this id is the caller's.")
  UnreadResponseRO delete(@PathVariable long id) {
    notifications.delete(CurrentUser.get().userName(), id);
    return unread();
  }

  @DeleteMapping
  @Operation(operationId = "deleteUserNotifications", summary = "Delete all of yours")
  UnreadResponseRO deleteAll() {
    notifications.deleteAll(CurrentUser.get().userName());
    return unread();
  }

  private UnreadResponseRO unread() {
    return new UnreadResponseRO(
        Details.empty(), notifications.unreadCount(CurrentUser.get().userName()));
  }

  private UserNotificationRO of(UserNotification n, HttpServletRequest request) {
    return new UserNotificationRO(
        n.id(),
        n.type(),
        n.outcome(),
        messages.text(
            request, "notification." + n.type() + "." + n.outcome().name(), n.params().toArray()),
        n.params(),
        n.link(),
        n.createDate(),
        n.readDate());
  }
}
