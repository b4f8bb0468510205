package org.platform.mdm.core.inbox;

import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import org.platform.mdm.core.UserNotification;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Notifications to one user, table {@code user_notifications}. */
@Repository
public class UserNotificationRepository {

  private final JdbcClient jdbc;

  UserNotificationRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  public void insert(
      String userName,
      String type,
      UserNotification.Outcome outcome,
      List<String> params,
      String link,
      OffsetDateTime now) {
    jdbc.sql(
            "insert into user_notifications (user_name, type, outcome, params, link, create_date)"
                + " values (?, ?, ?, ?, ?, ?)")
        .params(userName, type, outcome.name(), params.toArray(String[]::new), link, now)
        .update();
  }

  /** The user's notifications (only the unread ones or all), newest first. */
  public List<UserNotification> page(String userName, boolean unreadOnly, int offset, int limit) {
    String unread = unreadOnly ? " and read_date is null" : "";
    return jdbc.sql(
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
  }

  /** How many notifications the user has, and how many of them are unread. */
  public List<Long> counts(String userName) {
    return jdbc.sql(
            "select count(*), count(*) filter (where read_date is null)"
                + " from user_notifications where user_name = ?")
        .param(userName)
        .query((rs, n) -> List.of(rs.getLong(1), rs.getLong(2)))
        .single();
  }

  public long unreadCount(String userName) {
    return jdbc.sql(
            "select count(*) from user_notifications where user_name = ? and read_date is null")
        .param(userName)
        .query(Long.class)
        .single();
  }

  /** Marks the user's notification read (again: no change); how many rows it found. */
  public int markRead(String userName, long id, OffsetDateTime now) {
    return jdbc.sql(
            "update user_notifications set read_date = coalesce(read_date, ?)"
                + " where id = ? and user_name = ?")
        .params(now, id, userName)
        .update();
  }

  public int markAllRead(String userName, OffsetDateTime now) {
    return jdbc.sql(
            "update user_notifications set read_date = ? where user_name = ?"
                + " and read_date is null")
        .params(now, userName)
        .update();
  }

  public int delete(String userName, long id) {
    return jdbc.sql("delete from user_notifications where id = ? and user_name = ?")
        .params(id, userName)
        .update();
  }

  public int deleteAll(String userName) {
    return jdbc.sql("delete from user_notifications where user_name = ?").param(userName).update();
  }

  public void deleteBefore(OffsetDateTime cutoff) {
    jdbc.sql("delete from user_notifications where create_date < ?").param(cutoff).update();
  }
}
