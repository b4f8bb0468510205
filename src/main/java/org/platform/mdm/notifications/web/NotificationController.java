package org.platform.mdm.notifications.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.notifications.Notifications;
import org.platform.mdm.system.Details;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * The notification feed: every notification in the order it was written, replayable from any point
 * within the retention period, for consumers without a broker.
 */
@RestController
@Tag(name = "Notifications", description = "Read the feed of record change notifications")
@RequestMapping("/api/v2/notifications")
@AnyUser
class NotificationController {

  private final Notifications notifications;

  NotificationController(Notifications notifications) {
    this.notifications = notifications;
  }

  /** One notification of the feed: its position ({@code id}) and its body. */
  record FeedItemRO(
      long id,
      @io.swagger.v3.oas.annotations.media.Schema(
              implementation = NotificationSchema.NotificationRO.class)
          JsonNode notification) {}

  /**
   * {@code last}: the id to pass as {@code after} for the next page: past notifications the user's
   * security labels hide, so it may move on an empty page; the same as {@code after} at the end.
   */
  record FeedRO(Details details, List<FeedItemRO> notifications, long last) {}

  @Operation(
      operationId = "readNotifications",
      summary = "Notifications after a position",
      description =
          "In the order they were written (per record, in the order of its changes). Pass the"
              + " answer's `last` as `after` to read on; `after=0` starts at the oldest kept."
              + " Only notifications of registers the user may read and of records the user's"
              + " security labels do not hide; `last` moves past the hidden ones, so a page may be"
              + " short, or empty before the end: read on until `last` stays where it was.")
  @GetMapping
  FeedRO feed(
      @RequestParam(defaultValue = "0") long after, @RequestParam(defaultValue = "100") int limit) {
    Notifications.FeedPage page = notifications.feed(after, limit, CurrentUser.get());
    List<FeedItemRO> items =
        page.notifications().stream().map(s -> new FeedItemRO(s.id(), s.body())).toList();
    return new FeedRO(Details.empty(), items, page.last());
  }
}
