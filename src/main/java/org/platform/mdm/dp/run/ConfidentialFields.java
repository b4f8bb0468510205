package org.platform.mdm.dp.run;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;

/**
 * Where a register's, reference set's or relation's confidential values are: each confidential
 * simple attribute, also inside its complex attributes' nested records (to the depth a model
 * allows).
 */
final class ConfidentialFields {

  private static final int DEPTH = 8;

  private ConfidentialFields() {}

  /**
   * One confidential attribute.
   *
   * @param path the attribute names from the record's values down to the attribute
   */
  record Field(List<String> path, AttributeDef attribute, SimpleDataType type) {

    /** The path as text, {@code addresses.street}. */
    String name() {
      return String.join(".", path);
    }

    /** The path as a SQL/JSON path over a record's values, every array's elements taken. */
    String jsonPath() {
      StringBuilder p = new StringBuilder("lax $");
      for (String segment : path) {
        p.append(".\"").append(segment.replace("\"", "\\\"")).append("\"[*]");
      }
      return p.toString();
    }
  }

  /** The confidential fields of a register or reference set; empty when none. */
  static List<Field> ofEntity(DataModel model, String entityName) {
    List<Field> fields = new ArrayList<>();
    model
        .recordAttributes(entityName)
        .ifPresent(attributes -> walk(model, attributes, List.of(), fields, 0));
    return fields;
  }

  /** The confidential attributes of a relation's links; empty when none. */
  static List<Field> ofRelation(DataModel model, String relationName) {
    List<Field> fields = new ArrayList<>();
    model.relation(relationName).ifPresent(r -> walk(model, r.attributes(), List.of(), fields, 0));
    return fields;
  }

  /** The confidential attributes among a classifier node's (own and inherited). */
  static List<Field> ofNode(List<AttributeDef> attributes) {
    List<Field> fields = new ArrayList<>();
    for (AttributeDef a : attributes) {
      confidential(a, List.of(a.name()), fields);
    }
    return fields;
  }

  private static void walk(
      DataModel model,
      List<AttributeDef> attributes,
      List<String> prefix,
      List<Field> fields,
      int depth) {
    for (AttributeDef a : attributes) {
      List<String> path = new ArrayList<>(prefix);
      path.add(a.name());
      if (a.nestedEntity() != null && depth < DEPTH) {
        model
            .nestedEntity(a.nestedEntity())
            .ifPresent(n -> walk(model, n.attributes(), path, fields, depth + 1));
      } else {
        confidential(a, List.copyOf(path), fields);
      }
    }
  }

  /** Adds the attribute at the path when it is confidential, of a simple type, with a function. */
  private static void confidential(AttributeDef a, List<String> path, List<Field> fields) {
    if (a.confidential() && a.obfuscationFunction() != null) {
      SimpleDataType.byName(a.type()).ifPresent(t -> fields.add(new Field(path, a, t)));
    }
  }
}
