package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.core.login.LoginGuard;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** What failed logins hold against user names and client addresses, and lifting it. */
@Tag(
    name = "Login locks",
    description =
        "Failed logins lock a user name (after growing waits) and slow down the failures of a"
            + " client address; an administrator sees both and lifts either.")
@RestController
@RequestMapping("/api/v2/core/login-locks")
class LoginLockController {

  private final LoginGuard guard;

  LoginLockController(LoginGuard guard) {
    this.guard = guard;
  }

  record LoginLockRO(
      @NotNull @Schema(description = "What the failures are counted against.") LoginGuard.Kind kind,
      @NotNull @Schema(description = "The user name (lower case) or the client address.")
          String name,
      @Schema(description = "Failures counted within the lock duration.") int failures,
      @NotNull OffsetDateTime lastFailure,
      @Schema(description = "A user name: until when it is locked; null when it is not.")
          OffsetDateTime lockedUntil,
      @Schema(
              description =
                  "A user name: until when each try waits after failures (refused as a wrong"
                      + " password before); null when it does not.")
          OffsetDateTime waitUntil,
      @Schema(
              description =
                  "An address: whether its failed tries are answered only after"
                      + " `org.platform.mdm.core.login.address-delay`. Never a lock: a right"
                      + " password of an account that is not held logs in.")
          boolean slowedDown) {

    static LoginLockRO of(LoginGuard.Hold h) {
      return new LoginLockRO(
          h.kind(),
          h.name(),
          h.failures(),
          h.lastFailure(),
          h.lockedUntil(),
          h.waitUntil(),
          h.slowedDown());
    }
  }

  record LoginLocksResponseRO(@NotNull Details details, @NotNull List<LoginLockRO> locks) {}

  record LoginLockLiftedResponseRO(@NotNull Details details, boolean success) {}

  @RequiresRight(resource = SystemResource.USER_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(
      operationId = "listLoginLocks",
      summary = "List the login locks and slow-downs in force",
      description =
          "The user names locked or waiting after failed logins, and the client addresses whose"
              + " failed tries are slowed down, the latest failure first.")
  LoginLocksResponseRO list() {
    return new LoginLocksResponseRO(
        Details.empty(), guard.holds().stream().map(LoginLockRO::of).toList());
  }

  @RequiresRight(resource = SystemResource.USER_MANAGEMENT, right = Right.UPDATE)
  @DeleteMapping("/{kind}/{name}")
  @Operation(
      operationId = "liftLoginLock",
      summary = "Lift a login lock or slow-down",
      description =
          "Forgets the failed logins counted against the user name or client address, so that"
              + " its tries are neither refused nor slowed down; the unlock is an audit event"
              + " (LOGIN_UNLOCK, with `key` user or address).")
  @ErrorAnswer(status = 400, description = "`kind` is neither `user` nor `address`.")
  @ErrorAnswer(
      status = 404,
      description = "No failed login is counted against the user name or address.")
  LoginLockLiftedResponseRO lift(
      @Parameter(description = "`user` or `address`.") @PathVariable String kind,
      @Parameter(description = "The user name or the client address.") @PathVariable String name) {
    LoginGuard.Kind parsed;
    try {
      parsed = LoginGuard.Kind.valueOf(kind.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new PlatformException(CoreErrors.CORE_LOGIN_LOCK_KIND_INVALID, kind);
    }
    if (!guard.lift(parsed, name, CurrentUser.get().userName())) {
      throw new PlatformException(CoreErrors.CORE_LOGIN_LOCK_NOT_FOUND, name);
    }
    return new LoginLockLiftedResponseRO(Details.empty(), true);
  }
}
