package org.platform.mdm.classifiers;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/**
 * Error codes of the classifiers module. Texts: {@code i18n/classifiers.properties} and {@code
 * i18n/classifiers_ru.properties}; the comment of each code lists its message parameters.
 */
public enum ClassifierErrors implements ErrorCode {
  /** {0} the field. */
  CLASSIFIER_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CLASSIFIER_NAME_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the name, {1} the reserved names. */
  CLASSIFIER_NAME_RESERVED(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CLASSIFIER_NAME_TAKEN(ErrorKind.BAD_INPUT),
  /** {0} the register's or reference set's name, which names a classifier. */
  CLASSIFIER_NAME_IN_MODEL(ErrorKind.BAD_INPUT),
  /** {0} the pattern, {1} why it is not a regular expression. */
  CLASSIFIER_CODE_PATTERN_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the code, {1} the node, {2} the version, {3} the pattern. */
  CLASSIFIER_CODE_PATTERN_BREAKS_CODE(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CLASSIFIER_ASSIGNMENT_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CLASSIFIER_ASSIGNMENT_REPEATED(ErrorKind.BAD_INPUT),
  /** {0} validFrom, {1} validTo. */
  CLASSIFIER_VALIDITY_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the field, {1} the text. */
  CLASSIFIER_DATE_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the subject, {1} its expected form. */
  CLASSIFIER_SUBJECT_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the draft's subject, {1} what the content names. */
  CLASSIFIER_SUBJECT_MISMATCH(ErrorKind.BAD_INPUT),
  /** {0} the draft, {1} its type, {2} the type expected. */
  CLASSIFIER_NOT_A_CLASSIFIER_DRAFT(ErrorKind.BAD_INPUT),
  /** {0} the version, {1} the classifier. */
  CLASSIFIER_DEFAULT_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  CLASSIFIER_NODE_NAME_REPEATED(ErrorKind.BAD_INPUT),
  /** {0} the code. */
  CLASSIFIER_NODE_CODE_REPEATED(ErrorKind.BAD_INPUT),
  /** {0} the code, {1} the pattern. */
  CLASSIFIER_NODE_CODE_MISMATCH(ErrorKind.BAD_INPUT),
  /** {0} the node, {1} the most levels. */
  CLASSIFIER_NODE_TOO_DEEP(ErrorKind.BAD_INPUT),
  /** {0} the node, {1} its attributes, {2} the most. */
  CLASSIFIER_NODE_TOO_MANY_ATTRIBUTES(ErrorKind.BAD_INPUT),
  /** {0} the node, {1} the parent named. */
  CLASSIFIER_NODE_PARENT_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the node. */
  CLASSIFIER_NODE_ROOT_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the root. */
  CLASSIFIER_NODE_ROOT_FIXED(ErrorKind.BAD_INPUT),
  /** {0} the node, {1} the parent named, which is below it. */
  CLASSIFIER_NODE_CYCLE(ErrorKind.BAD_INPUT),
  /** {0} the type, {1} the known types. */
  CLASSIFIER_ATTRIBUTE_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the type. */
  CLASSIFIER_ATTRIBUTE_NOT_ARRAY(ErrorKind.BAD_INPUT),
  /** {0} the attribute. */
  CLASSIFIER_ATTRIBUTE_NAME_REPEATED(ErrorKind.BAD_INPUT),
  /** {0} the attribute, {1} the node it is inherited from. */
  CLASSIFIER_ATTRIBUTE_INHERITED(ErrorKind.BAD_INPUT),
  /** {0} the user, {1} the right, {2} the classifier. */
  CLASSIFIER_ACCESS_DENIED(ErrorKind.FORBIDDEN),
  /** {0} the classifier. */
  CLASSIFIER_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the version, {1} the classifier. */
  CLASSIFIER_VERSION_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the node, {1} the version, {2} the classifier. */
  CLASSIFIER_NODE_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the classifier (or version), {1} the version the draft started from, {2} now. */
  CLASSIFIER_CHANGED(ErrorKind.CONFLICT),
  /** {0} the node, {1} the version. */
  CLASSIFIER_NODE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the root. */
  CLASSIFIER_NODE_ROOT_REMOVED(ErrorKind.BAD_INPUT),
  /** {0} the field, {1} the value, {2} the least, {3} the most. */
  CLASSIFIER_VALUE_OUT_OF_RANGE(ErrorKind.BAD_INPUT),
  /** {0} the version. */
  CLASSIFIER_IMPORT_VERSION_REPEATED(ErrorKind.BAD_INPUT),
  /** {0} how many versions say they are the default. */
  CLASSIFIER_IMPORT_DEFAULT_COUNT(ErrorKind.BAD_INPUT),
  /** {0} the version. */
  CLASSIFIER_IMPORT_ROOT_MISSING(ErrorKind.BAD_INPUT),
  /** {0} the classifier. */
  CLASSIFICATION_CLASSIFIER_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the classifier, {1} the record's entity, {2} the entities it is assigned to. */
  CLASSIFICATION_NOT_ASSIGNED(ErrorKind.BAD_INPUT),
  /** {0} how the item names the node, {1} the version, {2} the classifier. */
  CLASSIFICATION_NODE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the version, {1} the classifier. */
  CLASSIFICATION_VERSION_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the attribute. */
  CLASSIFICATION_FILES_UNSUPPORTED(ErrorKind.BAD_INPUT),
  /** {0} from, {1} to. */
  CLASSIFICATION_PERIOD_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the node, {1} the classifier. */
  CLASSIFICATION_NODE_CLASSIFIES_RECORDS(ErrorKind.BAD_INPUT),
  CLASSIFICATION_NOTHING_TO_WRITE(ErrorKind.BAD_INPUT),
  /** {0} the id. */
  CLASSIFICATION_NODE_ID_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the id, {1} the classifier. */
  CLASSIFICATION_NODE_NOT_IN_CLASSIFIER(ErrorKind.BAD_INPUT);

  /** The spec's module id. */
  public static final String MODULE_ID = "com.platform.mdm.classifiers";

  private final ErrorKind kind;

  ClassifierErrors(ErrorKind kind) {
    this.kind = kind;
  }

  @Override
  public String moduleId() {
    return MODULE_ID;
  }

  @Override
  public ErrorKind kind() {
    return kind;
  }
}
