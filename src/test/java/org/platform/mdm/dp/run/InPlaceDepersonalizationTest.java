package org.platform.mdm.dp.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.notifications.NotificationSettings;
import org.platform.mdm.operations.run.RunExecutor;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * A depersonalization in place as the administrator of a test stand restored from production runs
 * it: every confidential value of the registers themselves is replaced wherever the API shows it
 * (the golden record, each origin, each revision in the history, the timeline, the links' values,
 * search), the other values are as they were, the links still point at the same records, and a
 * search finds the records by their new values; a copy's parameters are refused in place.
 */
class InPlaceDepersonalizationTest extends RecordApiTest {

  private static final String FILTERED = "/api/v2/data/relations/filtered";
  private static final String PROFILES = "/api/v2/core/profiles/latest?entityName=";

  private static Map<String, Object> confidential(
      String name, String function, Map<String, Object> parameters) {
    Map<String, Object> attribute = attribute(name, "String");
    attribute.put("confidential", true);
    attribute.put("obfuscationFunction", Map.of("name", function, "parameters", parameters));
    return attribute;
  }

  @Autowired JdbcClient jdbc;
  @Autowired DepersonalizationRepository keys;
  @Autowired RunExecutor executor;

  @AfterEach
  void settingsBack() {
    setting(admin(), NotificationSettings.FETCH_RESULT.name(), null);
  }

