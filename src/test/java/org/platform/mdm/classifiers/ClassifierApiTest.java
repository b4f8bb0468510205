package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.classifiers.tree.NodeRepository;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.testsupport.Api;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Classifiers over HTTP: created and changed through classifier-model and classifier-version
 * drafts, read a level at a time, a node with its inherited attributes, and bad inputs.
 */
class ClassifierApiTest extends ClassifierApiSupport {

  /** Only to seed trees until classifier-node drafts exist: a test fixture, not an API. */
  @Autowired NodeRepository fixtureNodes;

  @Test
  void aClassifierIsCreatedThroughItsDraftWithVersionOneAndARoot() {
    Api admin = admin();
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    String name = aClassifierName();
    long draftId = openDraft(admin, "classifier-model", name);
    Map<String, Object> body = new HashMap<>();
    body.put("draftId", draftId);
    body.put("classifier", classifier(name, "[0-9]{2}(\\.[0-9]{2})*", register));
    JsonNode saved = ok(admin.post(CLASSIFIERS + "/model/save", body));
    assertThat(saved.path("published").asBoolean()).isFalse();
    assertThat(admin.get(CLASSIFIERS + "/" + name).status()).as("not yet published").isEqualTo(404);

    ok(admin.post(DRAFTS + "/publish", Map.of("draftId", draftId, "delete", false)));

    JsonNode read = ok(admin.get(CLASSIFIERS + "/" + name));
    assertThat(read.path("classifier").path("displayName").asString())
        .isEqualTo(name + " classifier");
    assertThat(read.path("classifier").path("assignments").get(0).asString()).isEqualTo(register);
    assertThat(read.path("classifier").path("multiple").asBoolean()).isFalse();
    JsonNode versions = read.path("versions");
    assertThat(versions).hasSize(1);
    assertThat(versions.get(0).path("name").asString()).isEqualTo("v1");
    assertThat(versions.get(0).path("displayName").asString()).isEqualTo("1");
    assertThat(versions.get(0).path("default").asBoolean()).isTrue();

    JsonNode roots = ok(admin.get(CLASSIFIERS + "/" + name + "/versions/v1/nodes")).path("nodes");
    assertThat(roots).hasSize(1);
    assertThat(roots.get(0).path("name").asString()).isEqualTo(name);
    assertThat(roots.get(0).path("depth").asInt()).isZero();
    assertThat(roots.get(0).path("childCount").asLong()).isZero();
    assertThat(roots.get(0).path("parentId").isNull()).isTrue();

    JsonNode list = ok(admin.get(CLASSIFIERS)).path("classifiers");
    assertThat(hasNamed(list, name)).isTrue();
    // The list tells each classifier's versions as its own read does, without a read of each.
    JsonNode listed =
        list.valueStream().filter(c -> c.path("name").asString().equals(name)).findFirst().get();
    assertThat(listed.path("versionsCount").asInt()).isEqualTo(1);
    assertThat(listed.path("defaultVersion").asString()).isEqualTo("v1");
    assertThat(listed.path("defaultVersionDisplayName").asString()).isEqualTo("1");
    assertThat(read.path("classifier").path("versionsCount").asInt()).isEqualTo(1);
    assertThat(read.path("classifier").path("defaultVersion").asString()).isEqualTo("v1");

    Map<String, Object> changed = classifier(name, null);
    changed.put("multiple", true);
    publishClassifier(admin, changed);
    JsonNode again = ok(admin.get(CLASSIFIERS + "/" + name)).path("classifier");
    assertThat(again.path("multiple").asBoolean()).isTrue();
    assertThat(again.path("codePattern").isNull()).isTrue();
    assertThat(again.path("version").asLong())
        .isEqualTo(read.path("classifier").path("version").asLong() + 1);
  }

