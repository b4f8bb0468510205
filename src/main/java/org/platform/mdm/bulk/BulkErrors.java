package org.platform.mdm.bulk;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/** Error codes of the bulk operations. */
public enum BulkErrors implements ErrorCode {
  /** {0} the user, {1} the operation, {2} the entity, {3} the right missing. */
  BULK_ACCESS_DENIED(ErrorKind.FORBIDDEN),
  /** {0} the operation given, {1} those there are. */
  BULK_OPERATION_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the format given, {1} those there are. */
  BULK_FORMAT_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the field. */
  BULK_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the field, {1} what it must be. */
  BULK_FIELD_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the records selected, {1} the most an export takes. */
  BULK_EXPORT_TOO_LARGE(ErrorKind.BAD_INPUT),
  /** {0} the id. */
  BULK_EXECUTION_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the id, {1} its status. */
  BULK_FILE_NOT_READY(ErrorKind.CONFLICT);

  public static final String MODULE_ID = "org.platform.mdm.bulk";

  private final ErrorKind kind;

  BulkErrors(ErrorKind kind) {
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
