package org.platform.mdm.dp.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.meta.SourceSystemDef;
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
 * Depersonalizes registers and reference sets into copies ({@code dpDataJob}, the spec's {@code
 * com.platform.mdm.hpe.job.dp.data}): the sources stay as they are; each record's timeline in force
 * is written into the copy named in {@code targets}, with every confidential value replaced by its
 * attribute's function under the run's secret key, as the origin of the chosen source system keyed
 * by the source record's etalon id; then the links of the copied records are written between the
 * copies. A step per register for the records (reference sets first, which registers' values name),
 * then one per register for the links, each block committed with its checkpoint.
 */
@Component
class DepersonalizationOperation implements OperationType {

  static final String NAME = "dpDataJob";

  private final DataModelService models;
  private final Obfuscations obfuscations;
  private final RecordCopies copies;
  private final DepersonalizationRepository repository;
  private final InPlaceDepersonalization inPlace;
  private final InPlaceRuns runs;

  DepersonalizationOperation(
      @Lazy DataModelService models,
      Obfuscations obfuscations,
      RecordCopies copies,
      DepersonalizationRepository repository,
      InPlaceDepersonalization inPlace,
      InPlaceRuns runs) {
    this.models = models;
    this.obfuscations = obfuscations;
    this.copies = copies;
    this.repository = repository;
    this.inPlace = inPlace;
    this.runs = runs;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Depersonalize data";
  }

  @Override
  public String description() {
    return "Copies the registers and reference sets chosen into their copies (targets), with every"
        + " confidential attribute replaced by its obfuscation function, and the links between"
        + " them; the sources stay as they are. A run again under the same key name gives the"
        + " same values and updates the copies. In place, the registers themselves are"
        + " depersonalized instead (a test stand restored from production).";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of(
                CopyPlan.ENTITIES, "Registers and reference sets", ParameterType.STRING)
            .laidOut(ParameterKind.COLLECTION)
            .asRequired()
            .describedAs("Each needs a confidential attribute")
            .choosingFrom(this::entities),
        ParameterDescriptor.of(CopyPlan.TARGETS, "Copies", ParameterType.STRING)
            .laidOut(ParameterKind.MAP)
            .describedAs(
                "For a copy: the copy of each register or reference set chosen, and of each"
                    + " relation starting at one: a register, reference set or relation of the"
                    + " model with the same attributes")
            .choosingFrom(this::targets),
        ParameterDescriptor.of(CopyPlan.SOURCE_SYSTEM, "Source system", ParameterType.STRING)
            .describedAs("For a copy: the copies are written as origins of this source system")
            .choosingFrom(() -> sourceSystems(models)),
        ParameterDescriptor.of(CopyPlan.KEY_NAME, "Secret key", ParameterType.STRING)
            .describedAs(
                "The name of the secret key the values are replaced under: runs under the same"
                    + " name give the same values; a new name gives a new key")
            .withDefault("default"),
        ParameterDescriptor.of(CopyPlan.IN_PLACE, "In place", ParameterType.BOOLEAN)
            .describedAs(
                "Depersonalize the registers chosen themselves: every stored value of their"
                    + " confidential attributes (each revision, the timelines, the links) is"
                    + " replaced, and the originals cannot be had back; no copy is written")
            .withDefault(false),
        again(),
        ParameterDescriptor.of(CopyPlan.BLOCK_SIZE, "Records per block", ParameterType.INTEGER)
            .withDefault(500));
  }

  /** The parameter that lets a run in place rewrite values a run in place replaced before. */
  static ParameterDescriptor again() {
    return ParameterDescriptor.of(CopyPlan.AGAIN, "Again", ParameterType.BOOLEAN)
        .describedAs(
            "In place: depersonalize even what a run in place depersonalized before (its values"
                + " are replaced again: a shifted date drifts further, or comes back to its"
                + " original); without it, such a run fails as it begins")
        .withDefault(false);
  }

  private Map<String, String> entities() {
    DataModel model = models.published().model();
    Map<String, String> names = new LinkedHashMap<>();
    for (LookupEntityDef e : model.lookupEntities()) {
      names.put(e.name(), e.displayName() == null ? e.name() : e.displayName());
    }
    for (EntityDef e : model.entities()) {
      names.put(e.name(), e.displayName() == null ? e.name() : e.displayName());
    }
    return names;
  }

  private Map<String, String> targets() {
    Map<String, String> names = entities();
    for (RelationDef r : models.published().model().relations()) {
      names.put(r.name(), r.displayName() == null ? r.name() : r.displayName());
    }
    return names;
  }

  /** The source systems copies may be written as: the model's but the platform's own. */
  static Map<String, String> sourceSystems(DataModelService models) {
    Map<String, String> names = new LinkedHashMap<>();
    for (SourceSystemDef s : models.published().model().sourceSystems()) {
      if (!SourceSystemDef.PLATFORM.equals(s.name())) {
        names.put(s.name(), s.description() == null ? s.name() : s.description());
      }
    }
    return names;
  }

  @Override
  public List<Problem> check(Map<String, Object> values) {
    return CopyPlan.of(values).check(models.published().model());
  }

  /**
   * Every reason the run cannot carry the plan out: the plan's own, and a run in place before of a
   * register chosen, unless asked {@code again}. The latter only as a run begins, not when a
   * definition is saved: the definition that made the run can still be renamed or described.
   */
  private List<Problem> check(CopyPlan plan, long executionId) {
    List<Problem> problems = new ArrayList<>(plan.check(models.published().model()));
    if (plan.inPlace() && !plan.again()) {
      problems.addAll(
          InPlaceRuns.Earlier.refused(
              runs.earlier(plan.entities(), false, executionId), CopyPlan.ENTITIES));
    }
    return problems;
  }

  @Override
  public void run(OperationRun run) throws Exception {
    CopyPlan plan = CopyPlan.of(run.parameters());
    PlatformException.throwIfAny(check(plan, run.executionId()));
    DataModel model = models.published().model();
    // The copies are written for the run as a whole, whoever started it; reading every record.
    PlatformUser user = PlatformUser.acting(run.startedBy(), "Depersonalization");
    byte[] key = repository.key(plan.keyName(), run.startedBy());
    List<String> order = new ArrayList<>();
    plan.entities().stream().filter(e -> model.lookupEntity(e).isPresent()).forEach(order::add);
    plan.entities().stream().filter(e -> !order.contains(e)).forEach(order::add);
    if (plan.inPlace()) {
      inPlace.run(run, plan, model, order, key, user);
      return;
    }
    for (String entity : order) {
      Step step = run.step("copy " + entity);
      if (step.completed()) {
        continue;
      }
      ValueObfuscation values =
          obfuscations.prepare(entity, entity, ConfidentialFields.ofEntity(model, entity), key);
      step.total(repository.countRecords(entity));
      if (!Pages.run(
          run,
          step,
          (scope, after) -> copies.copy(scope, plan, entity, values, after, user),
          plan.blockSize())) {
        return;
      }
    }
    for (String entity : order) {
      List<RelationDef> relations =
          plan.relations(model).stream().filter(r -> r.from().equals(entity)).toList();
      if (relations.isEmpty()) {
        continue;
      }
      Step step = run.step("links " + entity);
      if (step.completed()) {
        continue;
      }
      Map<String, ValueObfuscation> byRelation = new LinkedHashMap<>();
      Map<String, String> relationTargets = new LinkedHashMap<>();
      for (RelationDef r : relations) {
        byRelation.put(
            r.name(),
            obfuscations.prepare(
                r.name(), null, ConfidentialFields.ofRelation(model, r.name()), key));
        relationTargets.put(r.name(), r.to());
      }
      step.total(repository.countRecords(entity));
      if (!Pages.run(
          run,
          step,
          (scope, after) ->
              copies.link(scope, plan, entity, byRelation, relationTargets, after, user),
          plan.blockSize())) {
        return;
      }
    }
    long copied = 0;
    for (String entity : order) {
      copied += repository.countRecords(plan.targets().get(entity));
    }
    run.note(
        "Copied "
            + counted(order.size(), "register or reference set", "registers and reference sets")
            + "; the copies hold "
            + counted(copied, "record", "records"));
  }

  /** A number with the noun it counts, singular for one. */
  static String counted(long count, String one, String many) {
    return count + " " + (count == 1 ? one : many);
  }
}
