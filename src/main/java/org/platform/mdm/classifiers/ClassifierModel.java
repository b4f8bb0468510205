package org.platform.mdm.classifiers;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.platform.mdm.system.Problem;

/**
 * A classifier as a {@code classifier-model} draft holds it: its name, texts, the Java regular
 * expression every node code must match when set, whether a record may sit in several of its nodes,
 * and the registers and reference sets it is assigned to.
 */
public record ClassifierModel(
    String name,
    String displayName,
    String description,
    String codePattern,
    boolean multiple,
    List<String> assignments) {

  public ClassifierModel {
    assignments = assignments == null ? List.of() : List.copyOf(assignments);
    codePattern = codePattern == null || codePattern.isEmpty() ? null : codePattern;
  }

  /** The compiled code pattern; empty when there is none (or it is not a regular expression). */
  public Optional<Pattern> pattern() {
    return compile(codePattern);
  }

  static Optional<Pattern> compile(String codePattern) {
    if (codePattern == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(Pattern.compile(codePattern));
    } catch (PatternSyntaxException e) {
      return Optional.empty();
    }
  }

  /**
   * Every problem of the classifier: name, display name, code pattern, and assignments that are not
   * a register or reference set ({@code isEntity}) or are repeated.
   *
   * @param nameTaken whether the name already names a register or reference set
   */
  public List<Problem> problems(Predicate<String> isEntity, Predicate<String> nameTaken) {
    List<Problem> problems = new ArrayList<>(ClassifierNames.checkClassifier("name", name));
    if (problems.isEmpty() && nameTaken.test(name)) {
      problems.add(Problem.at("name", ClassifierErrors.CLASSIFIER_NAME_TAKEN, name));
    }
    problems.addAll(ClassifierNames.required("displayName", displayName));
    if (codePattern != null) {
      try {
        Pattern.compile(codePattern);
      } catch (PatternSyntaxException e) {
        problems.add(
            Problem.at(
                "codePattern",
                ClassifierErrors.CLASSIFIER_CODE_PATTERN_INVALID,
                codePattern,
                e.getDescription()));
      }
    }
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < assignments.size(); i++) {
      String entity = assignments.get(i);
      String at = "assignments[" + i + "]";
      if (entity == null || entity.isBlank()) {
        problems.add(Problem.at(at, ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, at));
      } else if (!seen.add(entity)) {
        problems.add(Problem.at(at, ClassifierErrors.CLASSIFIER_ASSIGNMENT_REPEATED, entity));
      } else if (!isEntity.test(entity)) {
        problems.add(Problem.at(at, ClassifierErrors.CLASSIFIER_ASSIGNMENT_UNKNOWN, entity));
      }
    }
    return problems;
  }
}
