package org.platform.mdm.core.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.login.AuthenticationService;
import org.platform.mdm.core.sso.KerberosSignIn;
import org.platform.mdm.system.PlatformException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Authenticates a request by {@code Authorization: Bearer <token>}, HTTP Basic or a Kerberos ticket
 * ({@code Negotiate}, when Kerberos sign-on is set up). Credentials that do not check out leave the
 * request anonymous and note why, so that the 401 answer can say whether the token expired, the
 * password was wrong or the ticket was refused.
 */
class ApiAuthenticationFilter extends OncePerRequestFilter {

  static final String FAILURE = ApiAuthenticationFilter.class.getName() + ".failure";

  private final AuthenticationService authentication;
  private final KerberosSignIn kerberos;
  private final org.platform.mdm.core.ClientAddresses addresses;

  ApiAuthenticationFilter(
      AuthenticationService authentication,
      KerberosSignIn kerberos,
      org.platform.mdm.core.ClientAddresses addresses) {
    this.addresses = addresses;
    this.authentication = authentication;
    this.kerberos = kerberos;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String header = request.getHeader("Authorization");
    if (header != null) {
      Optional<PlatformUser> user = authenticate(header.trim(), request, response);
      user.ifPresent(
          u ->
              SecurityContextHolder.getContext()
                  .setAuthentication(
                      UsernamePasswordAuthenticationToken.authenticated(u, null, List.of())));
    }
    try {
      chain.doFilter(request, response);
    } finally {
      SecurityContextHolder.clearContext();
    }
  }

  private Optional<PlatformUser> authenticate(
      String header, HttpServletRequest request, HttpServletResponse response) {
    if (startsWithIgnoreCase(header, "Bearer ")) {
      Optional<PlatformUser> user = authentication.byToken(header.substring(7).trim());
      if (user.isEmpty()) {
        request.setAttribute(FAILURE, CoreErrors.CORE_TOKEN_INVALID);
      }
      return user;
    }
    if (startsWithIgnoreCase(header, "Basic ")) {
      Optional<PlatformUser> user = basic(header.substring(6).trim(), addresses.of(request));
      if (user.isEmpty()) {
        request.setAttribute(FAILURE, CoreErrors.CORE_AUTHENTICATION_FAILED);
      }
      return user;
    }
    if (KerberosSignIn.negotiates(header)) {
      return negotiate(request, response);
    }
    return Optional.empty();
  }

  /** A Kerberos ticket, checked on each request as a password is; its answer token goes back. */
  private Optional<PlatformUser> negotiate(
      HttpServletRequest request, HttpServletResponse response) {
    KerberosSignIn.SignedIn signedIn;
    try {
      signedIn = kerberos.signIn(request);
    } catch (PlatformException refused) {
      request.setAttribute(FAILURE, refused.problems().get(0));
      return Optional.empty();
    }
    Optional<PlatformUser> user = authentication.verify(signedIn.user());
    if (user.isEmpty()) {
      request.setAttribute(FAILURE, CoreErrors.CORE_AUTHENTICATION_FAILED);
    } else if (signedIn.answer() != null) {
      response.setHeader("WWW-Authenticate", KerberosSignIn.NEGOTIATE + " " + signedIn.answer());
    }
    return user;
  }

  private Optional<PlatformUser> basic(String encoded, String address) {
    String decoded;
    try {
      decoded = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
    int colon = decoded.indexOf(':');
    if (colon < 0) {
      return Optional.empty();
    }
    return authentication.verify(
        decoded.substring(0, colon), decoded.substring(colon + 1), address, false);
  }

  private static boolean startsWithIgnoreCase(String text, String prefix) {
    return text.regionMatches(true, 0, prefix, 0, prefix.length());
  }
}
