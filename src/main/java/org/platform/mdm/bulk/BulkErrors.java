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
  BULK_FILE_NOT_READY(ErrorKind.CONFLICT),
  /** {0} why the file cannot be read. */
  BULK_IMPORT_FILE_UNREADABLE(ErrorKind.BAD_INPUT),
  /** {0} the format given or the file's name, {1} the formats there are. */
  BULK_IMPORT_FORMAT_UNKNOWN(ErrorKind.UNSUPPORTED_MEDIA_TYPE),
  /** No part {@code file}. */
  BULK_IMPORT_FILE_MISSING(ErrorKind.BAD_INPUT),
  /** {0} the format. */
  BULK_IMPORT_ENTITY_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} why each sheet is not loaded. */
  BULK_IMPORT_NO_SHEET(ErrorKind.BAD_INPUT),
  /** {0} the register given. */
  BULK_IMPORT_ENTITY_UNKNOWN(ErrorKind.NOT_FOUND),
  /** {0} the content type sent. */
  BULK_IMPORT_NOT_MULTIPART(ErrorKind.UNSUPPORTED_MEDIA_TYPE),
  /** {0} the largest file taken. */
  BULK_IMPORT_FILE_TOO_LARGE(ErrorKind.PAYLOAD_TOO_LARGE);

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
