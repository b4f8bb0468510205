package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.ExternalUser;
import org.platform.mdm.core.login.AuthenticationService;
import org.platform.mdm.core.login.LoginResult;
import org.platform.mdm.core.sso.IdentityProviders;
import org.platform.mdm.core.sso.OAuth2SignIns;
import org.platform.mdm.core.sso.SsoSettings;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.PublicEndpoint;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;
import org.springframework.web.util.WebUtils;

/**
 * Single sign-on through an OpenID Connect provider ({@code GET login?source=oauth2}), and what the
 * login page offers besides its form.
 */
@Tag(
    name = "Authentication",
    description = "Log in for a token, log out, and see who you are and what you may do.")
@RestController
@RequestMapping("/api/v2/core/authentication")
class SingleSignOnController {

  private final AuthenticationService authentication;
  private final OAuth2SignIns signIns;
  private final IdentityProviders providers;
  private final SsoSettings sso;
  private final ErrorResponses errors;
  private final org.platform.mdm.core.ClientAddresses addresses;

  SingleSignOnController(
      AuthenticationService authentication,
      OAuth2SignIns signIns,
      IdentityProviders providers,
      SsoSettings sso,
      ErrorResponses errors,
      org.platform.mdm.core.ClientAddresses addresses) {
    this.addresses = addresses;
    this.authentication = authentication;
    this.signIns = signIns;
    this.providers = providers;
    this.sso = sso;
    this.errors = errors;
  }

  record SsoProviderRO(@NotNull String registrationId, String displayName) {}

  record SsoRO(
      @NotNull Details details,
      @Schema(description = "The customer setting SSO_BUTTON_ENABLED: show the sign-on button.")
          boolean ssoButtonEnabled,
      @NotNull
          @Schema(
              description =
                  "The setting ssoType: `oauth2` starts the OAuth 2.0 sign-in with a provider;"
                      + " empty logs in with empty strings, which Kerberos answers.")
          String ssoType,
      @NotNull @Schema(description = "The enabled identity providers, to sign in with.")
          List<SsoProviderRO> providers) {}

  @PublicEndpoint
  @GetMapping("/login")
  @Operation(
      operationId = "loginWithSource",
      summary = "Sign in through a source: OAuth 2.0 / OpenID Connect",
      description =
          "With `source=oauth2` and no `code`, `state` or `error`: starts the sign-in and answers"
              + " 302 to the identity provider (the only enabled one, or `registrationId`), with a"
              + " cookie of the sign-in (`MDM_SSO_…`, HttpOnly, ten minutes): the answer is taken"
              + " only from the browser that started, so that nobody signs another's browser in as"
              + " himself. The"
              + " provider sends the browser back here with `code` and `state` (or `error`): the"
              + " sign-in is finished, the user created or brought up to date from its claims"
              + " (an external user whose roles follow the provider's claim mapping), and the"
              + " platform token answered. A state is taken once: a replayed, made-up or expired"
              + " one (ten minutes) is refused. A browser (`Accept: text/html`) is sent on to the"
              + " UI with 303 instead, the token in the address's fragment (`/ui/#sso-token=…`),"
              + " or the reason of a failure (`/ui/#sso-error=…`). The address the provider"
              + " sends back to is `com.platform.mdm.rest.v1.oauth2.redirect.address` when set"
              + " (env OAUTH2_REDIRECT_ADDRESS), else this login address of the request.")
  @ApiResponse(
      responseCode = "200",
      description = "The sign-in is finished: the platform token, as `POST login` answers it.",
      content =
          @Content(
              mediaType = "application/json",
              schema = @Schema(implementation = AuthenticationController.LoginResponseRO.class)))
  @ApiResponse(
      responseCode = "302",
      description = "To the identity provider's authorization endpoint.",
      headers = @Header(name = "Location", schema = @Schema(type = "string")))
  @ApiResponse(
      responseCode = "303",
      description = "A browser: on to the UI with the token, or the failure, in the fragment.",
      headers = @Header(name = "Location", schema = @Schema(type = "string")))
  @ErrorAnswer(
      status = 400,
      description =
          "An unknown source, or several providers enabled and no `registrationId` given.")
  @ErrorAnswer(
      status = 401,
      description =
          "The sign-in failed (the reason is in the answer): the state is unknown, used or"
              + " expired; the provider answered an error; the code, the ID token or the claims do"
              + " not hold; the provider cannot be reached (`CORE_SSO_PROVIDER_UNREACHABLE`, naming"
              + " it); or the user may not log in from"
              + " there (a local user of that name, deactivated, another source's).")
  @ErrorAnswer(status = 404, description = "No enabled identity provider of that registrationId.")
  ResponseEntity<AuthenticationController.LoginResponseRO> loginWithSource(
      @Parameter(description = "The sign-in source: `oauth2`.") @RequestParam(required = false)
          String source,
      @Parameter(description = "The identity provider; absent: the only enabled one.")
          @RequestParam(required = false)
          String registrationId,
      @Parameter(description = "Added by the identity provider.") @RequestParam(required = false)
          String code,
      @Parameter(description = "Added by the identity provider.") @RequestParam(required = false)
          String state,
      @Parameter(description = "Added by the identity provider instead of a code.")
          @RequestParam(required = false)
          String error,
      @Parameter(description = "Added by the identity provider with an error.")
          @RequestParam(name = "error_description", required = false)
          String errorDescription,
      @Parameter(description = "Taken for compatibility; answers follow Accept-Language.")
          @RequestParam(required = false)
          String locale,
      @Parameter(
              description =
                  "Given by the UI when it starts a sign-in, and handed back to it beside the"
                      + " token (`&ui=…` in the fragment), so that it takes only a token of a"
                      + " sign-in it started.")
          @RequestParam(name = "ui", required = false)
          String uiNonce,
      HttpServletRequest http) {
    boolean browser = browser(http);
    OAuth2SignIns.Pending pending = null;
    try {
      if (!"oauth2".equals(source)) {
        throw new PlatformException(
            CoreErrors.CORE_SSO_SOURCE_UNKNOWN, String.valueOf(source), "oauth2");
      }
      if (code == null && state == null && error == null) {
        String login =
            ServletUriComponentsBuilder.fromContextPath(http)
                .path(SsoSettings.LOGIN_PATH)
                .toUriString();
        OAuth2SignIns.Started started = signIns.start(registrationId, login, uiNonce);
        return ResponseEntity.status(HttpStatus.FOUND)
            .location(URI.create(started.location()))
            .header(
                HttpHeaders.SET_COOKIE,
                cookie(started.cookieName(), started.browserKey(), 600, http))
            .build();
      }
      pending =
          signIns.take(
              state,
              name -> {
                jakarta.servlet.http.Cookie c = WebUtils.getCookie(http, name);
                return c == null ? null : c.getValue();
              });
      ExternalUser user = signIns.finish(pending, code, error, errorDescription);
      LoginResult result = authentication.login(user, addresses.of(http));
      String forget = cookie(OAuth2SignIns.cookieName(state), "", 0, http);
      if (browser) {
        return toUi(
            forget,
            http,
            "sso-token="
                + result.token()
                + "&expiresAt="
                + URLEncoder.encode(result.expiresAt().toString(), StandardCharsets.UTF_8)
                + ui(pending));
      }
      return ResponseEntity.ok()
          .header(HttpHeaders.SET_COOKIE, forget)
          .body(AuthenticationController.answer(result));
    } catch (PlatformException e) {
      if (!browser) {
        throw e;
      }
      String why = errors.body(http, e.problems()).details().error().get(0).externalMessage();
      // A start that failed (the provider cannot be reached, …) hands back the nonce the UI gave
      // with it, so that the UI shows why; an answer, only the nonce of the sign-in it finishes.
      boolean starting = code == null && state == null && error == null;
      String back = pending != null ? pending.uiNonce() : starting ? uiNonce : null;
      return toUi(
          state == null ? null : cookie(OAuth2SignIns.cookieName(state), "", 0, http),
          http,
          "sso-error=" + URLEncoder.encode(why, StandardCharsets.UTF_8) + ui(back));
    }
  }

