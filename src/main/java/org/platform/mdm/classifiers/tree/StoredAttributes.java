package org.platform.mdm.classifiers.tree;

import java.util.List;
import java.util.Map;
import org.platform.mdm.classifiers.NodeAttribute;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.ObfuscationSettings;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A node's own attributes as its row stores them: a JSON array of the model's attribute form plus
 * {@code inheritable}.
 */
final class StoredAttributes {

  private final JsonMapper json;
  private final ObjectReader reader;

  StoredAttributes(JsonMapper json) {
    this.json = json;
    this.reader = json.readerForListOf(StoredAttribute.class);
  }

  /**
   * An attribute as a node's row stores it: the fields of {@link AttributeDef} and {@code
   * inheritable}, read in one pass (a level of a thousand nodes reads a thousand of these lists; a
   * tree, then a copy, then a conversion took most of the time of such a read). A test keeps its
   * fields those of {@link AttributeDef} and {@code inheritable}.
   */
  record StoredAttribute(
      String name,
      String displayName,
      String description,
      String type,
      Boolean array,
      Boolean required,
      String enumeration,
      String lookupEntity,
      String nestedEntity,
      String defaultValue,
      Map<String, Integer> sourceWeights,
      Map<String, String> customProperties,
      Boolean confidential,
      ObfuscationSettings obfuscationFunction,
      boolean inheritable) {

    NodeAttribute toAttribute() {
      return new NodeAttribute(
          new AttributeDef(
              name,
              displayName,
              description,
              type,
              array,
              required,
              enumeration,
              lookupEntity,
              nestedEntity,
              defaultValue,
              sourceWeights,
              customProperties,
              confidential,
              obfuscationFunction),
          inheritable);
    }
  }

  /** The attributes as a node's row stores them (read back by {@link #readAttributes}). */
  String attributes(List<NodeAttribute> attributes) {
    ArrayNode array = json.createArrayNode();
    for (NodeAttribute a : attributes) {
      ObjectNode o = json.valueToTree(a.definition());
      o.put("inheritable", a.inheritable());
      array.add(o);
    }
    return json.writeValueAsString(array);
  }

  /** The attributes a node's row stores. */
  List<NodeAttribute> readAttributes(String stored) {
    return stored.equals("[]")
        ? List.of()
        : reader.<List<StoredAttribute>>readValue(stored).stream()
            .map(StoredAttribute::toAttribute)
            .toList();
  }
}
