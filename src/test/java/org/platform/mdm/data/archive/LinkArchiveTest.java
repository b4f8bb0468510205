package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;

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
 * The archive and links over HTTP: the values of link revisions no read at the current date can see
 * go to the archive store, and every read of the links (every stored period, the reduced ones at
 * several dates) and every record's history stay the same; an unmerge that splits a joined link
 * brings back the values it needs; a physical delete removes them from the archive.
 */
class LinkArchiveTest extends ArchiveApiTest {

  private static final String LINKS = "/api/v2/data/relations";
  private static final String FILTERED = "/api/v2/data/relations/filtered";
  private static final String P = ArchiveTestSupport.PREFIX;

  private static final class World {
    String from;
    String to;
    String partners;
    String livesAt;
    String[] sources = new String[2];
    final List<String> records = new ArrayList<>();
    final List<String> targets = new ArrayList<>();
    final Map<String, String> keys = new LinkedHashMap<>();
  }

  private World world(Api admin) {
    World w = new World();
    w.sources[0] = aSource(admin, "la", 2);
    w.sources[1] = aSource(admin, "lb", 1);
    w.from = aRegister(admin, "BVT", attribute("name", "String"));
    w.to = aRegister(admin, "BVT", attribute("name", "String"));
    w.partners = aRelation(admin, "MANY_TO_MANY", w.from, w.to, attribute("v", "Integer"));
    w.livesAt = aRelation(admin, "REFERENCES", w.from, w.to);
    return w;
  }

  private String record(Api admin, World w, String entity, String source, String key) {
    String id =
        written(admin, aRecord(entity, source, key).with("name", key)).path("etalonId").asString();
    w.keys.put(id, key);
    return id;
  }

  private static String at(int year) {
    return year + "-01-01T00:00:00Z";
  }

