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
  WORKFLOW_TASK_NOT_FOUND(ErrorKind.NOT_FOUND),
  WORKFLOW_TASK_COMPLETED(ErrorKind.CONFLICT),
  WORKFLOW_TASK_CLAIMED(ErrorKind.CONFLICT),
  WORKFLOW_TASK_FORBIDDEN(ErrorKind.FORBIDDEN),
  WORKFLOW_DECISION_REQUIRED(ErrorKind.BAD_INPUT),
  WORKFLOW_DECISION_UNKNOWN(ErrorKind.BAD_INPUT),
  WORKFLOW_VARIABLE_INVALID(ErrorKind.BAD_INPUT),
  WORKFLOW_COMMENT_REQUIRED(ErrorKind.BAD_INPUT),
  WORKFLOW_USER_UNKNOWN(ErrorKind.BAD_INPUT),
  WORKFLOW_PAGE_INVALID(ErrorKind.BAD_INPUT),
  WORKFLOW_PROCESS_NOT_FOUND(ErrorKind.NOT_FOUND),
  WORKFLOW_PROCESS_ENDED(ErrorKind.CONFLICT),
  WORKFLOW_PROCESS_FORBIDDEN(ErrorKind.FORBIDDEN),
  WORKFLOW_CANCEL_REASON_REQUIRED(ErrorKind.BAD_INPUT),
  WORKFLOW_ENGINE_BAD_INPUT(ErrorKind.BAD_INPUT),
  WORKFLOW_ENGINE_REFUSED(ErrorKind.CONFLICT);

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