  @PublicEndpoint
  @GetMapping("/sso")
  @Operation(
      operationId = "getSingleSignOn",
      summary = "What the login page offers: the sign-on button and the identity providers")
  SsoRO singleSignOn() {
    return new SsoRO(
        Details.empty(),
        sso.buttonEnabled(),
        sso.ssoType(),
        providers.enabled().stream()
            .map(v -> new SsoProviderRO(v.id(), v.configuration().displayName()))
            .toList());
  }

  /** The UI's nonce of the sign-in, for the fragment; empty when it gave none. */
  private static String ui(OAuth2SignIns.Pending pending) {
    return ui(pending == null ? null : pending.uiNonce());
  }

  private static String ui(String uiNonce) {
    return uiNonce == null ? "" : "&ui=" + URLEncoder.encode(uiNonce, StandardCharsets.UTF_8);
  }

  /**
   * The cookie that ties a sign-in to the browser that started it (max age 0 removes it): secure
   * when the request or the redirect address is https (a proxy may end TLS before this server).
   */
  private String cookie(String name, String key, long maxAge, HttpServletRequest http) {
    String redirect = sso.redirectAddress();
    return ResponseCookie.from(name, key)
        .path(SsoSettings.LOGIN_PATH)
        .httpOnly(true)
        .secure(http.isSecure() || (redirect != null && redirect.startsWith("https:")))
        .sameSite("Lax")
        .maxAge(maxAge)
        .build()
        .toString();
  }

  /** A navigation of a browser rather than a call of a program. */
  private static boolean browser(HttpServletRequest http) {
    String accept = http.getHeader("Accept");
    return accept != null && accept.contains("text/html");
  }

  /**
   * On to the UI: a relative address, so that the browser stays on the host and scheme it sees
   * (behind a proxy that ends TLS, this server's own would be http).
   */
  private static ResponseEntity<AuthenticationController.LoginResponseRO> toUi(
      String cookie, HttpServletRequest http, String fragment) {
    ResponseEntity.BodyBuilder answer =
        ResponseEntity.status(HttpStatus.SEE_OTHER)
            .location(URI.create(http.getContextPath() + "/ui/#" + fragment));
    if (cookie != null) {
      answer.header(HttpHeaders.SET_COOKIE, cookie);
    }
    return answer.build();
  }
}
