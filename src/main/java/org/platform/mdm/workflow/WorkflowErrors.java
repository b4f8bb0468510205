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
