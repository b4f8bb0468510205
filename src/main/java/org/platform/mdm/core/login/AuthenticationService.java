package org.platform.mdm.core.login;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.Optional;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.CoreSettings;
import org.platform.mdm.core.ExternalUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.access.PrincipalCache;
import org.platform.mdm.core.access.PrincipalRepository;
import org.platform.mdm.core.access.UserRepository;
import org.platform.mdm.system.PlatformException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Logs users in and out and tells who a request is made by. Tokens are 256 random bits; only their
 * SHA-256 is stored, so neither the database nor a log holds a usable token.
 */
@Service
public class AuthenticationService {

  private static final org.slf4j.Logger log =
      org.slf4j.LoggerFactory.getLogger(AuthenticationService.class);

  private static final SecureRandom RANDOM = new SecureRandom();

  private final UserRepository users;
  private final PrincipalRepository principals;
  private final PrincipalCache cache;
  private final TokenRepository tokens;
  private final PasswordEncoder passwords;
  private final CoreSettings settings;
  private final LoginGuard guard;
  private final ExternalUsers external;
  private final Clock clock;
  private final String dummyHash;

  AuthenticationService(
      UserRepository users,
      PrincipalRepository principals,
      PrincipalCache cache,
      TokenRepository tokens,
      PasswordEncoder passwords,
      CoreSettings settings,
      LoginGuard guard,
      ExternalUsers external,
      Clock clock) {
    this.guard = guard;
    this.external = external;
    this.users = users;
    this.principals = principals;
    this.cache = cache;
    this.tokens = tokens;
    this.passwords = passwords;
    this.settings = settings;
    this.clock = clock;
    this.dummyHash = passwords.encode("not-a-password-" + RANDOM.nextLong());
  }

  /**
   * Checks the password and issues a token; refuses unknown, inactive or wrong ones alike, and
   * tries the brute-force protection holds back ({@link LoginGuard}).
   */
  // No transaction of its own: the guard writes the try's count and audit in one of its own, so a
  // login holds at most one connection at a time (failing logins in a burst must not drain the
  // pool).
  public LoginResult login(String userName, String password, String clientAddress) {
    PlatformUser user =
        verify(userName, password, clientAddress, true)
            .orElseThrow(() -> new PlatformException(CoreErrors.CORE_AUTHENTICATION_FAILED));
    return issue(user);
  }

  /**
   * Logs in a user an identity provider (or Kerberos) signed in: it is created or brought up to
   * date as its source tells it, and gets a token. A name a local user, another source's user or a
   * deactivated user holds is refused, and so is a name a directory could not be asked about.
   */
  public LoginResult login(ExternalUser signedIn, String clientAddress) {
    Optional<PlatformUser> user = admit(signedIn);
    if (user.isEmpty()) {
      // Not counted against the name: nobody guessed a password, and counting would let a
      // provider's user of a local user's name lock that user out.
      throw new PlatformException(CoreErrors.CORE_AUTHENTICATION_FAILED);
    }
    guard.succeeded(user.get().userName(), clientAddress, LoginGuard.Standing.CLEAR, true);
    return issue(user.get());
  }

  /**
   * The user a request's own credentials sign in through their source (a Kerberos ticket on each
   * request, as HTTP Basic is): kept as {@link #login(ExternalUser, String)} keeps it, without a
   * token or a login in the audit trail. Empty when the name may not log in from there.
   */
  public Optional<PlatformUser> verify(ExternalUser signedIn) {
    return admit(signedIn);
  }

  private Optional<PlatformUser> admit(ExternalUser signedIn) {
    Optional<PlatformUser> user =
        ExternalUsers.plain(signedIn.userName()) ? external.keep(signedIn) : Optional.empty();
    if (user.isEmpty()) {
      log.warn(
          "{} signed in {}, who may not log in from there (a local user, another source's or"
              + " deactivated)",
          signedIn.source(),
          signedIn.userName());
    }
    return user;
  }

  private LoginResult issue(PlatformUser user) {
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    OffsetDateTime expires = now.plus(settings.tokenTtl());
    String token = newToken();
    tokens.deleteExpired(now);
    tokens.insert(hash(token), user.userName(), now, expires);
    return new LoginResult(token, expires, user);
  }

  @Transactional
  public void logout(String token) {
    tokens.delete(hash(token));
    cache.clear();
  }

  /**
   * The user of a valid, unexpired token: one statement without a transaction of its own, at most
   * once a second per token ({@link PrincipalCache}).
   */
  public Optional<PlatformUser> byToken(String token) {
    byte[] hash = hash(token);
    return cache.get(
        Base64.getEncoder().encodeToString(hash),
        () -> principals.byToken(hash, OffsetDateTime.now(clock)));
  }

  /**
   * The user when the password is right (HTTP Basic and {@code login}) and the brute-force
   * protection lets the try through; failures are counted and audited, and so are logins.
   */
  public Optional<PlatformUser> verify(
      String userName, String password, String clientAddress, boolean login) {
    if (userName == null || password == null) {
      return Optional.empty();
    }
    LoginGuard.Standing standing = guard.standing(userName);
    boolean held = standing == LoginGuard.Standing.HELD;
    Optional<String> hash = users.passwordHash(userName);
    // Compare against a dummy hash for unknown users (and held tries) so that timing reveals
    // neither names nor holds.
    boolean matches = passwords.matches(password, held ? dummyHash : hash.orElse(dummyHash));
    Optional<PlatformUser> user =
        matches && !held && hash.isPresent() ? principals.byUserName(userName) : Optional.empty();
    if (!held && hash.isEmpty()) {
      // No local user with a password of that name: a directory may know it. A directory that
      // cannot be read is logged and counts as a failed try, never as a server error.
      try {
        user = external.login(userName, password);
      } catch (RuntimeException e) {
        log.error("A login could not be checked in the directories", e);
        user = Optional.empty();
      }
    }
    if (user.isPresent()) {
      if (standing != LoginGuard.Standing.CLEAR || login) {
        guard.succeeded(userName, clientAddress, standing, login);
      }
    } else {
      // Written first, then waited for: the wait holds no connection.
      guard.slowDown(guard.failed(userName, clientAddress));
    }
    return user;
  }

  private static String newToken() {
    byte[] bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  static byte[] hash(String token) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }
}
