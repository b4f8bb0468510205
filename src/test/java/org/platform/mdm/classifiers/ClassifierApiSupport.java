package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Base of the classifier tests over HTTP: classifiers, versions and drafts in one line each. */
abstract class ClassifierApiSupport extends RecordApiTest {

  static final String CLASSIFIERS = "/api/v1/classifiers";

  static Map<String, Object> classifier(String name, String pattern, String... assignments) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("name", name);
    c.put("displayName", name + " classifier");
    c.put("codePattern", pattern);
    c.put("assignments", List.of(assignments));
    return c;
  }

  static Map<String, Object> version(String classifier, String name, boolean isDefault) {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("classifierName", classifier);
    v.put("name", name);
    v.put("displayName", "Version " + name);
    v.put("default", isDefault);
    return v;
  }

  static String aClassifierName() {
    return entityName("Clsf");
  }

  /** Publishes a classifier in one step (no draft of the caller's). */
  static void publishClassifier(Api admin, Map<String, Object> classifier) {
    Api.Response saved = admin.post(CLASSIFIERS + "/model/save", Map.of("classifier", classifier));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    assertThat(saved.json().path("published").asBoolean()).isTrue();
  }

  /**
   * A write of {@code field} ({@code classifications} or {@code classificationsDeletes}) through
   * {@code POST /classifications}, the record named by its key; the answer, which must be 200.
   */
  static JsonNode classifyByKey(
      Api admin, String register, String source, String externalId, String field, Object value) {
    return ok(
        admin.post(
            CLASSIFIERS + "/classifications",
            Map.of(
                "entityName",
                register,
                "externalId",
                externalId,
                "sourceSystem",
                source,
                field,
                value)));
  }

  /** The classifications part of the historic record as known at {@code knownAt}. */
  static JsonNode historicClassifications(
      Api admin, String register, String etalonId, String knownAt) {
    return ok(admin.post(
            "/api/v2/data/records-history/historic-record",
            Map.of(
                "payload",
                Map.of(
                    "org.platform.mdm.rest.v2.data",
                    Map.of(
                        "entityName", register, "etalonId", etalonId, "lastUpdateDate", knownAt)))))
        .path("payload")
        .path("com.platform.mdm.rest.v1.classifiers")
        .path("classifications");
  }

  static JsonNode ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  static long openDraft(Api admin, String type, String subject) {
    return ok(admin.post(DRAFTS + "/upsert", Map.of("type", type, "subjectId", subject)))
        .path("draft")
        .path("draftId")
        .asLong();
  }
}
