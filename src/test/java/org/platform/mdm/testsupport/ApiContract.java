package org.platform.mdm.testsupport;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Holds the tests' HTTP traffic to the module documents, so that a document cannot drift from the
 * server: every answer of an {@code /api/…} path must be an operation's documented status with a
 * body valid against its schema (objects hold no property the schema does not name), and a request
 * the server accepted (2xx) must be valid against the operation's request schema. An answer to a
 * path or method no document names is allowed only as a documented-shape error (400, 404, 405).
 *
 * <p>The documents are read once per server from {@code <module root>/openapi.json}. Schemas are
 * OpenAPI 3.1 schemas, that is JSON Schema 2020-12, checked with networknt's validator.
 */
public final class ApiContract {

  /** Every REST module's root; a path under {@code /api/} that none covers fails the check. */
  public static final List<String> MODULE_ROOTS =
      List.of(
          "/api/v2/core",
          "/api/v2/core/jobs",
          "/api/v2/core/obfuscation-functions",
          "/api/v2/core/libraries",
          "/api/v2/core/profiles",
          "/api/v2/draft",
          "/api/v2/meta",
          "/api/v2/data",
          "/api/v2/notifications",
          "/api/v2/search",
          "/api/v2/matching",
          "/api/v2/dq",
          "/api/v2/workflow",
          "/api/v2/bulk-operations",
          "/api/v2/core/import-data",
          "/api/v1/classifiers",
          "/api/v1/dg",
          "/api/v1/ldap",
          "/api/v1/oauth2",
          "/api/v1/data",
          "/api/meta-data-driven/v1");

  /**
   * Operations whose 200 answer says whether the body is valid: a body the schema refuses is their
   * input, not a drift of the document.
   */
  private static final Set<String> CHECKS_ANY_BODY = Set.of("/api/v2/meta/model/validate");

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  private static final JsonSchemaFactory SCHEMAS =
      JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
  private static final Set<String> NOT_JSON_SCHEMA =
      Set.of("example", "discriminator", "xml", "externalDocs");
  private static final Map<Integer, ApiContract> BY_PORT = new ConcurrentHashMap<>();

  private final List<Operation> operations = new ArrayList<>();
  private final Map<String, JsonSchema> compiled = new ConcurrentHashMap<>();
  private final Map<String, ObjectNode> definitions = new ConcurrentHashMap<>();

  private record Operation(
      String module, String method, String template, Pattern pattern, JsonNode node) {}

  private ApiContract(int port) {
    for (String root : MODULE_ROOTS) {
      JsonNode document = fetch(port, root + "/openapi.json");
      ObjectNode defs = JSON.createObjectNode();
      document
          .path("components")
          .path("schemas")
          .properties()
          .forEach(e -> defs.set(e.getKey(), strict(e.getValue())));
      definitions.put(root, defs);
      document
          .path("paths")
          .properties()
          .forEach(
              path ->
                  path.getValue()
                      .properties()
                      .forEach(
                          op ->
                              operations.add(
                                  new Operation(
                                      root,
                                      op.getKey().toUpperCase(Locale.ROOT),
                                      path.getKey(),
                                      pattern(path.getKey()),
                                      op.getValue()))));
    }
  }

  static ApiContract of(int port) {
    return BY_PORT.computeIfAbsent(port, ApiContract::new);
  }

