package org.platform.mdm.dp.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.dp.DpErrors;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.system.Problem;

/**
 * What a depersonalization of classifications copies where: the classifiers chosen, the copy of
 * each register or reference set they classify ({@code targets}, as the data's depersonalization
 * names them), the source system the copies were written as, the name of the secret key. {@link
 * #check} tells every reason the plan cannot be carried out, each at its parameter.
 */
record ClassificationPlan(
    List<String> classifiers,
    Map<String, String> targets,
    String sourceSystem,
    String keyName,
    boolean inPlace,
    boolean again,
    int blockSize) {

  static final String CLASSIFIERS = "classifierNames";

  ClassificationPlan {
    classifiers = List.copyOf(classifiers);
    targets = Map.copyOf(targets);
  }

  /** The plan the run's (or a definition's) parameter values name. */
  static ClassificationPlan of(Map<String, Object> values) {
    List<String> classifiers = new ArrayList<>();
    if (values.get(CLASSIFIERS) instanceof List<?> list) {
      list.forEach(e -> classifiers.add(String.valueOf(e)));
    }
    CopyPlan copy = CopyPlan.of(values);
    return new ClassificationPlan(
        classifiers,
        copy.targets(),
        copy.sourceSystem(),
        copy.keyName(),
        copy.inPlace(),
        copy.again(),
        copy.blockSize());
  }

  /**
   * The registers and reference sets whose classifications are rewritten in place, by classifier
   * chosen: every one it is assigned to, in the order of the assignments.
   */
  Map<String, List<String>> classified(Map<String, List<String>> assignments) {
    Map<String, List<String>> classified = new LinkedHashMap<>();
    for (String classifier : classifiers) {
      classified.put(classifier, assignments.getOrDefault(classifier, List.of()));
    }
    return classified;
  }

  /**
   * The registers and reference sets whose classifications are copied, by classifier chosen: those
   * it is assigned to that have a copy, in the order of the assignments.
   *
   * @param assignments every classifier's registers and reference sets
   */
  Map<String, List<String>> copied(Map<String, List<String>> assignments) {
    Map<String, List<String>> copied = new LinkedHashMap<>();
    for (String classifier : classifiers) {
      copied.put(
          classifier,
          assignments.getOrDefault(classifier, List.of()).stream()
              .filter(targets::containsKey)
              .toList());
    }
    return copied;
  }

  /**
   * Every reason the plan cannot be carried out; empty when it can. A classifier that does not
   * exist is the selector's to tell.
   */
  List<Problem> check(DataModel model, Map<String, List<String>> assignments) {
    List<Problem> problems = new ArrayList<>();
    if (inPlace) {
      if (!targets.isEmpty()) {
        problems.add(Problem.at(at(CopyPlan.TARGETS), DpErrors.DP_IN_PLACE_COPY, CopyPlan.TARGETS));
      }
      if (sourceSystem != null) {
        problems.add(
            Problem.at(
                at(CopyPlan.SOURCE_SYSTEM), DpErrors.DP_IN_PLACE_COPY, CopyPlan.SOURCE_SYSTEM));
      }
      return problems;
    }
    if (sourceSystem == null) {
      problems.add(Problem.at(at(CopyPlan.SOURCE_SYSTEM), DpErrors.DP_SOURCE_SYSTEM_REQUIRED));
    }
    Set<String> used = new LinkedHashSet<>();
    copied(assignments)
        .forEach(
            (classifier, registers) -> {
              List<String> assigned = assignments.get(classifier);
              if (assigned == null) {
                return;
              }
              if (registers.isEmpty()) {
                problems.add(
                    Problem.at(
                        at(CopyPlan.TARGETS),
                        DpErrors.DP_CLASSIFIER_NOT_COPIED,
                        classifier,
                        assigned.isEmpty() ? "nothing" : String.join(", ", assigned)));
              }
              for (String register : registers) {
                used.add(register);
                String target = targets.get(register);
                boolean sameKind =
                    model.entity(register).isPresent()
                        ? model.entity(target).isPresent()
                        : model.lookupEntity(target).isPresent();
                if (!sameKind) {
                  problems.add(
                      Problem.at(at(CopyPlan.TARGETS), DpErrors.DP_TARGET_KIND, register, target));
                } else if (!assignments.getOrDefault(classifier, List.of()).contains(target)) {
                  problems.add(
                      Problem.at(
                          at(CopyPlan.TARGETS),
                          DpErrors.DP_TARGET_NOT_CLASSIFIED,
                          classifier,
                          target,
                          register));
                }
              }
            });
    for (String name : targets.keySet()) {
      if (!used.contains(name)) {
        problems.add(
            Problem.at(
                at(CopyPlan.TARGETS),
                DpErrors.DP_TARGET_UNUSED,
                name,
                used.isEmpty() ? "nothing" : String.join(", ", used)));
      }
    }
    return problems;
  }

  private static String at(String parameter) {
    return "parameters." + parameter;
  }
}
