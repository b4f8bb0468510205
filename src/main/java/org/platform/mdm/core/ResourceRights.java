package org.platform.mdm.core;

import java.util.EnumSet;
import java.util.Set;

/** The rights a role grants on one resource. */
public record ResourceRights(String resource, Set<Right> rights) {

  public ResourceRights {
    rights = rights.isEmpty() ? EnumSet.noneOf(Right.class) : EnumSet.copyOf(rights);
  }
}
