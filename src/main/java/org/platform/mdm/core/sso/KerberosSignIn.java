package org.platform.mdm.core.sso;

import jakarta.servlet.http.HttpServletRequest;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Base64;
import org.ietf.jgss.GSSException;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.ExternalUser;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Kerberos single sign-on (SPNEGO): the ticket of an {@code Authorization: Negotiate <base64>}
 * header is checked against the service's keytab, and its client principal of the configured realm
 * becomes an external user named without the realm ({@code ivan@EXAMPLE.COM}: {@code ivan}, source
 * {@code kerberos:EXAMPLE.COM}). Kerberos tells who the user is and nothing more, so the user's
 * full name, e-mail and roles are an administrator's to give ({@link ExternalUser#named}).
 *
 * <p>A ticket can be accepted once only (the JDK keeps a replay cache), so a request's outcome is
 * kept on the request: the authentication filter and the login endpoint both ask, and the second
 * gets the first's answer.
 */
@Component
public class KerberosSignIn {

  /** The header's scheme, also what a 401 answers in {@code WWW-Authenticate} to ask for one. */
  public static final String NEGOTIATE = "Negotiate";

  /** Far above a ticket with a large Active Directory group list (some 48 KB as Base64). */
  private static final int MAX_TOKEN_LENGTH = 64 * 1024;

  private static final Logger log = LoggerFactory.getLogger(KerberosSignIn.class);
  private static final String OUTCOME = KerberosSignIn.class.getName() + ".outcome";

  private final SsoSettings settings;
  private final KerberosAcceptor acceptor = new KerberosAcceptor();

  KerberosSignIn(SsoSettings settings) {
    this.settings = settings;
  }

  /**
   * A ticket signed in: its user, and the token to answer in {@code WWW-Authenticate} (or null).
   */
  public record SignedIn(ExternalUser user, String answer) {}

  /** Whether the realm, the keytab and the service principal are all set. */
  public boolean enabled() {
    return settings.kerberos().isPresent();
  }

  /** Whether the header is a Negotiate one, which {@link #signIn} is for. */
  public static boolean negotiates(String authorization) {
    return authorization != null
        && authorization.strip().regionMatches(true, 0, NEGOTIATE, 0, NEGOTIATE.length())
        && (authorization.strip().length() == NEGOTIATE.length()
            || Character.isWhitespace(authorization.strip().charAt(NEGOTIATE.length())));
  }

  /**
   * The user the request's Negotiate ticket names.
   *
   * @throws PlatformException 401: Kerberos is not set up, the request carries no ticket, the
   *     ticket is not accepted, or its principal is of another realm
   */
  public SignedIn signIn(HttpServletRequest request) {
    Object earlier = request.getAttribute(OUTCOME);
    if (earlier instanceof SignedIn done) {
      return done;
    }
    if (earlier instanceof PlatformException refused) {
      throw refused;
    }
    try {
      SignedIn done = signIn(request.getHeader("Authorization"));
      request.setAttribute(OUTCOME, done);
      return done;
    } catch (PlatformException refused) {
      request.setAttribute(OUTCOME, refused);
      throw refused;
    }
  }

  private SignedIn signIn(String authorization) {
    SsoSettings.Kerberos kerberos =
        settings.kerberos().orElseThrow(() -> new PlatformException(CoreErrors.CORE_KERBEROS_OFF));
    if (!negotiates(authorization)) {
      throw new PlatformException(CoreErrors.CORE_KERBEROS_TICKET_MISSING);
    }
    byte[] token = token(authorization.strip().substring(NEGOTIATE.length()).strip());
    KerberosAcceptor.Accepted accepted = accept(kerberos, token);
    KerberosPrincipalName client;
    try {
      client = KerberosPrincipalName.parse(accepted.client());
    } catch (IllegalArgumentException e) {
      log.info("A Kerberos ticket named {}, which is no principal of a realm", accepted.client());
      throw new PlatformException(CoreErrors.CORE_KERBEROS_TICKET_INVALID);
    }
    if (!client.of(kerberos.realm())) {
      log.info("A Kerberos ticket of {} was refused: not of realm {}", client, kerberos.realm());
      throw new PlatformException(CoreErrors.CORE_KERBEROS_REALM, client.realm());
    }
    String answer =
        accepted.answer() == null || accepted.answer().length == 0
            ? null
            : Base64.getEncoder().encodeToString(accepted.answer());
    return new SignedIn(ExternalUser.named(client.name(), client.source()), answer);
  }

  private static byte[] token(String encoded) {
    if (encoded.isEmpty()) {
      throw new PlatformException(CoreErrors.CORE_KERBEROS_TICKET_MISSING);
    }
    if (encoded.length() > MAX_TOKEN_LENGTH) {
      throw new PlatformException(CoreErrors.CORE_KERBEROS_TICKET_INVALID);
    }
    try {
      return Base64.getDecoder().decode(encoded);
    } catch (IllegalArgumentException e) {
      throw new PlatformException(CoreErrors.CORE_KERBEROS_TICKET_INVALID);
    }
  }

  private KerberosAcceptor.Accepted accept(SsoSettings.Kerberos kerberos, byte[] token) {
    try {
      return acceptor.accept(kerberos.principal(), Path.of(kerberos.keytab()), token);
    } catch (GSSException e) {
      log.info("A Kerberos ticket was refused: {}", e.getMessage());
    } catch (KerberosAcceptor.SetupException | InvalidPathException e) {
      log.error("Kerberos sign-on is set up wrong: {}", e.getMessage(), e.getCause());
    } catch (RuntimeException e) {
      // JGSS parsing garbage may fail in ways it does not declare: still a bad ticket, not a 500.
      log.warn("A Kerberos ticket could not be read", e);
    }
    throw new PlatformException(CoreErrors.CORE_KERBEROS_TICKET_INVALID);
  }
}
