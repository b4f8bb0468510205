package org.platform.mdm.dp.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.dp.run.ClassificationDepersonalizationTest.attr;
import static org.platform.mdm.dp.run.ClassificationDepersonalizationTest.classifier;
import static org.platform.mdm.dp.run.ClassificationDepersonalizationTest.confidential;
import static org.platform.mdm.dp.run.ClassificationDepersonalizationTest.node;
import static org.platform.mdm.dp.run.ClassificationDepersonalizationTest.save;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.dp.function.SystemLibrary;
import org.platform.mdm.dp.library.FunctionSettings;
import org.platform.mdm.notifications.NotificationSettings;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * Classifications depersonalized in place ({@code dpClassifiersJob} with {@code inPlace=true}) as
 * the administrator of a test stand reads them back: every stored value of a confidential node
 * attribute (the classification in force, each earlier revision, the timeline, the history, the
 * notifications, the drafts) is its function's result for the original, once; the other node
 * values, the nodes and the classifier's own defaults are as they were; a copy's parameters are
 * refused in place.
 */
class ClassificationsInPlaceTest extends RecordApiTest {

  private static final String CLASSIFIERS = "/api/v1/classifiers";
  private static final String[] OWNERS = {"Anna Smirnova", "Oleg Petrov", "Ivan Sidorov"};
  private static final String[] EARLIER = {"Olga Ivanova", "Petr Orlov"};

  @Autowired JdbcClient jdbc;
  @Autowired DepersonalizationRepository keys;

  @AfterEach
  void settingsBack() {
    setting(admin(), NotificationSettings.FETCH_RESULT.name(), null);
  }

  @Test
  void everyStoredValueOfAConfidentialNodeAttributeIsReplacedOnceAndTheRestKept() throws Exception {
    Api admin = admin();
    setting(admin, NotificationSettings.FETCH_RESULT.name(), "true");
    String erp = aSource(admin, "erp", 50);
    String person = entityName("Person");
    save(admin, register(person));
    String classifier = entityName("Kind");
    classifier(admin, classifier, List.of(person));
    Map<String, Object> owner = confidential("owner", "FakeFullName", true);
    owner.put("defaultValue", "Default Owner");
    node(admin, classifier, "a", classifier, "01", owner, attr("colour", true));
    node(admin, classifier, "a1", "a", "01.01", confidential("serial", "KeyedHash", false));
    node(admin, classifier, "b", classifier, "02");

    Map<String, List<String>> originals = new LinkedHashMap<>();
    Map<String, Map<String, String>> current = new LinkedHashMap<>();
    for (int i = 0; i < 9; i++) {
      // An earlier revision of the classification, then the one in force.
      written(admin, classified(person, erp, i, classifier, EARLIER[i % 2], "SN-0" + i, "blue"));
      String colour = i % 2 == 0 ? "red" : "green";
      String id =
          written(admin, classified(person, erp, i, classifier, OWNERS[i % 3], "SN-" + i, colour))
              .path("etalonId")
              .asString();
      originals.put(id, List.of(EARLIER[i % 2], "SN-0" + i, OWNERS[i % 3], "SN-" + i));
      current.put(id, Map.of("owner", OWNERS[i % 3], "serial", "SN-" + i, "colour", colour));
    }
    String unclassified =
        written(admin, aRecord(person, erp, "U").with("name", "nobody"))
            .path("etalonId")
            .asString();
    // Drafts: a new record's classification in a classification draft under a parent, and a
    // classification drafted inline in a record draft of an existing record.
    long parent = create(admin, aDraft().ofType("record").with("entity-name", person));
    written(
        admin,
        classified(person, erp, 100, classifier, "Maria Drafted", "SN-parent", "red")
            .field("parentDraftId", parent));
    String first = current.keySet().iterator().next();
    long inline = create(admin, aDraft().ofType("record").with("entity-name", person).about(first));
    written(
        admin,
        classified(person, erp, 0, classifier, "Boris Inline", "SN-inline", "red")
            .field("draftId", inline));
    List<String> drafted = List.of("Maria Drafted", "SN-parent", "Boris Inline", "SN-inline");
    assertThat(editions(parent, inline)).contains(drafted);
    assertThat(InPlaceDepersonalizationTest.notifications(admin, person).toString())
        .as("before, the notifications carry the originals")
        .contains("SN-0");

    String keyName = unique("key");
    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put("classifierNames", List.of(classifier));
    parameters.put("inPlace", true);
    parameters.put("keyName", keyName);
    parameters.put("blockSize", 4);
    JsonNode run = Jobs.run(admin, ClassificationDepersonalization.NAME, parameters);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("failedItems").asLong()).isZero();
    assertThat(run.path("exitMessage").asString())
        .isEqualTo(
            "Depersonalized the classifications of " + classifier + " in " + person + " in place");
    assertThat(Jobs.steps(admin, run.path("id").asLong()).findValuesAsString("name"))
        .containsExactly(
            "depersonalize " + classifier + " in " + person,
            "depersonalize drafts " + classifier,
            "depersonalize drafts " + classifier + " in " + person,
            "forget earlier copies",
            "notify " + person);