  @Test
  void aNewVersionCopiesTheDefaultTreeAndMayBecomeTheDefault() {
    Api admin = admin();
    String name = aClassifierName();
    publishClassifier(admin, classifier(name, null));
    UUID root =
        UUID.fromString(
            ok(admin.get(CLASSIFIERS + "/" + name + "/versions/v1/nodes"))
                .path("nodes")
                .get(0)
                .path("nodeId")
                .asString());
    seed(name, "v1", root);

    long draftId = openDraft(admin, "classifier-version", name + "/v2");
    ok(
        admin.post(
            CLASSIFIERS + "/versions/save",
            Map.of("draftId", draftId, "classifierVersion", version(name, "v2", true))));
    ok(admin.post(DRAFTS + "/publish", Map.of("draftId", draftId, "delete", false)));

    JsonNode versions = ok(admin.get(CLASSIFIERS + "/" + name)).path("versions");
    assertThat(versions).hasSize(2);
    assertThat(versions.get(0).path("name").asString()).isEqualTo("v1");
    assertThat(versions.get(0).path("default").asBoolean()).isFalse();
    assertThat(versions.get(1).path("name").asString()).isEqualTo("v2");
    assertThat(versions.get(1).path("default").asBoolean()).isTrue();
    JsonNode listed =
        ok(admin.get(CLASSIFIERS))
            .path("classifiers")
            .valueStream()
            .filter(c -> c.path("name").asString().equals(name))
            .findFirst()
            .get();
    assertThat(listed.path("versionsCount").asInt()).isEqualTo(2);
    assertThat(listed.path("defaultVersion").asString()).isEqualTo("v2");

    String v2 = CLASSIFIERS + "/" + name + "/versions/v2/nodes";
    JsonNode v2root = ok(admin.get(v2)).path("nodes").get(0);
    assertThat(v2root.path("childCount").asLong()).isEqualTo(2);
    assertThat(v2root.path("nodeId").asString()).isNotEqualTo(root.toString());
    JsonNode level =
        ok(admin.get(v2 + "?parentId=" + v2root.path("nodeId").asString())).path("nodes");
    assertThat(level).extracting(n -> n.path("name").asString()).containsExactly("a", "b");
    assertThat(level).extracting(n -> n.path("childCount").asLong()).containsExactly(1L, 0L);
    assertThat(level.get(0).path("code").asString()).isEqualTo("01");

    JsonNode children =
        ok(admin.get(v2 + "?parentId=" + level.get(0).path("nodeId").asString())).path("nodes");
    JsonNode leaf = ok(admin.get(v2 + "/" + children.get(0).path("nodeId").asString()));
    assertThat(leaf.path("node").path("name").asString()).isEqualTo("a1");
    assertThat(leaf.path("node").path("depth").asInt()).isEqualTo(2);
    assertThat(leaf.path("node").path("attributes"))
        .extracting(a -> a.path("name").asString())
        .containsExactly("size");
    JsonNode inherited = leaf.path("inheritedAttributes");
    assertThat(inherited).hasSize(1);
    assertThat(inherited.get(0).path("attribute").path("name").asString()).isEqualTo("colour");
    assertThat(inherited.get(0).path("attribute").path("inheritable").asBoolean()).isTrue();
    assertThat(inherited.get(0).path("fromNodeName").asString()).isEqualTo("a");
    assertThat(inherited.get(0).path("fromNodeId").asString())
        .isEqualTo(level.get(0).path("nodeId").asString());

    Api.Response undefault =
        admin.post(
            CLASSIFIERS + "/versions/save",
            Map.of("classifierVersion", version(name, "v2", false)));
    assertThat(undefault.status()).as(undefault.toString()).isEqualTo(400);
    assertThat(undefault.errorCodes()).containsExactly("CLASSIFIER_DEFAULT_REQUIRED");
  }

