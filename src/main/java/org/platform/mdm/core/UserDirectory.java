package org.platform.mdm.core;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What other modules may ask about users. */
public interface UserDirectory {

  /** The full name of a user, if the user exists. */
  Optional<String> fullName(String userName);

  /** Full names of the given users that exist, in one look-up (for lists of drafts). */
  Map<String, String> fullNames(Collection<String> userNames);

  /**
   * An active user with the rights its roles give now, for work done in its name without a request
   * (a bulk load that goes on after a restart); empty when the user is unknown or inactive.
   */
  Optional<PlatformUser> activeUser(String userName);

  /**
   * The names of the active users holding any of the given roles, in order, each once (for a notice
   * to everyone a role stands for).
   */
  List<String> activeUsersIn(Collection<String> roleNames);
}
