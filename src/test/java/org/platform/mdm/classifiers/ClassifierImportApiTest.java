package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** A classifier's JSON document imported, over HTTP. */
class ClassifierImportApiTest extends ClassifierApiSupport {

  private static final String IMPORT = CLASSIFIERS + "/import";

  @Test
  void anExportImportedUnderANewNameExportsTheSame() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, "[0-9]{2}(\\.[0-9]{2})*"));
    ClassifierNodeApiTest.ok(
        admin,
        ClassifierNodeApiTest.node(
            c, "a", c, "01", ClassifierNodeApiTest.attr("colour", "String", true)));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "b", c, "02"));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a1", "a", "01.01"));
    ok(
        admin.post(
            CLASSIFIERS + "/versions/save", Map.of("classifierVersion", version(c, "v2", true))));
    JsonNode first = ok(admin.get(CLASSIFIERS + "/" + c + "/export"));

    String copy = aClassifierName();
    ObjectNode document = (ObjectNode) first.deepCopy();
    ((ObjectNode) document.path("classifier")).put("name", copy);
    JsonNode imported = ok(admin.post(IMPORT, document));
    assertThat(imported.path("classifier").path("name").asString()).isEqualTo(copy);
    assertThat(imported.path("versions").valueStream().map(v -> v.path("name").asString()))
        .containsExactly("v1", "v2");

    ObjectNode again = (ObjectNode) ok(admin.get(CLASSIFIERS + "/" + copy + "/export")).deepCopy();
    ((ObjectNode) again.path("classifier")).put("name", c);
    assertThat(again).isEqualTo(first);
  }

  @Test
  void aChangedDocumentMakesTheTreeEqualAndKeepsTheIdsOfTheNodesThatStay() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a", c, "01"));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "b", c, "02"));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a1", "a", "01.01"));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a2", "a", "01.02"));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "b1", "b", "02.01"));
    Map<String, String> before = ids(admin, c);

    ObjectNode document = (ObjectNode) ok(admin.get(CLASSIFIERS + "/" + c + "/export")).deepCopy();
    List<Map<String, Object>> target =
        List.of(
            node(c, null, null),
            node("a", c, "02"), // codes of a and b swapped
            node("b", c, "01"),
            node("a2", "b", "01.02"), // moved from a to b
            node("b1x", "b", "02.01"), // b1 renamed (a name is what matches a node)
            node("c0", c, "03")); // added; a1 removed
    ((ObjectNode) document.path("versions").get(0)).set("nodes", Api.JSON.valueToTree(target));
    ok(admin.post(IMPORT, document));

    JsonNode nodes =
        ok(admin.get(CLASSIFIERS + "/" + c + "/export")).path("versions").get(0).path("nodes");
    assertThat(nodes.valueStream().map(ClassifierImportApiTest::line))
        .containsExactlyInAnyOrderElementsOf(
            target.stream().map(n -> line(Api.JSON.valueToTree(n))).toList());
    Map<String, String> after = ids(admin, c);
    for (String kept : List.of(c, "a", "b", "a2")) {
      assertThat(after.get(kept)).as(kept).isEqualTo(before.get(kept));
    }
    assertThat(after).doesNotContainKeys("a1", "b1");
  }

  @Test
  void everyProblemOfADocumentIsListedAndNothingIsWritten() {
    Api admin = admin();
    String c = aClassifierName();
    Map<String, Object> document = new LinkedHashMap<>();
    document.put("classifier", classifier(c, "[0-9]+"));
    document.put(
        "versions",
        List.of(
            version(
                "v1",
                List.of(
                    node(c, null, null),
                    node("a", c, "01"),
                    node("b", "nobody", "02"),
                    node("d", c, "01"),
                    node("e", c, "x"))),
            version("v1", List.of(node(c, null, null)))));
    Api.Response refused = admin.post(IMPORT, document);
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.json().path("details").path("error"))
        .extracting(e -> e.path("source").asString())
        .containsExactlyInAnyOrder(
            "versions[0].nodes[2].parentName",
            "versions[0].nodes[3].code",
            "versions[0].nodes[4].code",
            "versions[1].name",
            "versions");
    assertThat(refused.errorCodes())
        .containsExactlyInAnyOrder(
            "CLASSIFIER_NODE_PARENT_UNKNOWN",
            "CLASSIFIER_NODE_CODE_REPEATED",
            "CLASSIFIER_NODE_CODE_MISMATCH",
            "CLASSIFIER_IMPORT_VERSION_REPEATED",
            "CLASSIFIER_IMPORT_DEFAULT_COUNT");
    assertThat(admin.get(CLASSIFIERS + "/" + c).status()).isEqualTo(404);

    publishClassifier(admin, classifier(c, null));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a", c, "01"));
    JsonNode exported = ok(admin.get(CLASSIFIERS + "/" + c + "/export"));
    ObjectNode changed = (ObjectNode) exported.deepCopy();
    ((ObjectNode) changed.path("classifier")).put("displayName", "Changed");
    ((ObjectNode) changed.path("versions").get(0))
        .set(
            "nodes",
            Api.JSON.valueToTree(
                List.of(node(c, null, null), node("a", c, "01"), node("b", c, "01"))));
    Api.Response clash = admin.post(IMPORT, changed);
    assertThat(clash.status()).as(clash.toString()).isEqualTo(400);
    assertThat(clash.errorCodes()).containsExactly("CLASSIFIER_NODE_CODE_REPEATED");
    assertThat(ok(admin.get(CLASSIFIERS + "/" + c + "/export"))).isEqualTo(exported);
  }

  @Test
  void updatingNeedsUpdateOnTheClassifierAndCreatingTheDataModelRights() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    JsonNode exported = ok(admin.get(CLASSIFIERS + "/" + c + "/export"));
    Api reader = aUserWithRoles(aRole(List.of(grant(c, "READ"))));
    Api.Response denied = reader.post(IMPORT, exported);
    assertThat(denied.status()).as(denied.toString()).isEqualTo(403);
    ObjectNode renamed = (ObjectNode) exported.deepCopy();
    ((ObjectNode) renamed.path("classifier")).put("name", aClassifierName());
    Api.Response create = reader.post(IMPORT, renamed);
    assertThat(create.status()).as(create.toString()).isEqualTo(403);
    Api updater = aUserWithRoles(aRole(List.of(grant(c, "UPDATE"))));
    ok(updater.post(IMPORT, exported));
  }

  @Test
  void badInputsAreRefused() {
    Api admin = admin();
    String c = aClassifierName();
    String classifier = "{\"name\": \"" + c + "\", \"displayName\": \"C\"}";
    for (String body :
        List.of(
            "{\"classifier\": {",
            "{\"classifier\": " + classifier + ", \"versions\": \"v1\"}",
            "{\"classifier\": " + classifier + ", \"versions\": [], \"extra\": 1}",
            "{\"classifier\": " + classifier + "}",
            "")) {
      Api.Response bad = admin.send("POST", IMPORT, body, "application/json");
      assertThat(bad.status()).as(body + " -> " + bad).isEqualTo(400);
    }
    assertThat(admin.get(CLASSIFIERS + "/" + c).status()).isEqualTo(404);

    String nullAttribute =
        "{\"classifier\": "
            + classifier
            + ", \"versions\": [{\"name\": \"v1\", \"displayName\": \"V1\", \"default\": true,"
            + " \"nodes\": [{\"name\": \""
            + c
            + "\", \"displayName\": \"C\", \"attributes\": [null]}]}]}";
    Api.Response bad = admin.send("POST", IMPORT, nullAttribute, "application/json");
    assertThat(bad.status()).as(bad.toString()).isEqualTo(400);
    assertThat(admin.get(CLASSIFIERS + "/" + c).status()).isEqualTo(404);
  }

  static Map<String, Object> node(String name, String parent, String code) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("name", name);
    n.put("parentName", parent);
    n.put("code", code);
    n.put("displayName", name.toUpperCase(java.util.Locale.ROOT));
    n.put("description", null);
    n.put("attributes", List.of());
    return n;
  }

  private static Map<String, Object> version(String name, List<Map<String, Object>> nodes) {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("name", name);
    v.put("displayName", "Version " + name);
    v.put("default", true);
    v.put("nodes", nodes);
    return v;
  }

  private static String line(JsonNode n) {
    return n.path("name").asString()
        + "|"
        + n.path("parentName").asString(null)
        + "|"
        + n.path("code").asString(null)
        + "|"
        + n.path("displayName").asString();
  }

  /** Every node id of version v1 by name, read level by level. */
  private static Map<String, String> ids(Api admin, String c) {
    String nodes = CLASSIFIERS + "/" + c + "/versions/v1/nodes";
    Map<String, String> ids = new HashMap<>();
    List<JsonNode> level = new ArrayList<>();
    ok(admin.get(nodes)).path("nodes").forEach(level::add);
    while (!level.isEmpty()) {
      List<JsonNode> next = new ArrayList<>();
      for (JsonNode n : level) {
        ids.put(n.path("name").asString(), n.path("nodeId").asString());
        ok(admin.get(nodes + "?parentId=" + n.path("nodeId").asString()))
            .path("nodes")
            .forEach(next::add);
      }
      level = next;
    }
    return ids;
  }
}
