package org.platform.mdm.notifications;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of webhook subscriptions. */
@Repository
class WebhookRepository {

  private static final String COLUMNS =
      "id, url, entity_names, types, state, last_id, failures, last_error, next_attempt,"
          + " created_by, create_date, update_date";

  private final JdbcClient jdbc;
  private final org.platform.mdm.system.PlatformKey key;

  WebhookRepository(JdbcClient jdbc, org.platform.mdm.system.PlatformKey key) {
    this.jdbc = jdbc;
    this.key = key;
  }

  /** A subscription with its secret, as the delivery needs it. */
  record Due(WebhookView view, String secret) {}

  long insert(
      String url,
      List<String> entityNames,
      List<String> types,
      String secret,
      String user,
      OffsetDateTime now) {
    return jdbc.sql(
            "insert into webhook_subscriptions (url, entity_names, types, secret, state, last_id,"
                + " next_attempt, created_by, create_date, update_date)"
                + " values (?, ?, ?, ?, 'ACTIVE', (select coalesce(max(id), 0) from notifications),"
                + " ?, ?, ?, ?) returning id")
        .params(
            url,
            entityNames.toArray(String[]::new),
            types.toArray(String[]::new),
            secret == null ? null : key.seal(secret),
            now,
            user,
            now,
            now)
        .query(Long.class)
        .single();
  }

  /** Changes the URL, registers and types, and the secret unless it is null. */
  boolean update(
      long id,
      String url,
      List<String> entityNames,
      List<String> types,
      String secret,
      OffsetDateTime now) {
    return jdbc.sql(
                "update webhook_subscriptions set url = ?, entity_names = ?, types = ?,"
                    + " secret = coalesce(?, secret), update_date = ? where id = ?")
            .params(
                url,
                entityNames.toArray(String[]::new),
                types.toArray(String[]::new),
                secret == null ? null : key.seal(secret),
                now,
                id)
            .update()
        == 1;
  }

  List<WebhookView> all() {
    return jdbc.sql("select " + COLUMNS + " from webhook_subscriptions order by id")
        .query(WebhookRepository::view)
        .list();
  }

  Optional<WebhookView> find(long id) {
    return jdbc.sql("select " + COLUMNS + " from webhook_subscriptions where id = ?")
        .param(id)
        .query(WebhookRepository::view)
        .optional();
  }

  boolean delete(long id) {
    return jdbc.sql("delete from webhook_subscriptions where id = ?").param(id).update() == 1;
  }

  boolean resume(long id, OffsetDateTime now) {
    return jdbc.sql(
                "update webhook_subscriptions set state = 'ACTIVE', failures = 0, next_attempt = ?,"
                    + " update_date = ? where id = ?")
            .params(now, now, id)
            .update()
        == 1;
  }

  /** Active subscriptions whose next attempt is due, locked; those other nodes hold are skipped. */
  List<Due> claimDue(OffsetDateTime now, int limit) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + ", secret from webhook_subscriptions where state = 'ACTIVE'"
                + " and next_attempt <= ? order by next_attempt limit ? for update skip locked")
        .params(now, limit)
        .query((rs, n) -> new Due(view(rs, n), key.open(rs.getString("secret"))))
        .list();
  }

  /** Records what a delivery round did: how far it got and how it ended. */
  void progress(
      long id,
      long lastId,
      int failures,
      String lastError,
      String state,
      OffsetDateTime nextAttempt,
      OffsetDateTime now) {
    jdbc.sql(
            "update webhook_subscriptions set last_id = ?, failures = ?, last_error = ?, state = ?,"
                + " next_attempt = ?, update_date = ? where id = ?")
        .params(lastId, failures, lastError, state, nextAttempt, now, id)
        .update();
  }

  private static WebhookView view(ResultSet rs, int n) throws SQLException {
    return new WebhookView(
        rs.getLong("id"),
        rs.getString("url"),
        strings(rs.getArray("entity_names")),
        strings(rs.getArray("types")),
        rs.getString("state"),
        rs.getLong("last_id"),
        rs.getInt("failures"),
        rs.getString("last_error"),
        rs.getObject("next_attempt", OffsetDateTime.class),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getObject("update_date", OffsetDateTime.class));
  }

  private static List<String> strings(Array array) throws SQLException {
    return Arrays.asList((String[]) array.getArray());
  }
}
