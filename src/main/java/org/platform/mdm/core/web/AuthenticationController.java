package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.AuthenticationService;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.LoginResult;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PublicEndpoint;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Login, logout and "who am I". */
@Tag(
    name = "Authentication",
    description = "Log in for a token, log out, and see who you are and what you may do.")
@RestController
@RequestMapping("/api/v2/core/authentication")
class AuthenticationController {

  private final AuthenticationService authentication;

  AuthenticationController(AuthenticationService authentication) {
    this.authentication = authentication;
  }

  record LoginRequestRO(@NotNull String userName, @NotNull String password) {}

  record LoginResponseRO(
      Details details,
      @NotNull String token,
      @NotNull OffsetDateTime tokenExpiresAt,
      @NotNull String userName,
      String fullName,
      String email,
      String locale,
      @NotNull List<String> roles,
      boolean admin,
      @NotNull List<RightsRO> rights) {}

  record LogoutResponseRO(Details details, boolean success) {}

  record CurrentUserRO(
      Details details,
      @NotNull String userName,
      String fullName,
      String email,
      String locale,
      @NotNull List<String> roles,
      boolean admin,
      @NotNull List<RightsRO> rights) {}

  @PublicEndpoint
  @PostMapping("/login")
  @Operation(
      operationId = "login",
      summary = "Log in and get a token",
      description =
          "Checks the user name and password and returns a token to send as `Authorization: Bearer"
              + " <token>`, with the user's roles and rights. The token expires after"
              + " `org.platform.mdm.core.authentication.token.ttl` (30 minutes by default).")
  @ErrorAnswer(
      status = 401,
      description =
          "Wrong user name or password, the user is deactivated, or too many failed logins of"
              + " the user name or from the client address hold tries back for a while (answered"
              + " alike, so that a lock tells nothing).")
  LoginResponseRO login(@RequestBody LoginRequestRO request, HttpServletRequest http) {
    LoginResult result =
        authentication.login(request.userName(), request.password(), http.getRemoteAddr());
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
  @Operation(
      operationId = "logout",
      summary = "Log out: end the token of this request",
      description =
          "Other tokens of the same user stay valid. A request made with HTTP Basic has no token to"
              + " end.")
  LogoutResponseRO logout(HttpServletRequest request) {
    String header = request.getHeader("Authorization");
    if (header != null && header.regionMatches(true, 0, "Bearer ", 0, 7)) {
      authentication.logout(header.substring(7).trim());
    }
    return new LogoutResponseRO(Details.empty(), true);
  }

  @AnyUser
  @GetMapping("/current-user")
  @Operation(
      operationId = "getCurrentUser",
      summary = "Who am I: the calling user with roles and rights")
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
