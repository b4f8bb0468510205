package org.platform.mdm.profile.run;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
import org.platform.mdm.system.Problem;
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
  public List<Problem> check(Map<String, Object> values) {
    return ProfileParameters.check(values);
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
    return PlatformUser.acting(name, name);
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
        run.step("profile " + classifier)
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

  /** The node attributes of the nodes counted that are confidential, by name. */
  private Set<String> confidential(List<Profile.NodeCount> nodes) {
    Set<String> names = new HashSet<>();
    for (Profile.NodeCount node : nodes) {
      names.addAll(
          ProfileDataOperation.confidential(
              classifications.nodeAttributes(UUID.fromString(node.nodeId()))));
    }
    return names;
  }

  /** Profiles the classifier over one entity; false when the run was asked to stop. */
  private boolean profile(
      OperationRun run, PlatformUser user, String classifier, String entity, int topN, int size)
      throws Exception {
    String subject = classifier + " in " + entity;
    Step step = run.step("profile " + subject);
    if (step.completed()) {
      return true;
    }
    Optional<RecordPasses.Kept> kept = passes.kept(run, step, subject);
    OffsetDateTime at =
        kept.map(RecordPasses.Kept::at)
            .orElseGet(() -> ProfileParameters.date(run, OffsetDateTime.now(clock)));
    NodeSpread spread =
        kept.map(k -> NodeSpread.of(classifier, at, passes.state(k, NodeSpread.State.class)))
            .orElseGet(() -> new NodeSpread(classifier, at, topN));
    RecordPasses.Gatherer gatherer =
        new RecordPasses.Gatherer() {
          @Override
          public void take(List<GoldenValues.Values> page) {
            List<EtalonId> ids = page.stream().map(GoldenValues.Values::etalonId).toList();
            Map<EtalonId, List<ClassifiedPeriod>> periods = classifications.inForce(ids, user);
            ids.forEach(id -> spread.take(periods.getOrDefault(id, List.of())));
          }

          @Override
          public Object state() {
            return spread.state();
          }

          @Override
          public void finish() {
            repository.insert(
                new Profile(
                    0,
                    run.executionId(),
                    Profile.Kind.CLASSIFIER,
                    entity,
                    classifier,
                    at,
                    topN,
                    spread.records(),
                    spread.nodes(),
                    spread.unclassified(),
                    run.startedBy(),
                    OffsetDateTime.now(clock),
                    spread.attributes().results(confidential(spread.nodes()))));
          }
        };
    EtalonId after = kept.map(RecordPasses.Kept::after).orElse(null);
    return passes.pass(run, step, subject, entity, at, size, after, gatherer);
  }
}
