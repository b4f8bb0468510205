package org.platform.mdm.notifications;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** SQL of the outbox. */
@Repository
class NotificationRepository {

  private final JdbcClient jdbc;
  private final JsonMapper json;

  NotificationRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  void insert(
      UUID notificationId,
      NotificationType type,
      String entityName,
      UUID etalonId,
      long sequence,
      String operationId,
      String user,
      OffsetDateTime now,
      JsonNode body) {
    jdbc.sql(
            "insert into notifications (notification_id, type, entity_name, etalon_id, sequence,"
                + " operation_id, user_name, create_date, body)"
                + " values (?, ?, ?, ?, ?, ?, ?, ?, ?::json)")
        .params(
            notificationId,
            type.name(),
            entityName,
            etalonId,
            sequence,
            operationId,
            user,
            now,
            json.writeValueAsString(body))
        .update();
  }

  /** The notifications after {@code after} in feed order, of these registers only (null: all). */
  List<StoredNotification> after(long after, int limit, List<String> entities) {
    String only = entities == null ? "" : " and entity_name = any(?)";
    var statement =
        jdbc.sql(
                "select id, entity_name, body::text as body from notifications where id > ?"
                    + only
                    + " order by id limit ?")
            .param(after);
    if (entities != null) {
      statement = statement.param(entities.toArray(String[]::new));
    }
    return statement
        .param(limit)
        .query(
            (rs, n) ->
                new StoredNotification(
                    rs.getLong("id"),
                    rs.getString("entity_name"),
                    json.readTree(rs.getString("body"))))
        .list();
  }

  /** The registers that have notifications (for a user who may read only some). */
  List<String> entities() {
    return jdbc.sql("select distinct entity_name from notifications").query(String.class).list();
  }

  int deleteBefore(OffsetDateTime cutoff) {
    return jdbc.sql("delete from notifications where create_date < ?").param(cutoff).update();
  }
}