  /**
   * Checks one exchange; throws an {@link AssertionError} naming the request, the answer and what
   * the document says instead.
   *
   * @param requestBody the JSON text sent, or null when none or not known
   */
  void check(
      String method,
      URI uri,
      String requestContentType,
      String requestBody,
      int status,
      String responseContentType,
      String responseBody) {
    String path = uri.getRawPath();
    if (path == null
        || !path.startsWith("/api/")
        || path.startsWith("/api/v2/test/")
        || path.endsWith("/openapi.json")
        || path.endsWith("/api-docs")) {
      // Not the product's API (the tests' own endpoints), or the documents themselves.
      return;
    }
    String exchange = method + " " + uri + " -> " + status + " " + abbreviate(responseBody);
    Operation operation = find(method, path);
    if (operation == null) {
      if (status == 400 || status == 404 || status == 405 || status == 401) {
        checkBody(
            errorSchemaModule(path), "ErrorResponse", responseContentType, responseBody, exchange);
        return;
      }
      throw new AssertionError("No module document has the operation of " + exchange);
    }
    JsonNode responses = operation.node().path("responses");
    JsonNode response = responses.get(String.valueOf(status));
    if (response == null) {
      response = responses.get("default");
    }
    if (response == null) {
      throw new AssertionError(
          "Undocumented status "
              + status
              + " of "
              + operation.method()
              + " "
              + operation.template()
              + " (documented: "
              + names(responses)
              + "): "
              + exchange);
    }
    JsonNode content = response.path("content");
    if (!content.isMissingNode()
        && content.size() > 0
        && responseBody != null
        && !responseBody.isEmpty()) {
      JsonNode media = mediaType(content, responseContentType);
      if (media == null) {
        throw new AssertionError(
            "Answer of type "
                + responseContentType
                + " not documented ("
                + names(content)
                + "): "
                + exchange);
      }
      if (isJson(responseContentType) && media.has("schema")) {
        validate(operation.module(), media.get("schema"), responseBody, "answer of " + exchange);
      }
    }
    if (status >= 200
        && status < 300
        && requestBody != null
        && isJson(requestContentType)
        && !CHECKS_ANY_BODY.contains(operation.template())) {
      JsonNode bodyContent = operation.node().path("requestBody").path("content");
      JsonNode media = mediaType(bodyContent, requestContentType);
      if (bodyContent.isMissingNode()) {
        return; // an operation that reads no body: what a client sends along is ignored
      }
      if (media == null) {
        throw new AssertionError(
            "The server accepted a "
                + requestContentType
                + " body the document does not describe: "
                + exchange);
      }
      if (media.has("schema")) {
        validate(
            operation.module(),
            media.get("schema"),
            acceptedItems(requestBody, responseBody),
            "request of " + exchange);
      }
    }
  }

  /**
   * The body whose acceptance the answer states: for an array body answered item by item ({@code
   * results[].index} and {@code results[].status}, a batch), only the items answered 2xx; an item
   * the answer refuses is the client's input, as a refused request is.
   */
  private static String acceptedItems(String requestBody, String responseBody) {
    if (responseBody == null || !requestBody.stripLeading().startsWith("[")) {
      return requestBody;
    }
    JsonNode results;
    JsonNode items;
    try {
      results = JSON.readTree(responseBody).path("results");
      items = JSON.readTree(requestBody);
    } catch (IOException e) {
      return requestBody;
    }
    if (!results.isArray() || !items.isArray()) {
      return requestBody;
    }
    ArrayNode accepted = JSON.createArrayNode();
    for (JsonNode result : results) {
      int status = result.path("status").asInt();
      if (result.path("index").isIntegralNumber() && status >= 200 && status < 300) {
        accepted.add(items.path(result.path("index").asInt()));
      }
    }
    return accepted.toString();
  }

  private void checkBody(
      String module, String schemaName, String contentType, String body, String exchange) {
    if (body == null || body.isEmpty() || !isJson(contentType)) {
      return;
    }
    ObjectNode ref = JSON.createObjectNode().put("$ref", "#/components/schemas/" + schemaName);
    validate(module, ref, body, "error answer of " + exchange);
  }

  private String errorSchemaModule(String path) {
    // The longest root: a module under another's root (the jobs under /api/v2/core) is its own.
    return MODULE_ROOTS.stream()
        .filter(path::startsWith)
        .max(java.util.Comparator.comparingInt(String::length))
        .orElse(MODULE_ROOTS.get(0));
  }

