package org.platform.mdm.dp.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * Classifications depersonalized into the copies of the records they classify ({@code
 * dpClassifiersJob}) as a tester reads them: each copy is in the nodes its source is in, the node
 * attributes that are not confidential are the same, every confidential one is replaced (the same
 * original by the same value, a run again giving the same), a record without a copy is a failed
 * item; plans that cannot be carried out are refused at their parameter.
 */
class ClassificationDepersonalizationTest extends RecordApiTest {

  private static final String CLASSIFIERS = "/api/v1/classifiers";
  private static final String[] OWNERS = {"Anna Smirnova", "Oleg Petrov", "Ivan Sidorov"};

  private final Random random = new Random(5152);

  @Test
  void theCopiesAreInTheSameNodesWithTheirConfidentialNodeValuesReplaced() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 50);
    String dp = aSource(admin, "dp", 10);
    String person = entityName("Person");
    String personCopy = person + "Copy";
    String other = entityName("Other");
    Map<String, Object> inn = attribute("inn", "String");
    inn.put("confidential", true);
    inn.put("obfuscationFunction", Map.of("name", "KeyedHash", "parameters", Map.of()));
    save(admin, register(person, inn));
    save(admin, register(personCopy, attribute("inn", "String")));
    save(admin, register(other));
    String classifier = entityName("Kind");
    classifier(admin, classifier, List.of(person, personCopy));
    Map<String, Object> owner = confidential("owner", "FakeFullName", true);
    node(admin, classifier, "a", classifier, "01", owner, attr("colour", true));
    node(admin, classifier, "a1", "a", "01.01", confidential("serial", "KeyedHash", false));
    node(admin, classifier, "b", classifier, "02");

    String[] codes = {null, "01", "01.01", "02"};
    Map<String, Map<String, Object>> placed = new LinkedHashMap<>();
    Map<String, String> codeOf = new HashMap<>();
    for (int i = 0; i < 23; i++) {
      String code = i < 3 ? "01.01" : codes[random.nextInt(codes.length)];
      RecordWrite write =
          aRecord(person, erp, "P" + i).with("inn", String.valueOf(770_000_000 + i));
      Map<String, Object> values = new LinkedHashMap<>();
      if (code != null) {
        if (code.startsWith("01")) {
          values.put("owner", OWNERS[i % OWNERS.length]);
          values.put("colour", i % 2 == 0 ? "red" : "green");
        }
        if (code.equals("01.01")) {
          values.put("serial", "SN-" + (1000 + i));
        }
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("nodeCode", code);
        item.put("attributes", values);
        write.field("classifications", Map.of(classifier, List.of(item)));
      }
      String id = written(admin, write).path("etalonId").asString();
      if (code != null) {
        placed.put(id, values);
        codeOf.put(id, code);
      }
    }
    String keyName = unique("key");
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("entityNames", List.of(person));
    data.put("targets", Map.of(person, personCopy));
    data.put("sourceSystem", dp);
    data.put("keyName", keyName);
    JsonNode copied = Jobs.run(admin, DepersonalizationOperation.NAME, data);
    assertThat(copied.path("status").asString()).as(copied.toString()).isEqualTo("COMPLETED");
    // A record classified after the copy was made has no copy.
    RecordWrite late = aRecord(person, erp, "LATE").with("inn", "1");
    late.field("classifications", Map.of(classifier, List.of(Map.of("nodeCode", "02"))));
    written(admin, late);

    Map<String, Object> parameters = new LinkedHashMap<>(data);
    parameters.remove("entityNames");
    parameters.put("classifierNames", List.of(classifier));
    parameters.put("blockSize", 5);
    JsonNode run = Jobs.run(admin, ClassificationDepersonalization.NAME, parameters);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("failedItems").asLong()).as("the record without a copy").isEqualTo(1);
    assertThat(run.path("exitMessage").asString())
        .isEqualTo("Copied the classifications of " + classifier + " in " + personCopy);

    Map<String, String> ownerCopies = new HashMap<>();
    Map<String, JsonNode> first = new HashMap<>();
    for (var source : placed.entrySet()) {
      JsonNode classification = classificationOfCopy(admin, personCopy, dp, source.getKey());
      first.put(source.getKey(), classification);
      assertThat(classification.path("nodeCode").asString()).isEqualTo(codeOf.get(source.getKey()));
      Map<String, Object> values = source.getValue();
      JsonNode attributes = classification.path("attributes");
      assertThat(
              attributes.path("colour").isMissingNode()
                  ? null
                  : attributes.path("colour").asString())
          .as("a value that is not confidential is the same")
          .isEqualTo(values.get("colour"));
      if (values.containsKey("owner")) {
        String replaced = attributes.path("owner").asString();
        assertThat(replaced).isNotBlank().isNotIn((Object[]) OWNERS);
        assertThat(ownerCopies.putIfAbsent((String) values.get("owner"), replaced))
            .as("the same original gives the same value")
            .isIn(null, replaced);
      }
      if (values.containsKey("serial")) {
        assertThat(attributes.path("serial").asString())
            .isNotBlank()
            .isNotEqualTo(values.get("serial"));
      }
      assertThat(classification.toString())
          .doesNotContain(String.valueOf(values.getOrDefault("serial", "SN-")))
          .doesNotContain(String.valueOf(values.getOrDefault("owner", "Anna Smirnova")));
    }
    assertThat(ownerCopies).hasSize(OWNERS.length);

    JsonNode again = Jobs.run(admin, ClassificationDepersonalization.NAME, parameters);
    assertThat(again.path("status").asString()).as(again.toString()).isEqualTo("COMPLETED");
    for (String source : placed.keySet()) {
      assertThat(classificationOfCopy(admin, personCopy, dp, source).path("attributes"))
          .as("a run again under the same key gives the same values")
          .isEqualTo(first.get(source).path("attributes"));
    }
  }

  @Test
  void plansThatCannotBeCarriedOutAreRefusedAtTheirParameter() {
    Api admin = admin();
    String dp = aSource(admin, "dp", 10);
    String person = entityName("Person");
    String personCopy = person + "Copy";
    save(admin, register(person));
    save(admin, register(personCopy));
    String onlySource = entityName("Kind");
    classifier(admin, onlySource, List.of(person));
    String nothingCopied = entityName("Kind");
    classifier(admin, nothingCopied, List.of(personCopy));

    Api.Response notClassified = define(admin, onlySource, Map.of(person, personCopy), dp);
    assertThat(notClassified.errorCodes()).containsExactly("DP_TARGET_NOT_CLASSIFIED");
    assertThat(notClassified.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("parameters.targets");
    Api.Response notCopied = define(admin, nothingCopied, Map.of(person, personCopy), dp);
    assertThat(notCopied.errorCodes())
        .containsExactlyInAnyOrder("DP_CLASSIFIER_NOT_COPIED", "DP_TARGET_UNUSED");
    Api.Response unknown = define(admin, "NoSuchClassifier", Map.of(person, personCopy), dp);
    assertThat(unknown.errorCodes()).contains("JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER");
  }

  private static Api.Response define(
      Api admin, String classifier, Map<String, String> targets, String source) {
    Api.Response r =
        Jobs.tryDefine(
            admin,
            ClassificationDepersonalization.NAME,
            Map.of(
                "classifierNames",
                List.of(classifier),
                "targets",
                targets,
                "sourceSystem",
                source));
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    return r;
  }

  /** The classification in force of the copy of a source record (it has one). */
  private static JsonNode classificationOfCopy(
      Api admin, String copy, String source, String sourceId) {
    Api.Response record = admin.get(DATA + "/" + copy + "/" + source + "/" + sourceId);
    assertThat(record.status()).as(record.toString()).isEqualTo(200);
    Api.Response r =
        admin.get(CLASSIFIERS + "/records/" + record.json().path("etalonId").asString());
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    JsonNode classifications = r.json().path("classifications");
    assertThat(classifications).as(sourceId).hasSize(1);
    return classifications.get(0);
  }

  static void save(Api admin, Map<String, Object> entity) {
    Api.Response r = admin.post(MODEL + "/entities/save", Map.of("entity", entity));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  static void classifier(Api admin, String name, List<String> assignments) {
    Map<String, Object> model = new LinkedHashMap<>();
    model.put("name", name);
    model.put("displayName", name);
    model.put("codePattern", null);
    model.put("assignments", assignments);
    Api.Response r = admin.post(CLASSIFIERS + "/model/save", Map.of("classifier", model));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  static Map<String, Object> attr(String name, boolean inheritable) {
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("name", name);
    a.put("type", "String");
    a.put("inheritable", inheritable);
    return a;
  }

  static Map<String, Object> confidential(String name, String function, boolean inheritable) {
    Map<String, Object> a = attr(name, inheritable);
    a.put("confidential", true);
    a.put("obfuscationFunction", Map.of("name", function, "parameters", Map.of()));
    return a;
  }

  static void node(
      Api admin, String classifier, String name, String parent, String code, Object... attributes) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("classifierName", classifier);
    n.put("versionName", "v1");
    n.put("name", name);
    n.put("parentName", parent);
    n.put("code", code);
    n.put("displayName", name);
    n.put("attributes", new ArrayList<>(List.of(attributes)));
    Api.Response r = admin.post(CLASSIFIERS + "/nodes/save", Map.of("classifierNode", n));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }
}
