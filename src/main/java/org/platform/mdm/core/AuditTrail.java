package org.platform.mdm.core;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.audit.AuditRepository;
import org.platform.mdm.core.login.LoginGuard;
import org.platform.mdm.system.ParametersChanged;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * The audit trail: security events kept in {@code audit_events} ({@link AuditRepository}) for
 * {@link CoreSettings#AUDIT_RETENTION}, each written in the transaction of the change it tells of
 * (a failed login's count and event have one of their own, {@link LoginGuard}).
 */
@Service
public class AuditTrail {

  private final AuditRepository events;
  private final CoreSettings settings;
  private final Clock clock;
  private final ClientAddresses addresses;

  AuditTrail(
      AuditRepository events, CoreSettings settings, Clock clock, ClientAddresses addresses) {
    this.addresses = addresses;
    this.events = events;
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
    events.insert(
        OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS),
        type,
        userName,
        subject,
        clientAddress,
        details);
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
    return events.find(q, clock.getZone());
  }

  /** Forgets events older than the retention, once an hour. */
  @Scheduled(fixedDelayString = "PT1H", initialDelayString = "PT5M")
  @Transactional
  public void purge() {
    events.deleteBefore(OffsetDateTime.now(clock).minus(settings.auditRetention()));
  }
}
