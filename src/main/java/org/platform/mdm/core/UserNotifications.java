package org.platform.mdm.core;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.platform.mdm.core.inbox.UserNotificationRepository;
import org.platform.mdm.system.PlatformException;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Isolation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Notifications to one user ({@code user_notifications}, {@link UserNotificationRepository}): sent
 * by the work a user starts in the background when it ends, read, marked read and deleted by that
 * user only, kept for {@link CoreSettings#USER_NOTIFICATION_RETENTION}.
 */
@Service
public class UserNotifications {

  private final UserNotificationRepository notifications;
  private final CoreSettings settings;
  private final Clock clock;

  UserNotifications(UserNotificationRepository notifications, CoreSettings settings, Clock clock) {
    this.notifications = notifications;
    this.settings = settings;
    this.clock = clock;
  }

  /** A page of the user's notifications, newest first, with the counts of all and unread. */
  public record Page(List<UserNotification> notifications, long totalCount, long unreadCount) {}

  /** Tells the user how its work ended; {@code link} may be null. */
  @Transactional
  public void send(
      String userName,
      String type,
      UserNotification.Outcome outcome,
      List<String> params,
      String link) {
    notifications.insert(userName, type, outcome, params, link, now());
  }

  // One snapshot for the rows and the counts: a notification sent between them is in both or none.
  @Transactional(readOnly = true, isolation = Isolation.REPEATABLE_READ)
  public Page page(String userName, boolean unreadOnly, int offset, int limit) {
    List<UserNotification> rows = notifications.page(userName, unreadOnly, offset, limit);
    List<Long> counts = notifications.counts(userName);
    return new Page(rows, unreadOnly ? counts.get(1) : counts.get(0), counts.get(1));
  }

  /** How many of the user's notifications are unread. */
  @Transactional(readOnly = true)
  public long unreadCount(String userName) {
    return notifications.unreadCount(userName);
  }

  /** Marks the user's notification read (again: no change); another's is unknown. */
  @Transactional
  public void markRead(String userName, long id) {
    if (notifications.markRead(userName, id, now()) == 0) {
      throw new PlatformException(CoreErrors.CORE_NOTIFICATION_NOT_FOUND, id);
    }
  }

  /** Marks all the user's notifications read; how many were unread. */
  @Transactional
  public int markAllRead(String userName) {
    return notifications.markAllRead(userName, now());
  }

  @Transactional
  public void delete(String userName, long id) {
    if (notifications.delete(userName, id) == 0) {
      throw new PlatformException(CoreErrors.CORE_NOTIFICATION_NOT_FOUND, id);
    }
  }

  /** Deletes all the user's notifications; how many. */
  @Transactional
  public int deleteAll(String userName) {
    return notifications.deleteAll(userName);
  }

  @Scheduled(fixedDelayString = "PT1H", initialDelayString = "PT5M")
  @Transactional
  public void purge() {
    notifications.deleteBefore(now().minus(settings.get(CoreSettings.USER_NOTIFICATION_RETENTION)));
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
