package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** A classifier exported as one JSON document, over HTTP. */
class ClassifierExportApiTest extends ClassifierApiSupport {

  @Test
  void aClassifierIsExportedWithEveryVersionAndItsWholeTree() {
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
            CLASSIFIERS + "/versions/save", Map.of("classifierVersion", version(c, "v2", false))));

    JsonNode doc = ok(admin.get(CLASSIFIERS + "/" + c + "/export"));
    assertThat(doc.path("classifier").path("name").asString()).isEqualTo(c);
    assertThat(doc.path("classifier").path("codePattern").asString())
        .isEqualTo("[0-9]{2}(\\.[0-9]{2})*");
    assertThat(doc.path("versions").valueStream().map(v -> v.path("name").asString()).toList())
        .containsExactly("v1", "v2");
    JsonNode v1 = doc.path("versions").get(0);
    assertThat(v1.path("default").asBoolean()).isTrue();
    assertThat(v1.path("nodes").valueStream().map(n -> n.path("name").asString()).toList())
        .containsExactly(c, "a", "b", "a1");
    JsonNode root = v1.path("nodes").get(0);
    assertThat(root.path("parentName").isNull()).isTrue();
    JsonNode a = v1.path("nodes").get(1);
    assertThat(a.path("code").asString()).isEqualTo("01");
    assertThat(a.path("attributes").get(0).path("name").asString()).isEqualTo("colour");
    assertThat(a.path("attributes").get(0).path("inheritable").asBoolean()).isTrue();
    assertThat(v1.path("nodes").get(3).path("parentName").asString()).isEqualTo("a");
    JsonNode v2 = doc.path("versions").get(1);
    assertThat(v2.path("default").asBoolean()).isFalse();
    assertThat(v2.path("nodes").valueStream().map(n -> n.path("name").asString()).toList())
        .containsExactly(c, "a", "b", "a1");
  }

  @Test
  void anUnknownClassifierIsNotFound() {
    Api.Response missing = admin().get(CLASSIFIERS + "/" + aClassifierName() + "/export");
    assertThat(missing.status()).as(missing.toString()).isEqualTo(404);
    assertThat(missing.errorCodes()).containsExactly("CLASSIFIER_NOT_FOUND");
  }
}
