package org.platform.mdm.draft;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/** Error codes of the draft module. */
public enum DraftErrors implements ErrorCode {
  DRAFT_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  DRAFT_FIELD_TOO_LONG(ErrorKind.BAD_INPUT),
  DRAFT_ID_INVALID(ErrorKind.BAD_INPUT),
  DRAFT_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  DRAFT_TYPE_MISMATCH(ErrorKind.BAD_INPUT),
  DRAFT_STATE_UNKNOWN(ErrorKind.BAD_INPUT),
  DRAFT_LIMIT_INVALID(ErrorKind.BAD_INPUT),
  DRAFT_OFFSET_INVALID(ErrorKind.BAD_INPUT),
  DRAFT_OWNER_INVALID(ErrorKind.BAD_INPUT),
  DRAFT_TAG_INVALID(ErrorKind.BAD_INPUT),
  DRAFT_TAG_UNKNOWN(ErrorKind.BAD_INPUT),
  DRAFT_TOO_MANY_TAGS(ErrorKind.BAD_INPUT),
  DRAFT_PARAMETER_UNKNOWN(ErrorKind.BAD_INPUT),
  DRAFT_SUBJECT_IMMUTABLE(ErrorKind.BAD_INPUT),
  DRAFT_PARENT_IMMUTABLE(ErrorKind.BAD_INPUT),
  DRAFT_REMOVE_WITHOUT_FILTER(ErrorKind.BAD_INPUT),
  DRAFT_PUBLISH_NOT_AVAILABLE(ErrorKind.BAD_INPUT),
  DRAFT_NOT_FOUND(ErrorKind.NOT_FOUND),
  DRAFT_PARENT_NOT_FOUND(ErrorKind.NOT_FOUND),
  DRAFT_ACCESS_DENIED(ErrorKind.FORBIDDEN),
  DRAFT_ALREADY_PUBLISHED(ErrorKind.CONFLICT),
  DRAFT_AWAITS_WORKFLOW(ErrorKind.CONFLICT),
  DRAFT_NOT_AWAITING_WORKFLOW(ErrorKind.CONFLICT),
  DRAFT_STALE_VERSION(ErrorKind.CONFLICT),
  DRAFT_SUBJECT_CHANGED(ErrorKind.CONFLICT);

  public static final String MODULE_ID = "org.platform.mdm.draft";

  private final ErrorKind kind;

  DraftErrors(ErrorKind kind) {
    this.kind = kind;
  }

  @Override
  public ErrorKind kind() {
    return kind;
  }
}