    byte[] key = keys.key(keyName, "admin");
    List<UUID> ids = new ArrayList<>();
    for (var record : current.entrySet()) {
      ids.add(UUID.fromString(record.getKey()));
      Map<String, String> values = record.getValue();
      Api.Response r = admin.get(CLASSIFIERS + "/records/" + record.getKey() + "?allPeriods=true");
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      JsonNode attributes = r.json().path("classifications").get(0).path("attributes");
      assertThat(r.json().path("classifications").get(0).path("nodeCode").asString())
          .isEqualTo("01.01");
      assertThat(attributes.path("owner").asString())
          .as("replaced once by its function")
          .isEqualTo(obfuscated(key, "FakeFullName", values.get("owner")));
      assertThat(attributes.path("serial").asString())
          .isEqualTo(obfuscated(key, "KeyedHash", values.get("serial")));
      assertThat(attributes.path("colour").asString())
          .as("a node value that is not confidential is kept")
          .isEqualTo(values.get("colour"));
      StringBuilder everything = new StringBuilder(r.text());
      for (String path : List.of("history", "timeline")) {
        Api.Response read = admin.get("/api/v2/data/records/" + record.getKey() + "/" + path);
        assertThat(read.status()).as(read.toString()).isEqualTo(200);
        everything.append(read.text());
      }
      everything.append(read(admin, person, record.getKey(), "").text());
      for (String original : originals.get(record.getKey())) {
        assertThat(everything.toString()).as(original).doesNotContain(original);
      }
    }

    List<String> stored =
        jdbc.sql(
                "select data::text from classification_revisions where record_etalon_id = any(?)"
                    + " union all select data::text from classification_timeline"
                    + " where record_etalon_id = any(?)")
            .param(ids.toArray(UUID[]::new))
            .param(ids.toArray(UUID[]::new))
            .query(String.class)
            .list();
    assertThat(stored).as("two revisions and an interval per record").hasSize(27);
    for (List<String> values : originals.values()) {
      for (String original : values) {
        assertThat(stored.toString()).as("stored rows hold " + original).doesNotContain(original);
      }
      assertThat(stored.toString())
          .as("an earlier revision holds its original's result, once")
          .contains(obfuscated(key, "KeyedHash", values.get(1)));
    }

    String drafts = editions(parent, inline);
    for (String original : drafted) {
      assertThat(drafts).as("drafts hold " + original).doesNotContain(original);
    }
    assertThat(drafts)
        .contains(obfuscated(key, "FakeFullName", "Maria Drafted"))
        .contains(obfuscated(key, "KeyedHash", "SN-inline"))
        .contains("red");

    List<JsonNode> notices = InPlaceDepersonalizationTest.notifications(admin, person);
    assertThat(notices)
        .as("each record of the register is notified as changed")
        .hasSize(current.size() + 1);
    assertThat(notices.toString()).contains(unclassified).doesNotContain("SN-").contains("red");
    for (List<String> values : originals.values()) {
      for (String original : values) {
        assertThat(notices.toString()).doesNotContain(original);
      }
    }
    assertThat(admin.get(CLASSIFIERS + "/" + classifier + "/export").text())
        .as("a node attribute's default is the classifier's model, not a record's value: kept")
        .contains("Default Owner");

