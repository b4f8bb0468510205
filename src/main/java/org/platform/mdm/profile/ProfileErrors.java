package org.platform.mdm.profile;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/**
 * Error codes of the profiling module. Texts: {@code i18n/profile.properties} and {@code
 * i18n/profile_ru.properties}.
 */
public enum ProfileErrors implements ErrorCode {
  PROFILE_NOT_FOUND(ErrorKind.NOT_FOUND),
  PROFILE_NONE_OF_ENTITY(ErrorKind.NOT_FOUND),
  PROFILE_PARAMETER_INVALID(ErrorKind.BAD_INPUT),
  PROFILE_ASSET_UNKNOWN(ErrorKind.NOT_FOUND),
  PROFILE_SUBJECT_AMBIGUOUS(ErrorKind.BAD_INPUT);

  /** The module's id in the error envelope: the spec's id of data profiling. */
  public static final String MODULE_ID = "com.platform.mdm.hpe.job.profile.data";

  private final ErrorKind kind;

  ProfileErrors(ErrorKind kind) {
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
