package org.platform.mdm.system;

/** Error codes of the system module: the framework's own refusals and the settings registry. */
public enum SystemErrors implements ErrorCode {
  SYSTEM_MALFORMED_BODY(ErrorKind.BAD_INPUT),
  SYSTEM_INVALID_FIELD(ErrorKind.BAD_INPUT),
  SYSTEM_MISSING_PARAMETER(ErrorKind.BAD_INPUT),
  SYSTEM_INVALID_PARAMETER(ErrorKind.BAD_INPUT),
  SYSTEM_MISSING_BODY(ErrorKind.BAD_INPUT),
  SYSTEM_MALFORMED_MULTIPART(ErrorKind.BAD_INPUT),
  SYSTEM_BODY_TOO_COMPLEX(ErrorKind.BAD_INPUT),
  SYSTEM_BODY_TOO_LARGE(ErrorKind.PAYLOAD_TOO_LARGE),
  SYSTEM_INVALID_PATH(ErrorKind.BAD_INPUT),
  SYSTEM_INVALID_CONTENT_TYPE(ErrorKind.BAD_INPUT),
  SYSTEM_BAD_REQUEST(ErrorKind.BAD_INPUT),
  SYSTEM_UNKNOWN_FIELD(ErrorKind.BAD_INPUT),
  SYSTEM_NUL_CHARACTER(ErrorKind.BAD_INPUT),
  SYSTEM_INVALID_VALUE(ErrorKind.BAD_INPUT),
  SYSTEM_UNAUTHORIZED(ErrorKind.UNAUTHORIZED),
  SYSTEM_FORBIDDEN(ErrorKind.FORBIDDEN),
  SYSTEM_ROUTE_NOT_FOUND(ErrorKind.NOT_FOUND),
  SYSTEM_METHOD_NOT_ALLOWED(ErrorKind.METHOD_NOT_ALLOWED),
  SYSTEM_NOT_ACCEPTABLE(ErrorKind.NOT_ACCEPTABLE),
  SYSTEM_UNSUPPORTED_MEDIA_TYPE(ErrorKind.UNSUPPORTED_MEDIA_TYPE),
  SYSTEM_CONCURRENT_CHANGE(ErrorKind.CONFLICT),
  SYSTEM_INTERNAL_ERROR(ErrorKind.INTERNAL),
  SYSTEM_PARAMETER_UNKNOWN(ErrorKind.NOT_FOUND),
  SYSTEM_PARAMETER_NOT_EDITABLE(ErrorKind.BAD_INPUT),
  SYSTEM_PARAMETER_INVALID_VALUE(ErrorKind.BAD_INPUT),
  SYSTEM_PARAMETER_DUPLICATE(ErrorKind.BAD_INPUT);

  public static final String MODULE_ID = "org.platform.mdm.system";

  private final ErrorKind kind;

  SystemErrors(ErrorKind kind) {
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
