package org.platform.mdm.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;

/** The attributes of registers, reference sets and nested entities as search walks them. */
public final class SearchableAttributes {

  private SearchableAttributes() {}

  /** The attributes of a register or reference set (its code first); empty when unknown. */
  public static Optional<List<AttributeDef>> of(DataModel model, String entityName) {
    return entityName == null ? Optional.empty() : model.recordAttributes(entityName);
  }

  /** The attributes of the nested entity a Complex attribute holds. */
  public static List<AttributeDef> nested(DataModel model, AttributeDef complex) {
    return model.nestedEntity(complex.nestedEntity()).map(n -> n.attributes()).orElse(List.of());
  }

  /**
   * The attribute a dotted path names ({@code address.city}: {@code city} of the nested entity of
   * the Complex attribute {@code address}); empty when any step is unknown.
   */
  public static Optional<AttributeDef> at(
      DataModel model, List<AttributeDef> attributes, String path) {
    List<AttributeDef> level = attributes;
    AttributeDef found = null;
    for (String step : path.split("\\.", -1)) {
      if (found != null) {
        if (!"Complex".equals(found.type())) {
          return Optional.empty();
        }
        level = nested(model, found);
      }
      found = level.stream().filter(a -> a.name().equals(step)).findFirst().orElse(null);
      if (found == null) {
        return Optional.empty();
      }
    }
    return Optional.ofNullable(found);
  }

  /** The dotted paths of the String attributes, nested ones included: what a text can match. */
  public static List<String> stringPaths(DataModel model, List<AttributeDef> attributes) {
    List<String> out = new ArrayList<>();
    stringPaths(model, attributes, "", 0, out);
    return out;
  }

  private static void stringPaths(
      DataModel model, List<AttributeDef> level, String prefix, int depth, List<String> out) {
    for (AttributeDef a : level) {
      if ("String".equals(a.type())) {
        out.add(prefix + a.name());
      } else if ("Complex".equals(a.type()) && depth < 8) {
        stringPaths(model, nested(model, a), prefix + a.name() + ".", depth + 1, out);
      }
    }
  }

  /**
   * The signature of what an entity's search documents depend on: every attribute path with its
   * type, nested ones included, and the format that names its records (their sort key). Documents
   * need rebuilding when it changes.
   */
  public static String signature(DataModel model, String entityName) {
    StringBuilder out = new StringBuilder();
    of(model, entityName).ifPresent(a -> sign(model, a, "", out, 0));
    out.append("name:").append(org.platform.mdm.data.RecordName.of(model, entityName).pattern());
    return out.toString();
  }

  private static void sign(
      DataModel model, List<AttributeDef> attributes, String prefix, StringBuilder out, int depth) {
    for (AttributeDef a : attributes) {
      out.append(prefix).append(a.name()).append(':').append(a.type()).append(';');
      if ("Complex".equals(a.type()) && depth < 8) {
        sign(model, nested(model, a), prefix + a.name() + ".", out, depth + 1);
      }
    }
  }
}
