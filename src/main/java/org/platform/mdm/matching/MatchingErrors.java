package org.platform.mdm.matching;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/** Error codes of the matching module. */
public enum MatchingErrors implements ErrorCode {
  MATCHING_MODEL_INVALID(ErrorKind.BAD_INPUT),
  MATCHING_FIELD_INVALID(ErrorKind.BAD_INPUT),
  MATCHING_ENTITY_UNKNOWN(ErrorKind.BAD_INPUT),
  MATCHING_NAME_REPEATED(ErrorKind.BAD_INPUT),
  MATCHING_LIST_EMPTY(ErrorKind.BAD_INPUT),
  MATCHING_ATTRIBUTE_UNKNOWN(ErrorKind.BAD_INPUT),
  MATCHING_COMPARISON_UNKNOWN(ErrorKind.BAD_INPUT),
  MATCHING_COMPARISON_NOT_FOR_TYPE(ErrorKind.BAD_INPUT),
  MATCHING_ATTRIBUTES_NOT_JOINABLE(ErrorKind.BAD_INPUT),
  MATCHING_PARAMETER_INVALID(ErrorKind.BAD_INPUT),
  MATCHING_ACTION_UNKNOWN(ErrorKind.BAD_INPUT),
  MATCHING_RULE_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  MATCHING_THRESHOLDS_INVALID(ErrorKind.BAD_INPUT),
  MATCHING_PROBABILITIES_TOO_LARGE(ErrorKind.BAD_INPUT),
  MATCHING_RULE_NOT_FOUND(ErrorKind.BAD_INPUT),
  MATCHING_RULE_NOT_WEIGHTED(ErrorKind.BAD_INPUT),
  MATCHING_SUBJECT_MISMATCH(ErrorKind.BAD_INPUT),
  MATCHING_SUBJECT_REQUIRED(ErrorKind.BAD_INPUT),
  MATCHING_NOT_A_MODEL_DRAFT(ErrorKind.BAD_INPUT),
  MATCHING_MODEL_NOT_FOUND(ErrorKind.NOT_FOUND),
  MATCHING_CLUSTER_NOT_FOUND(ErrorKind.NOT_FOUND),
  MATCHING_RUN_NOT_FOUND(ErrorKind.NOT_FOUND),
  MATCHING_RECORD_NOT_IN_CLUSTER(ErrorKind.BAD_INPUT),
  MATCHING_BODY_INVALID(ErrorKind.BAD_INPUT),
  MATCHING_ACCESS_DENIED(ErrorKind.FORBIDDEN),
  MATCHING_CLUSTER_PARTLY_HIDDEN(ErrorKind.FORBIDDEN);

  /** The module id. */
  public static final String MODULE_ID = "org.platform.mdm.matching";

  private final ErrorKind kind;

  MatchingErrors(ErrorKind kind) {
    this.kind = kind;
  }

  @Override
  public ErrorKind kind() {
    return kind;
  }
}
