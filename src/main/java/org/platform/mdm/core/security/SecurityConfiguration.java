package org.platform.mdm.core.security;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.login.AuthenticationService;
import org.platform.mdm.core.sso.KerberosSignIn;
import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.SystemErrors;
import org.springdoc.core.customizers.GlobalOperationCustomizer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.webmvc.autoconfigure.WebMvcRegistrations;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.authorization.AuthenticatedAuthorizationManager;
import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.authorization.AuthorizationManager;
import org.springframework.security.authorization.AuthorizationResult;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.intercept.RequestAuthorizationContext;
import org.springframework.security.web.authentication.AnonymousAuthenticationFilter;
import org.springframework.security.web.firewall.HttpFirewall;
import org.springframework.security.web.firewall.RequestRejectedHandler;
import org.springframework.security.web.firewall.StrictHttpFirewall;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * Stateless API security: no sessions, no cookies (so no CSRF), Bearer tokens, HTTP Basic or
 * Kerberos tickets. Only login, health, the API documentation and the web UI's files answer without
 * credentials. 401 and 403 carry the envelope like every other error.
 */
@Configuration(proxyBeanMethods = false)
class SecurityConfiguration implements WebMvcConfigurer {

  /** The one rights check, asked by the interceptor and by the request mappings. */
  private final RightsInterceptor rights = new RightsInterceptor();

  /**
   * What answers without credentials besides the endpoints declared {@code @PublicEndpoint}:
   * health, the documentation's assets, and the web UI's files (the UI logs in through the API,
   * whose every call needs the token).
   */
  static final String[] PUBLIC_RESOURCES = {
    "/actuator/health",
    "/actuator/health/**",
    "/v3/api-docs/**",
    "/swagger-ui/**",
    "/error",
    "/",
    "/ui",
    "/ui/**"
  };

  /**
   * Spring Security's firewall, letting escaped slashes (one or several in a row) and an escaped
   * percent sign through (Tomcat passes an escaped slash on escaped, see the system module's
   * container configuration, so the decoded path holds a percent sign too), and the unicode line
   * and paragraph separators: external ids may hold them all. NUL, backslashes, semicolons, CR and
   * LF, an empty segment ({@code //}) and {@code .} or {@code ..} segments stay refused.
   */
  @Bean
  HttpFirewall httpFirewall() {
    StrictHttpFirewall firewall = new StrictHttpFirewall();
    firewall.setAllowUrlEncodedSlash(true);
    firewall.setAllowUrlEncodedPercent(true);
    firewall.setAllowUrlEncodedLineSeparator(true);
    firewall.setAllowUrlEncodedParagraphSeparator(true);
    // Escaped slashes in a row stay one segment's text (Tomcat passes them on escaped): an id
    // like a//b. A raw "//" (an empty segment) stays refused.
    for (String doubled : List.of("%2F%2F", "%2f%2f", "%2F%2f", "%2f%2F")) {
      firewall.getEncodedUrlBlocklist().remove(doubled);
      firewall.getDecodedUrlBlocklist().remove(doubled);
    }
    return firewall;
  }

  @Bean
  SecurityFilterChain apiSecurity(
      HttpSecurity http,
      AuthenticationService authentication,
      KerberosSignIn kerberos,
      org.platform.mdm.core.ClientAddresses addresses,
      ErrorResponses errors,
      @Qualifier("requestMappingHandlerMapping")
          ObjectProvider<RequestMappingHandlerMapping> mappings)
      throws Exception {
    http.csrf(AbstractHttpConfigurer::disable)
        .httpBasic(AbstractHttpConfigurer::disable)
        .formLogin(AbstractHttpConfigurer::disable)
        .logout(AbstractHttpConfigurer::disable)
        .requestCache(AbstractHttpConfigurer::disable)
        .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
        .addFilterBefore(
            new ApiAuthenticationFilter(authentication, kerberos, addresses),
            AnonymousAuthenticationFilter.class)
        .authorizeHttpRequests(
            a ->
                a.requestMatchers(PUBLIC_RESOURCES)
                    .permitAll()
                    .anyRequest()
                    .access(authenticatedOrPublic(new PublicEndpointMatcher(mappings))))
        .exceptionHandling(
            e ->
                e.authenticationEntryPoint(
                        (request, response, ex) ->
                            errors.write(request, response, failure(request)))
                    .accessDeniedHandler(
                        (request, response, ex) ->
                            errors.write(
                                request,
                                response,
                                Problem.of(
                                    CoreErrors.CORE_ACCESS_DENIED,
                                    request.getRemoteUser(),
                                    "",
                                    request.getRequestURI()))));
    return http.build();
  }

  /**
   * An authenticated request passes; any other only to a {@code @PublicEndpoint}. Finding a
   * request's endpoint costs a handler look-up, so it is done only for requests without a user.
   */
  private static AuthorizationManager<RequestAuthorizationContext> authenticatedOrPublic(
      PublicEndpointMatcher publicEndpoints) {
    AuthorizationManager<RequestAuthorizationContext> authenticated =
        AuthenticatedAuthorizationManager.authenticated();
    return (user, context) -> {
      AuthorizationResult result = authenticated.authorize(user, context);
      if (result != null && result.isGranted()) {
        return result;
      }
      return new AuthorizationDecision(publicEndpoints.matches(context.getRequest()));
    };
  }

  /**
   * The firewall's refusals (a path with {@code ;}, {@code //}, {@code ..}, an encoded slash or
   * percent sign; a header with control characters) answered with the envelope and a 400, instead
   * of a bare status forwarded to the error page.
   */
  @Bean
  RequestRejectedHandler requestRejectedHandler(ErrorResponses errors) {
    return (request, response, rejected) -> {
      String reason = String.valueOf(rejected.getMessage());
      Problem problem =
          reason.contains("HTTP method")
              ? Problem.of(
                  SystemErrors.SYSTEM_METHOD_NOT_ALLOWED,
                  request.getMethod(),
                  "DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT")
              : Problem.of(
                  reason.contains("URL")
                      ? SystemErrors.SYSTEM_INVALID_PATH
                      : SystemErrors.SYSTEM_BAD_REQUEST);
      errors.write(request, response, problem);
    };
  }

  /** The right each operation needs, in the API documentation of every module. */
  @Bean
  GlobalOperationCustomizer rightsInApiDocs() {
    return new RightsApiDocs();
  }

  @Bean
  PasswordEncoder passwordEncoder() {
    // {bcrypt} today; the prefix lets a later release move to argon2 without a reset.
    return PasswordEncoderFactories.createDelegatingPasswordEncoder();
  }

  @Override
  public void addInterceptors(InterceptorRegistry registry) {
    registry.addInterceptor(rights);
  }

  /** The request mappings, which ask for the rights before they refuse a content type. */
  @Bean
  WebMvcRegistrations rightsBeforeMediaTypes() {
    return new WebMvcRegistrations() {
      @Override
      public RequestMappingHandlerMapping getRequestMappingHandlerMapping() {
        return new RightsBeforeMediaTypes(rights);
      }
    };
  }

  private static Problem failure(HttpServletRequest request) {
    Object reason = request.getAttribute(ApiAuthenticationFilter.FAILURE);
    if (reason instanceof Problem problem) {
      return problem;
    }
    return Problem.of(
        reason instanceof ErrorCode code ? code : CoreErrors.CORE_AUTHENTICATION_REQUIRED);
  }
}
