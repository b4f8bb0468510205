package org.platform.mdm.matching.runs;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.matching.model.MatchingModel;
import org.platform.mdm.matching.model.MatchingModels;
import org.platform.mdm.matching.record.RecordMatching;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.search.Selections;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * Matches the records a search selects again ({@code rematchRecordsJob}): their blocking keys
 * written anew and each matched with its candidates by the register's matching model, block by
 * block, for the user who asked.
 */
@Component
class RematchSelectionOperation implements OperationType {

  static final String NAME = "rematchRecordsJob";

  private final Selections selections;
  private final MatchingModels models;
  private final RecordMatching matching;
  private final BatchMatching batches;
  private final RecordService records;
  private final Clock clock;

  RematchSelectionOperation(
      Selections selections,
      MatchingModels models,
      RecordMatching matching,
      BatchMatching batches,
      @Lazy RecordService records,
      Clock clock) {
    this.selections = selections;
    this.models = models;
    this.matching = matching;
    this.batches = batches;
    this.records = records;
    this.clock = clock;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Re-match selected records";
  }

  @Override
  public String description() {
    return "Writes the blocking keys of the records a search selects and matches each with its"
        + " candidates by the register's matching model, block by block.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(Selections.parameter(), Selections.blockSize(200));
  }

  @Override
  public void run(OperationRun run) throws Exception {
    Selections.Selected selected = selections.of(run);
    String entity = selected.entityName();
    MatchingModel model =
        models
            .of(entity)
            .orElseThrow(() -> new IllegalStateException(entity + " has no matching model"));
    selections.eachAndForget(
        run,
        selected,
        "rematch",
        (ids, scope) -> {
          List<GoldenRecord> page = records.lockedGoldenRecords(entity, ids);
          OffsetDateTime now = OffsetDateTime.now(clock);
          matching.keep(page, now);
          batches.match(model, page, run.startedBy(), now);
          scope.processed(ids.size());
        });
  }
}
