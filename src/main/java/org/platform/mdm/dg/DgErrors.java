package org.platform.mdm.dg;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/**
 * Error codes of the data governance module. Texts: {@code i18n/dg.properties} and {@code
 * i18n/dg_ru.properties}.
 */
public enum DgErrors implements ErrorCode {
  /** {0} the field. */
  DG_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the name given. */
  DG_ASSET_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the asset named. */
  DG_ASSET_NOT_FOUND(ErrorKind.NOT_FOUND),
  /** {0} the asset, {1} its type, {2} the type given. */
  DG_ASSET_TYPE_MISMATCH(ErrorKind.BAD_INPUT),
  /** {0} the asset. */
  DG_ASSET_INACTIVE(ErrorKind.CONFLICT),
  /** none. */
  DG_ASSET_KEY_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the asset, {1} the lsn given, {2} the current one. */
  DG_ASSET_LSN_CONFLICT(ErrorKind.CONFLICT),
  /** {0} the value given. */
  DG_OPERATION_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  /** none. */
  DG_DELETE_MODE(ErrorKind.BAD_INPUT),
  /** none. */
  DG_DELETE_WIPE_IN_DRAFT(ErrorKind.BAD_INPUT),
  /** none. */
  DG_DELETE_ORIGIN_KEY_REQUIRED(ErrorKind.BAD_INPUT),
  /** none. */
  DG_DELETE_ORIGIN_IN_DRAFT(ErrorKind.BAD_INPUT),
  /** {0} the asset. */
  DG_ASSET_ALREADY_DELETED(ErrorKind.CONFLICT),
  /** {0} the asset. */
  DG_ASSET_NOT_DELETED(ErrorKind.CONFLICT),
  DG_CRAWLER_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_CRAWLER_PARAMETER_REQUIRED(ErrorKind.BAD_INPUT),
  DG_CRAWLER_PARAMETER_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_CRAWLER_PARAMETER_NOT_INTEGER(ErrorKind.BAD_INPUT),
  DG_CRAWLER_PARAMETER_NOT_BOOLEAN(ErrorKind.BAD_INPUT),
  DG_CRAWLER_JDBC_URL_INVALID(ErrorKind.BAD_INPUT),
  DG_HISTORY_ASSET_REQUIRED(ErrorKind.BAD_INPUT),
  DG_HISTORY_EVENT_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_HISTORY_RANGE_INVALID(ErrorKind.BAD_INPUT),
  DG_HISTORY_OFFSET_INVALID(ErrorKind.BAD_INPUT),
  DG_HISTORY_LIMIT_INVALID(ErrorKind.BAD_INPUT),
  /** {0} the parameter. */
  DG_SECRET_UNREADABLE(ErrorKind.CONFLICT),
  DG_INFORMATION_SYSTEM_NOT_FOUND(ErrorKind.NOT_FOUND),
  DG_CRAWLER_INSTANCE_NOT_FOUND(ErrorKind.NOT_FOUND),
  DG_SCAN_RUNNING(ErrorKind.CONFLICT),
  DG_NAME_INVALID(ErrorKind.BAD_INPUT),
  DG_FIELD_TOO_LONG(ErrorKind.BAD_INPUT),
  DG_SOURCE_SYSTEM_UNKNOWN(ErrorKind.BAD_INPUT),
  /** {0} the platform's own source system. */
  DG_SOURCE_SYSTEM_PLATFORM(ErrorKind.BAD_INPUT),
  DG_PARAMETER_REQUIRED(ErrorKind.BAD_INPUT),
  DG_PARAMETER_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_PARAMETER_INVALID(ErrorKind.BAD_INPUT),
  DG_CONNECTION_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_CONNECTION_NOT_FOUND(ErrorKind.NOT_FOUND),
  DG_INFORMATION_SYSTEM_EXISTS(ErrorKind.CONFLICT),
  DG_CONNECTION_EXISTS(ErrorKind.CONFLICT),
  DG_CRAWLER_INSTANCE_EXISTS(ErrorKind.CONFLICT),
  DG_VERSION_CONFLICT(ErrorKind.CONFLICT),
  DG_CONNECTION_IN_USE(ErrorKind.CONFLICT),
  DG_INFORMATION_SYSTEM_IN_USE(ErrorKind.CONFLICT),
  DG_CRAWLER_INSTANCE_HAS_ASSETS(ErrorKind.CONFLICT),
  DG_NUMBER_OUT_OF_RANGE(ErrorKind.BAD_INPUT),
  DG_ETALON_ID_INVALID(ErrorKind.BAD_INPUT),
  DG_ASSET_RELATION_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_ASSET_ACCESS_DENIED(ErrorKind.FORBIDDEN);

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
