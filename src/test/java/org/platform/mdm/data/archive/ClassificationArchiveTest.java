package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * The classifications' archive over HTTP: the values of classification revisions no read at the
 * current date can see go to the classifications' archive store, and every read of the
 * classifications (every period now, the periods at several dates, every period as known at several
 * past moments, each classification's origins with every revision and its values, the history)
 * stays the same; an unmerge that splits a joined classification, and a node's removal that drops
 * the revisions hiding others, bring back the values they need; a physical delete removes them from
 * the archive.
 */
class ClassificationArchiveTest extends ArchiveApiTest {

  private static final String CLASSIFIERS = "/api/v1/classifiers";
  private static final String P = ArchiveSettings.CLASSIFIERS.prefix();

  private record World(String register, String[] sources, String classifier) {}

  private World world(Api admin) {
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    String[] sources = {aSource(admin, "ca", 2), aSource(admin, "cb", 1)};
    String classifier = entityName("Clsf");
    Map<String, Object> model = new LinkedHashMap<>();
    model.put("name", classifier);
    model.put("displayName", classifier);
    model.put("assignments", List.of(register));
    ok(admin.post(CLASSIFIERS + "/model/save", Map.of("classifier", model)));
    node(admin, classifier, "a", classifier, "01", attr("colour"));
    node(admin, classifier, "a1", "a", "01.01");
    node(admin, classifier, "b", classifier, "02", attr("colour"));
    return new World(register, sources, classifier);
  }

  private static Map<String, Object> attr(String name) {
    return Map.of("name", name, "type", "String", "inheritable", true);
  }

  private static void node(
      Api admin, String classifier, String name, String parent, String code, Object... attrs) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("classifierName", classifier);
    n.put("versionName", "v1");
    n.put("name", name);
    n.put("parentName", parent);
    n.put("code", code);
    n.put("displayName", name);
    n.put("attributes", List.of(attrs));
    ok(admin.post(CLASSIFIERS + "/nodes/save", Map.of("classifierNode", n)));
  }

  private static JsonNode ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  private static String at(int year) {
    return year + "-01-01T00:00:00Z";
  }

  /** A placement written alone by the record's key, or by its etalon id ({@code id:…}). */
  private void classify(
      Api admin, World w, String source, String key, String code, Integer from, Integer to) {
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("nodeCode", code);
    if (from != null) {
      item.put("validFrom", at(from));
    }
    if (to != null) {
      item.put("validTo", at(to));
    }
    item.put("attributes", Map.of("colour", "c" + UUID.randomUUID().toString().substring(0, 6)));
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("entityName", w.register());
    if (key.startsWith("id:")) {
      body.put("etalonId", key.substring(3));
    } else {
      body.put("externalId", key);
    }
    body.put("sourceSystem", source);
    body.put("classifications", Map.of(w.classifier(), List.of(item)));
    ok(admin.post(CLASSIFIERS + "/classifications", body));
  }

  /** What reads show of a record's classifications. */
  private Map<String, String> snapshot(Api admin, World w, String etalonId, List<String> moments) {
    Map<String, String> reads = new LinkedHashMap<>();
    String records = CLASSIFIERS + "/records/" + etalonId;
    reads.put("all", ok(admin.get(records + "?allPeriods=true")).path("classifications") + "");
    for (int year : new int[] {2012, 2018, 2024, 2031}) {
      reads.put(
          "at " + year,
          ok(admin.get(records + "?timelineDate=" + at(year))).path("classifications") + "");
    }
    for (String moment : moments) {
      reads.put(
          "known at " + moment,
          ok(admin.get(records + "?allPeriods=true&lastUpdateDate=" + moment))
                  .path("classifications")
              + "");
    }
    reads.put(
        "origins",
        ok(admin.post(
                    "/api/v2/data/atomic/get",
                    Map.of(
                        "payload",
                        Map.of(
                            "org.platform.mdm.rest.v2.data",
                            Map.of("entityName", w.register(), "etalonId", etalonId)))))
                .path("payload")
                .path("com.platform.mdm.rest.v1.classifiers")
                .path("classifications")
            + "");
    reads.put(
        "history",
        ok(admin.get("/api/v2/data/records/" + etalonId + "/history")).path("events") + "");
    return reads;
  }

  private void runArchive(Api admin, String blockSize) throws InterruptedException {
    setting(admin, P + "truncate", "false");
    setting(admin, P + "max.revisions", "0");
    setting(admin, P + "block.size", blockSize);
    setting(admin, P + "disabled", "false");
    try {
      JsonNode run =
          org.platform.mdm.testsupport.Jobs.ended(
              admin,
              org.platform.mdm.testsupport.Jobs.start(
                  admin,
                  ArchiveTestSupport.definition(admin, ArchiveSchedule.CLASSIFIERS_NAME)
                      .path("id")
                      .asLong()));
      assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    } finally {
      setting(admin, P + "disabled", "true");
    }
  }

  private long archivedRows(String etalonId) {
    return hot.sql(
            "select count(*) from classification_revisions where archived"
                + " and record_etalon_id = ?::uuid")
        .param(etalonId)
        .query(Long.class)
        .single();
  }

  private static long archivedValues(List<Long> seqs) {
    return ArchiveTestSupport.archiveDb()
        .sql("select count(*) from archived_classification_values where seq = any(?)")
        .param(seqs.toArray(Long[]::new))
        .query(Long.class)
        .single();
  }

  private List<Long> archivedSeqs(String etalonId) {
    return hot.sql(
            "select seq from classification_revisions where archived"
                + " and record_etalon_id = ?::uuid")
        .param(etalonId)
        .query(Long.class)
        .list();
  }

  @Test
  void everyReadOfTheClassificationsIsTheSameAfterTheArchive() throws Exception {
    Api admin = admin();
    World w = world(admin);
    Random random = new Random(20261125);
    Map<String, String> keys = new LinkedHashMap<>();
    for (int r = 0; r < 5; r++) {
      String key = "r" + r + UUID.randomUUID();
      String id =
          written(admin, aRecord(w.register(), w.sources()[0], key).with("name", key))
              .path("etalonId")
              .asString();
      keys.put(id, key);
    }
    List<String> moments = new ArrayList<>();
    for (int n = 0; n < 60; n++) {
      String id = new ArrayList<>(keys.keySet()).get(random.nextInt(keys.size()));
      Integer from = random.nextInt(4) == 0 ? null : 2010 + random.nextInt(20);
      Integer to = random.nextInt(4) == 0 ? null : (from == null ? 2012 : from) + random.nextInt(9);
      // The record's own key for the first source; the second source names the etalon id.
      int s = random.nextInt(2);
      classify(
          admin,
          w,
          w.sources()[s],
          s == 0 ? keys.get(id) : "id:" + id,
          List.of("01", "01.01", "02").get(random.nextInt(3)),
          from,
          to);
      if (s == 1 && n % 7 == 0) {
        moments.add(OffsetDateTime.now(ZoneOffset.UTC).toString());
      } else if (n % 12 == 5) {
        moments.add(OffsetDateTime.now(ZoneOffset.UTC).toString());
      }
    }
    Map<String, Map<String, String>> before = new LinkedHashMap<>();
    for (String id : keys.keySet()) {
      before.put(id, snapshot(admin, w, id, moments));
    }

    runArchive(admin, "2");

    long archived = keys.keySet().stream().mapToLong(this::archivedRows).sum();
    assertThat(archived).as("classification revisions hidden by later ones").isPositive();
    List<Long> seqs = new ArrayList<>();
    keys.keySet().forEach(id -> seqs.addAll(archivedSeqs(id)));
    assertThat(archivedValues(seqs)).isEqualTo(archived);
    assertThat(
            hot.sql(
                    "select count(*) from classification_revisions"
                        + " where archived and data::text <> '{}'")
                .query(Long.class)
                .single())
        .as("an archived revision keeps no values in the hot store")
        .isZero();
    for (String id : keys.keySet()) {
      Map<String, String> after = snapshot(admin, w, id, moments);
      before.get(id).forEach((read, was) -> assertThat(after.get(read)).as(read).isEqualTo(was));
    }

    // A physical delete removes the archived values of its classifications.
    String first = keys.keySet().iterator().next();
    List<Long> firsts = archivedSeqs(first);
    Api.Response wiped =
        admin.delete(
            DATA
                + "/"
                + w.register()
                + "/"
                + w.sources()[0]
                + "/"
                + keys.get(first)
                + "?wipe=true");
    assertThat(wiped.status()).as(wiped.toString()).isEqualTo(200);
    if (!firsts.isEmpty()) {
      assertThat(archivedValues(firsts)).isZero();
    }
  }

  @Test
  void anUnmergeSplittingAJoinedClassificationBringsBackTheValuesItNeeds() throws Exception {
    Api admin = admin();
    World w = world(admin);
    String loserKey = "l" + UUID.randomUUID();
    String winnerKey = "w" + UUID.randomUUID();
    String loser =
        written(admin, aRecord(w.register(), w.sources()[0], loserKey).with("name", "l"))
            .path("etalonId")
            .asString();
    String winner =
        written(admin, aRecord(w.register(), w.sources()[1], winnerKey).with("name", "w"))
            .path("etalonId")
            .asString();
    // The loser's placement first, the winner's later, both of all time and of one source:
    // joined, the loser's revision lies under the winner's and no read can see it.
    classify(admin, w, w.sources()[0], loserKey, "01", null, null);
    classify(admin, w, w.sources()[0], "id:" + winner, "02", null, null);
    Map<String, String> loserBefore = snapshot(admin, w, loser, List.of());
    Map<String, String> winnerBefore = snapshot(admin, w, winner, List.of());

    ok(
        admin.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName",
                w.register(),
                "winnerEtalonId",
                winner,
                "loserEtalonIds",
                List.of(loser))));
    Map<String, String> joined = snapshot(admin, w, winner, List.of());
    runArchive(admin, "100");
    assertThat(archivedRows(winner)).as("the loser's revision, hidden in the joined one").isOne();
    Map<String, String> joinedAfter = snapshot(admin, w, winner, List.of());
    joined.forEach((read, was) -> assertThat(joinedAfter.get(read)).as(read).isEqualTo(was));

    Api.Response unmerged =
        admin.post(
            "/api/v2/data/unmerge",
            Map.of(
                "entityName",
                w.register(),
                "etalonId",
                winner,
                "externalKeys",
                List.of(Map.of("sourceSystem", w.sources()[0], "externalId", loserKey))));
    assertThat(unmerged.status()).as(unmerged.toString()).isEqualTo(200);
    assertThat(unmerged.json().path("detachedEtalonId").asString()).isEqualTo(loser);
    Map<String, String> loserAfter = snapshot(admin, w, loser, List.of());
    assertThat(loserAfter.get("all")).contains("\"nodeCode\":\"01\"");
    assertThat(loserAfter.get("all")).isEqualTo(loserBefore.get("all"));
    assertThat(loserAfter.get("origins")).isEqualTo(loserBefore.get("origins"));
    assertThat(snapshot(admin, w, winner, List.of()).get("all")).isEqualTo(winnerBefore.get("all"));
  }

  @Test
  void aNodesRemovalUncoveringAnArchivedRevisionBringsBackItsValues() throws Exception {
    Api admin = admin();
    World w = world(admin);
    String key = "n" + UUID.randomUUID();
    String id =
        written(admin, aRecord(w.register(), w.sources()[0], key).with("name", "n"))
            .path("etalonId")
            .asString();
    classify(admin, w, w.sources()[0], key, "01", null, null);
    String first = snapshot(admin, w, id, List.of()).get("all");
    // Moved to b for all time: the placement into a lies under it and goes to the archive.
    classify(admin, w, w.sources()[0], key, "02", null, null);
    runArchive(admin, "100");
    assertThat(archivedRows(id)).isOne();

    // b removed with its placements: the one into a is the state again, with its values.
    Map<String, Object> removal = new LinkedHashMap<>();
    removal.put("classifierName", w.classifier());
    removal.put("versionName", "v1");
    removal.put("name", "b");
    removal.put("remove", true);
    removal.put("dropClassifications", true);
    ok(admin.post(CLASSIFIERS + "/nodes/save", Map.of("classifierNode", removal)));
    assertThat(snapshot(admin, w, id, List.of()).get("all")).isEqualTo(first);
    assertThat(archivedRows(id)).isZero();
  }
}
