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

  static final int BUCKETS = 64;

  /**
   * A notification, and its place in the Kafka queue when the transport is on, in one statement:
   * parameters notification id … body, then the bucket and whether to queue it.
   */
  private static final String INSERT =
      "with n as (insert into notifications (notification_id, type, entity_name, etalon_id,"
          + " sequence, operation_id, user_name, create_date, body)"
          + " values (?, ?, ?, ?, ?, ?, ?, ?, ?::json) returning id)"
          + " insert into kafka_queue (id, bucket) select n.id, ? from n where ?";

  private final JdbcClient jdbc;
  private final org.springframework.jdbc.core.JdbcTemplate jdbcTemplate;
  private final JsonMapper json;

  NotificationRepository(
      JdbcClient jdbc, org.springframework.jdbc.core.JdbcTemplate jdbcTemplate, JsonMapper json) {
    this.jdbc = jdbc;
    this.jdbcTemplate = jdbcTemplate;
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
      JsonNode body,
      boolean kafka) {
    jdbc.sql(INSERT)
        .params(
            notificationId,
            type.name(),
            entityName,
            etalonId,
            sequence,
            operationId,
            user,
            now,
            json.writeValueAsString(body),
            Math.floorMod(etalonId.hashCode(), BUCKETS),
            kafka)
        .update();
  }

  /** A notification to write. */
  record Row(
      UUID notificationId,
      NotificationType type,
      String entityName,
      UUID etalonId,
      long sequence,
      String user,
      OffsetDateTime now,
      JsonNode body) {}

  /** Writes many notifications in one batch of statements (a bulk load's). */
  void insertAll(List<Row> rows, boolean kafka) {
    jdbcTemplate.batchUpdate(
        INSERT.replace("?, ?, ?, ?, ?, ?, ?, ?, ?::json", "?, ?, ?, ?, ?, null, ?, ?, ?::json"),
        rows,
        500,
        (ps, r) -> {
          ps.setObject(1, r.notificationId());
          ps.setString(2, r.type().name());
          ps.setString(3, r.entityName());
          ps.setObject(4, r.etalonId());
          ps.setLong(5, r.sequence());
          ps.setString(6, r.user());
          ps.setObject(7, r.now());
          ps.setString(8, json.writeValueAsString(r.body()));
          ps.setInt(9, Math.floorMod(r.etalonId().hashCode(), BUCKETS));
          ps.setBoolean(10, kafka);
        });
  }

  /** A notification to send: its row, its record (the message key) and its body as text. */
  record Pending(long id, UUID etalonId, String type, long sequence, String body) {}

  /** Claims up to {@code count} buckets no other relay holds, until the transaction ends. */
  List<Integer> claimBuckets(int count) {
    return jdbc.sql(
            "select bucket from notification_buckets order by bucket limit ?"
                + " for update skip locked")
        .param(count)
        .query(Integer.class)
        .list();
  }

  /** The pending Kafka notifications of these buckets, oldest first. */
  List<Pending> pending(List<Integer> buckets, int limit) {
    return jdbc.sql(
            "select n.id, n.etalon_id, n.type, n.sequence, n.body::text as body"
                + " from kafka_queue q join notifications n on n.id = q.id"
                + " where q.bucket = any(?) order by q.id limit ?")
        .params(buckets.toArray(Integer[]::new), limit)
        .query(
            (rs, n) ->
                new Pending(
                    rs.getLong("id"),
                    rs.getObject("etalon_id", UUID.class),
                    rs.getString("type"),
                    rs.getLong("sequence"),
                    rs.getString("body")))
        .list();
  }

  void markSent(List<Long> ids) {
    jdbc.sql("delete from kafka_queue where id = any(?)").param(ids.toArray(Long[]::new)).update();
  }

  /** Notifications waiting for Kafka, and the age in seconds of the oldest (0 when none). */
  record Backlog(long count, double oldestSeconds) {}

  Backlog backlog(OffsetDateTime now) {
    return jdbc.sql(
            "select count(*), coalesce(extract(epoch from (? - min(n.create_date))), 0)"
                + " from kafka_queue q join notifications n on n.id = q.id")
        .param(now)
        .query((rs, n) -> new Backlog(rs.getLong(1), rs.getDouble(2)))
        .single();
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

  /**
   * Up to {@code limit} notifications after {@code after} in feed order, with the position of the
   * last one looked at (it moves past those the filters leave out).
   */
  record Page(List<StoredNotification> notifications, long last) {}

  Page after(long after, int limit, List<String> entities, List<String> types) {
    List<Object[]> rows =
        jdbc.sql(
                "select id, entity_name, type, body::text as body from notifications where id > ?"
                    + " order by id limit ?")
            .params(after, limit)
            .query(
                (rs, n) ->
                    new Object[] {
                      rs.getLong("id"),
                      rs.getString("entity_name"),
                      rs.getString("type"),
                      rs.getString("body")
                    })
            .list();
    List<StoredNotification> kept = new java.util.ArrayList<>();
    long last = after;
    for (Object[] row : rows) {
      last = (Long) row[0];
      if ((entities.isEmpty() || entities.contains(row[1]))
          && (types.isEmpty() || types.contains(row[2]))) {
        kept.add(
            new StoredNotification((Long) row[0], (String) row[1], json.readTree((String) row[3])));
      }
    }
    return new Page(kept, last);
  }

  /** The registers that have notifications (for a user who may read only some). */
  List<String> entities() {
    return jdbc.sql("select distinct entity_name from notifications").query(String.class).list();
  }

  /** Removes notifications older than {@code cutoff}, except those still waiting for Kafka. */
  int deleteBefore(OffsetDateTime cutoff) {
    return jdbc.sql(
            "delete from notifications n where n.create_date < ?"
                + " and not exists (select 1 from kafka_queue q where q.id = n.id)")
        .param(cutoff)
        .update();
  }
}