  private void validate(String module, JsonNode schema, String text, String what) {
    JsonNode value;
    try {
      value = JSON.readTree(text);
    } catch (IOException e) {
      throw new AssertionError("Not JSON: " + what);
    }
    String key = module + "|" + schema;
    JsonSchema compiledSchema =
        compiled.computeIfAbsent(
            key,
            k -> {
              ObjectNode root = JSON.createObjectNode();
              root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
              root.setAll((ObjectNode) strict(schema));
              root.set("$defs", definitions.get(module));
              return SCHEMAS.getSchema(root);
            });
    Set<ValidationMessage> problems = compiledSchema.validate(value);
    if (!problems.isEmpty()) {
      throw new AssertionError(
          "The "
              + what
              + " does not match the document: "
              + problems.stream()
                  .map(ValidationMessage::getMessage)
                  .sorted()
                  .collect(Collectors.joining("; ")));
    }
  }

  /**
   * A copy of a schema as the checks read it: references point into {@code $defs}, OpenAPI-only
   * keywords are dropped, and an object with named properties holds no other.
   */
  private static JsonNode strict(JsonNode schema) {
    if (schema.isArray()) {
      ArrayNode copy = JSON.createArrayNode();
      schema.forEach(item -> copy.add(strict(item)));
      return copy;
    }
    if (!schema.isObject()) {
      return schema;
    }
    ObjectNode copy = JSON.createObjectNode();
    for (Map.Entry<String, JsonNode> field : schema.properties()) {
      if (NOT_JSON_SCHEMA.contains(field.getKey())) {
        continue;
      }
      if (field.getKey().equals("$ref") && field.getValue().isTextual()) {
        copy.put("$ref", field.getValue().asText().replace("#/components/schemas/", "#/$defs/"));
      } else if (field.getKey().equals("properties")) {
        ObjectNode properties = JSON.createObjectNode();
        field
            .getValue()
            .properties()
            .forEach(p -> properties.set(p.getKey(), strict(p.getValue())));
        copy.set("properties", properties);
      } else {
        copy.set(field.getKey(), strict(field.getValue()));
      }
    }
    if (copy.has("properties")
        && !copy.has("additionalProperties")
        && !copy.has("unevaluatedProperties")) {
      copy.put("unevaluatedProperties", false);
    }
    return copy;
  }

  private Operation find(String method, String path) {
    Operation found = null;
    for (Operation operation : operations) {
      if (operation.method().equals(method) && operation.pattern().matcher(path).matches()) {
        // A literal path beats a template that also matches it (`/records/history` vs `{id}`).
        if (found == null
            || literalLength(operation.template()) > literalLength(found.template())) {
          found = operation;
        }
      }
    }
    return found;
  }

  private static int literalLength(String template) {
    return template.replaceAll("\\{[^}]*}", "").length();
  }

  private static Pattern pattern(String template) {
    StringBuilder regex = new StringBuilder();
    for (String part : template.split("(?=\\{)|(?<=})")) {
      if (part.startsWith("{") && part.endsWith("}")) {
        regex.append("[^/]+");
      } else {
        regex.append(Pattern.quote(part));
      }
    }
    return Pattern.compile(regex.toString());
  }

  private static JsonNode mediaType(JsonNode content, String contentType) {
    if (content == null || content.isMissingNode() || content.size() == 0) {
      return null;
    }
    String type =
        contentType == null ? "" : contentType.split(";")[0].trim().toLowerCase(Locale.ROOT);
    if (content.has(type)) {
      return content.get(type);
    }
    if (content.has("*/*")) {
      return content.get("*/*");
    }
    return null;
  }

  private static boolean isJson(String contentType) {
    return contentType != null
        && contentType.toLowerCase(Locale.ROOT).startsWith("application/json");
  }

  private static String names(JsonNode object) {
    List<String> names = new ArrayList<>();
    object.fieldNames().forEachRemaining(names::add);
    return String.join(", ", names);
  }

  private static String abbreviate(String text) {
    if (text == null) {
      return "";
    }
    return text.length() > 600 ? text.substring(0, 600) + "…" : text;
  }

  private static JsonNode fetch(int port, String path) {
    try {
      HttpResponse<String> response =
          CLIENT.send(
              HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                  .timeout(Duration.ofSeconds(60))
                  .build(),
              HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      if (response.statusCode() != 200) {
        throw new IllegalStateException(path + " answered " + response.statusCode());
      }
      return JSON.readTree(response.body());
    } catch (IOException e) {
      throw new IllegalStateException(path + " could not be read", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