  /** Fixture: root → a (01, inheritable colour) → a1 (size); root → b. */
  private void seed(String classifier, String version, UUID root) {
    UUID a = UUID.randomUUID();
    fixtureNodes.insert(
        classifier,
        version,
        new ClassifierNode(
            a,
            root,
            "a",
            "01",
            "A",
            null,
            1,
            List.of(new NodeAttribute(AttributeDef.of("colour", "String"), true))));
    fixtureNodes.insert(
        classifier,
        version,
        new ClassifierNode(
            UUID.randomUUID(),
            a,
            "a1",
            null,
            "A1",
            null,
            2,
            List.of(new NodeAttribute(AttributeDef.of("size", "Integer"), false))));
    fixtureNodes.insert(
        classifier,
        version,
        new ClassifierNode(UUID.randomUUID(), root, "b", null, "B", null, 1, List.of()));
  }

  @Test
  void aDraftStartedBeforeAnotherPublicationIsRefused() {
    Api admin = admin();
    String name = aClassifierName();
    publishClassifier(admin, classifier(name, null));
    long first = openDraft(admin, "classifier-model", name);
    long second = openDraft(admin, "classifier-model", name);
    ok(admin.post(DRAFTS + "/publish", Map.of("draftId", first, "delete", false)));

    Api.Response stale =
        admin.post(DRAFTS + "/publish", Map.of("draftId", second, "delete", false));
    assertThat(stale.status()).as(stale.toString()).isEqualTo(409);
    assertThat(stale.errorCodes()).contains("CLASSIFIER_CHANGED");
  }

  @Test
  void unknownClassifiersVersionsAndNodesAnswer404() {
    Api admin = admin();
    String name = aClassifierName();
    assertThat(admin.get(CLASSIFIERS + "/" + name).errorCodes())
        .containsExactly("CLASSIFIER_NOT_FOUND");
    assertThat(admin.get(CLASSIFIERS + "/" + name + "/versions/v1/nodes").status()).isEqualTo(404);
    publishClassifier(admin, classifier(name, null));
    Api.Response version = admin.get(CLASSIFIERS + "/" + name + "/versions/v9/nodes");
    assertThat(version.status()).isEqualTo(404);
    assertThat(version.errorCodes()).containsExactly("CLASSIFIER_VERSION_NOT_FOUND");
    Api.Response node =
        admin.get(CLASSIFIERS + "/" + name + "/versions/v1/nodes/" + UUID.randomUUID());
    assertThat(node.status()).isEqualTo(404);
    assertThat(node.errorCodes()).containsExactly("CLASSIFIER_NODE_NOT_FOUND");
    Api.Response parent =
        admin.get(CLASSIFIERS + "/" + name + "/versions/v1/nodes?parentId=" + UUID.randomUUID());
    assertThat(parent.status()).isEqualTo(404);
    Api.Response newVersion =
        admin.post(
            CLASSIFIERS + "/versions/save",
            Map.of("classifierVersion", version(aClassifierName(), "v2", false)));
    assertThat(newVersion.status()).as(newVersion.toString()).isEqualTo(404);
  }

  @Test
  void aClassifierWithSeveralProblemsListsEveryOne() {
    Api admin = admin();
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    Map<String, Object> bad =
        classifier(aClassifierName(), "([0-9", register, "NoSuch", "NoneEither");
    Api.Response r = admin.post(CLASSIFIERS + "/model/save", Map.of("classifier", bad));
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes())
        .containsExactly(
            "CLASSIFIER_CODE_PATTERN_INVALID",
            "CLASSIFIER_ASSIGNMENT_UNKNOWN",
            "CLASSIFIER_ASSIGNMENT_UNKNOWN");
    assertThat(r.json().path("details").path("error"))
        .extracting(e -> e.path("source").asString())
        .containsExactly("codePattern", "assignments[1]", "assignments[2]");

