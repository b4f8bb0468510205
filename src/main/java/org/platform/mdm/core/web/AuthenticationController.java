package org.platform.mdm.core.web;

import jakarta.servlet.http.HttpServletRequest;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.AuthenticationService;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.LoginResult;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.PublicEndpoint;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Login, logout and "who am I". */
@RestController
@RequestMapping("/api/v2/core/authentication")
class AuthenticationController {

  private final AuthenticationService authentication;

  AuthenticationController(AuthenticationService authentication) {
    this.authentication = authentication;
  }

  record LoginRequestRO(String userName, String password) {}

  record LoginResponseRO(
      Details details,
      String token,
      OffsetDateTime tokenExpiresAt,
      String userName,
      String fullName,
      String email,
      String locale,
      List<String> roles,
      boolean admin,
      List<RightsRO> rights) {}

  record LogoutResponseRO(Details details, boolean success) {}

  record CurrentUserRO(
      Details details,
      String userName,
      String fullName,
      String email,
      String locale,
      List<String> roles,
      boolean admin,
      List<RightsRO> rights) {}

  @PublicEndpoint
  @PostMapping("/login")
  LoginResponseRO login(@RequestBody LoginRequestRO request) {
    LoginResult result = authentication.login(request.userName(), request.password());
    PlatformUser user = result.user();
    return new LoginResponseRO(
        Details.empty(),
        result.token(),
        result.expiresAt(),
        user.userName(),
        user.fullName(),
        user.email(),
        user.locale(),
        user.roles(),
        user.fullAccess(),
        RightsRO.of(user.rights()));
  }

  /** Ends the session of the token the request carries; Basic requests have none to end. */
  @AnyUser
  @PostMapping("/logout")
  LogoutResponseRO logout(HttpServletRequest request) {
    String header = request.getHeader("Authorization");
    if (header != null && header.regionMatches(true, 0, "Bearer ", 0, 7)) {
      authentication.logout(header.substring(7).trim());
    }
    return new LogoutResponseRO(Details.empty(), true);
  }

  @AnyUser
  @GetMapping("/current-user")
  CurrentUserRO currentUser() {
    PlatformUser user = CurrentUser.get();
    return new CurrentUserRO(
        Details.empty(),
        user.userName(),
        user.fullName(),
        user.email(),
        user.locale(),
        user.roles(),
        user.fullAccess(),
        RightsRO.of(user.rights()));
  }
}
