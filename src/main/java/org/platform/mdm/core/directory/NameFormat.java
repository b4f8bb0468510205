package org.platform.mdm.core.directory;

import java.util.ArrayList;
import java.util.List;

/**
 * How a directory user's full name is put together from its first, middle and last names: the
 * spec's eight formats, each naming the parts in its order. Missing parts are left out.
 */
public enum NameFormat {
  LAST_FIRST_MIDDLE,
  LAST_MIDDLE_FIRST,
  FIRST_LAST_MIDDLE,
  FIRST_MIDDLE_LAST,
  FIRST_LAST,
  LAST_FIRST,
  MIDDLE_LAST_FIRST,
  MIDDLE_FIRST_LAST;

  /** The format used when a domain names none. */
  public static final NameFormat DEFAULT = FIRST_MIDDLE_LAST;

  /** The full name: the parts this format names, in its order, the blank ones left out. */
  public String compose(String first, String middle, String last) {
    List<String> parts = new ArrayList<>();
    for (String part : name().split("_")) {
      String value =
          switch (part) {
            case "FIRST" -> first;
            case "MIDDLE" -> middle;
            default -> last;
          };
      if (value != null && !value.isBlank()) {
        parts.add(value.strip());
      }
    }
    return String.join(" ", parts);
  }

  /** The format of this name, or null when there is none. */
  public static NameFormat of(String name) {
    for (NameFormat f : values()) {
      if (f.name().equals(name)) {
        return f;
      }
    }
    return null;
  }
}
