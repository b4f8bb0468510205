package org.platform.testpeers;

import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.SecurityContext;
import java.io.IOException;
import java.net.ServerSocket;
import java.security.KeyPairGenerator;
import java.security.interfaces.RSAPrivateKey;
import java.security.interfaces.RSAPublicKey;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.context.logging.LoggingApplicationListener;
import org.springframework.boot.security.autoconfigure.web.servlet.SecurityFilterAutoConfiguration;
import org.springframework.boot.tomcat.autoconfigure.servlet.TomcatServletWebServerAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.config.annotation.web.configuration.OAuth2AuthorizationServerConfiguration;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.core.oidc.OidcScopes;
import org.springframework.security.oauth2.core.oidc.endpoint.OidcParameterNames;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.settings.AuthorizationServerSettings;
import org.springframework.security.oauth2.server.authorization.settings.ClientSettings;
import org.springframework.security.oauth2.server.authorization.token.JwtEncodingContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenCustomizer;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;

/**
 * An OpenID Connect provider for the tests and the README: Spring Authorization Server on its own
 * port, with one confidential client and users whose claims (names, e-mail, groups) the caller sets
 * and may change between sign-ins. Users sign in with a plain form ({@code username}, {@code
 * password}); consent is not asked.
 *
 * <p>Run on its own: {@code OidcProvider <port> <redirect uri>} with users {@code alice} (group
 * {@code mdm-stewards}) and {@code bob} (no group), passwords {@code alice-pw} and {@code bob-pw}.
 */
public final class OidcProvider implements AutoCloseable {

  public static final String CLIENT_ID = "platform-mdm";
  public static final String CLIENT_SECRET = "platform-mdm-secret";

  /** A user of the provider: its password and the claims its ID token carries. */
  public record Account(String password, Map<String, Object> claims) {}

  private final int port;
  private final Map<String, Account> accounts = new ConcurrentHashMap<>();
  private final Set<String> redirectUris = new CopyOnWriteArraySet<>();
  private final ConfigurableApplicationContext context;

  private OidcProvider(int port) {
    this.port = port;
    SpringApplicationBuilder builder =
        new SpringApplicationBuilder(Peer.class)
            .web(WebApplicationType.SERVLET)
            .properties(
                "server.port=" + port,
                "spring.config.name=oidc-provider-peer",
                "spring.main.banner-mode=off",
                "spring.main.register-shutdown-hook=false")
            .initializers(
                c -> c.getBeanFactory().registerSingleton("oidcProviderPeer", OidcProvider.this));
    org.springframework.boot.SpringApplication application = builder.build();
    // The tests' own logging stays as it is.
    application.setListeners(
        application.getListeners().stream()
            .filter(l -> !(l instanceof LoggingApplicationListener))
            .toList());
    this.context = application.run();
  }

  /** Starts a provider on a free port of this machine. */
  public static OidcProvider start() {
    int free;
    try (ServerSocket socket = new ServerSocket(0)) {
      free = socket.getLocalPort();
    } catch (IOException e) {
      throw new IllegalStateException("no free port", e);
    }
    return new OidcProvider(free);
  }

  public static OidcProvider start(int port) {
    return new OidcProvider(port);
  }

  public String issuer() {
    return "http://localhost:" + port;
  }

  /** Lets the client be sent back to this address (the platform's login address). */
  public OidcProvider allowRedirect(String uri) {
    redirectUris.add(uri);
    return this;
  }

  /** Adds (or replaces) a user; its name is its {@code sub} and {@code preferred_username}. */
  public OidcProvider user(String name, String password, Map<String, Object> claims) {
    Map<String, Object> all = new ConcurrentHashMap<>(claims);
    all.putIfAbsent("preferred_username", name);
    accounts.put(name, new Account(password, all));
    return this;
  }

  /** Changes a user's claim; the next ID token carries the new value. */
  public void claim(String name, String claim, Object value) {
    accounts.get(name).claims().put(claim, value);
  }

  public void remove(String name) {
    accounts.remove(name);
  }

  @Override
  public void close() {
    context.close();
  }

  /**
   * Adds the README's users: {@code alice} (password {@code alice-pw}, Alice Moreau, group {@code
   * mdm-stewards}) and {@code bob} ({@code bob-pw}, Bob Lee, no group).
   */
  public OidcProvider withDemoUsers() {
    user(
        "alice",
        "alice-pw",
        Map.of(
            "given_name", "Alice",
            "family_name", "Moreau",
            "email", "alice@example.com",
            "groups", List.of("mdm-stewards")));
    user("bob", "bob-pw", Map.of("name", "Bob Lee", "groups", List.of()));
    return this;
  }

