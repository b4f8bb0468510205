package org.platform.testpeers;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivilegedExceptionAction;
import java.util.Base64;
import javax.security.auth.Subject;
import org.apache.kerby.kerberos.kerb.KrbException;
import org.apache.kerby.kerberos.kerb.client.JaasKrbUtil;
import org.apache.kerby.kerberos.kerb.server.SimpleKdcServer;
import org.ietf.jgss.GSSContext;
import org.ietf.jgss.GSSManager;
import org.ietf.jgss.GSSName;
import org.ietf.jgss.Oid;

/**
 * A Kerberos KDC for the tests (Apache Kerby) on a free local port, and a client of it that logs in
 * with a password and makes the SPNEGO token a browser of the domain would send.
 *
 * <p>Starting it points {@code java.security.krb5.conf} at the KDC's own file. The JDK reads that
 * file once, at its first Kerberos use, and keeps it; so the first KDC a test JVM starts is the one
 * it knows, and tests start one KDC per class and name the same realm.
 */
public final class KerberosKdc implements AutoCloseable {

  private static final String SPNEGO = "1.3.6.1.5.5.2";
  private static final String KRB5_PRINCIPAL = "1.2.840.113554.1.2.2.1";

  private final SimpleKdcServer server;
  private final Path directory;
  private final String realm;

  private KerberosKdc(SimpleKdcServer server, Path directory, String realm) {
    this.server = server;
    this.directory = directory;
    this.realm = realm;
  }

  /** A KDC of {@code realm}, started. */
  public static KerberosKdc start(String realm) throws IOException, KrbException {
    Path directory = Files.createTempDirectory("kdc");
    SimpleKdcServer server = new SimpleKdcServer();
    server.setWorkDir(directory.toFile());
    server.setKdcHost("localhost");
    server.setKdcRealm(realm);
    server.setAllowUdp(false);
    server.setKdcTcpPort(freePort());
    server.init(); // writes krb5.conf and sets java.security.krb5.conf to it
    server.start();
    return new KerberosKdc(server, directory, realm);
  }

  public String realm() {
    return realm;
  }

  /** A service principal ({@code HTTP/localhost}) with a random key, exported to a new keytab. */
  public Path keytab(String service) throws KrbException {
    Path keytab = directory.resolve(service.replace('/', '_') + ".keytab");
    server.createPrincipal(service + "@" + realm);
    server.exportPrincipal(service + "@" + realm, keytab.toFile());
    return keytab;
  }

  /** A user principal with a password. */
  public void user(String name, String password) throws KrbException {
    server.createPrincipal(name + "@" + realm, password);
  }

  /**
   * The Base64 SPNEGO token a browser sends as {@code Authorization: Negotiate …}: the user logs in
   * with its password, gets a ticket for {@code service} and wraps it.
   */
  public String token(String user, String password, String service) throws Exception {
    Subject subject = JaasKrbUtil.loginUsingPassword(user + "@" + realm, password);
    byte[] token =
        Subject.doAs(
            subject,
            (PrivilegedExceptionAction<byte[]>)
                () -> {
                  GSSManager manager = GSSManager.getInstance();
                  GSSName name = manager.createName(service + "@" + realm, new Oid(KRB5_PRINCIPAL));
                  GSSContext context =
                      manager.createContext(
                          name, new Oid(SPNEGO), null, GSSContext.DEFAULT_LIFETIME);
                  try {
                    context.requestMutualAuth(true);
                    return context.initSecContext(new byte[0], 0, 0);
                  } finally {
                    context.dispose();
                  }
                });
    return Base64.getEncoder().encodeToString(token);
  }

  @Override
  public void close() throws KrbException {
    server.stop();
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
