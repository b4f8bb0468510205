package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.data.LabelledRecords.admits;
import static org.platform.mdm.data.LabelledRecords.randomInstances;
import static org.platform.mdm.testsupport.SecurityLabels.instance;
import static org.platform.mdm.testsupport.SecurityLabels.label;
import static org.platform.mdm.testsupport.SecurityLabels.stewardRole;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.LabelledRecords.Setup;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * Security labels on records: a steward whose role holds the instance "region = North" sees and
 * writes the north's records only; the others are answered as unknown.
 */
class RecordLabelsTest extends RecordApiTest {

  private static final String LABELS = "/api/v2/core/security-labels";

  @Autowired DataSource dataSource;

  private static final String SEARCH = "/api/v2/search/records";

  private Setup setup(Api admin) {
    return unlabelled(admin).labelled(admin);
  }

  /** The register and the names of its labels, none of them made yet. */
  private Setup unlabelled(Api admin) {
    String source = aSource(admin, "erp", 50);
    String register =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            attribute("region", "String"),
            attribute("level", "Integer"));
    return Setup.named(register, source);
  }

  private String write(Api client, Setup s, String id, String region, int level) {
    return written(
            client,
            aRecord(s.register(), s.source(), id)
                .with("name", id)
                .with("region", region)
                .with("level", level))
        .path("etalonId")
        .asString();
  }

  private static JsonNode searched(Api client, Map<String, Object> body) {
    Api.Response r = client.post(SEARCH, body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  private static Set<String> found(Api client, String register) {
    Set<String> ids = new TreeSet<>();
    searched(client, Map.of("entityName", register, "limit", 100))
        .path("hits")
        .forEach(h -> ids.add(h.path("etalonId").asString()));
    return ids;
  }

  @Test
  void aStewardSeesAndWritesOnlyTheRecordsItsLabelsAdmit() {
    Api admin = admin();
    Setup s = setup(admin);
    String north = write(admin, s, "N-1", "North", 1);
    String south = write(admin, s, "S-1", "South", 2);
    String role =
        stewardRole(
            admin,
            s.register(),
            List.of(
                instance(s.region(), s.register() + ".region", "North"),
                instance(s.level(), s.register() + ".level", null)));
    JsonNode shown = admin.get("/api/v2/core/roles/" + role).json().path("role");
    assertThat(
            shown.path("securityLabels").get(0).path("attributes").get(0).path("value").asString())
        .isEqualTo("North");
    Api steward = aUserWithRoles(role);

    // Reads: the south's record is unknown to the steward, by id, by key and in every detail.
    assertThat(read(steward, s.register(), north, "").status()).isEqualTo(200);
    Api.Response hidden = read(steward, s.register(), south, "");
    assertThat(hidden.status()).isEqualTo(404);
    assertThat(hidden.errorCodes()).containsExactly("DATA_RECORD_NOT_FOUND");
    Api.Response byKey = steward.get(DATA + "/" + s.register() + "/" + s.source() + "/S-1");
    assertThat(byKey.errorCodes()).containsExactly("DATA_KEY_NOT_FOUND");
    for (String detail : List.of("timeline", "origins", "history")) {
      assertThat(steward.get("/api/v2/data/records/" + south + "/" + detail).status())
          .as(detail)
          .isEqualTo(404);
      assertThat(steward.get("/api/v2/data/records/" + north + "/" + detail).status())
          .as(detail)
          .isEqualTo(200);
    }

    // Search: hits, count and facets are the north's alone.
    JsonNode result =
        searched(steward, Map.of("entityName", s.register(), "facets", List.of("region")));
    assertThat(result.path("totalCount").asLong()).isEqualTo(1);
    assertThat(result.path("hits").get(0).path("etalonId").asString()).isEqualTo(north);
    assertThat(result.path("facets").path("region").toString())
        .contains("North")
        .doesNotContain("South");
    assertThat(found(admin, s.register())).containsExactlyInAnyOrder(north, south);
    // A text search by relevance reads a window of tiers (exact words, one edit, two edits): each
    // tier admits only what the labels admit, whether the words are exact or mistyped.
    Map<String, Double> tierScores = Map.of("South", 1.0, "Soutx", 0.5, "Soutthh", 0.0);
    for (String text : tierScores.keySet()) {
      Map<String, Object> body = Map.of("entityName", s.register(), "text", text);
      JsonNode byAdmin = searched(admin, body).path("hits").get(0);
      assertThat(byAdmin.path("etalonId").asString()).as(text).isEqualTo(south);
      assertThat(Math.floor(byAdmin.path("score").asDouble() * 2) / 2)
          .as(text)
          .isEqualTo(tierScores.get(text));
      JsonNode bySteward = searched(steward, body);
      assertThat(bySteward.path("totalCount").asLong()).as(text).isZero();
      assertThat(bySteward.path("hits").toString()).as(text).doesNotContain(south);
    }
    assertThat(searched(steward, Map.of("entityName", s.register(), "text", "Nortx")).path("hits"))
        .extracting(h -> h.path("etalonId").asString())
        .containsExactly(north);

    // Writes: a new north record is fine; a south one, or moving north to the south, is refused.
    write(steward, s, "N-2", "North", 3);
    Api.Response outside =
        steward.post(
            DATA,
            aRecord(s.register(), s.source(), "S-2")
                .with("region", "South")
                .with("level", 1)
                .body());
    assertThat(outside.status()).as(outside.toString()).isEqualTo(403);
    assertThat(outside.errorCodes()).containsExactly("DATA_LABEL_DENIED");
    assertThat(admin.get(DATA + "/" + s.register() + "/" + s.source() + "/S-2").status())
        .isEqualTo(404);
    Api.Response moved =
        steward.post(DATA, aRecord(s.register(), s.source(), "N-1").with("region", "South").body());
    assertThat(moved.errorCodes()).containsExactly("DATA_LABEL_DENIED");
    assertThat(attributesAt(admin, s.register(), north, "").path("region").asString())
        .isEqualTo("North");
    // The south's record cannot be changed or deleted either: it is unknown to the steward.
    Api.Response sneaky =
        steward.post(DATA, aRecord(s.register(), s.source(), "S-1").with("region", "North").body());
    assertThat(sneaky.status()).isEqualTo(404);
    assertThat(sneaky.errorCodes()).containsExactly("DATA_KEY_NOT_FOUND");
    assertThat(sneaky.text()).doesNotContain(south);
    // Naming the hidden record's key together with a record the steward sees tells nothing either.
    Api.Response claimed =
        steward.post(
            DATA,
            aRecord(s.register(), s.source(), "S-1")
                .with("region", "North")
                .field("etalonId", north)
                .body());
    assertThat(claimed.errorCodes()).as(claimed.toString()).containsExactly("DATA_KEY_NOT_FOUND");
    assertThat(claimed.text()).doesNotContain(south);
    assertThat(attributesAt(admin, s.register(), south, "").path("region").asString())
        .isEqualTo("South");
    assertThat(steward.delete(DATA + "/" + s.register() + "/" + s.source() + "/S-1").status())
        .isEqualTo(404);
    assertThat(read(admin, s.register(), south, "").status()).isEqualTo(200);
  }

  @Test
  void anImportRejectsEachLineOutsideTheStewardsLabels() throws InterruptedException {
    Api admin = admin();
    Setup s = setup(admin);
    write(admin, s, "S-1", "South", 1);
    Api steward =
        aUserWithRoles(
            stewardRole(
                admin,
                s.register(),
                List.of(
                    instance(s.region(), s.register() + ".region", "North"),
                    instance(s.level(), s.register() + ".level", null))));
    String ndjson =
        String.join(
            "\n",
            line(s, "N-1", "North"),
            line(s, "S-2", "South"),
            line(s, "S-1", "North"),
            line(s, "N-2", "North"));
    Api.Response started =
        steward.send("POST", "/api/v2/data/import", ndjson + "\n", "application/x-ndjson");
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    JsonNode done = importFinished(steward, started.json().path("importId").asLong());
    assertThat(done.path("loaded").asLong()).isEqualTo(2);
    assertThat(texts(done.path("rejections"), "line")).containsExactly("2", "3");
    assertThat(done.path("rejections").get(0).path("errors").get(0).path("code").asString())
        .isEqualTo("DATA_LABEL_DENIED");
    assertThat(done.path("rejections").get(1).path("errors").get(0).path("code").asString())
        .isEqualTo("DATA_KEY_NOT_FOUND");
    JsonNode south = admin.get(DATA + "/" + s.register() + "/" + s.source() + "/S-1").json();
    assertThat(done.toString()).doesNotContain(south.path("etalonId").asString());
    assertThat(south.path("attributes").path("region").asString()).isEqualTo("South");
    assertThat(admin.get(DATA + "/" + s.register() + "/" + s.source() + "/S-2").status())
        .isEqualTo(404);
  }

  @Test
  void aStewardsImportedCorrectionIsCheckedOnTheRecordItMakes() throws InterruptedException {
    Api admin = admin();
    Setup s = setup(admin);
    String north = write(admin, s, "N-1", "North", 1);
    Api steward =
        aUserWithRoles(
            stewardRole(
                admin,
                s.register(),
                List.of(
                    instance(s.region(), s.register() + ".region", "North"),
                    instance(s.level(), s.register() + ".level", null))));
    // The platform's lines hold only what they change: the name alone keeps the record in the
    // north, a region of the south takes it out of the steward's labels.
    String ndjson =
        stewardLine(s, north, Map.of("name", "Renamed"))
            + stewardLine(s, north, Map.of("region", "South"));

    Api.Response started =
        steward.send("POST", "/api/v2/data/import", ndjson, "application/x-ndjson");

    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    JsonNode done = importFinished(steward, started.json().path("importId").asLong());
    assertThat(done.path("updated").asLong()).as(done.toString()).isEqualTo(1);
    assertThat(texts(done.path("rejections"), "line")).containsExactly("2");
    assertThat(done.path("rejections").get(0).path("errors").get(0).path("code").asString())
        .isEqualTo("DATA_LABEL_DENIED");
    JsonNode record = admin.get(DATA + "/" + s.register() + "/" + s.source() + "/N-1").json();
    assertThat(record.path("attributes").path("name").asString()).isEqualTo("Renamed");
    assertThat(record.path("attributes").path("region").asString()).isEqualTo("North");
  }

  private static String stewardLine(Setup s, String etalonId, Map<String, Object> values) {
    return Api.JSON.writeValueAsString(
            Map.of(
                "entityName", s.register(),
                "sourceSystem", "platform",
                "externalId", etalonId,
                "etalonId", etalonId,
                "attributes", values))
        + "\n";
  }

  private static String line(Setup s, String id, String region) {
    return Api.JSON.writeValueAsString(
        aRecord(s.register(), s.source(), id).with("region", region).with("level", 1).body());
  }

  @Test
  void linksToHiddenRecordsAreLeftOutAndHiddenRecordsTakePartInNoMerge() {
    Api admin = admin();
    Setup s = setup(admin);
    String north = write(admin, s, "N-1", "North", 1);
    String north2 = write(admin, s, "N-2", "North", 1);
    String south = write(admin, s, "S-1", "South", 1);
    String near = aRelation(admin, "MANY_TO_MANY", s.register(), s.register());
    written(
        admin,
        aRecord(s.register(), s.source(), "N-1")
            .with("region", "North")
            .with("level", 1)
            .link(near, Map.of("toEtalonId", south))
            .link(near, Map.of("toEtalonId", north2)));
    Api steward =
        aUserWithRoles(
            stewardRole(
                admin,
                s.register(),
                List.of(
                    instance(s.region(), s.register() + ".region", "North"),
                    instance(s.level(), s.register() + ".level", null))));
    JsonNode seen = read(steward, s.register(), north, "relations=true").json();
    assertThat(texts(seen.path("relations").path(near), "etalonId")).containsExactly(north2);
    JsonNode all = read(admin, s.register(), north, "relations=true").json();
    assertThat(texts(all.path("relations").path(near), "etalonId"))
        .containsExactlyInAnyOrder(north2, south);
    // The record's history does not tell the link to the hidden record either.
    String history = "/api/v2/data/records/" + north + "/history";
    assertThat(admin.get(history).text()).contains(south);
    Api.Response told = steward.get(history);
    assertThat(told.status()).isEqualTo(200);
    assertThat(told.text()).contains(north2).doesNotContain(south);

    // Nor can the steward link a record of its own to the hidden one.
    Api.Response link =
        steward.post(
            DATA,
            aRecord(s.register(), s.source(), "N-3")
                .with("region", "North")
                .with("level", 1)
                .link(near, Map.of("toEtalonId", south))
                .body());
    assertThat(link.errorCodes())
        .as(link.toString())
        .containsExactly("DATA_RELATION_TARGET_NOT_FOUND");

    Api.Response merge =
        steward.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName",
                s.register(),
                "winnerEtalonId",
                north,
                "loserEtalonIds",
                List.of(south)));
    assertThat(merge.status()).as(merge.toString()).isEqualTo(404);
    assertThat(merge.errorCodes()).containsExactly("DATA_RECORD_NOT_FOUND");
    assertThat(read(admin, s.register(), south, "").json().path("status").asString())
        .isNotEqualTo("MERGED");
    Api.Response allowed =
        steward.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName",
                s.register(),
                "winnerEtalonId",
                north,
                "loserEtalonIds",
                List.of(north2)));
    assertThat(allowed.status()).as(allowed.toString()).isEqualTo(200);
  }

  @Test
  void aMergeInTheHistoryNamesOnlyTheRecordsTheStewardSees() {
    Api admin = admin();
    Setup s = setup(admin);
    String north = write(admin, s, "HN-1", "North", 1);
    String north2 = write(admin, s, "HN-2", "North", 1);
    String south = write(admin, s, "HS-1", "South", 1);
    Api.Response merged =
        admin.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName",
                s.register(),
                "winnerEtalonId",
                north,
                "loserEtalonIds",
                List.of(north2, south)));
    assertThat(merged.status()).as(merged.toString()).isEqualTo(200);
    // Both unmerged again, one after the other: the south's record is hidden from the steward.
    for (String key : List.of("HN-2", "HS-1")) {
      Api.Response unmerged =
          admin.post(
              "/api/v2/data/unmerge",
              Map.of(
                  "entityName",
                  s.register(),
                  "etalonId",
                  north,
                  "externalKeys",
                  List.of(Map.of("sourceSystem", s.source(), "externalId", key))));
      assertThat(unmerged.status()).as(unmerged.toString()).isEqualTo(200);
    }
    Api steward =
        aUserWithRoles(
            stewardRole(
                admin,
                s.register(),
                List.of(
                    instance(s.region(), s.register() + ".region", "North"),
                    instance(s.level(), s.register() + ".level", null))));
    assertThat(read(steward, s.register(), south, "").status()).isEqualTo(404);
    assertThat(read(steward, s.register(), north2, "").status()).isEqualTo(200);

    String history = "/api/v2/data/records/" + north + "/history";
    JsonNode all = admin.get(history).json().path("events");
    assertThat(event(all, "RECORD_MERGE").path("loserEtalonIds").toString())
        .contains(north2, south);
    assertThat(events(all, "UNMERGE").map(e -> e.path("detachedEtalonId").asString()))
        .containsExactly(north2, south);
    Api.Response told = steward.get(history);
    assertThat(told.status()).as(told.toString()).isEqualTo(200);
    assertThat(told.text()).doesNotContain(south);
    JsonNode seen = told.json().path("events");
    // The events stay (they are the record's own story), naming only what the steward sees.
    assertThat(values(event(seen, "RECORD_MERGE").path("loserEtalonIds"))).containsExactly(north2);
    List<JsonNode> unmerges = events(seen, "UNMERGE").toList();
    assertThat(unmerges).hasSize(2);
    assertThat(unmerges.get(0).path("detachedEtalonId").asString()).isEqualTo(north2);
    assertThat(unmerges.get(1).has("detachedEtalonId")).isFalse();
    assertThat(unmerges.get(1).path("externalKeys").toString()).contains("HS-1");
  }

  private static JsonNode event(JsonNode events, String type) {
    return events(events, type)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + type + " in " + events));
  }

  private static java.util.stream.Stream<JsonNode> events(JsonNode events, String type) {
    return events.valueStream().filter(e -> e.path("type").asString().equals(type));
  }

  private static List<String> values(JsonNode array) {
    return array.valueStream().map(JsonNode::asString).toList();
  }

  @Test
  void theFeedLeavesOutTheChangesOfHiddenRecordsAndReadsOnPastThem() {
    Api admin = admin();
    Setup s = setup(admin);
    Api steward =
        aUserWithRoles(
            stewardRole(
                admin,
                s.register(),
                List.of(
                    instance(s.region(), s.register() + ".region", "North"),
                    instance(s.level(), s.register() + ".level", null))));
    long start = feedEnd(admin);
    String south = write(admin, s, "S-1", "South", 1);
    String north = write(admin, s, "N-1", "North", 1);
    write(admin, s, "S-2", "South", 2);

    Set<String> seen = new TreeSet<>();
    long after = start;
    for (int pages = 0; pages < 100; pages++) {
      JsonNode page = steward.get("/api/v2/notifications?after=" + after + "&limit=1").json();
      page.path("notifications")
          .forEach(n -> seen.add(n.path("notification").path("etalonId").asString()));
      if (page.path("last").asLong() == after) {
        break;
      }
      after = page.path("last").asLong();
    }
    assertThat(seen).contains(north).doesNotContain(south);
    assertThat(after).isGreaterThan(start);
  }

  /** The feed's position now. */
  private static long feedEnd(Api admin) {
    long after = 0;
    while (true) {
      JsonNode page = admin.get("/api/v2/notifications?after=" + after + "&limit=1000").json();
      if (page.path("last").asLong() == after) {
        return after;
      }
      after = page.path("last").asLong();
    }
  }

  @Test
  void aDraftCannotReachAHiddenRecordNorPublishValuesOutsideTheLabels() {
    Api admin = admin();
    Setup s = setup(admin);
    write(admin, s, "S-1", "South", 1);
    Api steward =
        aUserWithRoles(
            stewardRole(
                admin,
                s.register(),
                List.of(
                    instance(s.region(), s.register() + ".region", "North"),
                    instance(s.level(), s.register() + ".level", null))));
    long draft = recordDraft(steward, s);
    Map<String, Object> hidden =
        new LinkedHashMap<>(
            aRecord(s.register(), s.source(), "S-1")
                .with("region", "North")
                .with("level", 1)
                .body());
    hidden.put("draftId", draft);
    Api.Response kept = steward.post(DATA, hidden);
    assertThat(kept.status()).as(kept.toString()).isEqualTo(404);
    assertThat(kept.errorCodes()).containsExactly("DATA_KEY_NOT_FOUND");

    long other = recordDraft(steward, s);
    Map<String, Object> south =
        new LinkedHashMap<>(
            aRecord(s.register(), s.source(), "S-9")
                .with("region", "South")
                .with("level", 1)
                .body());
    south.put("draftId", other);
    assertThat(steward.post(DATA, south).status()).isEqualTo(200);
    Api.Response published = steward.post("/api/v2/draft/publish", Map.of("draftId", other));
    assertThat(published.status()).as(published.toString()).isEqualTo(403);
    assertThat(published.errorCodes()).containsExactly("DATA_LABEL_DENIED");
    assertThat(admin.get(DATA + "/" + s.register() + "/" + s.source() + "/S-9").status())
        .isEqualTo(404);
  }

  private static long recordDraft(Api client, Setup s) {
    Api.Response r =
        client.post(
            "/api/v2/draft/upsert",
            Map.of("type", "record", "parameters", Map.of("entity-name", s.register())));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("draft").path("draftId").asLong();
  }

  @Test
  void withoutAnInstanceOfALabelOnTheRegisterNoRecordIsSeen() {
    Api admin = admin();
    Setup s = setup(admin);
    String north = write(admin, s, "N-1", "North", 1);
    Api noInstance =
        aUserWithRoles(
            stewardRole(
                admin,
                s.register(),
                List.of(instance(s.region(), s.register() + ".region", "North"))));
    assertThat(read(noInstance, s.register(), north, "").status()).isEqualTo(404);
    assertThat(searched(noInstance, Map.of("entityName", s.register())).path("totalCount").asLong())
        .isZero();
  }

  @Test
  void instancesOfALabelAddUpAndLabelsMustAllAdmitCheckedAgainstAReference() {
    Api admin = admin();
    Setup s = setup(admin);
    Random random = new Random(22);
    List<String> regions = List.of("North", "South", "East");
    Map<String, Map<String, Object>> records = new HashMap<>();
    for (int i = 0; i < 18; i++) {
      String region = regions.get(i % 3);
      int level = i / 3 % 3 + 1;
      records.put(
          write(admin, s, "R-" + i, region, level),
          Map.of("region", region, "level", (long) level));
    }
    String role = stewardRole(admin, s.register(), List.of());
    Api steward = aUserWithRoles(role);
    String userName =
        steward.get("/api/v2/core/authentication/current-user").json().path("userName").asString();
    for (int round = 0; round < 12; round++) {
      List<Map<String, Object>> onRole = randomInstances(random, s, regions, 2);
      List<Map<String, Object>> onUser = randomInstances(random, s, regions, 2);
      Map<String, Object> change = new LinkedHashMap<>();
      change.put("name", role);
      change.put("rights", List.of(grant(s.register(), "FULL")));
      change.put("securityLabels", onRole);
      assertThat(admin.put("/api/v2/core/roles/" + role, change).status()).isEqualTo(200);
      Api.Response user =
          admin.put("/api/v2/core/users/" + userName, Map.of("securityLabels", onUser));
      assertThat(user.status()).as(user.toString()).isEqualTo(200);

      List<Map<String, Object>> all = new ArrayList<>(onRole);
      all.addAll(onUser);
      Set<String> expected = new TreeSet<>();
      records.forEach(
          (id, values) -> {
            if (admits(s.register(), s.region(), s.level(), all, values)) {
              expected.add(id);
            }
          });
      assertThat(found(steward, s.register())).as("round %d: %s", round, all).isEqualTo(expected);
      assertThat(counted(steward, s.register()))
          .as("round %d: %s", round, all)
          .isEqualTo(expected.size());
      String anyId = records.keySet().iterator().next();
      assertThat(read(steward, s.register(), anyId, "").status())
          .as("round %d", round)
          .isEqualTo(expected.contains(anyId) ? 200 : 404);
    }
  }

  /**
   * The count of a page of one (the page does not hold every match, so the count is made: from the
   * register's label keys).
   */
  private static long counted(Api client, String register) {
    return searched(client, Map.of("entityName", register, "limit", 1)).path("totalCount").asLong();
  }

  /**
   * A database from before the label keys (V8_6) has labelled registers whose documents have no
   * key: the migration's last statement asks for their rebuild, which gives them their keys. Run
   * here on a register whose keys were taken away (with the other registers' rebuilds taken back in
   * the same transaction: the test database holds every test's registers).
   */
  @Test
  void anUpgradedDatabaseRebuildsItsLabelledRegisters() throws Exception {
    Api admin = admin();
    Setup s = setup(admin);
    for (int i = 0; i < 3; i++) {
      write(admin, s, "U-" + i, "North", i + 1);
    }
    JdbcClient jdbc = JdbcClient.create(dataSource);
    jdbc.sql("update search_documents set label_key_id = null where entity_name = ?")
        .param(s.register())
        .update();
    String sql;
    try (InputStream in =
        getClass().getResourceAsStream("/db/migration/search/V8_6__search_label_keys.sql")) {
      sql = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    jdbc.sql(
            "begin; "
                + sql.substring(sql.lastIndexOf("insert into search_reindex"))
                + " delete from search_reindex where reason = 'UPGRADE' and entity_name <> '"
                + s.register()
                + "'; commit;")
        .update();
    String state = "";
    for (int i = 0; i < 600 && !state.equals("DONE"); i++) {
      Thread.sleep(100);
      for (JsonNode j : admin.get("/api/v2/search/reindex").json().path("jobs")) {
        if (j.path("entityName").asString().equals(s.register())
            && j.path("reason").asString().equals("UPGRADE")) {
          state = j.path("state").asString();
        }
      }
    }
    assertThat(state).isEqualTo("DONE");
    assertThat(
            jdbc.sql(
                    "select count(*) from search_documents where entity_name = ?"
                        + " and label_key_id is null")
                .param(s.register())
                .query(Long.class)
                .single())
        .isZero();
  }

  @Test
  void theCountStaysExactForRecordsWrittenBeforeTheirRegistersLabels() {
    Api admin = admin();
    Setup s = unlabelled(admin);
    String register = s.register();
    String source = s.source();
    List<String> regions = List.of("North", "South", "East");
    Map<String, Map<String, Object>> records = new HashMap<>();
    // Written before any label (no key), after the region label (a key without the level), after
    // both (a whole key); a record without a region and one without a level in each.
    for (int stage = 0; stage < 3; stage++) {
      if (stage == 1) {
        label(admin, s.region(), register + ".region");
      } else if (stage == 2) {
        label(admin, s.level(), register + ".level");
      }
      for (int i = 0; i < 7; i++) {
        String id = "S" + stage + "-" + i;
        String region = i == 6 ? null : regions.get(i % 3);
        Integer level = i == 5 ? null : i % 2 + 1;
        var write = aRecord(register, source, id).with("name", id);
        if (region != null) {
          write.with("region", region);
        }
        if (level != null) {
          write.with("level", level);
        }
        Map<String, Object> values = new HashMap<>();
        values.put("region", region);
        values.put("level", level == null ? null : (long) level);
        records.put(written(admin, write).path("etalonId").asString(), values);
      }
    }
    String role = stewardRole(admin, s.register(), List.of());
    Api steward = aUserWithRoles(role);
    Random random = new Random(2211);
    for (int round = 0; round < 10; round++) {
      List<Map<String, Object>> instances = randomInstances(random, s, regions, 2);
      Map<String, Object> change = new LinkedHashMap<>();
      change.put("name", role);
      change.put("rights", List.of(grant(register, "FULL")));
      change.put("securityLabels", instances);
      assertThat(admin.put("/api/v2/core/roles/" + role, change).status()).isEqualTo(200);
      Set<String> expected = new TreeSet<>();
      records.forEach(
          (id, values) -> {
            if (admits(s.register(), s.region(), s.level(), instances, values)) {
              expected.add(id);
            }
          });
      assertThat(found(steward, register)).as("round %d: %s", round, instances).isEqualTo(expected);
      assertThat(counted(steward, register))
          .as("round %d: %s", round, instances)
          .isEqualTo(expected.size());
    }
  }

  @Test
  void aBadAssignmentIsRefusedWithEveryProblemAndNothingChanges() {
    Api admin = admin();
    Setup s = setup(admin);
    String role =
        stewardRole(
            admin, s.register(), List.of(instance(s.region(), s.register() + ".region", "North")));
    Map<String, Object> change = new LinkedHashMap<>();
    change.put("name", role);
    change.put(
        "securityLabels",
        List.of(
            instance("NoSuchLabel", s.register() + ".region", "North"),
            instance(s.region(), s.register() + ".level", "1"),
            instance(s.level(), s.register() + ".level", "not a number"),
            Map.of(
                "name",
                s.region(),
                "attributes",
                List.of(Map.of("path", s.register() + ".region")))));
    Api.Response bad = admin.put("/api/v2/core/roles/" + role, change);
    assertThat(bad.status()).as(bad.toString()).isEqualTo(400);
    assertThat(bad.errorCodes())
        .containsExactly(
            "CORE_LABEL_UNKNOWN",
            "CORE_LABEL_ATTRIBUTE_UNKNOWN",
            "CORE_LABEL_VALUE_INVALID",
            "CORE_FIELD_REQUIRED");
    assertThat(bad.json().path("details").path("error").get(2).path("source").asString())
        .isEqualTo("securityLabels[2].attributes[0].value");
    JsonNode kept =
        admin.get("/api/v2/core/roles/" + role).json().path("role").path("securityLabels");
    assertThat(kept).hasSize(1);
    assertThat(kept.get(0).path("attributes").get(0).path("value").asString()).isEqualTo("North");
  }

  @Test
  void aNumberBeyondWhatRecordsHoldIsABadValueNotAServerError() {
    Api admin = admin();
    aSource(admin, "erp", 50);
    String register = aRegister(admin, "BVT", attribute("score", "Number"));
    String label = unique("Score").replace("-", "_");
    Api.Response created =
        admin.post(
            LABELS,
            Map.of("name", label, "attributes", List.of(Map.of("path", register + ".score"))));
    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    Map<String, Object> role = new LinkedHashMap<>();
    role.put("name", unique("scorer"));
    role.put("securityLabels", List.of(instance(label, register + ".score", "1E+999999999")));
    Api.Response huge = admin.post("/api/v2/core/roles", role);
    assertThat(huge.status()).as(huge.toString()).isEqualTo(400);
    assertThat(huge.errorCodes()).containsExactly("CORE_LABEL_VALUE_INVALID");
    role.put("securityLabels", List.of(instance(label, register + ".score", "1.50")));
    assertThat(admin.post("/api/v2/core/roles", role).status()).isEqualTo(200);
  }
}
