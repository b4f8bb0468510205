package org.platform.mdm.dp.model;

import java.util.List;
import java.util.function.BiConsumer;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;

/**
 * Every attribute of a model that may be confidential (those of registers, reference sets, nested
 * entities and relations; not a reference set's code), each with its path in the model's problem
 * form: {@code entities[Person].attributes[inn]}, an element without a name by its position.
 */
final class ModelAttributes {

  private ModelAttributes() {}

  static void forEach(DataModel model, BiConsumer<String, AttributeDef> action) {
    for (int i = 0; i < model.entities().size(); i++) {
      var e = model.entities().get(i);
      owner(element("entities", e.name(), i), e.attributes(), action);
    }
    for (int i = 0; i < model.lookupEntities().size(); i++) {
      var l = model.lookupEntities().get(i);
      owner(element("lookupEntities", l.name(), i), l.attributes(), action);
    }
    for (int i = 0; i < model.nestedEntities().size(); i++) {
      var n = model.nestedEntities().get(i);
      owner(element("nestedEntities", n.name(), i), n.attributes(), action);
    }
    for (int i = 0; i < model.relations().size(); i++) {
      var r = model.relations().get(i);
      owner(element("relations", r.name(), i), r.attributes(), action);
    }
  }

  static String element(String collection, String name, int index) {
    return collection + "[" + (name == null || name.isBlank() ? String.valueOf(index) : name) + "]";
  }

  private static void owner(
      String path, List<AttributeDef> attributes, BiConsumer<String, AttributeDef> action) {
    for (int i = 0; i < attributes.size(); i++) {
      AttributeDef a = attributes.get(i);
      action.accept(element(path + ".attributes", a.name(), i), a);
    }
  }
}
