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
  DP_LIBRARY_IN_USE(ErrorKind.CONFLICT),
  /** {0} the register or reference set chosen. */
  DP_NOTHING_CONFIDENTIAL(ErrorKind.BAD_INPUT),
  /** {0} the register or reference set chosen. */
  DP_TARGET_REQUIRED(ErrorKind.BAD_INPUT),
  /** {0} the source, {1} the target. */
  DP_TARGET_KIND(ErrorKind.BAD_INPUT),
  /** {0} the target, {1} the sources or the source it is. */
  DP_TARGET_CONFLICT(ErrorKind.BAD_INPUT),
  /** {0} the source, {1} the target, {2} the attribute, {3} its type as the source has it. */
  DP_TARGET_ATTRIBUTE(ErrorKind.BAD_INPUT),
  /** {0} the relation, {1} the register it starts at, {2} the copy needed (from → to, type). */
  DP_TARGET_RELATION(ErrorKind.BAD_INPUT),
  /** {0} the name mapped, {1} the registers and relations that may be. */
  DP_TARGET_UNUSED(ErrorKind.BAD_INPUT),
  /** {0} the parameter a copy needs and a run in place does not take. */
  DP_IN_PLACE_COPY(ErrorKind.BAD_INPUT),
  DP_SOURCE_SYSTEM_REQUIRED(ErrorKind.BAD_INPUT),
  /**
   * {0} the register, reference set or classifier, {1} the run that depersonalized it in place, {2}
   * when, {3} the parameter that asks for it again.
   */
  DP_ALREADY_DEPERSONALIZED(ErrorKind.BAD_INPUT),
  /** {0} the classifier, {1} the registers and reference sets it is assigned to. */
  DP_CLASSIFIER_NOT_COPIED(ErrorKind.BAD_INPUT),
  /** {0} the classifier, {1} the copy, {2} the register or reference set copied. */
  DP_TARGET_NOT_CLASSIFIED(ErrorKind.BAD_INPUT);

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
