package org.platform.mdm.core;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.login.LoginGuard;
import org.platform.mdm.system.ParametersChanged;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;
import tools.jackson.databind.json.JsonMapper;

/**
 * The audit trail: security events kept in {@code audit_events} for {@link
 * CoreSettings#AUDIT_RETENTION}, each written in the transaction of the change it tells of (a
 * failed login's count and event have one of their own, {@link LoginGuard}).
 */
@Service
public class AuditTrail {

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final CoreSettings settings;
  private final Clock clock;
  private final ClientAddresses addresses;

  AuditTrail(
      JdbcClient jdbc,
      JsonMapper json,
      CoreSettings settings,
      Clock clock,
      ClientAddresses addresses) {
    this.addresses = addresses;
    this.jdbc = jdbc;
    this.json = json;
    this.settings = settings;
    this.clock = clock;
  }

  /**
   * Keeps an event as part of the caller's transaction: it is kept only if the change it tells of
   * is. The client address is the current request's, if any.
   */
  @Transactional(propagation = Propagation.MANDATORY)
  public void change(String type, String userName, String subject, Map<String, String> details) {
    insert(type, userName, subject, currentAddress(), details);
  }

  /** As {@link #change(String, String, String, Map)}, from a client address the caller knows. */
  @Transactional(propagation = Propagation.MANDATORY)
  public void change(
      String type,
      String userName,
      String subject,
      String clientAddress,
      Map<String, String> details) {
    insert(type, userName, subject, clientAddress, details);
  }

  /**
   * Parameter changes, in the transaction that makes them: the change and its audit row commit
   * together or not at all (an audit row written after the commit was lost to a crash in between);
   * a secret's value is never kept.
   */
  @EventListener
  public void parametersChanged(ParametersChanged event) {
    for (ParametersChanged.Change c : event.changes()) {
      Map<String, String> details = new LinkedHashMap<>();
      if (c.removed()) {
        details.put("removed", "true");
      } else if (c.secret()) {
        details.put("secret", "true");
      } else {
        details.put("value", c.value());
      }
      insert("PARAMETER_CHANGE", event.user(), c.name(), currentAddress(), details);
    }
  }

  private String currentAddress() {
    return RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes r
        ? addresses.of(r.getRequest())
        : null;
  }

  private void insert(
      String type,
      String userName,
      String subject,
      String clientAddress,
      Map<String, String> details) {
    jdbc.sql(
            "insert into audit_events (event_date, type, user_name, subject, client_address,"
                + " details) values (?, ?, ?, ?, ?, cast(? as jsonb))")
        .params(
            OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS),
            type,
            userName,
            subject,
            clientAddress,
            json.writeValueAsString(details == null ? Map.of() : details))
        .update();
  }

  /** A filter of the trail; null fields do not filter. */
  public record Query(
      String type,
      String userName,
      String subject,
      OffsetDateTime from,
      OffsetDateTime to,
      int offset,
      int limit) {}

  /** A page of events, newest first, and how many match. */
  public record Page(List<AuditEvent> events, long totalCount) {}

  @Transactional(readOnly = true)
  public Page find(Query q) {
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
                            .atZoneSameInstant(clock.getZone())
                            .toOffsetDateTime(),
                        rs.getString("type"),
                        rs.getString("user_name"),
                        rs.getString("subject"),
                        rs.getString("client_address"),
                        details(rs.getString("details"))))
            .list();
    return new Page(events, total);
  }

  /** Forgets events older than the retention, once an hour. */
  @Scheduled(fixedDelayString = "PT1H", initialDelayString = "PT5M")
  @Transactional
  public void purge() {
    jdbc.sql("delete from audit_events where event_date < ?")
        .param(OffsetDateTime.now(clock).minus(settings.auditRetention()))
        .update();
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
