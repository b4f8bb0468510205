package org.platform.mdm.classifiers;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.system.Problem;

/**
 * A version of a classifier as a {@code classifier-version} draft holds it. The draft's subject is
 * {@code <classifierName>/<name>}.
 *
 * @param validFrom the first moment the version is in force; null: from always
 * @param validTo the last moment the version is in force; null: for ever
 * @param isDefault whether the version is (becomes) the classifier's default; {@code default} in
 *     JSON
 */
public record ClassifierVersionModel(
    String classifierName,
    String name,
    String displayName,
    String description,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    @JsonProperty("default") boolean isDefault) {

  /** The draft subject of a version. */
  public String subject() {
    return subject(classifierName, name);
  }

  static String subject(String classifier, String version) {
    return classifier + "/" + version;
  }

  /** Every problem of the version's own fields. */
  public List<Problem> problems() {
    List<Problem> problems = new ArrayList<>();
    problems.addAll(ClassifierNames.required("classifierName", classifierName));
    problems.addAll(ClassifierNames.check("name", name));
    problems.addAll(ClassifierNames.required("displayName", displayName));
    if (validFrom != null && validTo != null && validFrom.isAfter(validTo)) {
      problems.add(
          Problem.at("validTo", ClassifierErrors.CLASSIFIER_VALIDITY_INVALID, validFrom, validTo));
    }
    return problems;
  }
}
