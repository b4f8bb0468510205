package org.platform.mdm.meta;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Inheritance of asset types, against a reference: for random forests of types, each type's
 * resolved attributes are its ancestors' own attributes (root first) followed by its own, an own
 * attribute named like an inherited one gives way, and resolving again changes nothing.
 */
class AssetTypeInheritanceTest {

  @Test
  void resolvedAttributesAreTheAncestorsOwnThenTheTypesOwn() {
    Random random = new Random(50);
    for (int round = 0; round < 300; round++) {
      int count = 1 + random.nextInt(7);
      Map<String, String> parents = new LinkedHashMap<>();
      Map<String, List<String>> own = new LinkedHashMap<>();
      DataModel model = DataModel.empty();
      for (int i = 0; i < count; i++) {
        String name = "t" + i;
        String parent = i == 0 || random.nextInt(3) == 0 ? null : "t" + random.nextInt(i);
        List<String> attributes = new ArrayList<>();
        for (int a = random.nextInt(4); a > 0; a--) {
          attributes.add("a" + random.nextInt(8));
        }
        List<String> distinct = attributes.stream().distinct().toList();
        parents.put(name, parent);
        own.put(name, distinct);
        model = model.withEntity(type(name, parent, distinct));
      }

      DataModel resolved = AssetTypeInheritance.resolve(model);

      for (String name : parents.keySet()) {
        List<AttributeDef> attributes = resolved.entity(name).orElseThrow().attributes();
        assertThat(attributes.stream().map(AttributeDef::name).toList())
            .as("round %s type %s", round, name)
            .isEqualTo(expected(name, parents, own));
        for (AttributeDef a : attributes) {
          String definedBy = a.customProperties().get(AssetTypeDef.INHERITED_FROM);
          if (definedBy != null) {
            assertThat(own.get(definedBy)).contains(a.name());
          }
        }
      }
      assertThat(AssetTypeInheritance.resolve(resolved)).isEqualTo(resolved);
    }
  }

  @Test
  void anAttributeTheParentNoLongerHasLeavesTheChild() {
    DataModel model =
        DataModel.empty()
            .withEntity(type("table", null, List.of("name", "rows")))
            .withEntity(type("view", "table", List.of("definition")));
    DataModel once = AssetTypeInheritance.resolve(model);
    DataModel changed = once.withEntity(type("table", null, List.of("name")));

    DataModel again = AssetTypeInheritance.resolve(changed);

    assertThat(again.entity("view").orElseThrow().attributes().stream().map(AttributeDef::name))
        .containsExactly("name", "definition");
  }

  @Test
  void aCycleOrAnUnknownParentLeavesTheTypesForValidationToName() {
    DataModel model =
        DataModel.empty()
            .withEntity(type("a", "b", List.of("x")))
            .withEntity(type("b", "a", List.of("y")))
            .withEntity(type("c", "missing", List.of("z")));

    assertThat(AssetTypeInheritance.resolve(model)).isEqualTo(model);
  }

  /** The reference: the chain of ancestors' own attributes, root first, without repeats. */
  private static List<String> expected(
      String name, Map<String, String> parents, Map<String, List<String>> own) {
    List<String> chain = new ArrayList<>();
    for (String at = name; at != null; at = parents.get(at)) {
      chain.add(0, at);
    }
    List<String> all = new ArrayList<>();
    for (String type : chain) {
      own.get(type).stream().filter(a -> !all.contains(a)).forEach(all::add);
    }
    return all;
  }

  private static EntityDef type(String name, String parent, List<String> attributes) {
    return new EntityDef(
        name,
        name,
        null,
        null,
        attributes.stream().map(a -> AttributeDef.of(a, "String")).toList(),
        null,
        new AssetTypeDef(parent, null));
  }
}
