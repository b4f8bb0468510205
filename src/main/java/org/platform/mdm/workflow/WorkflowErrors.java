package org.platform.mdm.workflow;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/**
 * Error codes of the workflow module. Texts: {@code i18n/workflow.properties} and {@code
 * i18n/workflow_ru.properties}.
 */
public enum WorkflowErrors implements ErrorCode {
  WORKFLOW_BPMN_INVALID(ErrorKind.BAD_INPUT),
  WORKFLOW_PROCESS_UNKNOWN(ErrorKind.BAD_INPUT),
  WORKFLOW_DRAFT_NOT_AWAITING(ErrorKind.CONFLICT),
  WORKFLOW_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  WORKFLOW_ASSIGNMENT_ENTITY_UNKNOWN(ErrorKind.BAD_INPUT),
  WORKFLOW_ASSIGNMENT_ENTITY_DUPLICATE(ErrorKind.BAD_INPUT),
  WORKFLOW_ASSIGNMENT_ROLE_INVALID(ErrorKind.BAD_INPUT),
  WORKFLOW_ASSIGNMENT_OPERATION_UNKNOWN(ErrorKind.BAD_INPUT),
  WORKFLOW_CONDITION_ATTRIBUTE_UNKNOWN(ErrorKind.BAD_INPUT),
  WORKFLOW_MODEL_REQUIRED(ErrorKind.BAD_INPUT),
  WORKFLOW_NOT_A_MODEL_DRAFT(ErrorKind.BAD_INPUT),
  WORKFLOW_MODEL_REVISION_CONFLICT(ErrorKind.CONFLICT),
  WORKFLOW_MODEL_CHANGE_BREAKS_ASSIGNMENTS(ErrorKind.BAD_INPUT),
  WORKFLOW_FIELD_TOO_LONG(ErrorKind.BAD_INPUT),
  WORKFLOW_NAME_INVALID(ErrorKind.BAD_INPUT),
  WORKFLOW_PAGE_INVALID(ErrorKind.BAD_INPUT),
  WORKFLOW_TEMPLATE_NOT_FOUND(ErrorKind.NOT_FOUND),
  WORKFLOW_TEMPLATE_SHIPPED(ErrorKind.CONFLICT),
  WORKFLOW_TEMPLATE_REVISION_CONFLICT(ErrorKind.CONFLICT),
  WORKFLOW_PROCESS_NOT_FOUND(ErrorKind.NOT_FOUND),
  WORKFLOW_PROCESS_ID_MISMATCH(ErrorKind.BAD_INPUT),
  WORKFLOW_PROCESS_DUPLICATE(ErrorKind.BAD_INPUT),
  WORKFLOW_PROCESS_SHIPPED(ErrorKind.BAD_INPUT),
  WORKFLOW_VARIABLE_DUPLICATE(ErrorKind.BAD_INPUT),
  WORKFLOW_NOT_A_PROCESS_DRAFT(ErrorKind.BAD_INPUT),
  WORKFLOW_PROCESSES_REVISION_CONFLICT(ErrorKind.CONFLICT),
  WORKFLOW_INDEX_QUERY_INVALID(ErrorKind.BAD_INPUT);

  /** The module's id in the error envelope. */
  public static final String MODULE_ID = "org.platform.mdm.workflow";

  private final ErrorKind kind;

  WorkflowErrors(ErrorKind kind) {
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
