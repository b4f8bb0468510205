package org.platform.mdm.dq;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/**
 * Error codes of the data quality module. Texts: {@code i18n/dq.properties} and {@code
 * i18n/dq_ru.properties}, beside the module's warning texts ({@code dq.*}).
 */
public enum DqErrors implements ErrorCode {
  DQ_NAME_REQUIRED(ErrorKind.BAD_INPUT),
  DQ_NAME_DUPLICATE(ErrorKind.BAD_INPUT),
  DQ_FUNCTION_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_RULE_SETTINGS_MISSING(ErrorKind.BAD_INPUT),
  DQ_RULE_PORT_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_RULE_RAISE_PORT_NOT_BOOLEAN(ErrorKind.BAD_INPUT),
  DQ_SOURCE_SYSTEM_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_SET_RULE_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_MAPPING_PORT_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_MAPPING_PORT_UNMAPPED(ErrorKind.BAD_INPUT),
  DQ_MAPPING_INPUT_ONE_SOURCE(ErrorKind.BAD_INPUT),
  DQ_MAPPING_PATH_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_MAPPING_TYPE_MISMATCH(ErrorKind.BAD_INPUT),
  DQ_ASSIGNMENT_ENTITY_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_ASSIGNMENT_SET_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_MODEL_REQUIRED(ErrorKind.BAD_INPUT),
  DQ_NOT_A_MODEL_DRAFT(ErrorKind.BAD_INPUT),
  DQ_MODEL_REVISION_CONFLICT(ErrorKind.CONFLICT),
  DQ_IMPORT_FILE_INVALID(ErrorKind.BAD_INPUT),
  DQ_RULE_FAILED(ErrorKind.BAD_INPUT),
  DQ_COMPOSITE_NAME_TAKEN(ErrorKind.BAD_INPUT),
  DQ_COMPOSITE_PORT_TYPE_MISSING(ErrorKind.BAD_INPUT),
  DQ_COMPOSITE_INPUT_ONE_SOURCE(ErrorKind.BAD_INPUT),
  DQ_COMPOSITE_SOURCE_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_COMPOSITE_TYPE_MISMATCH(ErrorKind.BAD_INPUT),
  DQ_COMPOSITE_PORT_UNFED(ErrorKind.BAD_INPUT),
  DQ_COMPOSITE_CYCLE(ErrorKind.BAD_INPUT),
  DQ_ENUMERATION_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_REFERENCE_SET_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_FUNCTION_NOT_FOUND(ErrorKind.NOT_FOUND),
  DQ_CALL_FUNCTION_REQUIRED(ErrorKind.BAD_INPUT),
  DQ_CALL_PORT_UNKNOWN(ErrorKind.BAD_INPUT),
  DQ_CALL_PORT_REQUIRED(ErrorKind.BAD_INPUT),
  DQ_CALL_VALUE_WRONG_TYPE(ErrorKind.BAD_INPUT),
  DQ_CALL_FAILED(ErrorKind.BAD_INPUT),
  DQ_MODEL_CHANGE_BREAKS_RULES(ErrorKind.BAD_INPUT);

  /** The module's id in the error envelope. */
  public static final String MODULE_ID = "org.platform.mdm.dq";

  private final ErrorKind kind;

  DqErrors(ErrorKind kind) {
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
