package org.platform.mdm.core;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import org.platform.mdm.system.PlatformException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Isolation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Notifications to one user ({@code user_notifications}): sent by the work a user starts in the
 * background when it ends, read, marked read and deleted by that user only, kept for {@link
 * CoreSettings#USER_NOTIFICATION_RETENTION}.
 */
@Service
public class UserNotifications {

  private final JdbcClient jdbc;
  private final CoreSettings settings;
  private final Clock clock;

  UserNotifications(JdbcClient jdbc, CoreSettings settings, Clock clock) {
    this.jdbc = jdbc;
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
    jdbc.sql(
            "insert into user_notifications (user_name, type, outcome, params, link, create_date)"
                + " values (?, ?, ?, ?, ?, ?)")
        .params(userName, type, outcome.name(), params.toArray(String[]::new), link, now())
        .update();
  }

  // One snapshot for the rows and the counts: a notification sent between them is in both or none.
  @Transactional(readOnly = true, isolation = Isolation.REPEATABLE_READ)
  public Page page(String userName, boolean unreadOnly, int offset, int limit) {
    String unread = unreadOnly ? " and read_date is null" : "";
    List<UserNotification> rows =
        jdbc.sql(
                "select id, type, outcome, params, link, create_date, read_date"
                    + " from user_notifications where user_name = ?"
                    + unread
                    + " order by id desc offset ? limit ?")
            .params(userName, offset, limit)
            .query(
                (rs, n) ->
                    new UserNotification(
                        rs.getLong("id"),
                        rs.getString("type"),
                        UserNotification.Outcome.valueOf(rs.getString("outcome")),
                        Arrays.asList((String[]) rs.getArray("params").getArray()),
                        rs.getString("link"),
                        rs.getObject("create_date", OffsetDateTime.class),
                        rs.getObject("read_date", OffsetDateTime.class)))
            .list();
    List<Long> counts =
        jdbc.sql(
                "select count(*), count(*) filter (where read_date is null)"
                    + " from user_notifications where user_name = ?")
            .param(userName)
            .query((rs, n) -> List.of(rs.getLong(1), rs.getLong(2)))
            .single();
    return new Page(rows, unreadOnly ? counts.get(1) : counts.get(0), counts.get(1));
  }

  /** How many of the user's notifications are unread. */
  @Transactional(readOnly = true)
  public long unreadCount(String userName) {
    return jdbc.sql(
            "select count(*) from user_notifications where user_name = ? and read_date is null")
        .param(userName)
        .query(Long.class)
        .single();
  }

  /** Marks the user's notification read (again: no change); another's is unknown. */
  @Transactional
  public void markRead(String userName, long id) {
    int found =
        jdbc.sql(
                "update user_notifications set read_date = coalesce(read_date, ?)"
                    + " where id = ? and user_name = ?")
            .params(now(), id, userName)
            .update();
    if (found == 0) {
      throw new PlatformException(CoreErrors.CORE_NOTIFICATION_NOT_FOUND, id);
    }
  }

  /** Marks all the user's notifications read; how many were unread. */
  @Transactional
  public int markAllRead(String userName) {
    return jdbc.sql(
            "update user_notifications set read_date = ? where user_name = ?"
                + " and read_date is null")
        .params(now(), userName)
        .update();
  }

  @Transactional
  public void delete(String userName, long id) {
    int found =
        jdbc.sql("delete from user_notifications where id = ? and user_name = ?")
            .params(id, userName)
            .update();
    if (found == 0) {
      throw new PlatformException(CoreErrors.CORE_NOTIFICATION_NOT_FOUND, id);
    }
  }

  /** Deletes all the user's notifications; how many. */
  @Transactional
  public int deleteAll(String userName) {
    return jdbc.sql("delete from user_notifications where user_name = ?").param(userName).update();
  }

  @Scheduled(fixedDelayString = "PT1H", initialDelayString = "PT5M")
  @Transactional
  public void purge() {
    jdbc.sql("delete from user_notifications where create_date < ?")
        .param(now().minus(settings.get(CoreSettings.USER_NOTIFICATION_RETENTION)))
        .update();
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
