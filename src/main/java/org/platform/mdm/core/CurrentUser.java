package org.platform.mdm.core;

import java.util.Optional;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/** The user the current request is made by. */
public final class CurrentUser {

  private CurrentUser() {}

  public static Optional<PlatformUser> find() {
    Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
    if (authentication != null && authentication.getPrincipal() instanceof PlatformUser user) {
      return Optional.of(user);
    }
    return Optional.empty();
  }

  /** The current user; a request without one is refused with 401. */
  public static PlatformUser get() {
    return find()
        .orElseThrow(
            () ->
                new org.platform.mdm.system.PlatformException(
                    CoreErrors.CORE_AUTHENTICATION_REQUIRED));
  }
}
