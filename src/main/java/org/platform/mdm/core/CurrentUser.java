package org.platform.mdm.core;

import java.util.List;
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

  /**
   * Runs {@code work} as {@code user} (work done on someone's behalf, outside a request of theirs:
   * a process step publishing the draft its author sent), then restores the current user.
   */
  public static <T> T runAs(PlatformUser user, java.util.function.Supplier<T> work) {
    org.springframework.security.core.context.SecurityContext previous =
        SecurityContextHolder.getContext();
    org.springframework.security.core.context.SecurityContext context =
        SecurityContextHolder.createEmptyContext();
    context.setAuthentication(
        org.springframework.security.authentication.UsernamePasswordAuthenticationToken
            .authenticated(user, null, List.of()));
    SecurityContextHolder.setContext(context);
    try {
      return work.get();
    } finally {
      SecurityContextHolder.setContext(previous);
    }
  }
}
