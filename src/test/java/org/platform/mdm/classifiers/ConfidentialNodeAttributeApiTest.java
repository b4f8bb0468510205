package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * A classifier node's attribute is marked confidential with its obfuscation function, as a model
 * attribute is, for the depersonalization of classifications: kept and read back, and a function
 * that cannot serve it refused at its path.
 */
class ConfidentialNodeAttributeApiTest extends ClassifierApiSupport {

  @Test
  void aNodesConfidentialAttributeKeepsItsFunctionAndABadOneIsRefused() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    Map<String, Object> wrongType = ClassifierNodeApiTest.attr("serial", "Integer", false);
    wrongType.put("confidential", true);
    wrongType.put("obfuscationFunction", Map.of("name", "FakeEmail"));
    Api.Response refused =
        ClassifierNodeApiTest.saveNode(
            admin, ClassifierNodeApiTest.node(c, "a", c, null, wrongType));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("DP_FUNCTION_TYPE_UNSUPPORTED");
    assertThat(refused.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("attributes[0].obfuscationFunction");

    Map<String, Object> owner = ClassifierNodeApiTest.attr("owner", "String", true);
    owner.put("confidential", true);
    owner.put(
        "obfuscationFunction",
        Map.of("name", "FakeFullName", "parameters", Map.of("language", "RU")));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a", c, null, owner));
    JsonNode read =
        ClassifierNodeApiTest.nodeAt(admin, c, "a").path("node").path("attributes").get(0);
    assertThat(read.path("confidential").asBoolean()).isTrue();
    assertThat(read.path("obfuscationFunction").path("name").asString()).isEqualTo("FakeFullName");
    assertThat(read.path("obfuscationFunction").path("parameters").path("language").asString())
        .isEqualTo("RU");
  }
}
