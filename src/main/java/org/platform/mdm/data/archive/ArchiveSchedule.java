package org.platform.mdm.data.archive;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.platform.mdm.operations.DefinitionView;
import org.platform.mdm.operations.Definitions;
import org.platform.mdm.operations.JobDefinition;
import org.platform.mdm.system.ParametersChanged;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.event.TransactionalEventListener;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The archives' schedules as <em>system definitions</em> of the operations module, {@value #NAME}
 * for records and {@value #CLASSIFIERS_NAME} for classifications: each one's cron is its set's
 * setting {@code cronex}, and it is enabled while {@code disabled} is false and the archive can run
 * ({@code nodes} set, or {@code truncate}). Kept in step at every start and after each change of
 * the settings, so that its runs, progress and failures show where every background operation's do,
 * on whichever node of a cluster Quartz fires it.
 */
@Component
class ArchiveSchedule {

  static final String NAME = "archiveVistoryData";
  static final String CLASSIFIERS_NAME = "archiveVistoryClassifiers";
  static final String ACTOR = "system";

  /** A set of the archive's settings with its definition and operation type. */
  private record Kept(
      ArchiveSettings.Scope scope, ArchiveDatabase store, String name, String job, String what) {}

  private static final Logger log = LoggerFactory.getLogger(ArchiveSchedule.class);

  private final Definitions definitions;
  private final ArchiveSettings settings;
  private final List<Kept> kept;
  private final TransactionTemplate transactions;

  ArchiveSchedule(
      Definitions definitions,
      ArchiveSettings settings,
      ArchiveDatabases stores,
      PlatformTransactionManager transactions) {
    this.definitions = definitions;
    this.settings = settings;
    this.kept =
        List.of(
            new Kept(ArchiveSettings.DATA, stores.data(), NAME, ArchiveOperation.NAME, "records"),
            new Kept(
                ArchiveSettings.CLASSIFIERS,
                stores.classifiers(),
                CLASSIFIERS_NAME,
                ClassificationArchiveOperation.NAME,
                "classifications"));
    // Its own transaction: after a change of the settings has committed, theirs is over.
    this.transactions = new TransactionTemplate(transactions);
    this.transactions.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
  }

  @EventListener(ApplicationReadyEvent.class)
  void started() {
    keep();
  }

  @TransactionalEventListener(fallbackExecution = true)
  void changed(ParametersChanged changed) {
    for (Kept k : kept) {
      if (changed.changes().stream().anyMatch(c -> c.name().startsWith(k.scope().prefix()))) {
        keep(k);
      }
    }
  }

  /** Creates the definitions or brings them in step with the settings. */
  void keep() {
    kept.forEach(this::keep);
  }

  private synchronized void keep(Kept k) {
    ArchiveSettings.Scope scope = k.scope();
    boolean enabled =
        !settings.disabled(scope) && (k.store().configured() || settings.truncate(scope));
    JobDefinition wanted =
        new JobDefinition(
            k.name(),
            k.job(),
            "The revision archive of "
                + k.what()
                + ", scheduled by "
                + scope.prefix()
                + "cronex and enabled by "
                + scope.prefix()
                + "disabled (kept by the platform: change the settings, not this definition).",
            enabled,
            settings.cronex(scope),
            List.of("system"),
            Map.of(),
            null);
    try {
      transactions.executeWithoutResult(
          s -> {
            Optional<DefinitionView> current = definitions.named(k.name());
            if (current.isEmpty()) {
              definitions.create(wanted, true, ACTOR);
            } else if (!same(current.get().definition(), wanted)) {
              definitions.update(current.get().id(), wanted, true, null, ACTOR);
            }
          });
    } catch (PlatformException | org.springframework.dao.DataAccessException e) {
      // Another node made or changed it at the same moment: what it wrote comes from the same
      // settings.
      log.info("The archive's definition was kept by another node: {}", e.getMessage());
    }
  }

  private static boolean same(JobDefinition a, JobDefinition b) {
    return Objects.equals(a.jobName(), b.jobName())
        && Objects.equals(a.enabled(), b.enabled())
        && Objects.equals(a.cronExpression(), b.cronExpression())
        && Objects.equals(a.description(), b.description())
        && Objects.equals(a.tags(), b.tags())
        && a.parameters().isEmpty()
        && a.startAfter() == null;
  }
}
