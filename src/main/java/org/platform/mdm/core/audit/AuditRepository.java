package org.platform.mdm.core.audit;

import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.AuditEvent;
import org.platform.mdm.core.AuditTrail;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** The audit trail's events, table {@code audit_events}. */
@Repository
public class AuditRepository {

  private final JdbcClient jdbc;
  private final JsonMapper json;

  AuditRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  public void insert(
      OffsetDateTime date,
      String type,
      String userName,
      String subject,
      String clientAddress,
      Map<String, String> details) {
    jdbc.sql(
            "insert into audit_events (event_date, type, user_name, subject, client_address,"
                + " details) values (?, ?, ?, ?, ?, cast(? as jsonb))")
        .params(
            date,
            type,
            userName,
            subject,
            clientAddress,
            json.writeValueAsString(details == null ? Map.of() : details))
        .update();
  }

  /** The events the query matches, newest first, their dates told in {@code zone}. */
  public AuditTrail.Page find(AuditTrail.Query q, ZoneId zone) {
    StringBuilder where = new StringBuilder(" where true");
    List<Object> params = new ArrayList<>();
    condition(where, params, "type = ?", q.type());
    condition(where, params, "user_name = ?", q.userName());
    condition(where, params, "subject = ?", q.subject());
    condition(where, params, "event_date >= ?", q.from());
    condition(where, params, "event_date <= ?", q.to());
    long total =
        jdbc.sql("select count(*) from audit_events" + where)
            .params(params)
            .query(Long.class)
            .single();
    List<Object> paged = new ArrayList<>(params);
    paged.add(q.limit());
    paged.add(q.offset());
    List<AuditEvent> events =
        jdbc.sql(
                "select id, event_date, type, user_name, subject, client_address,"
                    + " details::text as details from audit_events"
                    + where
                    + " order by event_date desc, id desc limit ? offset ?")
            .params(paged)
            .query(
                (rs, n) ->
                    new AuditEvent(
                        rs.getLong("id"),
                        rs.getObject("event_date", OffsetDateTime.class)
                            .atZoneSameInstant(zone)
                            .toOffsetDateTime(),
                        rs.getString("type"),
                        rs.getString("user_name"),
                        rs.getString("subject"),
                        rs.getString("client_address"),
                        details(rs.getString("details"))))
            .list();
    return new AuditTrail.Page(events, total);
  }

  public void deleteBefore(OffsetDateTime cutoff) {
    jdbc.sql("delete from audit_events where event_date < ?").param(cutoff).update();
  }

  private static void condition(
      StringBuilder where, List<Object> params, String condition, Object value) {
    if (value != null) {
      where.append(" and ").append(condition);
      params.add(value);
    }
  }

  @SuppressWarnings("unchecked")
  private Map<String, String> details(String stored) {
    return json.readValue(stored, LinkedHashMap.class);
  }
}
