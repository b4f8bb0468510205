package org.platform.mdm.matching;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Lazy;
import org.springframework.dao.ConcurrencyFailureException;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Bulk matching runs: every record of an entity gets its keys (phase KEYS), then every pair of
 * records sharing a key is compared once (phase MATCH), a batch per transaction. A run survives a
 * restart (it goes on from its last batch); a failed one goes on when resumed.
 */
@Service
public class MatchingRuns {

  private static final Logger log = LoggerFactory.getLogger(MatchingRuns.class);
  private static final int ATTEMPTS = 3;

  private final RunRepository runs;
  private final MatchingModels models;
  private final RecordMatching matching;
  private final BatchMatching batches;
  private final RecordService records;
  private final MatchingSettings settings;
  private final TransactionTemplate transactions;
  private final Clock clock;

  MatchingRuns(
      RunRepository runs,
      MatchingModels models,
      RecordMatching matching,
      BatchMatching batches,
      @Lazy RecordService records,
      MatchingSettings settings,
      TransactionTemplate transactions,
      Clock clock) {
    this.runs = runs;
    this.models = models;
    this.matching = matching;
    this.batches = batches;
    this.records = records;
    this.settings = settings;
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

  /** Works through the open runs, one batch per transaction. */
  @Scheduled(fixedDelayString = "PT1S", initialDelayString = "PT3S")
  public void work() {
    int failures = 0;
    for (int batches = 0; batches < 100_000; batches++) {
      RunRepository.Claimed[] current = new RunRepository.Claimed[1];
      try {
        if (!Boolean.TRUE.equals(transactions.execute(s -> step(current)))) {
          return;
        }
        failures = 0;
      } catch (ConcurrencyFailureException e) {
        if (++failures < ATTEMPTS) {
          continue; // a write held one of the batch's records: the batch is done again
        }
        fail(current[0], e);
        failures = 0;
      } catch (RuntimeException e) {
        fail(current[0], e);
        failures = 0;
      }
    }
  }

  private void fail(RunRepository.Claimed run, RuntimeException e) {
    if (run == null) {
      log.error("matching run failed before it was claimed", e);
      return;
    }
    log.error("matching run {} of {} failed", run.runId(), run.entityName(), e);
    String error = String.valueOf(e.getMessage());
    transactions.executeWithoutResult(
        s ->
            runs.fail(
                run.runId(),
                error.substring(0, Math.min(1000, error.length())),
                OffsetDateTime.now(clock)));
  }

  /** One batch of the oldest open run; false when there is none. */
  private boolean step(RunRepository.Claimed[] current) {
    Optional<RunRepository.Claimed> claimed = runs.claim();
    if (claimed.isEmpty()) {
      return false;
    }
    RunRepository.Claimed run = claimed.get();
    current[0] = run;
    OffsetDateTime now = OffsetDateTime.now(clock);
    if ("PENDING".equals(run.state())) {
      runs.start(run.runId(), now, runs.countRecords(run.entityName()));
    }
    Optional<MatchingModel> model = models.of(run.entityName());
    if (model.isEmpty()) {
      runs.fail(run.runId(), "the entity has no matching model any more", now);
      return true;
    }
    // Keys are written as a write writes them: its records locked. Matching only reads them (a
    // merge it makes locks its own records).
    List<GoldenRecord> page =
        records.goldenRecords(
            run.entityName(), run.lastEtalon(), settings.runBatch(), "KEYS".equals(run.phase()));
    if (page.isEmpty()) {
      if ("KEYS".equals(run.phase())) {
        runs.nextPhase(run.runId(), "MATCH");
      } else {
        runs.finish(run.runId(), now);
        log.info("matching run {} of {} done", run.runId(), run.entityName());
      }
      return true;
    }
    EtalonId last = page.get(page.size() - 1).etalonId();
    if ("KEYS".equals(run.phase())) {
      matching.keep(page, now);
      runs.progress(run.runId(), page.size(), 0, 0, last);
    } else {
      BatchMatching.Outcome outcome = batches.match(model.get(), page, run.requestedBy(), now);
      runs.progress(run.runId(), page.size(), outcome.matched(), outcome.merged(), last);
    }
    return true;
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
