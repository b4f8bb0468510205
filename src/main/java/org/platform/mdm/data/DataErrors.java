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
  DATA_RECORD_PUBLISH_NOT_AVAILABLE(ErrorKind.BAD_INPUT);

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
