package org.platform.mdm.profile.run;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenValues;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.RecordClassifications.ClassifiedPeriod;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterKind;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.platform.mdm.profile.stats.RecordProfiler;
import org.springframework.stereotype.Component;

/**
 * Profiling of classifications ({@code profileClassifiersJob}, the spec's {@code
 * com.platform.mdm.hpe.job.profile.classifiers}): for each classifier chosen and each register or
 * reference set it is assigned to, a step that reads the records active at the date block by block
 * with their classifications, and counts the records per node and those in no node; the values of
 * the nodes' attributes the records carry are profiled like a register's attributes.
 */
@Component
class ProfileClassifiersOperation implements OperationType {

  static final String NAME = "profileClassifiersJob";
  static final String CLASSIFIERS = "classifierNames";

  private final RecordClassifications classifications;
  private final RecordPasses passes;
  private final ProfileRepository repository;
  private final Clock clock;

  ProfileClassifiersOperation(
      RecordClassifications classifications,
      RecordPasses passes,
      ProfileRepository repository,
      Clock clock) {
    this.classifications = classifications;
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
    return "Profile classifications";
  }

  @Override
  public String description() {
    return "Tells how the records of each register assigned to the classifiers chosen spread over"
        + " their nodes at a date (records per node, records in none) and profiles the values"
        + " of the nodes' attributes; read at /api/v2/core/profiles.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    List<ParameterDescriptor> parameters = new ArrayList<>();
    parameters.add(
        ParameterDescriptor.of(CLASSIFIERS, "Classifiers", ParameterType.STRING)
            .laidOut(ParameterKind.COLLECTION)
            .asRequired()
            .choosingFrom(this::classifiers));
    parameters.addAll(ProfileParameters.common());
    return List.copyOf(parameters);
  }

  private Map<String, String> classifiers() {
    Map<String, String> names = new LinkedHashMap<>();
    classifications.assignments(system("profiling")).keySet().forEach(n -> names.put(n, n));
    return names;
  }

  private static PlatformUser system(String name) {
    return new PlatformUser(name, name, null, null, List.of(), true, Map.of());
  }

  @Override
  public void run(OperationRun run) throws Exception {
    PlatformUser user = system(run.startedBy());
    Map<String, List<String>> assigned = classifications.assignments(user);
    int topN = ProfileParameters.topN(run);
    int size = ProfileParameters.blockSize(run);
    for (String classifier : ProfileParameters.names(run, CLASSIFIERS)) {
      List<String> entities = assigned.get(classifier);
      if (entities == null) {
        RecordPasses.step(run, classifier)
            .block(scope -> scope.failed(classifier, "there is no classifier " + classifier));
        continue;
      }
      for (String entity : entities) {
        if (!repository.exists(run.executionId(), Profile.Kind.CLASSIFIER, entity, classifier)
            && !profile(run, user, classifier, entity, topN, size)) {
          return;
        }
      }
    }
  }

  /** Profiles the classifier over one entity; false when the run was asked to stop. */
  private boolean profile(
      OperationRun run, PlatformUser user, String classifier, String entity, int topN, int size)
      throws Exception {
    Step step = RecordPasses.step(run, classifier + " in " + entity);
    if (step.completed()) {
      return true;
    }
    OffsetDateTime at = ProfileParameters.date(run, OffsetDateTime.now(clock));
    Spread spread = new Spread(RecordProfiler.open(topN));
    boolean done =
        passes.pass(
            run,
            step,
            entity,
            at,
            size,
            page -> {
              List<EtalonId> ids = page.stream().map(GoldenValues.Values::etalonId).toList();
              Map<EtalonId, List<ClassifiedPeriod>> periods = classifications.inForce(ids, user);
              for (EtalonId id : ids) {
                spread.take(classifier, at, periods.getOrDefault(id, List.of()));
              }
            });
    if (!done) {
      return false;
    }
    step.block(
        scope ->
            repository.insert(
                new Profile(
                    0,
                    run.executionId(),
                    Profile.Kind.CLASSIFIER,
                    entity,
                    classifier,
                    at,
                    topN,
                    spread.records,
                    spread.nodes(),
                    spread.unclassified,
                    run.startedBy(),
                    OffsetDateTime.now(clock),
                    spread.attributes.results())));
    return true;
  }

  /** Records per node of one classifier, and the nodes' attribute values. */
  private static final class Spread {
    private final RecordProfiler attributes;
    private final Map<UUID, long[]> counts = new HashMap<>();
    private final Map<UUID, String> codes = new HashMap<>();
    private long records;
    private long unclassified;

    Spread(RecordProfiler attributes) {
      this.attributes = attributes;
    }

    void take(String classifier, OffsetDateTime at, List<ClassifiedPeriod> periods) {
      records++;
      boolean placed = false;
      java.util.Set<UUID> nodes = new java.util.HashSet<>();
      for (ClassifiedPeriod p : periods) {
        if (p.classifierName().equals(classifier) && covers(p, at) && nodes.add(p.nodeId())) {
          placed = true;
          counts.computeIfAbsent(p.nodeId(), n -> new long[1])[0]++;
          if (p.nodeCode() != null) {
            codes.put(p.nodeId(), p.nodeCode());
          }
          attributes.accept(p.attributes() == null ? Map.of() : p.attributes());
        }
      }
      if (!placed) {
        unclassified++;
      }
    }

    private static boolean covers(ClassifiedPeriod p, OffsetDateTime at) {
      return (p.validFrom() == null || !p.validFrom().isAfter(at))
          && (p.validTo() == null || !p.validTo().isBefore(at));
    }

    List<Profile.NodeCount> nodes() {
      List<Profile.NodeCount> nodes = new ArrayList<>();
      counts.forEach(
          (id, c) -> nodes.add(new Profile.NodeCount(String.valueOf(id), codes.get(id), c[0])));
      nodes.sort(
          Comparator.comparingLong(Profile.NodeCount::count)
              .reversed()
              .thenComparing(Profile.NodeCount::nodeId));
      return nodes;
    }
  }
}