  /** {@code OidcProvider <port> <redirect uri>...}: runs until the process is stopped. */
  public static void main(String[] args) {
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 9000;
    OidcProvider p = start(port).withDemoUsers();
    for (int i = 1; i < args.length; i++) {
      p.allowRedirect(args[i]);
    }
    System.out.println("OpenID Connect provider at " + p.issuer() + " for " + p.redirectUris);
  }

  /** The provider's application: only the servlet container and Spring Security. */
  @Configuration(proxyBeanMethods = false)
  @EnableWebSecurity
  @ImportAutoConfiguration({
    TomcatServletWebServerAutoConfiguration.class,
    DispatcherServletAutoConfiguration.class,
    SecurityFilterAutoConfiguration.class
  })
  static class Peer {

    @Bean
    @Order(1)
    SecurityFilterChain protocol(HttpSecurity http) throws Exception {
      http.oauth2AuthorizationServer(
              server -> {
                http.securityMatcher(server.getEndpointsMatcher());
                server.oidc(Customizer.withDefaults());
              })
          .authorizeHttpRequests(a -> a.anyRequest().authenticated())
          .oauth2ResourceServer(r -> r.jwt(Customizer.withDefaults()))
          .exceptionHandling(
              e ->
                  e.defaultAuthenticationEntryPointFor(
                      new LoginUrlAuthenticationEntryPoint("/login"),
                      PathPatternRequestMatcher.pathPattern("/oauth2/authorize")));
      return http.build();
    }

    @Bean
    @Order(2)
    SecurityFilterChain signIn(HttpSecurity http) throws Exception {
      http.authorizeHttpRequests(a -> a.anyRequest().authenticated())
          .formLogin(Customizer.withDefaults())
          .csrf(c -> c.disable());
      return http.build();
    }

    @Bean
    UserDetailsService users(OidcProvider peer) {
      return name -> {
        Account a = peer.accounts.get(name);
        if (a == null) {
          throw new UsernameNotFoundException(name);
        }
        return User.withUsername(name).password("{noop}" + a.password()).roles("USER").build();
      };
    }

    @Bean
    RegisteredClientRepository clients(OidcProvider peer) {
      return new RegisteredClientRepository() {
        @Override
        public void save(RegisteredClient client) {
          // The one client is made anew at each read (it re-saves it to upgrade the secret's
          // encoding): nothing to keep.
        }

        @Override
        public RegisteredClient findById(String id) {
          return CLIENT_ID.equals(id) ? client() : null;
        }

        @Override
        public RegisteredClient findByClientId(String clientId) {
          return CLIENT_ID.equals(clientId) ? client() : null;
        }

        private RegisteredClient client() {
          return RegisteredClient.withId(CLIENT_ID)
              .clientId(CLIENT_ID)
              .clientSecret("{noop}" + CLIENT_SECRET)
              .clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_BASIC)
              .authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
              .redirectUris(uris -> uris.addAll(peer.redirectUris))
              .scope(OidcScopes.OPENID)
              .scope(OidcScopes.PROFILE)
              .scope(OidcScopes.EMAIL)
              .clientSettings(ClientSettings.builder().requireAuthorizationConsent(false).build())
              .build();
        }
      };
    }

    /** The ID token carries the user's claims as the caller set them. */
    @Bean
    OAuth2TokenCustomizer<JwtEncodingContext> claims(OidcProvider peer) {
      return context -> {
        if (OidcParameterNames.ID_TOKEN.equals(context.getTokenType().getValue())) {
          Account a = peer.accounts.get(context.getPrincipal().getName());
          if (a != null) {
            a.claims().forEach((name, value) -> context.getClaims().claim(name, value));
          }
        }
      };
    }

    @Bean
    JWKSource<SecurityContext> keys() throws Exception {
      KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
      generator.initialize(2048);
      var pair = generator.generateKeyPair();
      RSAKey key =
          new RSAKey.Builder((RSAPublicKey) pair.getPublic())
              .privateKey((RSAPrivateKey) pair.getPrivate())
              .keyID(UUID.randomUUID().toString())
              .build();
      return new ImmutableJWKSet<>(new JWKSet(key));
    }

    @Bean
    JwtDecoder accessTokens(JWKSource<SecurityContext> keys) {
      return OAuth2AuthorizationServerConfiguration.jwtDecoder(keys);
    }

    @Bean
    AuthorizationServerSettings settings(OidcProvider peer) {
      return AuthorizationServerSettings.builder().issuer(peer.issuer()).build();
    }
  }
}
