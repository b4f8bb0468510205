package org.platform.mdm.core;

import java.util.Optional;

/** What other modules may ask about users. */
public interface UserDirectory {

  /** The full name of a user, if the user exists. */
  Optional<String> fullName(String userName);

  boolean exists(String userName);
}