  @Test
  void everyStoredValueOfAConfidentialAttributeIsReplacedAndTheRestKept() throws Exception {
    Api admin = admin();
    setting(
        admin,
        NotificationSettings.FETCH_RESULT.name(),
        "true"); // notifications carry the records' values
    Random random = new Random(5153);
    String erp = aSource(admin, "erp", 50);
    String crm = aSource(admin, "crm", 40);
    String person =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            confidential("inn", "KeyedHash", Map.of("length", "12")),
            confidential("phone", "Mask", Map.of("keepLast", "2")),
            attribute("note", "String"));
    String company =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("city", "String"));
    String employer =
        aRelation(
            admin,
            "REFERENCES",
            person,
            company,
            confidential("contract", "KeyedHash", Map.of()),
            attribute("role", "String"));
    String firm =
        written(admin, aRecord(company, erp, "C1").with("name", "Firm").with("city", "Omsk"))
            .path("etalonId")
            .asString();

    Map<String, List<String>> originals = new LinkedHashMap<>();
    Map<String, String> notes = new LinkedHashMap<>();
    for (int i = 0; i < 11; i++) {
      String inn = String.valueOf(500_100_000_000L + random.nextInt(900_000_000));
      String oldInn = String.valueOf(600_100_000_000L + random.nextInt(900_000_000));
      String phone = "+7 912 " + (100 + random.nextInt(900)) + "-" + (10 + i) + "-77";
      String crmPhone = "+7 495 " + (100 + random.nextInt(900)) + "-" + (10 + i) + "-55";
      String contract = "K-" + (10_000 + random.nextInt(90_000));
      String note = "note " + i;
      // An older revision of the ERP's origin, then the current one; a second source's origin.
      written(admin, aRecord(person, erp, "P" + i).with("name", "Person " + i).with("inn", oldInn));
      RecordWrite current =
          aRecord(person, erp, "P" + i)
              .with("name", "Person " + i)
              .with("inn", inn)
              .with("phone", phone)
              .with("note", note);
      current.link(
          employer,
          Map.of("toEtalonId", firm, "attributes", Map.of("contract", contract, "role", "clerk")));
      String id = written(admin, current).path("etalonId").asString();
      written(
          admin,
          aRecord(person, crm, "K" + i)
              .field("etalonId", id)
              .with("phone", crmPhone)
              .with("inn", inn));
      originals.put(id, List.of(inn, oldInn, phone, crmPhone, contract));
      notes.put(id, note);
    }

    JsonNode profiled = Jobs.run(admin, "profileDataJob", Map.of("entityNames", List.of(person)));
    assertThat(profiled.path("status").asString()).as(profiled.toString()).isEqualTo("COMPLETED");
    assertThat(admin.get(PROFILES + person).status()).isEqualTo(200);
    assertThat(notifications(admin, person).toString())
        .as("before, the notifications carry the originals")
        .contains(originals.values().iterator().next().get(0));

    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put("entityNames", List.of(person));
    parameters.put("inPlace", true);
    parameters.put("keyName", unique("key"));
    parameters.put("blockSize", 4);
    JsonNode run = Jobs.run(admin, DepersonalizationOperation.NAME, parameters);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("failedItems").asLong()).isZero();
    assertThat(run.path("exitMessage").asString())
        .isEqualTo("Depersonalized 1 register or reference set in place, of 11 records");
    assertThat(run.path("processed").asLong())
        .as(
            "the progress counts the records rewritten, their links, then the records notified (the linked firm too): "
                + run)
        .isEqualTo(run.path("total").asLong())
        .isEqualTo(3L * originals.size() + 1);
    assertThat(Jobs.steps(admin, run.path("id").asLong()).findValuesAsString("name"))
        .containsExactly(
            "depersonalize " + person,
            "depersonalize links " + person,
            "depersonalize drafts " + person,
            "depersonalize drafts " + employer,
            "forget earlier copies",
            "notify " + person,
            "notify " + company);
    assertThat(admin.get(PROFILES + person).status())
        .as("a profile holds the earlier values: it is gone")
        .isEqualTo(404);
    List<JsonNode> notices = notifications(admin, person);
    assertThat(notices).as("each record is notified as changed").hasSize(originals.size());
    List<JsonNode> linked = notifications(admin, company);
    assertThat(linked)
        .as("the linked register's earlier notifications went; its record is notified again")
        .hasSize(1);
    assertThat(linked.get(0).path("etalonId").asString()).isEqualTo(firm);
    for (JsonNode notice : notices) {
      assertThat(notice.path("type").asString()).isEqualTo("UPSERT");
      assertThat(notice.path("operationId").asString())
          .as("the notification names the run that made it")
          .isEqualTo("run-" + run.path("id").asLong());
      for (List<String> values : originals.values()) {
        for (String original : values) {
          assertThat(notice.toString()).doesNotContain(original);
        }
      }
    }

    List<String> newInns = new ArrayList<>();
    for (var entry : originals.entrySet()) {
      String id = entry.getKey();
      List<String> values = entry.getValue();
      JsonNode record = read(admin, person, id, "").json();
      JsonNode attributes = record.path("etalon").path("attributes");
      if (attributes.isMissingNode()) {
        attributes = record.path("attributes");
      }
      String inn = attributes.path("inn").asString();
      assertThat(inn).hasSize(12).isNotEqualTo(values.get(0));
      newInns.add(inn);
      String phone = values.get(2);
      assertThat(attributes.path("phone").asString())
          .isNotEqualTo(phone)
          .hasSameSizeAs(phone)
          .endsWith("77");
      assertThat(attributes.path("note").asString())
          .as("a value that is not confidential is kept")
          .isEqualTo(notes.get(id));

      Api.Response links =
          admin.post(FILTERED, Map.of("etalonId", id, "isReduceReferences", false));
      assertThat(links.status()).as(links.toString()).isEqualTo(200);
      JsonNode link = links.json().path("relations").get(0);
      assertThat(link.path("toEtalonId").asString()).isEqualTo(firm);
      assertThat(links.text()).contains("clerk").doesNotContain(values.get(4));

      StringBuilder everything = new StringBuilder(record.toString());
      for (String path : List.of("history", "origins", "timeline")) {
        Api.Response r = admin.get("/api/v2/data/records/" + id + "/" + path);
        assertThat(r.status()).as(r.toString()).isEqualTo(200);
        everything.append(r.text());
      }
      for (String original : values) {
        assertThat(everything.toString()).as(original).doesNotContain(original);
      }
    }
    for (List<String> values : originals.values()) {
      for (String original : values.subList(0, 2)) {
        assertThat(found(admin, person, original)).as("searched for " + original).isZero();
      }
    }
    assertThat(found(admin, person, newInns.get(0)))
        .as("the search documents hold the new values")
        .isEqualTo(1);
  }

  @Test
  void inPlaceACopysParametersAreRefused() {
    Api admin = admin();
    String dp = aSource(admin, "dp", 10);
    String person =
        aRegister(admin, "BVT", confidential("inn", "KeyedHash", Map.of("length", "12")));
    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put("entityNames", List.of(person));
    parameters.put("inPlace", true);
    parameters.put("targets", Map.of(person, person));
    parameters.put("sourceSystem", dp);
    Api.Response r = Jobs.tryDefine(admin, DepersonalizationOperation.NAME, parameters);
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("DP_IN_PLACE_COPY", "DP_IN_PLACE_COPY");
    List<String> sources = new ArrayList<>();
    r.json().path("details").path("error").forEach(e -> sources.add(e.path("source").asString()));
    assertThat(sources).containsExactly("parameters.targets", "parameters.sourceSystem");
  }

  @Test
  void theHistoryTellsARunInPlaceAndASecondIsRefusedUnlessAskedAgain() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 50);
    String person =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            confidential("inn", "KeyedHash", Map.of("length", "12")),
            confidential("phone", "Mask", Map.of("keepLast", "2")));
    String before =
        written(
                admin,
                aRecord(person, erp, "P1").with("name", "Before").with("inn", "770100200300"))
            .path("etalonId")
            .asString();
    String keyName = unique("key");
    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put("entityNames", List.of(person));
    parameters.put("inPlace", true);
    parameters.put("keyName", keyName);
    long definition = Jobs.define(admin, DepersonalizationOperation.NAME, parameters);
    JsonNode first = Jobs.ended(admin, Jobs.start(admin, definition));
    assertThat(first.path("status").asString()).as(first.toString()).isEqualTo("COMPLETED");
    long firstId = first.path("id").asLong();
    String after =
        written(admin, aRecord(person, erp, "P2").with("name", "After").with("inn", "990100"))
            .path("etalonId")
            .asString();

    List<JsonNode> events = history(admin, before);
    JsonNode told = events.get(events.size() - 1);
    assertThat(told.path("type").asString())
        .as("the run is the record's last event, after its write")
        .isEqualTo("DEPERSONALIZED");
    assertThat(told.path("user").asString()).isEqualTo("admin");
    assertThat(told.path("depersonalization").path("executionId").asLong()).isEqualTo(firstId);
    assertThat(told.path("depersonalization").path("keyName").asString()).isEqualTo(keyName);
    assertThat(told.path("depersonalization").path("attributes").toString())
        .isEqualTo("[\"inn\",\"phone\"]");
    assertThat(told.path("depersonalization").has("classifierName")).isFalse();
    assertThat(events.get(0).path("type").asString()).isEqualTo("UPSERT");
    assertThat(events.get(0).toString())
        .as("the write before shows the replaced value: the original is gone")
        .doesNotContain("770100200300");
    assertThat(history(admin, after).stream().map(e -> e.path("type").asString()))
        .as("a record made after the run was never depersonalized")
        .containsExactly("UPSERT");

    // The definition that made the run can still be described; a new one can be saved.
    Map<String, Object> renamed = new LinkedHashMap<>();
    renamed.put("name", unique("dp-renamed"));
    renamed.put("jobName", DepersonalizationOperation.NAME);
    renamed.put("description", "Depersonalized the test stand on the first of December");
    renamed.put("enabled", true);
    renamed.put("parameters", parameters);
    Api.Response edited =
        admin.put(Jobs.JOBS + "/definitions/" + definition, Map.of("definition", renamed));
    assertThat(edited.status()).as(edited.toString()).isEqualTo(200);
    long another = Jobs.define(admin, DepersonalizationOperation.NAME, parameters);

    for (long d : List.of(definition, another)) {
      JsonNode rerun = Jobs.ended(admin, Jobs.start(admin, d));
      assertThat(rerun.path("status").asString())
          .as("a second run in place is refused as it begins: " + rerun)
          .isEqualTo("FAILED");
      assertThat(rerun.path("exitMessage").asString())
          .matches(
              "'"
                  + person
                  + "' was depersonalized in place by run "
                  + firstId
                  + " at \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ: its values are the replaced"
                  + " ones now, and a second run would replace them again \\(a shifted date drifts"
                  + " further\\)\\. Restart run "
                  + firstId
                  + " if it did not finish, or set 'again' to run all the same\\.");
    }
    String inn = read(admin, person, before, "").json().toString();
    assertThat(inn).as("nothing was rewritten twice").contains(hashed(keyName, "770100200300"));

    parameters.put("again", true);
    JsonNode second = Jobs.run(admin, DepersonalizationOperation.NAME, parameters);
    assertThat(second.path("status").asString()).as(second.toString()).isEqualTo("COMPLETED");
    assertThat(
            history(admin, before).stream()
                .filter(e -> e.path("type").asString().equals("DEPERSONALIZED"))
                .map(e -> e.path("depersonalization").path("executionId").asLong()))
        .containsExactly(firstId, second.path("id").asLong());
    assertThat(history(admin, after).stream().map(e -> e.path("type").asString()))
        .containsExactly("UPSERT", "DEPERSONALIZED");
  }

  @Test
  void theRejectedLinesAndUploadsOfEarlierLoadsGoWithTheValuesTheyHeld() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 50);
    String person =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            confidential("inn", "KeyedHash", Map.of("length", "12")));
    String ndjson =
        "{\"entityName\": \""
            + person
            + "\", \"sourceSystem\": \""
            + erp
            + "\", \"externalId\": \"P-1\", \"attributes\": {\"name\": \"one\", \"inn\":"
            + " \"770011223344\"}}\n"
            + "{\"entityName\": \""
            + person
            + "\", \"sourceSystem\": \"no-such-source-770099887766\", \"externalId\": \"P-2\","
            + " \"attributes\": {\"inn\": \"770099887766\"}}\n";
    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson, "application/x-ndjson");
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    long importId = started.json().path("importId").asLong();
    JsonNode loaded = importFinished(admin, importId);
    assertThat(loaded.path("rejected").asLong()).isEqualTo(1);
    assertThat(loaded.path("rejections").toString()).contains("770099887766");
    // A load that stopped keeps its upload to go on with; this one is made to look so.
    jdbc.sql("update data_imports set spool = 'import-kept.ndjson' where id = ?")
        .param(importId)
        .update();

    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put("entityNames", List.of(person));
    parameters.put("inPlace", true);
    JsonNode run = Jobs.run(admin, DepersonalizationOperation.NAME, parameters);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");

    JsonNode after = admin.get("/api/v2/data/import/" + importId).json();
    assertThat(after.path("rejected").asLong()).as("the load's counts stay").isEqualTo(1);
    assertThat(after.path("rejections")).as("the reasons quoted the values: gone").isEmpty();
    assertThat(after.path("rejectionsRemoved").asString())
        .as("the load says why it shows no rejected line")
        .isNotEmpty();
    assertThat(
            jdbc.sql("select spool from data_imports where id = ?")
                .param(importId)
                .query(String.class)
                .optional())
        .as("the upload held the values: gone")
        .isEmpty();
  }

  private String hashed(String keyName, String value) {
    return ClassificationsInPlaceTest.obfuscated(
        keys.key(keyName, "admin"), "KeyedHash", Map.of("length", "12"), value);
  }

  /** The record's history events, oldest first. */
  static List<JsonNode> history(Api admin, String etalonId) {
    Api.Response r = admin.get("/api/v2/data/records/" + etalonId + "/history");
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    List<JsonNode> events = new ArrayList<>();
    r.json().path("events").forEach(events::add);
    return events;
  }

  @Test
  void aStoppedRunGoesOnFromItsLastBlockAndRewritesEachRecordOnce() throws Exception {
    interruptedAndResumed(
        id -> {
          Api.Response restart = admin().post(Jobs.JOBS + "/executions/restart/" + id, Map.of());
          assertThat(restart.status()).as(restart.toString()).isEqualTo(200);
        });
  }

  @Test
  void aRunOfANodeThatDiedIsTakenOverFromItsLastBlockAndRewritesEachRecordOnce() throws Exception {
    interruptedAndResumed(
        id -> {
          // The blocks committed stay; the run looks as a run under way on a node that died does.
          jdbc.sql(
                  "update job_executions set status = 'STARTED', node = 'lost-node', end_time ="
                      + " null where id = ?")
              .param(id)
              .update();
          executor.execute(id, true);
        });
  }

  /**
   * Runs an in-place rewrite of 120 records a record a block, interrupts it (stops it) after a few
   * blocks, has {@code resume} go on with it, and checks that every record is rewritten exactly
   * once, in its golden record and in its revision.
   */
  private void interruptedAndResumed(LongConsumer resume) throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 50);
    String person =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            confidential("inn", "KeyedHash", Map.of("length", "12")));
    int count = 120;
    List<Map<String, Object>> batch = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      batch.add(
          aRecord(person, erp, "P" + i)
              .with("name", "Person " + i)
              .with("inn", "77" + (10_000_000 + i))
              .body());
    }
    Api.Response written = admin.post(DATA + "/batch", batch);
    assertThat(written.status()).as(written.toString()).isEqualTo(200);
    String keyName = unique("key");
    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put("entityNames", List.of(person));
    parameters.put("inPlace", true);
    parameters.put("keyName", keyName);
    parameters.put("blockSize", 1);

    long id = Jobs.start(admin, Jobs.define(admin, DepersonalizationOperation.NAME, parameters));
    java.time.Instant end = java.time.Instant.now().plusSeconds(60);
    while (java.time.Instant.now().isBefore(end)
        && admin
                .get(Jobs.JOBS + "/executions/" + id)
                .json()
                .path("execution")
                .path("processed")
                .asLong()
            < 5) {
      Thread.sleep(10);
    }
    Api.Response stop = admin.post(Jobs.JOBS + "/executions/stop/" + id, Map.of());
    assertThat(stop.status()).as(stop.toString()).isEqualTo(200);
    JsonNode stopped = Jobs.ended(admin, id);
    assertThat(stopped.path("status").asString()).as(stopped.toString()).isEqualTo("STOPPED");
    byte[] key = keys.key(keyName, "admin");
    long rewritten = 0;
    for (int i = 0; i < count; i++) {
      if (inn(admin, person, erp, i).equals(expected(key, i))) {
        rewritten++;
      }
    }
    assertThat(rewritten).as("stopped part of the way").isBetween(5L, count - 1L);

    resume.accept(id);
    JsonNode done = Jobs.ended(admin, id);
    assertThat(done.path("status").asString()).as(done.toString()).isEqualTo("COMPLETED");
    for (int i = 0; i < count; i++) {
      assertThat(inn(admin, person, erp, i))
          .as("P" + i + " rewritten once: a second rewrite would hash the hash")
          .isEqualTo(expected(key, i));
    }
    List<String> revisions =
        jdbc.sql(
                "select r.data->>'inn' from revisions r join etalons e on e.etalon_id ="
                    + " r.etalon_id where e.entity_name = ?")
            .param(person)
            .query(String.class)
            .list();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      expected.add(expected(key, i));
    }
    assertThat(revisions).containsExactlyInAnyOrderElementsOf(expected);
    String first =
        jdbc.sql("select etalon_id::text from etalons where entity_name = ? limit 1")
            .param(person)
            .query(String.class)
            .single();
    assertThat(
            history(admin, first).stream()
                .filter(e -> e.path("type").asString().equals("DEPERSONALIZED")))
        .as("the run resumed tells its rewrite once")
        .hasSize(1);
  }

  private static String expected(byte[] key, int i) {
    return ClassificationsInPlaceTest.obfuscated(
        key, "KeyedHash", Map.of("length", "12"), "77" + (10_000_000 + i));
  }

  private static String inn(Api admin, String person, String erp, int i) {
    Api.Response r = admin.get(DATA + "/" + person + "/" + erp + "/P" + i);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("attributes").path("inn").asString();
  }

  /** The bodies of the notifications of the register's records in the feed. */
  static List<JsonNode> notifications(Api admin, String register) {
    List<JsonNode> bodies = new ArrayList<>();
    long after = 0;
    while (true) {
      JsonNode page = admin.get("/api/v2/notifications?after=" + after + "&limit=1000").json();
      if (page.path("notifications").isEmpty()) {
        return bodies;
      }
      page.path("notifications")
          .forEach(
              n -> {
                if (n.path("notification").path("entityName").asString().equals(register)) {
                  bodies.add(n.path("notification"));
                }
              });
      after = page.path("last").asLong();
    }
  }

  private static long found(Api admin, String register, String text) {
    Api.Response r =
        admin.post("/api/v2/search/records", Map.of("entityName", register, "text", text));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("totalCount").asLong();
  }
}
