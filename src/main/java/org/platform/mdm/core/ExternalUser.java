package org.platform.mdm.core;

import java.util.List;
import org.platform.mdm.core.access.UserAccount;

/**
 * A user as a directory or an identity provider tells it at a login.
 *
 * @param userName the name it logged in with, without its domain (a user of that name here, its
 *     case aside, is the same user)
 * @param fullName its name as the source's name format puts it together
 * @param email null when the source has none
 * @param source where it comes from, as {@link UserAccount#source()} keeps it ({@code ldap:corp})
 * @param roles the roles its groups or claims map to; null when the source tells only who the user
 *     is ({@link #named})
 * @param subject who the source says it is for good (an identity provider's issuer and {@code
 *     sub}), whatever its name: the user is bound to it at its first login, and another subject of
 *     the same name is refused; null when the source has none
 */
public record ExternalUser(
    String userName,
    String fullName,
    String email,
    String source,
    List<String> roles,
    String subject) {

  public ExternalUser {
    roles = roles == null ? null : List.copyOf(roles);
  }

  public ExternalUser(
      String userName, String fullName, String email, String source, List<String> roles) {
    this(userName, fullName, email, source, roles, null);
  }

  /**
   * A user its source names and tells nothing more of (Kerberos): made with no full name, e-mail or
   * roles, which an administrator then gives and its later logins leave as they are.
   */
  public static ExternalUser named(String userName, String source) {
    return new ExternalUser(userName, null, null, source, null);
  }

  /** Whether the source tells the user's full name, e-mail and roles, to be set at each login. */
  public boolean profiled() {
    return roles != null;
  }
}
