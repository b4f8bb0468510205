package org.platform.mdm.dq.result;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.dq.model.QualityModel;
import org.platform.mdm.dq.model.QualityModels;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.platform.mdm.search.QualityIndex;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * The background operation that checks the stored golden records again ({@code
 * qualityCheckDataJob}), after a change of the quality model: per register a step that runs the
 * golden record's phase on its records block by block (in etalon id order, each block with the
 * step's checkpoint), keeping only the results that changed. The current results of a register no
 * longer assigned are closed, so its records show no stale errors.
 */
@Component
class RecheckOperation implements OperationType {

  static final String NAME = "qualityCheckDataJob";

  private final QualityModels models;
  private final EtalonChecks checks;
  private final RecordService records;
  private final QualityResultRepository repository;
  private final QualityIndex index;

  RecheckOperation(
      @Lazy QualityModels models,
      EtalonChecks checks,
      @Lazy RecordService records,
      QualityResultRepository repository,
      QualityIndex index) {
    this.models = models;
    this.checks = checks;
    this.records = records;
    this.repository = repository;
    this.index = index;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Check data quality again";
  }

  @Override
  public String description() {
    return "Runs the golden record's quality rules again on every record of the register chosen"
        + " (every assigned register when none is), block by block, keeping the results that"
        + " changed; the results of registers no longer assigned are closed.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of("entityName", "Register or reference set", ParameterType.STRING)
            .describedAs("Every register assigned rule sets (and those holding results) when empty")
            .choosingFrom(this::entities),
        ParameterDescriptor.of("blockSize", "Records per block", ParameterType.INTEGER)
            .withDefault(500));
  }

  /** The registers assigned rule sets, and those still holding results. */
  private Map<String, String> entities() {
    TreeSet<String> names = new TreeSet<>(assigned(models.published().model()));
    names.addAll(repository.entitiesWithResults());
    Map<String, String> offered = new TreeMap<>();
    names.forEach(n -> offered.put(n, n));
    return offered;
  }

  private static TreeSet<String> assigned(QualityModel model) {
    TreeSet<String> names = new TreeSet<>();
    model.assignments().forEach(a -> names.add(a.entityName()));
    return names;
  }

  @Override
  public void run(OperationRun run) throws Exception {
    int size = Math.max(1, ((Number) run.parameters().get("blockSize")).intValue());
    String chosen = (String) run.parameters().get("entityName");
    TreeSet<String> assigned = assigned(models.published().model());
    TreeSet<String> entities = new TreeSet<>();
    if (chosen == null || chosen.isBlank()) {
      entities.addAll(assigned);
      entities.addAll(repository.entitiesWithResults());
    } else {
      entities.add(chosen);
    }
    for (String entity : entities) {
      Step step = run.step("check " + entity);
      if (step.completed()) {
        continue;
      }
      if (!assigned.contains(entity)) {
        step.block(
            scope -> {
              scope.processed(repository.closeEntity(entity));
              index.unmarkEntity(entity); // nor do searches find them by their former errors
            });
        continue;
      }
      if (!pass(run, step, entity, size)) {
        return;
      }
    }
  }

  /** One pass over the register's records; false when a stop was asked. */
  private boolean pass(OperationRun run, Step step, String entity, int size) throws Exception {
    step.total(repository.countRecords(entity));
    boolean more = true;
    while (more) {
      if (run.stopRequested()) {
        return false;
      }
      EtalonId after =
          step.checkpoint() == null ? null : new EtalonId(UUID.fromString(step.checkpoint()));
      int[] read = {0};
      step.block(
          scope -> {
            // Locked as a write locks them: a write of the same record keeps its results after.
            List<GoldenRecord> page = records.goldenRecords(entity, after, size, true);
            if (!page.isEmpty()) {
              checks.check(models.published().model(), page);
              scope.checkpoint(page.get(page.size() - 1).etalonId().value().toString());
            }
            scope.processed(page.size());
            read[0] = page.size();
          });
      more = read[0] == size;
    }
    return true;
  }
}
