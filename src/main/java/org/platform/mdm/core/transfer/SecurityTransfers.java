package org.platform.mdm.core.transfer;

import jakarta.annotation.PreDestroy;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserNotification;
import org.platform.mdm.core.UserNotifications;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.TransactionLocal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/**
 * Exports and imports of roles and security labels. Each is started at once (its state RUNNING and
 * an audit event, in the request's transaction) and runs in the background once that commits; its
 * state, summary and (for an export) document are read over REST by the user who started it.
 */
@Service
public class SecurityTransfers {

  private static final Logger log = LoggerFactory.getLogger(SecurityTransfers.class);

  private final SecurityTransferRepository transfers;
  private final SecurityDocuments documents;
  private final AuditTrail audit;
  private final UserNotifications notifications;
  private final JsonMapper json;
  private final Clock clock;
  private final ExecutorService worker =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "security-transfers");
            t.setDaemon(true);
            return t;
          });

  SecurityTransfers(
      SecurityTransferRepository transfers,
      SecurityDocuments documents,
      AuditTrail audit,
      UserNotifications notifications,
      JsonMapper json,
      Clock clock) {
    this.transfers = transfers;
    this.documents = documents;
    this.audit = audit;
    this.notifications = notifications;
    this.json = json;
    this.clock = clock;
  }

  @PreDestroy
  void stop() {
    worker.shutdownNow();
  }

  @Transactional
  public SecurityTransfer exportRoles(String actor) {
    return start("ROLES_EXPORT", actor, false, () -> exported(documents.roles()), Map.of());
  }

  @Transactional
  public SecurityTransfer exportLabels(String actor) {
    return start("LABELS_EXPORT", actor, false, () -> exported(documents.labels()), Map.of());
  }

  @Transactional
  public SecurityTransfer importRoles(SecurityDocument document, String actor) {
    document.requireEntries();
    return start(
        "ROLES_IMPORT",
        actor,
        false,
        () -> new Result(documents.importRoles(document, actor), null),
        Map.of("roles", String.valueOf(document.roles().size())));
  }

  @Transactional
  public SecurityTransfer importLabels(SecurityDocument document, boolean recreate, String actor) {
    document.requireEntries();
    return start(
        "LABELS_IMPORT",
        actor,
        recreate,
        () -> new Result(documents.importLabels(document, recreate, actor), null),
        Map.of(
            "securityLabels",
            String.valueOf(document.securityLabels().size()),
            "recreate",
            String.valueOf(recreate)));
  }

  /** A transfer of the user's (another's is unknown to it unless it has full access). */
  @Transactional(readOnly = true)
  public SecurityTransfer get(long id, PlatformUser user) {
    return transfers
        .find(id)
        .filter(t -> user.fullAccess() || t.createdBy().equals(user.userName()))
        .orElseThrow(() -> new PlatformException(CoreErrors.CORE_TRANSFER_NOT_FOUND, id));
  }

  /** The document an export made. */
  @Transactional(readOnly = true)
  public byte[] document(long id, PlatformUser user) {
    get(id, user);
    return transfers
        .document(id)
        .orElseThrow(() -> new PlatformException(CoreErrors.CORE_TRANSFER_NO_DOCUMENT, id));
  }

  private record Result(SecurityTransfer.Summary summary, byte[] document) {}

  private Result exported(SecurityDocument document) {
    int count = document.roles().size() + document.securityLabels().size();
    return new Result(
        new SecurityTransfer.Summary(count, 0, 0, null, null, null),
        json.writeValueAsBytes(document));
  }

  @Transactional(propagation = Propagation.MANDATORY)
  SecurityTransfer start(
      String kind,
      String actor,
      boolean recreate,
      Supplier<Result> work,
      Map<String, String> details) {
    long id = transfers.insert(kind, actor, now(), recreate);
    audit.change(kind, actor, "transfer " + id, details);
    TransactionLocal.afterCommit(() -> worker.submit(() -> run(id, kind, actor, work)));
    return transfers.find(id).orElseThrow();
  }

  private void run(long id, String kind, String actor, Supplier<Result> work) {
    SecurityTransfer.Summary summary;
    boolean done;
    try {
      Result result = work.get();
      summary = result.summary();
      transfers.finish(id, "DONE", summary, result.document(), now());
      done = true;
      log.info("Security transfer {} ({}) done", id, kind);
    } catch (RuntimeException e) {
      log.warn("Security transfer {} ({}) failed", id, kind, e);
      summary = new SecurityTransfer.Summary(0, 0, 0, null, null, e.getClass().getSimpleName());
      transfers.finish(id, "FAILED", summary, null, now());
      done = false;
    }
    tell(id, kind, actor, done, summary);
  }

  /** The one who started the transfer is told how it ended; an export's document is linked. */
  private void tell(
      long id, String kind, String actor, boolean done, SecurityTransfer.Summary summary) {
    boolean export = kind.endsWith("_EXPORT");
    List<String> params =
        !done
            ? List.of(String.valueOf(summary.failure()))
            : export
                ? List.of(String.valueOf(summary.exported()))
                : List.of(
                    String.valueOf(summary.created()),
                    String.valueOf(summary.updated()),
                    String.valueOf(summary.skipped().size()));
    try {
      notifications.send(
          actor,
          kind,
          done ? UserNotification.Outcome.DONE : UserNotification.Outcome.FAILED,
          params,
          done && export ? "/api/v2/core/security-transfers/" + id + "/document" : null);
    } catch (RuntimeException e) {
      log.warn("Security transfer {}: its notification was not sent", id, e);
    }
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
