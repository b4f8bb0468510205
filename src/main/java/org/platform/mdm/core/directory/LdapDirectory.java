package org.platform.mdm.core.directory;

import com.unboundid.ldap.sdk.DN;
import com.unboundid.ldap.sdk.Filter;
import com.unboundid.ldap.sdk.LDAPConnection;
import com.unboundid.ldap.sdk.LDAPConnectionOptions;
import com.unboundid.ldap.sdk.LDAPException;
import com.unboundid.ldap.sdk.LDAPSearchException;
import com.unboundid.ldap.sdk.RDN;
import com.unboundid.ldap.sdk.ResultCode;
import com.unboundid.ldap.sdk.SearchRequest;
import com.unboundid.ldap.sdk.SearchResult;
import com.unboundid.ldap.sdk.SearchResultEntry;
import com.unboundid.ldap.sdk.SearchScope;
import com.unboundid.util.ssl.HostNameSSLSocketVerifier;
import com.unboundid.util.ssl.JVMDefaultTrustManager;
import com.unboundid.util.ssl.SSLUtil;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.net.SocketFactory;
import org.springframework.stereotype.Component;

/**
 * Talks to a directory server (UnboundID's LDAP SDK): finds a user by the name it logs in with,
 * checks its password by binding as it, reads its name parts, e-mail and groups. Certificates of
 * {@code ldaps} servers are checked against the JVM's trust store and must name the server.
 */
@Component
class LdapDirectory {

  private static final org.slf4j.Logger log =
      org.slf4j.LoggerFactory.getLogger(LdapDirectory.class);

  private static final int CONNECT_MILLIS = 5_000;
  private static final int RESPONSE_MILLIS = 10_000;

  /** A user found and its password right: its domain, name parts, e-mail and groups' DNs. */
  record Found(
      LdapDomain domain,
      String userName,
      String first,
      String middle,
      String last,
      String email,
      Set<String> groups) {}

  /**
   * The user of the first of these domains that knows the name (exactly one entry) and takes the
   * password, over one connection as the configuration's bind DN; empty when none does. A domain
   * whose search fails is logged and the next one asked.
   *
   * @throws LDAPException when the server cannot be reached or refuses the configuration's bind
   */
  Optional<Found> authenticate(
      LdapConfiguration c,
      String bindPassword,
      List<LdapDomain> domains,
      String userName,
      String password)
      throws LDAPException {
    try (LDAPConnection connection = connect(c, bindPassword)) {
      for (LdapDomain d : domains) {
        try {
          Optional<Found> found = authenticate(connection, c, d, userName, password);
          if (found.isPresent()) {
            return found;
          }
        } catch (LDAPException e) {
          if (!connection.isConnected()) {
            throw e;
          }
          log.warn("Domain {} could not check a login: {}", d.name(), message(e));
        }
      }
      return Optional.empty();
    }
  }

  private Optional<Found> authenticate(
      LDAPConnection connection,
      LdapConfiguration c,
      LdapDomain d,
      String userName,
      String password)
      throws LDAPException {
    Filter filter = Filter.create(d.userFilter().replace("{0}", Filter.encodeValue(userName)));
    String[] attributes = {
      d.firstNameAttribute(),
      d.middleNameAttribute(),
      d.lastNameAttribute(),
      d.emailAttribute(),
      c.membershipAttribute() == null ? "1.1" : c.membershipAttribute()
    };
    SearchRequest request = new SearchRequest(d.baseDn(), SearchScope.SUB, filter, attributes);
    request.setSizeLimit(2);
    SearchResult result = search(connection, request);
    if (result.getEntryCount() != 1) {
      return Optional.empty();
    }
    SearchResultEntry entry = result.getSearchEntries().get(0);
    // The user's own bind checks the password; a wrong one is an answer, not a failure.
    try (LDAPConnection asUser = connect(c, null)) {
      asUser.bind(entry.getDN(), password);
    } catch (LDAPException e) {
      if (e.getResultCode() == ResultCode.INVALID_CREDENTIALS) {
        return Optional.empty();
      }
      throw e;
    }
    Set<String> groups = new LinkedHashSet<>();
    if (c.membershipAttribute() != null) {
      String[] values = entry.getAttributeValues(c.membershipAttribute());
      if (values != null) {
        groups.addAll(List.of(values));
      }
    }
    if (d.groupFilter() != null) {
      String groupFilter =
          d.groupFilter()
              .replace("{0}", Filter.encodeValue(entry.getDN()))
              .replace("{1}", Filter.encodeValue(userName));
      SearchRequest groupSearch =
          new SearchRequest(
              d.groupBaseDn() == null ? d.baseDn() : d.groupBaseDn(),
              SearchScope.SUB,
              Filter.create(groupFilter),
              "1.1");
      groupSearch.setSizeLimit(c.maxUsers());
      search(connection, groupSearch).getSearchEntries().forEach(g -> groups.add(g.getDN()));
    }
    return Optional.of(
        new Found(
            d,
            userName,
            entry.getAttributeValue(d.firstNameAttribute()),
            entry.getAttributeValue(d.middleNameAttribute()),
            entry.getAttributeValue(d.lastNameAttribute()),
            entry.getAttributeValue(d.emailAttribute()),
            groups));
  }

