package org.platform.mdm.data;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/** Error codes of the data module. */
public enum DataErrors implements ErrorCode {
  DATA_ENTITY_NAME_REQUIRED(ErrorKind.BAD_INPUT),
  DATA_ENTITY_UNKNOWN(ErrorKind.BAD_INPUT),
  DATA_NAMESPACE_CONTRADICTS_MODEL(ErrorKind.BAD_INPUT),
  DATA_ETALON_ID_INVALID(ErrorKind.BAD_INPUT),
  DATA_EXTERNAL_ID_TAG_INVALID(ErrorKind.BAD_INPUT),
  DATA_RECORD_PUBLISH_NOT_AVAILABLE(ErrorKind.BAD_INPUT),
  DATA_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  DATA_FIELD_TOO_LONG(ErrorKind.BAD_INPUT),
  DATA_SOURCE_SYSTEM_UNKNOWN(ErrorKind.BAD_INPUT),
  DATA_PERIOD_INVALID(ErrorKind.BAD_INPUT),
  DATA_ETALON_OF_ANOTHER_ENTITY(ErrorKind.BAD_INPUT),
  DATA_PARENT_NOT_HIERARCHICAL(ErrorKind.BAD_INPUT),
  DATA_PARENT_UNKNOWN(ErrorKind.BAD_INPUT),
  DATA_PARENT_CYCLE(ErrorKind.BAD_INPUT),
  DATA_WIPE_WITH_PERIOD(ErrorKind.BAD_INPUT),
  DATA_BODY_NOT_AN_OBJECT(ErrorKind.BAD_INPUT),
  DATA_ENTITY_HAS_RECORDS(ErrorKind.BAD_INPUT),
  DATA_FIELD_NOT_TEXT(ErrorKind.BAD_INPUT),
  DATA_DATE_INVALID(ErrorKind.BAD_INPUT),
  DATA_RECORD_NOT_NAMED(ErrorKind.BAD_INPUT),
  DATA_PAYLOAD_REQUIRED(ErrorKind.BAD_INPUT),
  DATA_FIELD_NOT_BOOLEAN(ErrorKind.BAD_INPUT),
  DATA_BATCH_TOO_LARGE(ErrorKind.BAD_INPUT),
  DATA_IMPORT_LINE_MALFORMED(ErrorKind.BAD_INPUT),
  DATA_IMPORT_CSV_COLUMNS(ErrorKind.BAD_INPUT),
  DATA_IMPORT_FORMAT_UNKNOWN(ErrorKind.BAD_INPUT),
  DATA_IMPORT_LINE_FAILED(ErrorKind.BAD_INPUT),
  DATA_IMPORT_NOT_FOUND(ErrorKind.NOT_FOUND),
  DATA_ACCESS_DENIED(ErrorKind.FORBIDDEN),
  DATA_ENTITY_NOT_FOUND(ErrorKind.NOT_FOUND),
  DATA_RECORD_NOT_FOUND(ErrorKind.NOT_FOUND),
  DATA_RECORD_NOT_FOUND_AT(ErrorKind.NOT_FOUND),
  DATA_KEY_NOT_FOUND(ErrorKind.NOT_FOUND),
  DATA_KEY_OF_ANOTHER_ETALON(ErrorKind.CONFLICT),
  DATA_CONCURRENT_CREATE(ErrorKind.CONFLICT);

  public static final String MODULE_ID = "org.platform.mdm.data";

  private final ErrorKind kind;

  DataErrors(ErrorKind kind) {
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
