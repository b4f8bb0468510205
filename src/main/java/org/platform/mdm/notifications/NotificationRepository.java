package org.platform.mdm.notifications;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.system.CustomPlans;
import org.springframework.jdbc.core.JdbcTemplate;
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
  private final JdbcTemplate template;
  private final JsonMapper json;

  NotificationRepository(JdbcClient jdbc, JdbcTemplate template, JsonMapper json) {
    this.jdbc = jdbc;
    this.template = template;
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
            bucket(etalonId),
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

  /**
   * Writes many notifications (a bulk load's) in one statement: the rows take their ids in the
   * list's order, and their places in the Kafka queue when the transport is on.
   */
  void insertAll(List<Row> rows, boolean kafka) {
    if (rows.isEmpty()) {
      return;
    }
    int n = rows.size();
    UUID[] ids = new UUID[n];
    String[] types = new String[n];
    String[] entities = new String[n];
    UUID[] etalons = new UUID[n];
    Long[] sequences = new Long[n];
    String[] users = new String[n];
    String[] dates = new String[n];
    String[] bodies = new String[n];
    Integer[] buckets = new Integer[n];
    for (int i = 0; i < n; i++) {
      Row r = rows.get(i);
      ids[i] = r.notificationId();
      types[i] = r.type().name();
      entities[i] = r.entityName();
      etalons[i] = r.etalonId();
      sequences[i] = r.sequence();
      users[i] = r.user();
      dates[i] = r.now().toString();
      bodies[i] = json.writeValueAsString(r.body());
      buckets[i] = bucket(r.etalonId());
    }
    String insert =
        "insert into notifications (notification_id, type, entity_name, etalon_id,"
            + " sequence, user_name, create_date, body)"
            + " select u.i, u.t, u.e, u.r, u.s, u.w, u.d::timestamptz, u.b::json"
            + " from unnest(?::uuid[], ?::text[], ?::text[], ?::uuid[], ?::bigint[],"
            + " ?::text[], ?::text[], ?::text[]) with ordinality"
            + " as u(i, t, e, r, s, w, d, b, o) order by u.o";
    if (!kafka) {
      template.update(insert, ids, types, entities, etalons, sequences, users, dates, bodies);
      return;
    }
    // A custom plan: the join of the returned rows with the buckets has the batch's length.
    CustomPlans.update(
        template,
        "with n as ("
            + insert
            + " returning id, notification_id)"
            + " insert into kafka_queue (id, bucket) select n.id, q.bucket"
            + " from n join unnest(?::uuid[], ?::int[]) as q(i, bucket)"
            + " on q.i = n.notification_id",
        List.of(ids, types, entities, etalons, sequences, users, dates, bodies, ids, buckets));
  }

  /** The relay bucket of a record's notifications: a record's notifications stay in order. */
  private static int bucket(UUID etalonId) {
    return Math.floorMod(etalonId.hashCode(), BUCKETS);
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