    List<JsonNode> events = InPlaceDepersonalizationTest.history(admin, first);
    JsonNode told = events.get(events.size() - 1);
    assertThat(told.path("type").asString()).isEqualTo("DEPERSONALIZED");
    assertThat(told.path("depersonalization").path("classifierName").asString())
        .isEqualTo(classifier);
    assertThat(told.path("depersonalization").path("executionId").asLong())
        .isEqualTo(run.path("id").asLong());
    assertThat(
            InPlaceDepersonalizationTest.history(admin, unclassified).stream()
                .map(e -> e.path("type").asString()))
        .as("a record in no node of the classifier has nothing of it rewritten")
        .doesNotContain("DEPERSONALIZED");
    JsonNode again = Jobs.run(admin, ClassificationDepersonalization.NAME, parameters);
    assertThat(again.path("status").asString()).as(again.toString()).isEqualTo("FAILED");
    assertThat(again.path("exitMessage").asString())
        .startsWith(
            "'"
                + classifier
                + "' was depersonalized in place by run "
                + run.path("id").asLong()
                + " at ");
  }

  @Test
  void inPlaceACopysParametersAreRefusedAndACopyNeedsThem() {
    Api admin = admin();
    String dp = aSource(admin, "dp", 10);
    String person = entityName("Person");
    save(admin, register(person));
    String classifier = entityName("Kind");
    classifier(admin, classifier, List.of(person));
    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put("classifierNames", List.of(classifier));
    parameters.put("inPlace", true);
    parameters.put("targets", Map.of(person, person));
    parameters.put("sourceSystem", dp);
    Api.Response r = Jobs.tryDefine(admin, ClassificationDepersonalization.NAME, parameters);
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("DP_IN_PLACE_COPY", "DP_IN_PLACE_COPY");
    List<String> sources = new ArrayList<>();
    r.json().path("details").path("error").forEach(e -> sources.add(e.path("source").asString()));
    assertThat(sources).containsExactly("parameters.targets", "parameters.sourceSystem");

    Api.Response copy =
        Jobs.tryDefine(
            admin,
            ClassificationDepersonalization.NAME,
            Map.of("classifierNames", List.of(classifier)));
    assertThat(copy.status()).as(copy.toString()).isEqualTo(400);
    assertThat(copy.errorCodes())
        .as("a copy names its source system and its copies")
        .containsExactly("DP_SOURCE_SYSTEM_REQUIRED", "DP_CLASSIFIER_NOT_COPIED");
  }

  private RecordWrite classified(
      String person,
      String source,
      int i,
      String classifier,
      String owner,
      String serial,
      String colour) {
    RecordWrite write = aRecord(person, source, "P" + i).with("name", "Person " + i);
    Map<String, Object> values = new LinkedHashMap<>();
    values.put("owner", owner);
    values.put("colour", colour);
    values.put("serial", serial);
    write.field(
        "classifications",
        Map.of(classifier, List.of(Map.of("nodeCode", "01.01", "attributes", values))));
    return write;
  }

  /** Every edition of these drafts and of the drafts under them, as stored. */
  private String editions(long... drafts) {
    Long[] ids = java.util.Arrays.stream(drafts).boxed().toArray(Long[]::new);
    return jdbc.sql(
            "select coalesce(string_agg(content::text, ' '), '') from editions where draft_id in"
                + " (select id from drafts where id = any(?) or parent_id = any(?))")
        .param(ids)
        .param(ids)
        .query(String.class)
        .single();
  }

  /** What the system library's function gives for the value under the key, with its defaults. */
  static String obfuscated(byte[] key, String functionName, String value) {
    return obfuscated(key, functionName, Map.of(), value);
  }

  /** What the system library's function gives for the value under the key and parameters. */
  static String obfuscated(
      byte[] key, String functionName, Map<String, String> parameters, String value) {
    ObfuscationFunction function =
        SystemLibrary.functions().stream()
            .filter(f -> f.name().equals(functionName))
            .findFirst()
            .orElseThrow();
    return (String)
        function
            .prepare(
                new ObfuscationContext(
                    SimpleDataType.STRING,
                    key,
                    FunctionSettings.values(function, SimpleDataType.STRING, parameters),
                    null))
            .obfuscate(value);
  }
}