  private void link(
      Api admin, String entity, String etalonId, String source, String relation, Object item) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("entityName", entity);
    body.put("etalonId", etalonId);
    body.put("sourceSystem", source);
    body.put("relations", Map.of(relation, List.of(item)));
    Api.Response r = admin.post(LINKS, body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  private static Map<String, Object> item(String to, Integer from, Integer until, Integer v) {
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("toEtalonId", to);
    if (from != null) {
      item.put("validFrom", at(from));
    }
    if (until != null) {
      item.put("validTo", at(until));
    }
    if (v != null) {
      item.put("attributes", Map.of("v", v));
    }
    return item;
  }

  /** What reads show of a record's links: every stored period, reduced ones at dates, history. */
  private Map<String, String> snapshot(Api admin, String etalonId) {
    Map<String, String> reads = new LinkedHashMap<>();
    reads.put("all", links(admin, Map.of("etalonId", etalonId, "isReduceReferences", false)));
    for (int year : new int[] {2015, 2021, 2024, 2031}) {
      reads.put(
          "at " + year, links(admin, Map.of("etalonId", etalonId, "timelineDate", at(year) + "")));
    }
    Api.Response history = admin.get("/api/v2/data/records/" + etalonId + "/history");
    assertThat(history.status()).as(history.toString()).isEqualTo(200);
    reads.put("history", history.json().path("events").toString());
    return reads;
  }

  private String links(Api admin, Map<String, Object> query) {
    Api.Response r = admin.post(FILTERED, query);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    List<String> links = new ArrayList<>();
    for (JsonNode l : r.json().path("relations")) {
      links.add(
          l.path("relationName").asString()
              + " "
              + l.path("relationEtalonId").asString()
              + " → "
              + l.path("toEtalonId").asString()
              + " "
              + l.path("validFrom").asString()
              + ".."
              + l.path("validTo").asString()
              + " "
              + l.path("active").asBoolean()
              + " "
              + l.path("attributes"));
    }
    links.sort(null);
    return String.join("\n", links);
  }

  private long archivedStubs() {
    return hot.sql("select count(*) from relation_revisions where archived")
        .query(Long.class)
        .single();
  }

  private long archivedValues() {
    return ArchiveTestSupport.archiveDb()
        .sql("select count(*) from archived_link_values")
        .query(Long.class)
        .single();
  }

  @Test
  void everyReadOfTheLinksIsTheSameAfterTheArchive() throws Exception {
    Api admin = admin();
    World w = world(admin);
    Random random = new Random(20261125);
    for (int t = 0; t < 4; t++) {
      w.targets.add(record(admin, w, w.to, w.sources[0], "t" + t + UUID.randomUUID()));
    }
    for (int r = 0; r < 6; r++) {
      String id = record(admin, w, w.from, w.sources[0], "r" + r + UUID.randomUUID());
      w.records.add(id);
      for (int n = 0; n < 25; n++) {
        String relation = random.nextInt(3) == 0 ? w.livesAt : w.partners;
        Integer from = random.nextInt(4) == 0 ? null : 2010 + random.nextInt(20);
        Integer until =
            random.nextInt(4) == 0 ? null : (from == null ? 2012 : from) + random.nextInt(10);
        link(
            admin,
            w.from,
            id,
            w.sources[random.nextInt(2)],
            relation,
            item(
                w.targets.get(random.nextInt(w.targets.size())),
                from,
                until,
                relation.equals(w.partners) ? random.nextInt(5) : null));
      }
    }
    Map<String, Map<String, String>> before = new LinkedHashMap<>();
    for (String id : w.records) {
      before.put(id, snapshot(admin, id));
    }
    long stubsBefore = archivedStubs();

    setting(admin, P + "truncate", "false");
    setting(admin, P + "max.revisions", "0");
    setting(admin, P + "block.size", "4");
    setting(admin, P + "disabled", "false");
    try {
      ArchiveTestSupport.runArchive(admin);
    } finally {
      setting(admin, P + "disabled", "true");
    }

    long archived = archivedStubs() - stubsBefore;
    assertThat(archived).as("link revisions hidden by later ones").isPositive();
    assertThat(archivedValues()).isGreaterThanOrEqualTo(archived);
    assertThat(
            hot.sql("select count(*) from relation_revisions where archived and data::text <> '{}'")
                .query(Long.class)
                .single())
        .as("an archived revision keeps no values in the hot store")
        .isZero();
    for (String id : w.records) {
      Map<String, String> after = snapshot(admin, id);
      before.get(id).forEach((read, was) -> assertThat(after.get(read)).as(read).isEqualTo(was));
    }

    // A further write of a link computes its timeline without the archived revisions, as before.
    String first = w.records.get(0);
    link(admin, w.from, first, w.sources[0], w.partners, item(w.targets.get(0), 2020, 2021, 9));
    assertThat(links(admin, Map.of("etalonId", first, "timelineDate", at(2020) + "")))
        .contains("{\"v\":9}");

    // A physical delete removes the archived values of its links.
    List<Long> seqs =
        hot.sql("select seq from relation_revisions where archived and from_etalon_id = ?::uuid")
            .param(first)
            .query(Long.class)
            .list();
    assertThat(seqs).isNotEmpty();
    Api.Response wiped =
        admin.delete(
            DATA + "/" + w.from + "/" + w.sources[0] + "/" + w.keys.get(first) + "?wipe=true");
    assertThat(wiped.status()).as(wiped.toString()).isEqualTo(200);
    assertThat(
            ArchiveTestSupport.archiveDb()
                .sql("select count(*) from archived_link_values where seq = any(?)")
                .param(seqs.toArray(Long[]::new))
                .query(Long.class)
                .single())
        .isZero();
  }

  @Test
  void anUnmergeSplittingAJoinedLinkBringsBackTheValuesItNeeds() throws Exception {
    Api admin = admin();
    World w = world(admin);
    String target = record(admin, w, w.to, w.sources[0], "t" + UUID.randomUUID());
    String loser = record(admin, w, w.from, w.sources[0], "l" + UUID.randomUUID());
    String winner = record(admin, w, w.from, w.sources[1], "w" + UUID.randomUUID());
    // The loser's link first, the winner's later, both of all time and of one source: joined,
    // the loser's revision lies under the winner's and no read can see it.
    link(admin, w.from, loser, w.sources[0], w.partners, item(target, null, null, 1));
    link(admin, w.from, winner, w.sources[0], w.partners, item(target, null, null, 2));
    Map<String, String> loserBefore = snapshot(admin, loser);
    Map<String, String> winnerBefore = snapshot(admin, winner);

    Api.Response merged =
        admin.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName", w.from, "winnerEtalonId", winner, "loserEtalonIds", List.of(loser)));
    assertThat(merged.status()).as(merged.toString()).isEqualTo(200);
    Map<String, String> joined = snapshot(admin, winner);

    setting(admin, P + "truncate", "false");
    setting(admin, P + "max.revisions", "0");
    setting(admin, P + "disabled", "false");
    try {
      ArchiveTestSupport.runArchive(admin);
    } finally {
      setting(admin, P + "disabled", "true");
    }
    assertThat(
            hot.sql(
                    "select count(*) from relation_revisions where archived"
                        + " and from_etalon_id = ?::uuid")
                .param(winner)
                .query(Long.class)
                .single())
        .as("the loser's revision, hidden in the joined link")
        .isEqualTo(1);
    Map<String, String> joinedAfter = snapshot(admin, winner);
    joined.forEach((read, was) -> assertThat(joinedAfter.get(read)).as(read).isEqualTo(was));

    Api.Response unmerged =
        admin.post(
            "/api/v2/data/unmerge",
            Map.of(
                "entityName",
                w.from,
                "etalonId",
                winner,
                "externalKeys",
                List.of(Map.of("sourceSystem", w.sources[0], "externalId", w.keys.get(loser)))));
    assertThat(unmerged.status()).as(unmerged.toString()).isEqualTo(200);
    assertThat(unmerged.json().path("detachedEtalonId").asString()).isEqualTo(loser);
    Map<String, String> loserAfter = snapshot(admin, loser);
    assertThat(loserAfter.get("all")).contains("{\"v\":1}");
    assertThat(loserAfter.get("all")).isEqualTo(loserBefore.get("all"));
    assertThat(snapshot(admin, winner).get("all")).isEqualTo(winnerBefore.get("all"));
  }
}
