package org.platform.mdm.meta;

import java.util.List;

/** A closed list of values that {@code Enum} attributes take. */
public record EnumerationDef(String name, String displayName, List<EnumValueDef> values) {

  public EnumerationDef {
    values = Copies.list(values);
  }
}
