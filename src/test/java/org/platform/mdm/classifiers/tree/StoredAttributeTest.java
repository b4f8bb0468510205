package org.platform.mdm.classifiers.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.classifiers.NodeAttribute;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.ObfuscationSettings;
import tools.jackson.databind.json.JsonMapper;

/**
 * A node's row stores its attributes as the fields of {@link AttributeDef} plus {@code
 * inheritable}; the repository reads them back through {@link StoredAttributes.StoredAttribute}. A
 * field added to the one and not the other would be lost on the way back.
 */
class StoredAttributeTest {

  @Test
  void theStoredFormHasTheFieldsOfTheModelsAttributeAndInheritable() {
    List<String> expected = new ArrayList<>();
    Arrays.stream(AttributeDef.class.getRecordComponents()).forEach(c -> expected.add(c.getName()));
    expected.add("inheritable");
    assertThat(
            Arrays.stream(StoredAttributes.StoredAttribute.class.getRecordComponents())
                .map(c -> c.getName())
                .toList())
        .isEqualTo(expected);
  }

  @Test
  void anAttributeWithEveryFieldReadsBackEqual() {
    JsonMapper json = JsonMapper.builder().build();
    AttributeDef definition =
        new AttributeDef(
            "colour",
            "Colour",
            "The colour",
            "String",
            true,
            true,
            "Colours",
            "ColourSet",
            "Shade",
            "red",
            Map.of("crm", 10),
            Map.of("ui", "wide"),
            true,
            new ObfuscationSettings("Mask", null, null, Map.of("keepLast", "2")));
    StoredAttributes repository = new StoredAttributes(json);
    List<NodeAttribute> attributes =
        List.of(
            new NodeAttribute(definition, true),
            new NodeAttribute(AttributeDef.of("size", "Integer"), false));
    assertThat(repository.readAttributes(repository.attributes(attributes))).isEqualTo(attributes);
    assertThat(repository.readAttributes(repository.attributes(List.of()))).isEmpty();
  }
}
