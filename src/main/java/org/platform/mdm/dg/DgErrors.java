package org.platform.mdm.dg;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/**
 * Error codes of the data governance module. Texts: {@code i18n/dg.properties} and {@code
 * i18n/dg_ru.properties}.
 */
public enum DgErrors implements ErrorCode {
  DG_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  // The catalog: relations, next level, has-relations, lineage, search.
  DG_NUMBER_OUT_OF_RANGE(ErrorKind.BAD_INPUT),
  DG_ETALON_ID_INVALID(ErrorKind.BAD_INPUT),
  DG_ASSET_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_ASSET_RELATION_UNKNOWN(ErrorKind.BAD_INPUT),
  DG_ASSET_NOT_FOUND(ErrorKind.NOT_FOUND),
  DG_INFORMATION_SYSTEM_NOT_FOUND(ErrorKind.NOT_FOUND),
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
