package org.platform.mdm.system;

/** Families of errors; the error mapper turns each family into one HTTP status. */
public enum ErrorKind {
  BAD_INPUT(400),
  UNAUTHORIZED(401),
  FORBIDDEN(403),
  NOT_FOUND(404),
  METHOD_NOT_ALLOWED(405),
  NOT_ACCEPTABLE(406),
  CONFLICT(409),
  PAYLOAD_TOO_LARGE(413),
  UNSUPPORTED_MEDIA_TYPE(415),
  INTERNAL(500);

  private final int status;

  ErrorKind(int status) {
    this.status = status;
  }

  public int status() {
    return status;
  }
}
