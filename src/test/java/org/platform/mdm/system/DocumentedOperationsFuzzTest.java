package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiContract;
import org.platform.mdm.testsupport.ApiTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a user's fuzzing tool does with the module documents: every documented operation is called
 * with a NUL character (U+0000) in each of its string inputs (path, query, every string of a body
 * built from the request schema, after every enum constant, and in every number sent as text), and
 * with a body that carries a field the schema does not name. Each answers 4xx, never 5xx: a NUL is
 * refused where requests are read (400 naming the field or parameter), an unknown field is refused
 * naming it and the known ones, and nothing is written. Percent-escapes that do not decode, in a
 * path segment, a query value, a parameter name or a form body, are refused with 400 as well.
 */
class DocumentedOperationsFuzzTest extends ApiTest {

  private static final String NUL = "x\u0000y";
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  @TestFactory
  List<DynamicTest> everyOperationRefusesNulAndUnknownFieldsWithA4xx() {
    Api admin = admin();
    List<DynamicTest> tests = new ArrayList<>();
    for (String root : ApiContract.MODULE_ROOTS) {
      JsonNode document = anonymous().get(root + "/openapi.json").json();
      JsonNode schemas = document.path("components").path("schemas");
      for (Map.Entry<String, JsonNode> path : document.path("paths").properties()) {
        for (Map.Entry<String, JsonNode> operation : path.getValue().properties()) {
          String method = operation.getKey().toUpperCase(java.util.Locale.ROOT);
          JsonNode op = operation.getValue();
          String name = method + " " + path.getKey();
          if (path.getKey().endsWith("/authentication/logout")) {
            continue; // would end the admin session every other case uses
          }
          tests.add(
              DynamicTest.dynamicTest(name, () -> fuzz(admin, method, path.getKey(), op, schemas)));
        }
      }
    }
    assertThat(tests).hasSizeGreaterThan(60);
    return tests;
  }

  /**
   * Percent-escapes that do not decode (bytes that are not UTF-8, an escape without its two hex
   * digits) in every place of every documented operation, logout included: each is refused with 400
   * and the envelope before the operation runs, never a 500.
   */
  @TestFactory
  List<DynamicTest> everyOperationRefusesBrokenEscapesWithA400() {
    Api admin = admin();
    List<DynamicTest> tests = new ArrayList<>();
    for (String root : ApiContract.MODULE_ROOTS) {
      JsonNode document = anonymous().get(root + "/openapi.json").json();
      for (Map.Entry<String, JsonNode> path : document.path("paths").properties()) {
        for (Map.Entry<String, JsonNode> operation : path.getValue().properties()) {
          String method = operation.getKey().toUpperCase(java.util.Locale.ROOT);
          JsonNode op = operation.getValue();
          tests.add(
              DynamicTest.dynamicTest(
                  method + " " + path.getKey(),
                  () -> brokenEscapes(admin, method, path.getKey(), op)));
        }
      }
    }
    assertThat(tests).hasSizeGreaterThan(60);
    return tests;
  }

  private void brokenEscapes(Api admin, String method, String template, JsonNode op) {
    String benignPath = template.replaceAll("\\{[^}]+}", "x");
    if (template.contains("{")) {
      for (String segment : new String[] {"x%FFy", "x%C3%28", "x%Z", "x%"}) {
        assertRefused(admin.raw(method, template.replaceAll("\\{[^}]+}", segment), null), 400)
            .contains("SYSTEM_INVALID_PATH");
      }
    }
    for (JsonNode parameter : op.path("parameters")) {
      if ("query".equals(parameter.path("in").asString())) {
        String name = parameter.path("name").asString();
        for (String value : new String[] {"%FF%FE", "a%C3%28", "%G1", "1%"}) {
          Api.Response r = admin.raw(method, benignPath + "?" + name + "=" + value, null);
          assertRefused(r, 400).contains("SYSTEM_PARAMETER_NOT_DECODED");
          assertThat(r.json().path("details").path("error").path(0).path("source").asString())
              .isEqualTo(name);
        }
      }
    }
    for (String name : new String[] {"%FF", "a%E2%82", "%%"}) {
      assertRefused(admin.raw(method, benignPath + "?" + name + "=1", null), 400)
          .contains("SYSTEM_PARAMETER_NOT_DECODED");
    }
    if (!op.path("requestBody").isMissingNode()) {
      // A form body, whatever the operation reads: refused where the container decodes it (a
      // POST), otherwise not a body the operation takes.
      Api.Response form =
          admin.raw(
              method, benignPath, "a=%FF&b=1", "Content-Type", "application/x-www-form-urlencoded");
      if ("POST".equals(method)) {
        assertRefused(form, 400).contains("SYSTEM_PARAMETER_NOT_DECODED");
      } else {
        assertRefused(form, 415);
      }
    }
  }

  /** A 4xx of {@code status} with the envelope; answers its error codes. */
  private static org.assertj.core.api.ListAssert<String> assertRefused(Api.Response r, int status) {
    assertThat(r.status()).as(r.toString()).isEqualTo(status);
    assertThat(r.header("Content-Type")).as(r.toString()).startsWith("application/json");
    EnvelopeAndErrorsTest.assertEnvelope(r.json());
    return assertThat(r.errorCodes()).as(r.toString());
  }

