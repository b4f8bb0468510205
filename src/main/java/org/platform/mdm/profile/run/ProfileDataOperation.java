package org.platform.mdm.profile.run;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenValues;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterKind;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.platform.mdm.profile.stats.RecordProfiler;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/**
 * Profiling of data ({@code profileDataJob}, the spec's {@code
 * com.platform.mdm.hpe.job.profile.data}): for each register or reference set chosen, a step that
 * reads its golden records valid at the date, block by block, and profiles every first-level
 * attribute; the profile is kept when the step ends (see {@link RecordPasses} for a restart).
 */
@Component
class ProfileDataOperation implements OperationType {

  static final String NAME = "profileDataJob";
  static final String ENTITIES = "entityNames";

  private final DataModelService models;
  private final RecordPasses passes;
  private final ProfileRepository repository;
  private final Clock clock;

  ProfileDataOperation(
      DataModelService models, RecordPasses passes, ProfileRepository repository, Clock clock) {
    this.models = models;
    this.passes = passes;
    this.repository = repository;
    this.clock = clock;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Profile data";
  }

  @Override
  public String description() {
    return "Tells what is in the registers and reference sets chosen, attribute by attribute, at"
        + " a date: how many records have a value, distinct values, min, max and mean of"
        + " numbers and dates, lengths of text, the most frequent values and shapes, and"
        + " histograms; each run keeps its profiles, read at /api/v2/core/profiles.";
  }

  @Override
  public List<Problem> check(Map<String, Object> values) {
    return ProfileParameters.check(values);
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    List<ParameterDescriptor> parameters = new java.util.ArrayList<>();
    parameters.add(
        ParameterDescriptor.of(ENTITIES, "Registers and reference sets", ParameterType.STRING)
            .laidOut(ParameterKind.COLLECTION)
            .asRequired()
            .choosingFrom(this::entities));
    parameters.addAll(ProfileParameters.common());
    return List.copyOf(parameters);
  }

  private Map<String, String> entities() {
    DataModel model = models.published().model();
    Map<String, String> names = new LinkedHashMap<>();
    for (EntityDef e : model.entities()) {
      names.put(e.name(), e.displayName() == null ? e.name() : e.displayName());
    }
    for (LookupEntityDef e : model.lookupEntities()) {
      names.put(e.name(), e.displayName() == null ? e.name() : e.displayName());
    }
    return names;
  }

  @Override
  public void run(OperationRun run) throws Exception {
    int topN = ProfileParameters.topN(run);
    int size = ProfileParameters.blockSize(run);
    for (String entity : ProfileParameters.names(run, ENTITIES)) {
      Step step = run.step("profile " + entity);
      if (step.completed()
          || repository.exists(run.executionId(), Profile.Kind.DATA, entity, null)) {
        continue; // kept by an earlier attempt
      }
      List<AttributeDef> attributes =
          models.published().model().recordAttributes(entity).orElse(null);
      if (attributes == null) {
        step.block(
            scope -> scope.failed(entity, "there is no register or reference set " + entity));
        continue;
      }
      Optional<RecordPasses.Kept> kept = passes.kept(run, step, entity);
      OffsetDateTime at =
          kept.map(RecordPasses.Kept::at)
              .orElseGet(() -> ProfileParameters.date(run, OffsetDateTime.now(clock)));
      RecordProfiler profiler =
          kept.map(k -> RecordProfiler.of(passes.state(k, RecordProfiler.State.class)))
              .orElseGet(() -> RecordProfiler.of(attributes(attributes), topN));
      RecordPasses.Gatherer gatherer =
          new RecordPasses.Gatherer() {
            @Override
            public void take(List<GoldenValues.Values> page) {
              page.forEach(r -> profiler.accept(r.values()));
            }

            @Override
            public Object state() {
              return profiler.state();
            }

            @Override
            public void finish() {
              repository.insert(
                  new Profile(
                      0,
                      run.executionId(),
                      Profile.Kind.DATA,
                      entity,
                      null,
                      at,
                      topN,
                      profiler.records(),
                      null,
                      null,
                      run.startedBy(),
                      OffsetDateTime.now(clock),
                      profiler.results(confidential(attributes))));
            }
          };
      EtalonId after = kept.map(RecordPasses.Kept::after).orElse(null);
      if (!passes.pass(run, step, entity, entity, at, size, after, gatherer)) {
        return;
      }
    }
  }

  /** The names of the attributes whose values a profile keeps none of. */
  static Set<String> confidential(List<AttributeDef> attributes) {
    return attributes.stream()
        .filter(AttributeDef::confidential)
        .map(AttributeDef::name)
        .collect(Collectors.toSet());
  }

  private static List<RecordProfiler.Attribute> attributes(List<AttributeDef> defs) {
    return defs.stream()
        .map(
            a ->
                new RecordProfiler.Attribute(
                    a.name(), a.displayName(), a.type(), Boolean.TRUE.equals(a.array())))
        .toList();
  }
}
