package org.platform.mdm.dq;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the data quality tests share: the quality model is one document for the whole server, so a
 * test adds its own rules, sets and assignments (named uniquely) to the published model.
 */
public abstract class QualityApiTest extends RecordApiTest {

  public static final String QUALITY_MODEL = "/api/v2/dq/model";

  /** A validating rule: the function's {@code raisePort} answering no raises an error. */
  public static Map<String, Object> validating(
      String name, String function, String raisePort, String severity, String message) {
    Map<String, Object> validation = new LinkedHashMap<>();
    validation.put("raisePort", raisePort);
    validation.put("messageText", message);
    validation.put("severity", severity);
    validation.put("score", 10);
    validation.put("categoryText", "COMPLETENESS");
    Map<String, Object> rule = new LinkedHashMap<>();
    rule.put("name", name);
    rule.put("displayName", name + " shown");
    rule.put("functionName", function);
    rule.put("mode", "VALIDATE");
    rule.put("validation", validation);
    return rule;
  }

  /** The rule applied in {@code phase} (ORIGIN or ETALON). */
  public static Map<String, Object> inPhase(Map<String, Object> rule, String phase) {
    Map<String, Object> copy = new LinkedHashMap<>(rule);
    copy.put("runCondition", Map.of("sourceSystems", List.of(), "phase", phase));
    return copy;
  }

  /** A set of one mapping: each port ← an attribute path. */
  public static Map<String, Object> set(String name, String ruleName, Map<String, String> ports) {
    List<Map<String, Object>> inputs = new ArrayList<>();
    ports.forEach((port, path) -> inputs.add(Map.of("portName", port, "path", path)));
    return Map.of(
        "name",
        name,
        "displayName",
        name + " shown",
        "mappings",
        List.of(Map.of("ruleName", ruleName, "inputs", inputs)));
  }

  /** A set of mappings (see {@link #mapping}), shown as {@code displayName}. */
  public static Map<String, Object> setOf(
      String name, String displayName, List<Map<String, Object>> mappings) {
    return Map.of("name", name, "displayName", displayName, "mappings", mappings);
  }

  /**
   * A set's mapping of a rule: port, source, port, source...; a text source is an attribute path,
   * any other a constant.
   */
  public static Map<String, Object> mapping(String ruleName, Object... portsAndSources) {
    List<Map<String, Object>> inputs = new ArrayList<>();
    for (int i = 0; i < portsAndSources.length; i += 2) {
      Object source = portsAndSources[i + 1];
      inputs.add(
          Map.of(
              "portName",
              portsAndSources[i],
              source instanceof String ? "path" : "constant",
              source));
    }
    return Map.of("ruleName", ruleName, "inputs", inputs);
  }

  /** The rule with one more field set (a description, ...). */
  public static Map<String, Object> with(Map<String, Object> rule, String field, Object value) {
    Map<String, Object> copy = new LinkedHashMap<>(rule);
    copy.put(field, value);
    return copy;
  }

  public static Map<String, Object> assignment(String entityName, String... setNames) {
    return Map.of("entityName", entityName, "setNames", List.of(setNames));
  }

  /** The published model with these elements added, as a document to save. */
  public ObjectNode publishedWith(
      Api admin, List<?> rules, List<?> sets, List<Map<String, Object>> assignments) {
    Api.Response read = admin.get(QUALITY_MODEL);
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    ObjectNode model = (ObjectNode) read.json().path("model").deepCopy();
    add(model, "rules", rules);
    add(model, "sets", sets);
    add(model, "assignments", assignments);
    return model;
  }

  /** Adds rules, sets and assignments to the published model and publishes it at once. */
  public void publishAdding(
      Api admin, List<?> rules, List<?> sets, List<Map<String, Object>> assignments) {
    for (int attempt = 0; ; attempt++) {
      ObjectNode model = publishedWith(admin, rules, sets, assignments);
      Api.Response saved = admin.post(QUALITY_MODEL + "/save", Map.of("model", model));
      if (saved.status() == 409 && attempt < 5) {
        continue; // another test published meanwhile
      }
      assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
      return;
    }
  }

  /** Publishes the published model as {@code change} changes it. */
  public void republish(Api admin, Consumer<ObjectNode> change) {
    for (int attempt = 0; ; attempt++) {
      ObjectNode model = publishedWith(admin, List.of(), List.of(), List.of());
      change.accept(model);
      Api.Response saved = admin.post(QUALITY_MODEL + "/save", Map.of("model", model));
      if (saved.status() == 409 && attempt < 5) {
        continue;
      }
      assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
      return;
    }
  }

  private static void add(ObjectNode model, String list, List<?> elements) {
    ArrayNode array = model.get(list) instanceof ArrayNode a ? a : model.putArray(list);
    for (Object e : elements) {
      array.add(MAPPER.valueToTree(e));
    }
  }

  private static final tools.jackson.databind.json.JsonMapper MAPPER =
      tools.jackson.databind.json.JsonMapper.builder().build();
}
