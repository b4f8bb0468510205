package org.platform.mdm.operations;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/** Error codes of the background operations, under the spec's module id. */
public enum OperationsErrors implements ErrorCode {
  /** {0} the parameter, {1} the values it does not know, {2} the values it knows. */
  JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER(ErrorKind.BAD_INPUT),
  /** Nested in the above: {0} the parameter, {1} the value. */
  JOB_PARAMETER_VALUE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the parameter, {1} the parameters there are. */
  JOB_PARAMETER_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the parameter. */
  JOB_PARAMETER_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the parameter, {1} the layout it has (SINGLE, COLLECTION, MAP), {2} its type. */
  JOB_PARAMETER_TYPE(ErrorKind.BAD_INPUT),
  /** {0} the parameter. */
  JOB_PARAMETER_READ_ONLY(ErrorKind.BAD_INPUT),
  /** {0} the field. */
  JOB_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the longest name. */
  JOB_NAME_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the name. */
  JOB_NAME_TAKEN(ErrorKind.CONFLICT),
  /** {0} the longest description. */
  JOB_DESCRIPTION_TOO_LONG(ErrorKind.BAD_INPUT),
  /** {0} the longest tag. */
  JOB_TAG_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the expression. */
  JOB_CRON_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the expression. */
  JOB_CRON_NEVER_FIRES(ErrorKind.BAD_INPUT),
  /** {0} the expression, {1} the seconds between two runs. */
  JOB_CRON_TOO_FREQUENT(ErrorKind.BAD_INPUT),
  /** {0} the type given, {1} the types there are. */
  JOB_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the type it has. */
  JOB_TYPE_CHANGE(ErrorKind.BAD_INPUT),
  /** {0} the id. */
  JOB_DEFINITION_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the type's name. */
  JOB_DESCRIPTOR_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the id, {1} the version sent, {2} the version stored. */
  JOB_DEFINITION_STALE(ErrorKind.CONFLICT),
  /** {0} the name. */
  JOB_DISABLED(ErrorKind.CONFLICT),
  /** {0} the name. */
  JOB_ALREADY_RUNNING(ErrorKind.CONFLICT),
  /** {0} the id. */
  JOB_EXECUTION_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the id, {1} its status. */
  JOB_EXECUTION_ENDED(ErrorKind.CONFLICT),
  /** {0} the id, {1} its status. */
  JOB_EXECUTION_NOT_RESTARTABLE(ErrorKind.CONFLICT),
  /** {0} the status given. */
  JOB_CHAIN_STATUS(ErrorKind.BAD_INPUT),
  /** {0} the id. */
  JOB_CHAIN_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the names of the definitions in the circle. */
  JOB_CHAIN_CYCLE(ErrorKind.BAD_INPUT),
  /** {0} what the file is not. */
  JOB_IMPORT_FILE(ErrorKind.BAD_INPUT),
  /** {0} the sort field given, {1} those there are. */
  JOB_SORT_FIELD(ErrorKind.BAD_INPUT),
  /** {0} the field, {1} the value given, {2} the largest limit. */
  JOB_PAGE_INVALID(ErrorKind.BAD_INPUT);

  public static final String MODULE_ID = "com.platform.mdm.hpe.core";

  private final ErrorKind kind;

  OperationsErrors(ErrorKind kind) {
    this.kind = kind;
  }

  @Override
  public ErrorKind kind() {
    return kind;
  }

  @Override
  public String moduleId() {
    return MODULE_ID;
  }
}
