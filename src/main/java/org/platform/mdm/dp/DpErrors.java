package org.platform.mdm.dp;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/**
 * Error codes of the depersonalization module. Texts: {@code i18n/dp.properties} and {@code
 * i18n/dp_ru.properties}.
 */
public enum DpErrors implements ErrorCode {
  DP_LIBRARY_UNKNOWN(ErrorKind.NOT_FOUND),
  DP_LIBRARY_VERSION_UNKNOWN(ErrorKind.NOT_FOUND),
  DP_SIMPLE_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  DP_LIBRARY_FIELD_REQUIRED(ErrorKind.BAD_INPUT),
  DP_LIBRARY_NAME_RESERVED(ErrorKind.BAD_INPUT),
  DP_LIBRARY_NAME_INVALID(ErrorKind.BAD_INPUT),
  DP_LIBRARY_VERSION_INVALID(ErrorKind.BAD_INPUT),
  DP_LIBRARY_TYPE_UNSUPPORTED(ErrorKind.BAD_INPUT),
  DP_LIBRARY_INVALID(ErrorKind.BAD_INPUT),
  DP_FUNCTION_TYPE_UNSUPPORTED(ErrorKind.BAD_INPUT),
  DP_PARAMETER_UNKNOWN(ErrorKind.BAD_INPUT),
  DP_PARAMETER_INVALID(ErrorKind.BAD_INPUT),
  DP_PARAMETER_REQUIRED(ErrorKind.BAD_INPUT),
  DP_FUNCTION_REFUSED(ErrorKind.BAD_INPUT),
  DP_FUNCTION_UNKNOWN(ErrorKind.BAD_INPUT),
  DP_FUNCTION_REQUIRED(ErrorKind.BAD_INPUT),
  DP_FUNCTION_WITHOUT_CONFIDENTIAL(ErrorKind.BAD_INPUT),
  DP_CONFIDENTIAL_NOT_SIMPLE(ErrorKind.BAD_INPUT),
  DP_CONFIDENTIAL_CODE(ErrorKind.BAD_INPUT),
  DP_LIBRARY_IN_USE(ErrorKind.CONFLICT);

  /** The module's id in the error envelope: the spec's id of data depersonalization. */
  public static final String MODULE_ID = "com.platform.mdm.hpe.job.dp.data";

  private final ErrorKind kind;

  DpErrors(ErrorKind kind) {
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
