package org.platform.mdm.dq.model;

import java.util.List;
import java.util.Optional;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;

/**
 * Attribute paths of quality rules: names joined by dots, through complex attributes into their
 * nested entities ({@code address.city}); a name may end in {@code []} to say it is a list ({@code
 * phones[].number}).
 */
final class AttributePaths {

  private AttributePaths() {}

  /** The attribute a path names in these attributes; empty when it names none. */
  static Optional<AttributeDef> resolve(
      List<AttributeDef> attributes, String path, DataModel data) {
    String[] names = path.split("\\.", -1);
    List<AttributeDef> here = attributes;
    AttributeDef found = null;
    for (int i = 0; i < names.length; i++) {
      String name =
          names[i].endsWith("[]") ? names[i].substring(0, names[i].length() - 2) : names[i];
      Optional<AttributeDef> a = here.stream().filter(x -> x.name().equals(name)).findFirst();
      if (a.isEmpty() || (names[i].endsWith("[]") && !a.get().array())) {
        return Optional.empty();
      }
      found = a.get();
      if (i < names.length - 1) {
        if (found.nestedEntity() == null) {
          return Optional.empty();
        }
        Optional<List<AttributeDef>> nested =
            data.nestedEntity(found.nestedEntity()).map(n -> n.attributes());
        if (nested.isEmpty()) {
          return Optional.empty();
        }
        here = nested.get();
      }
    }
    return Optional.ofNullable(found);
  }
}
