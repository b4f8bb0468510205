package org.platform.mdm.core;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The authenticated user of a request, with the rights of all its roles added up.
 *
 * @param fullAccess true when one of the roles grants every right on every resource (ADMIN)
 * @param rights rights per resource name
 * @param labels which records of labelled entities the user may see and write ({@link
 *     RecordLabels#NONE} with full access)
 */
public record PlatformUser(
    String userName,
    String fullName,
    String email,
    String locale,
    List<String> roles,
    boolean fullAccess,
    Map<String, Set<Right>> rights,
    RecordLabels labels) {

  public PlatformUser {
    roles = List.copyOf(roles);
    rights = Map.copyOf(rights);
    labels = fullAccess || labels == null ? RecordLabels.NONE : labels;
  }

  /** A user no security label restricts. */
  public PlatformUser(
      String userName,
      String fullName,
      String email,
      String locale,
      List<String> roles,
      boolean fullAccess,
      Map<String, Set<Right>> rights) {
    this(userName, fullName, email, locale, roles, fullAccess, rights, RecordLabels.NONE);
  }

  /**
   * Work the platform does as a whole on someone's behalf (a background operation, a workflow's
   * publication, a notification's body): every right, no label restricting it, no roles.
   *
   * @param userName who it is done for (the starter of a run), as history names it
   * @param fullName how it is shown
   */
  public static PlatformUser acting(String userName, String fullName) {
    return new PlatformUser(userName, fullName, null, null, List.of(), true, Map.of());
  }

  /** The same user with every right, no label restricting it (for work done on its behalf). */
  public PlatformUser withFullAccess() {
    return new PlatformUser(userName, fullName, email, locale, roles, true, Map.of());
  }

  public boolean can(String resource, Right right) {
    return fullAccess || rights.getOrDefault(resource, EnumSet.noneOf(Right.class)).contains(right);
  }

  public boolean can(SystemResource resource, Right right) {
    return can(resource.name(), right);
  }
}
