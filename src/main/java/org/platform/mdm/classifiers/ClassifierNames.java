package org.platform.mdm.classifiers;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.system.Problem;

/**
 * The names of classifiers, versions, nodes and node attributes: the data model's name rule (a
 * Latin letter, then Latin letters, digits, {@code _} and {@code -}; 100 at most). The model's
 * {@code NameRules} is its module's own, so the rule is restated here; both must move together.
 */
final class ClassifierNames {

  static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,99}");

  /** Classifier names become security resource names: no system resource's name, in any case. */
  static final List<String> RESERVED =
      Arrays.stream(SystemResource.values()).map(Enum::name).toList();

  /**
   * The module's documentation page, {@code /api/v1/classifiers/api-docs}: no classifier's name.
   */
  static final String DOCS = "api-docs";

  private ClassifierNames() {}

  /** The problems of the name at {@code field}: missing or malformed. */
  static List<Problem> check(String field, String name) {
    if (name == null || name.isBlank()) {
      return List.of(Problem.at(field, ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, field));
    }
    if (!NAME.matcher(name).matches()) {
      return List.of(Problem.at(field, ClassifierErrors.CLASSIFIER_NAME_INVALID, name));
    }
    return List.of();
  }

  /** The problems of a classifier's name: those of {@link #check}, and a reserved name. */
  static List<Problem> checkClassifier(String field, String name) {
    List<Problem> problems = new ArrayList<>(check(field, name));
    if (problems.isEmpty()
        && (RESERVED.contains(name.toUpperCase(Locale.ROOT)) || name.equals(DOCS))) {
      problems.add(
          Problem.at(
              field, ClassifierErrors.CLASSIFIER_NAME_RESERVED, name, String.join(", ", RESERVED)));
    }
    return problems;
  }

  /** The problem of a blank required text field, or none. */
  static List<Problem> required(String field, String value) {
    return value == null || value.isBlank()
        ? List.of(Problem.at(field, ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, field))
        : List.of();
  }
}