  private void fuzz(Api admin, String method, String template, JsonNode op, JsonNode schemas) {
    String benignPath = template.replaceAll("\\{[^}]+}", "x");
    // A NUL in a path segment: the path does not decode.
    if (template.contains("{")) {
      String nulPath = template.replaceAll("\\{[^}]+}", "x%00y");
      Api.Response r = admin.raw(method, nulPath, null);
      assertThat(r.status()).as(r.toString()).isEqualTo(400);
    }
    // A NUL in each string query parameter.
    for (JsonNode parameter : op.path("parameters")) {
      if (!"query".equals(parameter.path("in").asString())) {
        continue;
      }
      String query = parameter.path("name").asString() + "=x%00y";
      Api.Response r = admin.raw(method, benignPath + "?" + query, null);
      assertThat(r.status()).as(r.toString()).isEqualTo(400);
      assertThat(r.errorCodes()).as(r.toString()).contains("SYSTEM_NUL_CHARACTER");
    }
    JsonNode json = op.path("requestBody").path("content").path("application/json").path("schema");
    if (json.isMissingNode()) {
      return;
    }
    // A NUL in every string of a body built from the schema.
    JsonNode body = sample(json, schemas, 0, true);
    if (containsNul(body)) { // a body with strings somewhere
      Api.Response nul =
          admin.send(method, benignPath, Api.JSON.writeValueAsString(body), "application/json");
      assertThat(nul.status()).as(nul.toString()).isEqualTo(400);
      assertThat(nul.errorCodes()).as(nul.toString()).contains("SYSTEM_NUL_CHARACTER");
    }
    // A key twice in one object (the body's, or its first item's): refused naming it.
    JsonNode plain = sample(json, schemas, 0, false);
    String duplicated = withDuplicateKey(plain);
    if (duplicated != null) {
      Api.Response duplicate = admin.send(method, benignPath, duplicated, "application/json");
      assertThat(duplicate.status()).as(duplicate.toString()).isEqualTo(400);
      assertThat(duplicate.errorCodes())
          .as(duplicate.toString())
          .contains("SYSTEM_DUPLICATE_FIELD");
    }
    // A field the schema does not name.
    if (plain.isObject()) {
      ((ObjectNode) plain).put("notAFieldOfThisBody", 1);
      Api.Response unknown =
          admin.send(method, benignPath, Api.JSON.writeValueAsString(plain), "application/json");
      assertThat(unknown.status()).as(unknown.toString()).isEqualTo(400);
      assertThat(unknown.errorCodes()).as(unknown.toString()).contains("SYSTEM_UNKNOWN_FIELD");
    }
  }

  /**
   * The JSON text of {@code body} with its first key written twice (the first time with its own
   * value, so that nothing but the repetition is wrong), in the body or, for an array, in its first
   * item; null when there is no object with a key.
   */
  private static String withDuplicateKey(JsonNode body) {
    String text = Api.JSON.writeValueAsString(body);
    JsonNode object = body.isArray() ? body.path(0) : body;
    if (!object.isObject() || object.isEmpty()) {
      return null;
    }
    Map.Entry<String, JsonNode> first = object.properties().iterator().next();
    String repeated =
        Api.JSON.writeValueAsString(first.getKey())
            + ":"
            + Api.JSON.writeValueAsString(first.getValue())
            + ",";
    int brace = text.indexOf('{');
    return text.substring(0, brace + 1) + repeated + text.substring(brace + 1);
  }

  /** A value of the schema: every property present, strings with a NUL when {@code nul}. */
  private static JsonNode sample(JsonNode schema, JsonNode schemas, int depth, boolean nul) {
    if (schema.has("$ref")) {
      String name = schema.get("$ref").asString().replace("#/components/schemas/", "");
      return depth > 12 ? NODES.nullNode() : sample(schemas.get(name), schemas, depth + 1, nul);
    }
    if (schema.has("anyOf")) {
      return sample(schema.get("anyOf").get(0), schemas, depth, nul);
    }
    String type = type(schema);
    String text = nul ? NUL : "x";
    if (schema.has("enum")) {
      // A constant with a NUL after it: Jackson would read it as the constant.
      JsonNode first = schema.get("enum").get(0);
      return nul && first.isString() ? NODES.stringNode(first.asString() + "\u0000") : first;
    }
    switch (type) {
      case "object" -> {
        ObjectNode object = NODES.objectNode();
        for (Map.Entry<String, JsonNode> property : schema.path("properties").properties()) {
          object.set(property.getKey(), sample(property.getValue(), schemas, depth + 1, nul));
        }
        if (schema.has("additionalProperties") && schema.get("additionalProperties").isObject()) {
          object.set(
              nul ? "k\u0000" : "k",
              sample(schema.get("additionalProperties"), schemas, depth + 1, nul));
        }
        return object;
      }
      case "array" -> {
        ArrayNode array = NODES.arrayNode();
        if (depth < 5) {
          array.add(sample(schema.path("items"), schemas, depth + 1, nul));
        }
        return array;
      }
      case "integer", "number" -> {
        // A number sent as text with a NUL after it: Jackson would read it as the number.
        return nul ? NODES.stringNode("1\u0000") : NODES.numberNode(1);
      }
      case "boolean" -> {
        return NODES.booleanNode(true);
      }
      default -> {
        return NODES.stringNode(text); // strings, and any value
      }
    }
  }

  private static String type(JsonNode schema) {
    JsonNode type = schema.path("type");
    if (type.isString()) {
      return type.asString();
    }
    for (JsonNode t : type) {
      if (!"null".equals(t.asString())) {
        return t.asString();
      }
    }
    return schema.has("properties") ? "object" : "string";
  }

  private static boolean containsNul(JsonNode node) {
    if (node.isString()) {
      return node.asString().indexOf('\0') >= 0;
    }
    for (Map.Entry<String, JsonNode> field : node.properties()) {
      if (field.getKey().indexOf('\0') >= 0 || containsNul(field.getValue())) {
        return true;
      }
    }
    for (JsonNode item : node) {
      if (containsNul(item)) {
        return true;
      }
    }
    return false;
  }
}
