package org.platform.mdm.matching.runs;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.matching.model.MatchingModel;
import org.platform.mdm.matching.model.MatchingModels;
import org.platform.mdm.matching.record.RecordMatching;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterKind;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * The background operation that matches the records of registers again ({@code rematchDataJob}),
 * after a change of their matching model: per entity a step that writes every record's blocking
 * keys, then a step that matches each record with its candidates (merging where the model's sets
 * say so), block by block, each block with the step's checkpoint.
 */
@Component
class RematchOperation implements OperationType {

  static final String NAME = "rematchDataJob";

  private final MatchingModels models;
  private final RecordMatching matching;
  private final BatchMatching batches;
  private final RecordService records;
  private final RunRepository runs;
  private final Clock clock;

  RematchOperation(
      MatchingModels models,
      RecordMatching matching,
      BatchMatching batches,
      @Lazy RecordService records,
      RunRepository runs,
      Clock clock) {
    this.models = models;
    this.matching = matching;
    this.batches = batches;
    this.records = records;
    this.runs = runs;
    this.clock = clock;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Re-match records";
  }

  @Override
  public String description() {
    return "Writes the blocking keys of every record of the registers chosen, then matches each"
        + " record with its candidates by the register's matching model (merging where its sets"
        + " say so), block by block.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of("entities", "Registers", ParameterType.STRING)
            .laidOut(ParameterKind.COLLECTION)
            .asRequired()
            .choosingFrom(this::entities),
        ParameterDescriptor.of("blockSize", "Records per block", ParameterType.INTEGER)
            .withDefault(200));
  }

  /** The registers with a published matching model. */
  private Map<String, String> entities() {
    Map<String, String> names = new LinkedHashMap<>();
    models.all().keySet().stream().sorted().forEach(name -> names.put(name, name));
    return names;
  }

  @Override
  public void run(OperationRun run) throws Exception {
    int size = Math.max(1, ((Number) run.parameters().get("blockSize")).intValue());
    @SuppressWarnings("unchecked")
    List<String> entities = (List<String>) run.parameters().get("entities");
    for (String entity : entities) {
      MatchingModel model =
          models
              .of(entity)
              .orElseThrow(
                  () -> new IllegalStateException(entity + " has no matching model any more"));
      for (boolean keys : new boolean[] {true, false}) {
        Step step = run.step((keys ? "keys " : "match ") + entity);
        if (step.completed()) {
          continue;
        }
        if (!pass(run, step, entity, model, keys, size)) {
          return;
        }
      }
    }
  }

  /** One pass over the entity's records; false when a stop was asked. */
  private boolean pass(
      OperationRun run, Step step, String entity, MatchingModel model, boolean keys, int size)
      throws Exception {
    step.total(runs.countRecords(entity));
    boolean more = true;
    while (more) {
      if (run.stopRequested()) {
        return false;
      }
      EtalonId after = after(step);
      int[] read = {0};
      step.block(
          scope -> {
            // Keys are written as a write writes them, its records locked; matching only reads
            // them (a merge it makes locks its own records).
            List<GoldenRecord> page = records.goldenRecords(entity, after, size, keys);
            OffsetDateTime now = OffsetDateTime.now(clock);
            if (keys) {
              matching.keep(page, now);
            } else {
              batches.match(model, page, run.startedBy(), now);
            }
            scope.processed(page.size());
            read[0] = page.size();
            if (!page.isEmpty()) {
              scope.checkpoint(page.get(page.size() - 1).etalonId().value().toString());
            }
          });
      more = read[0] == size;
    }
    return true;
  }

  /** The last record the step's committed blocks went through; null before its first. */
  static EtalonId after(Step step) {
    return step.checkpoint() == null ? null : new EtalonId(UUID.fromString(step.checkpoint()));
  }
}
