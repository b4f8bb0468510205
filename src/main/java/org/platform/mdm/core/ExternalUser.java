package org.platform.mdm.core;

import java.util.List;

/**
 * A user as a directory or an identity provider tells it at a login.
 *
 * @param userName the name it logged in with, without its domain (a user of that name here, its
 *     case aside, is the same user)
 * @param fullName its name as the source's name format puts it together
 * @param email null when the source has none
 * @param source where it comes from, as {@link UserAccount#source()} keeps it ({@code ldap:corp})
 * @param roles the roles its groups or claims map to
 */
public record ExternalUser(
    String userName, String fullName, String email, String source, List<String> roles) {

  public ExternalUser {
    roles = List.copyOf(roles);
  }
}