    Map<String, Object> taken = classifier(register, null);
    assertThat(admin.post(CLASSIFIERS + "/model/save", Map.of("classifier", taken)).errorCodes())
        .containsExactly("CLASSIFIER_NAME_TAKEN");
    // Nor the other way round: a register may not take a classifier's name.
    String classifierName = aClassifierName();
    publishClassifier(admin, classifier(classifierName, null));
    Api.Response clash =
        admin.post(
            MODEL + "/entities/save",
            Map.of(
                "entity",
                Map.of(
                    "name",
                    classifierName,
                    "consolidation",
                    "BVT",
                    "attributes",
                    List.of(attribute("name", "String")))));
    assertThat(clash.status()).as(clash.toString()).isEqualTo(400);
    assertThat(clash.errorCodes()).containsExactly("CLASSIFIER_NAME_IN_MODEL");

    Map<String, Object> late = version(aClassifierName(), "v2", false);
    late.put("validFrom", "2026-02-01T00:00:00"); // a local date-time, in the server's zone
    late.put("validTo", "2026-01-01T00:00:00Z");
    Api.Response validity =
        admin.post(CLASSIFIERS + "/versions/save", Map.of("classifierVersion", late));
    assertThat(validity.status()).as(validity.toString()).isEqualTo(400);
    assertThat(validity.errorCodes()).containsExactly("CLASSIFIER_VALIDITY_INVALID");

    late.put("validFrom", "1 February");
    late.put("validTo", "2026-13-01T00:00:00Z");
    Api.Response dates =
        admin.post(CLASSIFIERS + "/versions/save", Map.of("classifierVersion", late));
    assertThat(dates.status()).as(dates.toString()).isEqualTo(400);
    assertThat(dates.json().path("details").path("error"))
        .extracting(e -> e.path("source").asString())
        .containsExactly("classifierVersion.validFrom", "classifierVersion.validTo");
  }

  @Test
  void malformedBodiesAndWrongTypesAnswer400() {
    Api admin = admin();
    Api.Response malformed =
        admin.send("POST", CLASSIFIERS + "/model/save", "{\"classifier\": {", "application/json");
    assertThat(malformed.status()).as(malformed.toString()).isEqualTo(400);

    Map<String, Object> wrongType = classifier(aClassifierName(), null);
    wrongType.put("multiple", List.of("yes"));
    Api.Response typed = admin.post(CLASSIFIERS + "/model/save", Map.of("classifier", wrongType));
    assertThat(typed.status()).as(typed.toString()).isEqualTo(400);

    Api.Response missing = admin.post(CLASSIFIERS + "/model/save", Map.of());
    assertThat(missing.status()).as(missing.toString()).isEqualTo(400);
    assertThat(missing.errorCodes()).containsExactly("CLASSIFIER_FIELD_REQUIRED");

    Api.Response unknownField =
        admin.post(CLASSIFIERS + "/model/save", Map.of("classifier", Map.of("nme", "x")));
    assertThat(unknownField.status()).as(unknownField.toString()).isEqualTo(400);

    String name = aClassifierName();
    publishClassifier(admin, classifier(name, null));
    Api.Response badId =
        admin.get(CLASSIFIERS + "/" + name + "/versions/v1/nodes?parentId=not-a-uuid");
    assertThat(badId.status()).as(badId.toString()).isEqualTo(400);
  }

  @Test
  void aUserWithoutRightsOnAClassifierNeitherSeesNorReadsIt() {
    Api admin = admin();
    String name = aClassifierName();
    publishClassifier(admin, classifier(name, null));
    Api reader = aUserWithRoles(aRole(List.of(grant(name, "READ"))));
    Api stranger = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));

    assertThat(ok(reader.get(CLASSIFIERS + "/" + name)).path("classifier").path("name").asString())
        .isEqualTo(name);
    assertThat(hasNamed(ok(stranger.get(CLASSIFIERS)).path("classifiers"), name)).isFalse();
    Api.Response denied = stranger.get(CLASSIFIERS + "/" + name);
    assertThat(denied.status()).as(denied.toString()).isEqualTo(403);
    Api.Response create =
        reader.post(
            CLASSIFIERS + "/versions/save", Map.of("classifierVersion", version(name, "v2", true)));
    assertThat(create.status()).as(create.toString()).isEqualTo(403);
  }
}
