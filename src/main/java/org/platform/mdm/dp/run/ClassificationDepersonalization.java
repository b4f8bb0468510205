package org.platform.mdm.dp.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterKind;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * Depersonalizes classifications into the copies of the records they classify ({@code
 * dpClassifiersJob}, the spec's {@code com.platform.mdm.hpe.job.dp.classifiers}): for each
 * classifier chosen and each register or reference set it classifies that has a copy (made by
 * {@code dpDataJob} under the same targets and source system), the classifications in force of its
 * records are written to their copies, each confidential node attribute's values replaced by its
 * function under the run's secret key. A step per classifier and register, each block a page of
 * records committed with its checkpoint. In place ({@code inPlace=true}), the stored values of the
 * records' classifications themselves are rewritten instead ({@link ClassificationsInPlace}).
 */
@Component
class ClassificationDepersonalization implements OperationType {

  static final String NAME = "dpClassifiersJob";

  private final DataModelService models;
  private final RecordClassifications classifications;
  private final ClassificationCopies copies;
  private final DepersonalizationRepository repository;
  private final ClassificationsInPlace inPlace;
  private final InPlaceRuns runs;

  ClassificationDepersonalization(
      @Lazy DataModelService models,
      @Lazy RecordClassifications classifications,
      ClassificationCopies copies,
      DepersonalizationRepository repository,
      ClassificationsInPlace inPlace,
      InPlaceRuns runs) {
    this.inPlace = inPlace;
    this.runs = runs;
    this.models = models;
    this.classifications = classifications;
    this.copies = copies;
    this.repository = repository;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Depersonalize classifications";
  }

  @Override
  public String description() {
    return "Writes the classifications of the records copied by a depersonalization of data to"
        + " their copies, with every confidential node attribute replaced by its obfuscation"
        + " function; the sources stay as they are. Run it after the data's depersonalization,"
        + " with the same copies, source system and key name. In place, the classifications of"
        + " the records themselves are depersonalized instead.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of(ClassificationPlan.CLASSIFIERS, "Classifiers", ParameterType.STRING)
            .laidOut(ParameterKind.COLLECTION)
            .asRequired()
            .describedAs("For a copy, each assigned to a register or reference set that has a copy")
            .choosingFrom(this::classifiers),
        ParameterDescriptor.of(CopyPlan.TARGETS, "Copies", ParameterType.STRING)
            .laidOut(ParameterKind.MAP)
            .describedAs(
                "For a copy: the copy of each register or reference set classified, as the data's"
                    + " depersonalization names it; the classifier is assigned to the copy too")
            .choosingFrom(this::registers),
        ParameterDescriptor.of(CopyPlan.SOURCE_SYSTEM, "Source system", ParameterType.STRING)
            .describedAs("For a copy: the source system the copies were written as")
            .choosingFrom(() -> DepersonalizationOperation.sourceSystems(models)),
        ParameterDescriptor.of(CopyPlan.KEY_NAME, "Secret key", ParameterType.STRING)
            .describedAs(
                "The name of the secret key the values are replaced under: the data's key name"
                    + " gives the same values for the same originals")
            .withDefault("default"),
        ParameterDescriptor.of(CopyPlan.IN_PLACE, "In place", ParameterType.BOOLEAN)
            .describedAs(
                "Depersonalize the classifications of the records themselves: every stored value"
                    + " of their confidential node attributes (each revision, the timelines) is"
                    + " replaced, and the originals cannot be had back; no copy is written")
            .withDefault(false),
        DepersonalizationOperation.again(),
        ParameterDescriptor.of(CopyPlan.BLOCK_SIZE, "Records per block", ParameterType.INTEGER)
            .withDefault(500));
  }

  private Map<String, String> classifiers() {
    Map<String, String> names = new LinkedHashMap<>();
    assignments().keySet().forEach(n -> names.put(n, n));
    return names;
  }

  private Map<String, String> registers() {
    Map<String, String> names = new LinkedHashMap<>();
    assignments().values().stream().flatMap(List::stream).forEach(n -> names.put(n, n));
    return names;
  }

  private Map<String, List<String>> assignments() {
    return classifications.assignments(system("depersonalization"));
  }

  private static PlatformUser system(String name) {
    return PlatformUser.acting(name, "Depersonalization");
  }

  @Override
  public List<Problem> check(Map<String, Object> values) {
    return ClassificationPlan.of(values).check(models.published().model(), assignments());
  }

  /**
   * Every reason the run cannot carry the plan out: the plan's own, and a run in place before of a
   * classifier chosen, unless asked {@code again} (checked as a run begins, as the data's is).
   */
  private List<Problem> check(
      ClassificationPlan plan, Map<String, List<String>> assigned, long executionId) {
    List<Problem> problems = new ArrayList<>(plan.check(models.published().model(), assigned));
    if (plan.inPlace() && !plan.again()) {
      problems.addAll(
          InPlaceRuns.Earlier.refused(
              runs.earlier(plan.classifiers(), true, executionId), ClassificationPlan.CLASSIFIERS));
    }
    return problems;
  }

  @Override
  public void run(OperationRun run) throws Exception {
    ClassificationPlan plan = ClassificationPlan.of(run.parameters());
    Map<String, List<String>> assigned = assignments();
    PlatformException.throwIfAny(check(plan, assigned, run.executionId()));
    PlatformUser user = system(run.startedBy());
    byte[] key = repository.key(plan.keyName(), run.startedBy());
    if (plan.inPlace()) {
      inPlace.run(run, plan, plan.classified(assigned), key, user);
      return;
    }
    List<String> done = new ArrayList<>();
    for (Map.Entry<String, List<String>> e : plan.copied(assigned).entrySet()) {
      ClassificationCopies.NodeFunctions functions = copies.functions(e.getKey(), key);
      for (String entity : e.getValue()) {
        Step step = run.step(e.getKey() + " in " + entity);
        done.add(e.getKey() + " in " + plan.targets().get(entity));
        if (step.completed()) {
          continue;
        }
        step.total(repository.countRecords(entity));
        if (!Pages.run(
            run,
            step,
            (scope, after) -> copies.copy(scope, plan, entity, functions, after, user),
            plan.blockSize())) {
          return;
        }
      }
    }
    run.note("Copied the classifications of " + String.join(", ", done));
  }
}
