package org.platform.mdm.core;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/** A right on a resource. "Full" means all four. */
public enum Right {
  CREATE,
  READ,
  UPDATE,
  DELETE;

  public static final String FULL = "FULL";

  /** Parses a right name; {@code FULL} stands for all four. Null when the name is unknown. */
  public static Set<Right> parse(String name) {
    if (name == null) {
      return null;
    }
    String upper = name.trim().toUpperCase(Locale.ROOT);
    if (upper.equals(FULL)) {
      return EnumSet.allOf(Right.class);
    }
    for (Right right : values()) {
      if (right.name().equals(upper)) {
        return EnumSet.of(right);
      }
    }
    return null;
  }
}
