package org.platform.mdm.core.sso;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.PrivilegedActionException;
import java.security.PrivilegedExceptionAction;
import java.util.Map;
import javax.security.auth.Subject;
import javax.security.auth.login.AppConfigurationEntry;
import javax.security.auth.login.Configuration;
import javax.security.auth.login.LoginContext;
import javax.security.auth.login.LoginException;
import org.ietf.jgss.GSSContext;
import org.ietf.jgss.GSSCredential;
import org.ietf.jgss.GSSException;
import org.ietf.jgss.GSSManager;
import org.ietf.jgss.Oid;

/**
 * Accepts a Kerberos ticket, wrapped in SPNEGO or raw, with the JDK's JGSS and the service's keys
 * from a keytab. The keys are read by a JAAS login built here rather than a JAAS file, so nothing
 * JVM-wide is set; they are kept while the principal, the keytab's path and its modification time
 * stay the same, so a keytab replaced on disk is read again at the next sign-on.
 */
final class KerberosAcceptor {

  private static final Oid SPNEGO = oid("1.3.6.1.5.5.2");
  private static final Oid KRB5 = oid("1.2.840.113554.1.2.2");
  private static final Oid KRB5_PRINCIPAL = oid("1.2.840.113554.1.2.2.1");

  /** What the keys were read for. */
  private record Key(String principal, Path keytab, FileTime modified) {}

  /** The keys of a key, held in a JAAS subject. */
  private record Keys(Key key, Subject subject) {}

  /**
   * A ticket accepted: the client principal it names, and the token to send back (mutual
   * authentication), null when there is none.
   */
  record Accepted(String client, byte[] answer) {}

  /** The keytab cannot be read, or holds no key of the principal: the server's setup is wrong. */
  static final class SetupException extends Exception {
    SetupException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  private volatile Keys keys;

  /**
   * The ticket checked against the keys of {@code principal} in {@code keytab}.
   *
   * @throws GSSException the ticket is not one for this service, garbled, expired or a replay
   * @throws SetupException the keys cannot be had
   */
  Accepted accept(String principal, Path keytab, byte[] token) throws GSSException, SetupException {
    Subject subject = keysOf(principal, keytab);
    try {
      return Subject.doAs(
          subject, (PrivilegedExceptionAction<Accepted>) () -> acceptAs(principal, token));
    } catch (PrivilegedActionException e) {
      if (e.getException() instanceof GSSException gss) {
        throw gss;
      }
      throw new SetupException("the ticket could not be checked", e.getException());
    }
  }

  private static Accepted acceptAs(String principal, byte[] token) throws GSSException {
    GSSManager manager = GSSManager.getInstance();
    GSSCredential credential =
        manager.createCredential(
            manager.createName(principal, KRB5_PRINCIPAL),
            GSSCredential.INDEFINITE_LIFETIME,
            new Oid[] {SPNEGO, KRB5},
            GSSCredential.ACCEPT_ONLY);
    GSSContext context = manager.createContext(credential);
    try {
      byte[] answer = context.acceptSecContext(token, 0, token.length);
      if (!context.isEstablished()) {
        // SPNEGO offering another mechanism first would need a second round; browsers send
        // Kerberos at once.
        throw new GSSException(GSSException.DEFECTIVE_TOKEN);
      }
      if (context.getAnonymityState()) {
        // RFC 6112: an anonymous ticket names nobody.
        throw new GSSException(GSSException.BAD_NAME);
      }
      return new Accepted(context.getSrcName().toString(), answer);
    } finally {
      context.dispose();
    }
  }

  private Subject keysOf(String principal, Path keytab) throws SetupException {
    FileTime modified;
    try {
      modified = Files.getLastModifiedTime(keytab);
    } catch (IOException e) {
      throw new SetupException("the keytab " + keytab + " cannot be read", e);
    }
    Key key = new Key(principal, keytab, modified);
    Keys current = keys;
    if (current != null && current.key().equals(key)) {
      return current.subject();
    }
    synchronized (this) {
      if (keys == null || !keys.key().equals(key)) {
        keys = new Keys(key, login(principal, keytab));
      }
      return keys.subject();
    }
  }

  private static Subject login(String principal, Path keytab) throws SetupException {
    try {
      LoginContext login =
          new LoginContext(
              "platform-mdm-kerberos", new Subject(), null, new KeytabLogin(principal, keytab));
      login.login();
      return login.getSubject();
    } catch (LoginException e) {
      throw new SetupException("the keytab " + keytab + " holds no usable key of " + principal, e);
    }
  }

  /** A JAAS configuration of one entry: the JDK's Kerberos module reading the service's keys. */
  private static final class KeytabLogin extends Configuration {

    private final Map<String, String> options;

    KeytabLogin(String principal, Path keytab) {
      this.options =
          Map.of(
              "useKeyTab", "true",
              "keyTab", keytab.toString(),
              "storeKey", "true",
              "isInitiator", "false",
              "doNotPrompt", "true",
              "principal", principal);
    }

    @Override
    public AppConfigurationEntry[] getAppConfigurationEntry(String name) {
      return new AppConfigurationEntry[] {
        new AppConfigurationEntry(
            "com.sun.security.auth.module.Krb5LoginModule",
            AppConfigurationEntry.LoginModuleControlFlag.REQUIRED,
            options)
      };
    }
  }

  private static Oid oid(String text) {
    try {
      return new Oid(text);
    } catch (GSSException e) {
      throw new IllegalStateException(e);
    }
  }
}
