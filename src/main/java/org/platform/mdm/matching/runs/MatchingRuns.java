package org.platform.mdm.matching.runs;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.matching.MatchingErrors;
import org.platform.mdm.matching.model.MatchingModels;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Bulk matching runs: every record of an entity gets its keys (phase KEYS), then every pair of
 * records sharing a key is compared once (phase MATCH), a batch per transaction, carried out by a
 * run of the background operations ({@code matchingRunJob}). A run survives a restart (it goes on
 * from its last batch); a failed one goes on when resumed.
 */
@Service
public class MatchingRuns {

  private static final Logger log = LoggerFactory.getLogger(MatchingRuns.class);

  private final RunRepository runs;
  private final MatchingModels models;
  private final ObjectProvider<Runs> operations;
  private final TransactionTemplate transactions;
  private final Clock clock;

  MatchingRuns(
      RunRepository runs,
      MatchingModels models,
      ObjectProvider<Runs> operations,
      TransactionTemplate transactions,
      Clock clock) {
    this.runs = runs;
    this.models = models;
    this.operations = operations;
    this.transactions = transactions;
    this.clock = clock;
  }

  /** Asks for a run over the entity; an unfinished one of the entity is answered instead. */
  @Transactional
  public RunView request(String entityName, PlatformUser user) {
    require(user, entityName);
    if (models.of(entityName).isEmpty()) {
      throw new PlatformException(MatchingErrors.MATCHING_MODEL_NOT_FOUND, entityName);
    }
    Optional<RunView> open = runs.open(entityName);
    if (open.isPresent()) {
      return open.get();
    }
    UUID id = UUID.randomUUID();
    runs.insert(id, entityName, OffsetDateTime.now(clock), user.userName());
    return runs.find(id).orElseThrow();
  }

  @Transactional(readOnly = true)
  public RunView get(UUID runId, PlatformUser user) {
    RunView run = find(runId);
    if (!user.can(run.entityName(), Right.READ)) {
      throw new PlatformException(
          MatchingErrors.MATCHING_ACCESS_DENIED,
          user.userName(),
          Right.READ.name(),
          run.entityName());
    }
    return run;
  }

  /** The latest runs, newest first, of the entities the user may read. */
  @Transactional(readOnly = true)
  public List<RunView> list(String entityName, PlatformUser user) {
    return runs.latest(entityName, 100).stream()
        .filter(r -> user.can(r.entityName(), Right.READ))
        .toList();
  }

  /** A failed run goes on from its last batch. */
  @Transactional
  public RunView resume(UUID runId, PlatformUser user) {
    RunView run = find(runId);
    require(user, run.entityName());
    if ("FAILED".equals(run.state())) {
      runs.resume(runId);
    }
    return runs.find(runId).orElseThrow();
  }

  /**
   * Hands the runs asked for (and those resumed) to runs of {@code matchingRunJob}, on whichever
   * node the operations' scheduler gives them, started as the user who asked: their progress, stop,
   * restart and take-over after a lost node are the background operations'.
   */
  @Scheduled(fixedDelayString = "PT1S", initialDelayString = "PT3S")
  public void work() {
    transactions.executeWithoutResult(s -> settle());
    List<RunRepository.Unhanded> claimed =
        transactions.execute(s -> runs.claimUnhanded(OffsetDateTime.now(clock)));
    for (RunRepository.Unhanded run :
        claimed == null ? List.<RunRepository.Unhanded>of() : claimed) {
      try {
        long executionId =
            operations
                .getObject()
                .startOnce(
                    MatchingRunOperation.NAME,
                    Map.of(MatchingRunOperation.RUN_ID, run.runId().toString()),
                    run.requestedBy())
                .id();
        transactions.executeWithoutResult(s -> runs.handed(run.runId(), executionId));
      } catch (RuntimeException e) {
        // Left claimed: taken again when the claim is five minutes old.
        log.error("matching run {} could not be handed to an operation run", run.runId(), e);
      }
    }
  }

  /** Runs whose operation run ended without telling them (stopped before it began, abandoned). */
  private void settle() {
    runs.startAfterLoads();
    Runs all = operations.getObject();
    for (long executionId : runs.carried()) {
      all.endedAs(executionId)
          .ifPresent(status -> runs.ended(executionId, status, OffsetDateTime.now(clock)));
    }
  }

  private RunView find(UUID runId) {
    return runs.find(runId)
        .orElseThrow(() -> new PlatformException(MatchingErrors.MATCHING_RUN_NOT_FOUND, runId));
  }

  private static void require(PlatformUser user, String entityName) {
    if (!user.can(entityName, Right.UPDATE)) {
      throw new PlatformException(
          MatchingErrors.MATCHING_ACCESS_DENIED, user.userName(), Right.UPDATE.name(), entityName);
    }
  }
}
