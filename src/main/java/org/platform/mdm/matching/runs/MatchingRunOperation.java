package org.platform.mdm.matching.runs;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.matching.MatchingSettings;
import org.platform.mdm.matching.model.MatchingModel;
import org.platform.mdm.matching.model.MatchingModels;
import org.platform.mdm.matching.record.MatchingKeysRepository;
import org.platform.mdm.matching.record.RecordMatching;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * Carries out a bulk matching run asked for at {@code POST /api/v2/matching/runs} ({@code
 * matchingRunJob}): its phases are the run's steps, one batch per block. The run's row stays the
 * checkpoint (phase and last record, written in each block's transaction), so the operation goes on
 * from there however it is started again: a restart, a take-over after a lost node, a resume.
 */
@Component
class MatchingRunOperation implements OperationType {

  private static final org.slf4j.Logger log =
      org.slf4j.LoggerFactory.getLogger(MatchingRunOperation.class);

  static final String NAME = "matchingRunJob";

  /** The parameter naming the bulk matching run. */
  static final String RUN_ID = "runId";

  private final RunRepository runs;
  private final MatchingModels models;
  private final RecordMatching matching;
  private final MatchingKeysRepository keys;
  private final BatchMatching batches;
  private final RecordService records;
  private final MatchingSettings settings;
  private final Clock clock;

  MatchingRunOperation(
      RunRepository runs,
      MatchingModels models,
      RecordMatching matching,
      MatchingKeysRepository keys,
      BatchMatching batches,
      @Lazy RecordService records,
      MatchingSettings settings,
      Clock clock) {
    this.runs = runs;
    this.models = models;
    this.matching = matching;
    this.keys = keys;
    this.batches = batches;
    this.records = records;
    this.settings = settings;
    this.clock = clock;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Bulk matching run";
  }

  @Override
  public String description() {
    return "Carries out a bulk matching run asked for through the matching API: the blocking keys"
        + " of every record of the register, then every pair of records sharing a key compared.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of(RUN_ID, "Matching run", ParameterType.STRING)
            .describedAs("The id of the run at /api/v2/matching/runs.")
            .asRequired()
            .asHidden());
  }

  @Override
  public void run(OperationRun run) throws Exception {
    UUID runId = UUID.fromString((String) run.parameters().get(RUN_ID));
    long mine = run.executionId();
    try {
      if (!carryOut(run, runId)) {
        runs.fail(runId, mine, "stopped (the run can be resumed)", OffsetDateTime.now(clock));
      }
    } catch (Exception | Error e) {
      runs.fail(runId, mine, String.valueOf(e.getMessage()), OffsetDateTime.now(clock));
      throw e;
    }
  }

  /** Batches until the run is done; false when a stop was asked. */
  private boolean carryOut(OperationRun run, UUID runId) throws Exception {
    runs.reopen(runId, run.executionId()); // a restart of a failed or stopped run
    String current = null;
    Step step = null;
    boolean totalled = false;
    while (true) {
      RunView view =
          runs.find(runId)
              .orElseThrow(() -> new IllegalStateException("there is no matching run " + runId));
      if ("DONE".equals(view.state())
          || (view.executionId() != null && view.executionId() != run.executionId())) {
        return true; // done, or resumed meanwhile by another operation run that carries it now
      }
      if (run.stopRequested()) {
        return false;
      }
      // A step per phase; its total is the records counted when the run began (at its first batch).
      String name = view.phase().toLowerCase(Locale.ROOT) + " " + view.entityName();
      if (!name.equals(current)) {
        step = run.step(name);
        current = name;
        totalled = false;
      }
      if (!totalled && view.total() > 0) {
        step.total(view.total());
        totalled = true;
      }
      step.block(scope -> scope.processed(batch(runId)));
    }
  }

  /** One batch of the run in the block's transaction; the records it went through. */
  private int batch(UUID runId) {
    RunRepository.Claimed run = runs.lock(runId).orElseThrow();
    OffsetDateTime now = OffsetDateTime.now(clock);
    if ("PENDING".equals(run.state())) {
      runs.start(run.runId(), now, runs.countRecords(run.entityName()));
    }
    Optional<MatchingModel> model = models.of(run.entityName());
    if (model.isEmpty()) {
      throw new IllegalStateException(run.entityName() + " has no matching model any more");
    }
    // Keys are written as a write writes them: its records locked. Matching only reads them (a
    // merge it makes locks its own records).
    List<GoldenRecord> page =
        records.goldenRecords(
            run.entityName(), run.lastEtalon(), settings.runBatch(), "KEYS".equals(run.phase()));
    if (page.isEmpty()) {
      if ("KEYS".equals(run.phase())) {
        runs.nextPhase(run.runId(), "MATCH");
        keys.analyze();
      } else {
        runs.finish(run.runId(), now);
        log.info("matching run {} of {} done", run.runId(), run.entityName());
      }
      return 0;
    }
    EtalonId last = page.get(page.size() - 1).etalonId();
    if ("KEYS".equals(run.phase())) {
      matching.keep(page, now);
      runs.progress(run.runId(), page.size(), BatchMatching.Outcome.NONE, last);
    } else {
      BatchMatching.Outcome outcome = batches.match(model.get(), page, run.requestedBy(), now);
      runs.progress(run.runId(), page.size(), outcome, last);
    }
    return page.size();
  }
}
