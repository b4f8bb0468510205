package org.platform.mdm.dg;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/**
 * Error codes of the data governance module. Texts: {@code i18n/dg.properties} and {@code
 * i18n/dg_ru.properties}.
 */
public enum DgErrors implements ErrorCode {
  DG_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  DG_NAME_INVALID(ErrorKind.BAD_INPUT),
  DG_FIELD_TOO_LONG(ErrorKind.BAD_INPUT),
  DG_SOURCE_SYSTEM_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_CRAWLER_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_PARAMETER_REQUIRED(ErrorKind.BAD_INPUT),
  DG_PARAMETER_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_PARAMETER_INVALID(ErrorKind.BAD_INPUT),
  DG_CONNECTION_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_INFORMATION_SYSTEM_NOT_FOUND(ErrorKind.NOT_FOUND),
  DG_CONNECTION_NOT_FOUND(ErrorKind.NOT_FOUND),
  DG_CRAWLER_INSTANCE_NOT_FOUND(ErrorKind.NOT_FOUND),
  DG_INFORMATION_SYSTEM_EXISTS(ErrorKind.CONFLICT),
  DG_CONNECTION_EXISTS(ErrorKind.CONFLICT),
  DG_CRAWLER_INSTANCE_EXISTS(ErrorKind.CONFLICT),
  DG_VERSION_CONFLICT(ErrorKind.CONFLICT),
  DG_CONNECTION_IN_USE(ErrorKind.CONFLICT),
  DG_INFORMATION_SYSTEM_IN_USE(ErrorKind.CONFLICT);

  /** The module's id in the error envelope: the spec's. */
  public static final String MODULE_ID = "org.platform.dg.data";

  private final ErrorKind kind;

  DgErrors(ErrorKind kind) {
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
