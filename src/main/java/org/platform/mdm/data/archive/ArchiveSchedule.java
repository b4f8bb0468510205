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
 * The archive's schedule as a <em>system definition</em> of the operations module, {@value #NAME}:
 * its cron is the setting {@code cronex}, and it is enabled while {@code disabled} is false and the
 * archive can run ({@code nodes} set, or {@code truncate}). Kept in step at every start and after
 * each change of the settings, so that its runs, progress and failures show where every background
 * operation's do, on whichever node of a cluster Quartz fires it.
 */
@Component
class ArchiveSchedule {

  static final String NAME = "archiveVistoryData";
  static final String ACTOR = "system";

  private static final Logger log = LoggerFactory.getLogger(ArchiveSchedule.class);

  private final Definitions definitions;
  private final ArchiveSettings settings;
  private final ArchiveStore store;
  private final TransactionTemplate transactions;

  ArchiveSchedule(
      Definitions definitions,
      ArchiveSettings settings,
      ArchiveStore store,
      PlatformTransactionManager transactions) {
    this.definitions = definitions;
    this.settings = settings;
    this.store = store;
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
    if (changed.changes().stream()
        .anyMatch(c -> c.name().startsWith(ArchiveSettings.DATA.prefix()))) {
      keep();
    }
  }

  /** Creates the definition or brings it in step with the settings. */
  synchronized void keep() {
    ArchiveSettings.Scope scope = ArchiveSettings.DATA;
    boolean enabled = !settings.disabled(scope) && (store.configured() || settings.truncate(scope));
    JobDefinition wanted =
        new JobDefinition(
            NAME,
            ArchiveOperation.NAME,
            "The revision archive of records, scheduled by "
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
            Optional<DefinitionView> current = definitions.named(NAME);
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
