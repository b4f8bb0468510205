package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.login.AuthenticationService;
import org.platform.mdm.core.login.LoginResult;
import org.platform.mdm.core.sso.KerberosSignIn;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.PublicEndpoint;
import org.springframework.http.ResponseEntity;
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
  private final KerberosSignIn kerberos;
  private final org.platform.mdm.core.ClientAddresses addresses;

  AuthenticationController(
      AuthenticationService authentication,
      KerberosSignIn kerberos,
      org.platform.mdm.core.ClientAddresses addresses) {
    this.addresses = addresses;
    this.authentication = authentication;
    this.kerberos = kerberos;
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
              + " `org.platform.mdm.core.authentication.token.ttl` (30 minutes by default). An"
              + " empty user name and password (the login page's sign-on button when `ssoType` is"
              + " empty) sign on with Kerberos when it is set up"
              + " (`com.platform.mdm.sso.kerberos.realm.name`, `…keytab.file`,"
              + " `…service.principal`): the request's `Authorization: Negotiate <ticket>` names"
              + " the user, an external user of source `kerberos:<REALM>` made at its first"
              + " sign-on without roles (an administrator gives them, and later sign-ons keep"
              + " them).")
  @ApiResponse(
      responseCode = "200",
      description =
          "Logged in. After a Kerberos sign-on that asked for mutual authentication, the server's"
              + " answer token is in `WWW-Authenticate: Negotiate <token>`.",
      headers =
          @Header(
              name = "WWW-Authenticate",
              description = "`Negotiate <token>` after a Kerberos sign-on, when it has one.",
              schema = @Schema(type = "string")),
      content =
          @Content(
              mediaType = "application/json",
              schema = @Schema(implementation = LoginResponseRO.class)))
  @ErrorAnswer(
      status = 401,
      description =
          "Wrong user name or password, the user is deactivated, or too many failed logins of"
              + " the user name hold its tries back for a while (answered alike, so that a lock"
              + " tells nothing; failures from a client address with many of them are answered"
              + " only after a delay, but never refuse a right password). With an empty user name and password and"
              + " Kerberos set up: no ticket (`CORE_KERBEROS_TICKET_MISSING`, with"
              + " `WWW-Authenticate: Negotiate`, which a browser of the domain answers by sending"
              + " its ticket), a ticket not accepted (`CORE_KERBEROS_TICKET_INVALID`), a principal"
              + " of another realm (`CORE_KERBEROS_REALM`), or a name a local, deactivated or"
              + " another source's user holds (`CORE_AUTHENTICATION_FAILED`).")
  ResponseEntity<LoginResponseRO> login(
      @RequestBody LoginRequestRO request, HttpServletRequest http, HttpServletResponse response) {
    if ("".equals(request.userName()) && "".equals(request.password()) && kerberos.enabled()) {
      return kerberosLogin(http, response);
    }
    return ResponseEntity.ok(
        answer(authentication.login(request.userName(), request.password(), addresses.of(http))));
  }

  private ResponseEntity<LoginResponseRO> kerberosLogin(
      HttpServletRequest http, HttpServletResponse response) {
    KerberosSignIn.SignedIn signedIn;
    try {
      signedIn = kerberos.signIn(http);
    } catch (PlatformException refused) {
      if (refused.problems().get(0).code() == CoreErrors.CORE_KERBEROS_TICKET_MISSING) {
        response.setHeader("WWW-Authenticate", KerberosSignIn.NEGOTIATE);
      }
      throw refused;
    }
    LoginResult result = authentication.login(signedIn.user(), addresses.of(http));
    ResponseEntity.BodyBuilder ok = ResponseEntity.ok();
    if (signedIn.answer() != null) {
      ok.header("WWW-Authenticate", KerberosSignIn.NEGOTIATE + " " + signedIn.answer());
    }
    return ok.body(answer(result));
  }

  static LoginResponseRO answer(LoginResult result) {
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
