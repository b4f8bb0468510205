package org.platform.mdm.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Base of the data model tests. The model is one for the whole server, so a test starts from the
 * published model and adds elements with unique names instead of replacing it.
 */
public abstract class ModelApiTest extends DraftApiTest {

  protected static final String MODEL = "/api/v2/meta/model";

  protected ObjectNode publishedModel(Api client) {
    Api.Response response = client.get(MODEL);
    assertThat(response.status()).as(response.toString()).isEqualTo(200);
    return (ObjectNode) response.json().path("model");
  }

  protected int revision(Api client) {
    return client.get(MODEL).json().path("revision").asInt();
  }

  /** A register with a String attribute {@code name} and the given extra attributes. */
  protected static Map<String, Object> register(String name, Map<?, ?>... attributes) {
    List<Object> all = new ArrayList<>();
    all.add(attribute("name", "String"));
    all.addAll(List.of(attributes));
    Map<String, Object> entity = new LinkedHashMap<>();
    entity.put("name", name);
    entity.put("displayName", name + " register");
    entity.put("attributes", all);
    return entity;
  }

  protected static Map<String, Object> lookup(String name, boolean hierarchical) {
    Map<String, Object> lookup = new LinkedHashMap<>();
    lookup.put("name", name);
    lookup.put("codeAttribute", Map.of("name", "code", "type", "String", "required", true));
    lookup.put("hierarchical", hierarchical);
    lookup.put("attributes", List.of(attribute("title", "String")));
    return lookup;
  }

  protected static Map<String, Object> attribute(String name, String type) {
    Map<String, Object> attribute = new LinkedHashMap<>();
    attribute.put("name", name);
    attribute.put("type", type);
    return attribute;
  }

  /** The published model with one more element appended to the named list. */
  protected ObjectNode withAdded(ObjectNode model, String list, Object element) {
    ObjectNode copy = model.deepCopy();
    ArrayNode items =
        copy.has(list) && copy.get(list).isArray()
            ? (ArrayNode) copy.get(list)
            : copy.putArray(list);
    items.add(Api.JSON.valueToTree(element));
    return copy;
  }

  /** Saves a register into the published model in one step (draft, save, publish). */
  protected void publishRegister(Api client, String name) {
    Api.Response r = client.post(MODEL + "/entities/save", Map.of("entity", register(name)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  protected void publishLookup(Api client, String name, boolean hierarchical) {
    Api.Response r =
        client.post(
            MODEL + "/lookup-entities/save", Map.of("lookupEntity", lookup(name, hierarchical)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  protected static boolean hasNamed(JsonNode list, String name) {
    for (JsonNode item : list) {
      if (item.path("name").asString().equals(name)) {
        return true;
      }
    }
    return false;
  }

  /** A valid entity name: letters only from a unique suffix. */
  protected static String entityName(String prefix) {
    return prefix + unique("x").replaceAll("[^A-Za-z0-9]", "");
  }
}
