package org.platform.mdm.notifications;

import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorKind;

/** Error codes of the notifications module. */
public enum NotificationErrors implements ErrorCode {
  NOTIFICATIONS_PAGE_INVALID(ErrorKind.BAD_INPUT),
  NOTIFICATIONS_WEBHOOK_URL_INVALID(ErrorKind.BAD_INPUT),
  NOTIFICATIONS_WEBHOOK_SECRET_REQUIRED(ErrorKind.BAD_INPUT),
  NOTIFICATIONS_WEBHOOK_TYPE_UNKNOWN(ErrorKind.BAD_INPUT),
  NOTIFICATIONS_WEBHOOK_NOT_FOUND(ErrorKind.NOT_FOUND);

  /** The spec's module id. */
  public static final String MODULE_ID = "com.platform.mdm.notifications";

  private final ErrorKind kind;

  NotificationErrors(ErrorKind kind) {
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
