package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** Trees built, changed and moved through classifier-node drafts, over HTTP. */
class ClassifierNodeApiTest extends ClassifierApiSupport {

  static Map<String, Object> attr(String name, String type, boolean inheritable) {
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("name", name);
    a.put("type", type);
    a.put("inheritable", inheritable);
    return a;
  }

  static Map<String, Object> node(
      String classifier, String name, String parent, String code, Object... attributes) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("classifierName", classifier);
    n.put("versionName", "v1");
    n.put("name", name);
    n.put("parentName", parent);
    n.put("code", code);
    n.put("displayName", name.toUpperCase(java.util.Locale.ROOT));
    n.put("attributes", List.of(attributes));
    return n;
  }

  static Api.Response saveNode(Api admin, Map<String, Object> node) {
    return admin.post(CLASSIFIERS + "/nodes/save", Map.of("classifierNode", node));
  }

  static void ok(Api admin, Map<String, Object> node) {
    Api.Response r = saveNode(admin, node);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  /** The node's read by name, found level by level from the root along {@code path}. */
  static JsonNode nodeAt(Api admin, String classifier, String... path) {
    String nodes = CLASSIFIERS + "/" + classifier + "/versions/v1/nodes";
    JsonNode current = ok(admin.get(nodes)).path("nodes").get(0);
    for (String name : path) {
      JsonNode level =
          ok(admin.get(nodes + "?parentId=" + current.path("nodeId").asString())).path("nodes");
      current = null;
      for (JsonNode n : level) {
        if (n.path("name").asString().equals(name)) {
          current = n;
        }
      }
      assertThat(current).as(name + " under " + String.join("/", path)).isNotNull();
    }
    return ok(admin.get(nodes + "/" + current.path("nodeId").asString()));
  }

  @Test
  void nodeAttributesNameOnlyPublishedEnumerationsAndReferenceSetsAndValidDefaults() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    String colours =
        anEnumeration(
            admin,
            "Colours",
            List.of(
                Map.of("name", "RED", "displayName", "Red"),
                Map.of("name", "BLUE", "displayName", "Blue")));
    Map<String, Object> unknownEnum = attr("colour", "Enum", false);
    unknownEnum.put("enumeration", "NoSuchEnumeration");
    Map<String, Object> noEnum = attr("shade", "Enum", false);
    Map<String, Object> unknownSet = attr("country", "LookupLink", false);
    unknownSet.put("lookupEntity", "NoSuchReferenceSet");
    Map<String, Object> badDefault = attr("count", "Integer", false);
    badDefault.put("defaultValue", "many");
    Api.Response refused =
        saveNode(admin, node(c, "a", c, null, unknownEnum, noEnum, unknownSet, badDefault));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(
            refused
                .json()
                .path("details")
                .path("error")
                .valueStream()
                .map(e -> e.path("source").asString())
                .toList())
        .contains(
            "attributes[0].enumeration",
            "attributes[1].enumeration",
            "attributes[2].lookupEntity",
            "attributes[3].defaultValue");
    assertThat(childNames(admin, c)).isEmpty();

    Map<String, Object> colour = attr("colour", "Enum", true);
    colour.put("enumeration", colours);
    colour.put("defaultValue", "RED");
    ok(admin, node(c, "a", c, null, colour));
    assertThat(
            nodeAt(admin, c, "a")
                .path("node")
                .path("attributes")
                .get(0)
                .path("enumeration")
                .asString())
        .isEqualTo(colours);
  }

  @Test
  void nodesAddedThroughDraftsInheritTheirAncestorsAttributes() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, "[0-9]{2}(\\.[0-9]{2})*"));

    long draftId = openDraft(admin, "classifier-node", c + "/v1/a");
    ok(
        admin.post(
            CLASSIFIERS + "/nodes/save",
            Map.of(
                "draftId",
                draftId,
                "classifierNode",
                node(c, "a", c, "01", attr("colour", "String", true)))));
    ok(admin.post(DRAFTS + "/publish", Map.of("draftId", draftId, "delete", true)));
    ok(admin, node(c, "a1", "a", "01.01", attr("size", "Integer", false)));

    JsonNode a1 = nodeAt(admin, c, "a", "a1");
    assertThat(a1.path("node").path("depth").asInt()).isEqualTo(2);
    assertThat(a1.path("node").path("code").asString()).isEqualTo("01.01");
    assertThat(a1.path("inheritedAttributes").get(0).path("attribute").path("name").asString())
        .isEqualTo("colour");
    assertThat(nodeAt(admin, c, "a").path("node").path("childCount").asLong()).isEqualTo(1);

    Api.Response bad =
        saveNode(
            admin,
            node(c, "bad", "a", "1", attr("colour", "String", false), attr("x", "Complex", false)));
    assertThat(bad.status()).as(bad.toString()).isEqualTo(400);
    assertThat(bad.json().path("details").path("error"))
        .extracting(e -> e.path("source").asString())
        .containsExactlyInAnyOrder("code", "attributes[0].name", "attributes[1].type");
    assertThat(bad.errorCodes())
        .containsExactlyInAnyOrder(
            "CLASSIFIER_NODE_CODE_MISMATCH",
            "CLASSIFIER_ATTRIBUTE_INHERITED",
            "CLASSIFIER_ATTRIBUTE_TYPE_UNKNOWN");

    assertThat(saveNode(admin, node(c, "orphan", "nobody", null)).errorCodes())
        .containsExactly("CLASSIFIER_NODE_PARENT_UNKNOWN");
    assertThat(saveNode(admin, node(c, "twin", c, "01")).errorCodes())
        .containsExactly("CLASSIFIER_NODE_CODE_REPEATED");
    assertThat(saveNode(admin, node(c, c, "a", null)).errorCodes())
        .containsExactly("CLASSIFIER_NODE_ROOT_FIXED");
  }

  @Test
  void aMovedNodeTakesItsSubtreeAlongUnlessThatBreaksARule() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    ok(admin, node(c, "a", c, null, attr("colour", "String", true)));
    ok(admin, node(c, "a1", "a", null));
    ok(admin, node(c, "a2", "a1", null));
    ok(admin, node(c, "b", c, null));
    ok(admin, node(c, "b1", "b", null, attr("colour", "String", false)));

    Api.Response clash = saveNode(admin, node(c, "b", "a", null));
    assertThat(clash.status()).as(clash.toString()).isEqualTo(400);
    assertThat(clash.errorCodes()).containsExactly("CLASSIFIER_ATTRIBUTE_INHERITED");
    assertThat(clash.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("descendants[b1].attributes[0].name");

    assertThat(saveNode(admin, node(c, "a", "a2", null)).errorCodes())
        .containsExactly("CLASSIFIER_NODE_CYCLE");

    ok(admin, node(c, "a1", "b", null));
    JsonNode a2 = nodeAt(admin, c, "b", "a1", "a2");
    assertThat(a2.path("node").path("depth").asInt()).isEqualTo(3);
    assertThat(a2.path("inheritedAttributes")).isEmpty();
    assertThat(nodeAt(admin, c, "a").path("node").path("childCount").asLong()).isZero();
  }

  @Test
  void aNodeDraftStartedBeforeAnotherPublicationOfTheNodeIsRefused() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    ok(admin, node(c, "a", c, null));
    long first = openDraft(admin, "classifier-node", c + "/v1/a");
    long second = openDraft(admin, "classifier-node", c + "/v1/a");
    ok(admin.post(DRAFTS + "/publish", Map.of("draftId", first, "delete", false)));

    Api.Response stale =
        admin.post(DRAFTS + "/publish", Map.of("draftId", second, "delete", false));
    assertThat(stale.status()).as(stale.toString()).isEqualTo(409);
    assertThat(stale.errorCodes()).contains("CLASSIFIER_CHANGED");
    ok(admin.post(DRAFTS + "/publish", Map.of("draftId", second, "force", true, "delete", false)));
  }

  @Test
  void aTreeHasAtMostTenLevels() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    String parent = c;
    for (int level = 1; level < ClassifierTree.MAX_LEVELS; level++) {
      ok(admin, node(c, "n" + level, parent, null));
      parent = "n" + level;
    }
    Api.Response deep = saveNode(admin, node(c, "n10", parent, null));
    assertThat(deep.status()).as(deep.toString()).isEqualTo(400);
    assertThat(deep.errorCodes()).containsExactly("CLASSIFIER_NODE_TOO_DEEP");
  }

  /** The names of a level: the root's children, or the children of the node at {@code path}. */
  static List<String> childNames(Api admin, String classifier, String... path) {
    String id = nodeAt(admin, classifier, path).path("node").path("nodeId").asString();
    return ok(admin.get(CLASSIFIERS + "/" + classifier + "/versions/v1/nodes?parentId=" + id))
        .path("nodes")
        .valueStream()
        .map(n -> n.path("name").asString())
        .toList();
  }

  static Map<String, Object> removal(String classifier, String name) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("classifierName", classifier);
    n.put("versionName", "v1");
    n.put("name", name);
    n.put("remove", true);
    return n;
  }

  @Test
  void aRemovedNodeTakesItsSubtreeAlongButTheRootStays() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    ok(admin, node(c, "a", c, null));
    ok(admin, node(c, "a1", "a", null));
    ok(admin, node(c, "a2", "a1", null));
    ok(admin, node(c, "b", c, null));
    ok(admin, node(c, "b1", "b", null));
    String a2 = nodeAt(admin, c, "a", "a1", "a2").path("node").path("nodeId").asString();

    ok(admin, removal(c, "a"));
    assertThat(childNames(admin, c)).containsExactly("b");
    Api.Response gone = admin.get(CLASSIFIERS + "/" + c + "/versions/v1/nodes/" + a2);
    assertThat(gone.status()).as(gone.toString()).isEqualTo(404);

    // Through a draft, with the flag classifications will need.
    long draftId = openDraft(admin, "classifier-node", c + "/v1/b1");
    Map<String, Object> b1 = removal(c, "b1");
    b1.put("dropClassifications", true);
    ok(admin.post(CLASSIFIERS + "/nodes/save", Map.of("draftId", draftId, "classifierNode", b1)));
    ok(admin.post(DRAFTS + "/publish", Map.of("draftId", draftId, "delete", true)));
    assertThat(childNames(admin, c, "b")).isEmpty();

    Api.Response root = saveNode(admin, removal(c, c));
    assertThat(root.status()).as(root.toString()).isEqualTo(400);
    assertThat(root.errorCodes()).containsExactly("CLASSIFIER_NODE_ROOT_REMOVED");
    assertThat(saveNode(admin, removal(c, "a")).errorCodes())
        .containsExactly("CLASSIFIER_NODE_UNKNOWN");
    assertThat(saveNode(admin, removal(c, "a")).status()).isEqualTo(400);
    assertThat(childNames(admin, c)).containsExactly("b");
  }

  @Test
  void aRenamedNodeKeepsItsIdAndItsSubtree() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    ok(admin, node(c, "a", c, "01", attr("colour", "String", true)));
    ok(admin, node(c, "a1", "a", null));
    ok(admin, node(c, "b", c, null));
    String id = nodeAt(admin, c, "a").path("node").path("nodeId").asString();

    Map<String, Object> renamed = node(c, "a", c, "01", attr("colour", "String", true));
    renamed.put("newName", "alpha");
    ok(admin, renamed);
    JsonNode alpha = nodeAt(admin, c, "alpha");
    assertThat(alpha.path("node").path("nodeId").asString()).isEqualTo(id);
    assertThat(alpha.path("node").path("code").asString()).isEqualTo("01");
    assertThat(childNames(admin, c)).containsExactly("alpha", "b");
    assertThat(
            nodeAt(admin, c, "alpha", "a1")
                .path("inheritedAttributes")
                .get(0)
                .path("fromNodeName")
                .asString())
        .isEqualTo("alpha");

    Map<String, Object> taken = node(c, "alpha", c, "01");
    taken.put("newName", "b");
    Api.Response clash = saveNode(admin, taken);
    assertThat(clash.status()).as(clash.toString()).isEqualTo(400);
    assertThat(clash.errorCodes()).containsExactly("CLASSIFIER_NODE_NAME_REPEATED");

    Map<String, Object> unknown = node(c, "a", c, null);
    unknown.put("newName", "c");
    assertThat(saveNode(admin, unknown).errorCodes()).containsExactly("CLASSIFIER_NODE_UNKNOWN");

    Map<String, Object> invalid = node(c, "alpha", c, "01");
    invalid.put("newName", "1st");
    assertThat(saveNode(admin, invalid).errorCodes()).containsExactly("CLASSIFIER_NAME_INVALID");
  }

  @Test
  void badRemovalsAndRenamesAnswer400() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    ok(admin, node(c, "a", c, null));

    Api.Response malformed =
        admin.send(
            "POST",
            CLASSIFIERS + "/nodes/save",
            "{\"classifierNode\": {\"remove\": tru",
            "application/json");
    assertThat(malformed.status()).as(malformed.toString()).isEqualTo(400);

    Map<String, Object> wrongType = removal(c, "a");
    wrongType.put("remove", List.of("yes"));
    Api.Response typed = saveNode(admin, wrongType);
    assertThat(typed.status()).as(typed.toString()).isEqualTo(400);

    Map<String, Object> wrongName = node(c, "a", c, null);
    wrongName.put("newName", Map.of("name", "b"));
    assertThat(saveNode(admin, wrongName).status()).isEqualTo(400);

    Map<String, Object> unknownField = removal(c, "a");
    unknownField.remove("remove");
    unknownField.put("removed", true);
    Api.Response unknown = saveNode(admin, unknownField);
    assertThat(unknown.status()).as(unknown.toString()).isEqualTo(400);

    Map<String, Object> otherVersion = removal(c, "a");
    otherVersion.put("versionName", "v9");
    assertThat(saveNode(admin, otherVersion).status()).isEqualTo(404);
    assertThat(childNames(admin, c)).containsExactly("a");
  }
}
