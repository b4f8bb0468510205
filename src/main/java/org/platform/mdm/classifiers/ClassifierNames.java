package org.platform.mdm.classifiers;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.meta.ModelNames;
import org.platform.mdm.system.Problem;

/**
 * The names of classifiers, versions, nodes and node attributes: the data model's name rule ({@link
 * ModelNames}).
 */
public final class ClassifierNames {

  /**
   * The module's documentation page, {@code /api/v1/classifiers/api-docs}: no classifier's name.
   */
  public static final String DOCS = "api-docs";

  private ClassifierNames() {}

  /** The problems of the name at {@code field}: missing or malformed. */
  public static List<Problem> check(String field, String name) {
    if (name == null || name.isBlank()) {
      return List.of(Problem.at(field, ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, field));
    }
    if (!ModelNames.isName(name)) {
      return List.of(Problem.at(field, ClassifierErrors.CLASSIFIER_NAME_INVALID, name));
    }
    return List.of();
  }

  /** The problems of a classifier's name: those of {@link #check}, and a reserved name. */
  public static List<Problem> checkClassifier(String field, String name) {
    List<Problem> problems = new ArrayList<>(check(field, name));
    if (problems.isEmpty() && (ModelNames.isReserved(name) || name.equals(DOCS))) {
      problems.add(
          Problem.at(
              field,
              ClassifierErrors.CLASSIFIER_NAME_RESERVED,
              name,
              String.join(", ", ModelNames.RESERVED)));
    }
    return problems;
  }

  /** The problem of a blank required text field, or none. */
  public static List<Problem> required(String field, String value) {
    return value == null || value.isBlank()
        ? List.of(Problem.at(field, ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, field))
        : List.of();
  }
}
