package org.platform.mdm.core.directory;

import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.system.Problem;

/**
 * A connection to a directory (LDAP or Active Directory) and its domains. The bind password is not
 * part of it: it is stored apart, sealed with the platform key.
 *
 * @param serverUrl a host name, or an {@code ldap://} or {@code ldaps://} address (the latter means
 *     SSL)
 * @param port absent: 636 with SSL, 389 without
 * @param bindDn the DN the server reads the directory as
 * @param membershipAttribute the attribute of a user's entry that lists its groups' DNs ({@code
 *     memberOf}); absent or empty: groups come from the domains' group filters alone
 * @param maxUsers how many users a search answers at most (Active Directory answers 1,000 without
 *     paging)
 * @param enabled whether logins are checked against it
 */
public record LdapConfiguration(
    String displayName,
    String serverUrl,
    Integer port,
    Boolean ssl,
    String bindDn,
    String membershipAttribute,
    Integer maxUsers,
    Boolean enabled,
    List<LdapDomain> domains) {

  static final Pattern ID = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,63}");

  public LdapConfiguration {
    serverUrl = serverUrl == null ? null : serverUrl.strip();
    ssl =
        ssl != null
            ? ssl
            : serverUrl != null && serverUrl.toLowerCase(Locale.ROOT).startsWith("ldaps://");
    Integer fromUrl = urlPort(serverUrl);
    port = port != null ? port : fromUrl != null ? fromUrl : ssl ? 636 : 389;
    membershipAttribute =
        membershipAttribute == null || membershipAttribute.isBlank()
            ? null
            : membershipAttribute.strip();
    maxUsers = maxUsers == null ? 1000 : maxUsers;
    enabled = enabled == null || enabled;
    // Entries may be null as sent: check() lists them, as it lists every problem.
    domains = domains == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(domains));
  }

  /** The host the server is reached at. */
  public String host() {
    String lower = serverUrl.toLowerCase(Locale.ROOT);
    if (lower.startsWith("ldap://") || lower.startsWith("ldaps://")) {
      return URI.create(serverUrl).getHost();
    }
    return serverUrl;
  }

  /** The domain of this name, its case aside; null when there is none. */
  public LdapDomain domain(String name) {
    return domains.stream().filter(d -> d.name().equalsIgnoreCase(name)).findFirst().orElse(null);
  }

  /** Every role the domains name. */
  List<String> roleNames() {
    return domains.stream()
        .filter(java.util.Objects::nonNull)
        .flatMap(d -> d.roleNames().stream())
        .distinct()
        .toList();
  }

  /**
   * Whether this configuration reaches another server, or binds as another DN, than {@code before}:
   * its stored bind password must then be entered again, so that it never goes anywhere it was not
   * given for.
   */
  boolean movesPasswordFrom(LdapConfiguration before) {
    return !java.util.Objects.equals(host(), before.host())
        || !port.equals(before.port())
        || !ssl.equals(before.ssl())
        || !java.util.Objects.equals(
            bindDn == null ? null : bindDn.strip(),
            before.bindDn() == null ? null : before.bindDn().strip());
  }

  /** Every problem of the configuration, each at its field. */
  List<Problem> check() {
    List<Problem> problems = new ArrayList<>();
    if (LdapDomain.blank(serverUrl)) {
      problems.add(Problem.at("serverUrl", CoreErrors.CORE_FIELD_REQUIRED, "serverUrl"));
    } else if (!validServer(serverUrl)) {
      problems.add(Problem.at("serverUrl", CoreErrors.CORE_LDAP_URL_INVALID, serverUrl));
    }
    if (port < 1 || port > 65535) {
      problems.add(Problem.at("port", CoreErrors.CORE_LDAP_PORT_INVALID, port));
    }
    if (LdapDomain.blank(bindDn)) {
      problems.add(Problem.at("bindDn", CoreErrors.CORE_FIELD_REQUIRED, "bindDn"));
    } else {
      LdapDomain.dn(bindDn, "bindDn", problems);
    }
    if (membershipAttribute != null) {
      LdapDomain.attribute(membershipAttribute, "membershipAttribute", problems);
    }
    if (maxUsers < 1 || maxUsers > 100_000) {
      problems.add(Problem.at("maxUsers", CoreErrors.CORE_LDAP_MAX_USERS_INVALID, maxUsers));
    }
    if (domains.isEmpty()) {
      problems.add(Problem.at("domains", CoreErrors.CORE_FIELD_REQUIRED, "domains"));
    }
    Set<String> names = new HashSet<>();
    for (int i = 0; i < domains.size(); i++) {
      LdapDomain d = domains.get(i);
      String at = "domains[" + i + "]";
      if (d == null) {
        problems.add(Problem.at(at, CoreErrors.CORE_FIELD_REQUIRED, at));
        continue;
      }
      problems.addAll(d.check(at));
      if (d.name() != null && !names.add(d.name().toLowerCase(Locale.ROOT))) {
        problems.add(Problem.at(at + ".name", CoreErrors.CORE_LDAP_DOMAIN_DUPLICATE, d.name()));
      }
    }
    return problems;
  }

  /** The port an {@code ldap://} address names; null when it names none or is no address. */
  private static Integer urlPort(String url) {
    if (url == null || !url.toLowerCase(Locale.ROOT).startsWith("ldap")) {
      return null;
    }
    try {
      int port = URI.create(url).getPort();
      return port < 0 ? null : port;
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static boolean validServer(String url) {
    String lower = url.toLowerCase(Locale.ROOT);
    if (lower.startsWith("ldap://") || lower.startsWith("ldaps://")) {
      try {
        URI uri = URI.create(url);
        return uri.getHost() != null
            && (uri.getPath() == null || uri.getPath().isEmpty() || uri.getPath().equals("/"))
            && uri.getQuery() == null;
      } catch (IllegalArgumentException e) {
        return false;
      }
    }
    return url.matches("[A-Za-z0-9.-]{1,253}") || url.matches("\\[[0-9A-Fa-f:.]+\\]");
  }
}