  /**
   * Binds as the configuration and counts each domain's users (its user filter with any name), at
   * most {@code maxUsers}.
   *
   * @throws LDAPException when the server cannot be reached or refuses the bind
   */
  List<LdapConfigurations.DomainUsers> test(LdapConfiguration c, String bindPassword)
      throws LDAPException {
    List<LdapConfigurations.DomainUsers> counts = new ArrayList<>();
    try (LDAPConnection connection = connect(c, bindPassword)) {
      for (LdapDomain d : c.domains()) {
        try {
          Filter filter = Filter.create(d.userFilter().replace("{0}", "*"));
          SearchRequest request = new SearchRequest(d.baseDn(), SearchScope.SUB, filter, "1.1");
          request.setSizeLimit(c.maxUsers());
          SearchResult result = search(connection, request);
          counts.add(
              new LdapConfigurations.DomainUsers(
                  d.name(),
                  result.getEntryCount(),
                  result.getResultCode() == ResultCode.SIZE_LIMIT_EXCEEDED,
                  null));
        } catch (LDAPException e) {
          counts.add(new LdapConfigurations.DomainUsers(d.name(), 0, false, message(e)));
        }
      }
    }
    return counts;
  }

  /** What went wrong, as an administrator reads it: the result, and the server's words or ours. */
  static String message(LDAPException e) {
    String diagnostic = e.getDiagnosticMessage();
    String why = diagnostic == null || diagnostic.isBlank() ? cause(e) : diagnostic;
    return e.getResultCode().getName() + (why == null || why.isBlank() ? "" : ": " + why);
  }

  /** The message of the deepest cause (a refused or timed-out connection), else the exception's. */
  private static String cause(Throwable e) {
    Throwable deepest = e;
    while (deepest.getCause() != null && deepest.getCause() != deepest) {
      deepest = deepest.getCause();
    }
    return deepest.getMessage() != null ? deepest.getMessage() : e.getMessage();
  }

  /** Whether the group (a DN, or the {@code cn} of one) names this group DN, case aside. */
  static boolean names(String group, String groupDn) {
    try {
      if (group.contains("=")) {
        return new DN(group).equals(new DN(groupDn));
      }
      RDN rdn = new DN(groupDn).getRDN();
      return rdn != null
          && rdn.hasAttribute("cn")
          && Arrays.stream(rdn.getAttributeValues()).anyMatch(v -> v.equalsIgnoreCase(group));
    } catch (LDAPException e) {
      return false;
    }
  }

  private static SearchResult search(LDAPConnection connection, SearchRequest request)
      throws LDAPException {
    try {
      return connection.search(request);
    } catch (LDAPSearchException e) {
      if (e.getResultCode() == ResultCode.SIZE_LIMIT_EXCEEDED) {
        return e.getSearchResult();
      }
      throw e;
    }
  }

  private static LDAPConnection connect(LdapConfiguration c, String bindPassword)
      throws LDAPException {
    LDAPConnectionOptions options = new LDAPConnectionOptions();
    options.setConnectTimeoutMillis(CONNECT_MILLIS);
    options.setResponseTimeoutMillis(RESPONSE_MILLIS);
    // The SDK checks no host name by default: the certificate must name the server.
    options.setSSLSocketVerifier(new HostNameSSLSocketVerifier(false));
    LDAPConnection connection = new LDAPConnection(socketFactory(c), options, c.host(), c.port());
    if (bindPassword != null) {
      try {
        connection.bind(c.bindDn(), bindPassword);
      } catch (LDAPException e) {
        connection.close();
        throw e;
      }
    }
    return connection;
  }

  private static SocketFactory socketFactory(LdapConfiguration c) throws LDAPException {
    if (!c.ssl()) {
      return SocketFactory.getDefault();
    }
    try {
      return new SSLUtil(JVMDefaultTrustManager.getInstance()).createSSLSocketFactory();
    } catch (GeneralSecurityException e) {
      throw new LDAPException(ResultCode.CONNECT_ERROR, "no SSL socket: " + e.getMessage(), e);
    }
  }
}
