package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * Random link writes, deletes, merges and unmerges with archive runs between them, done twice over
 * two twin sets of records: after each archive run the test gives the second twin its archived
 * values back by hand (as if it had never been archived), so it is the reference the first twin,
 * archived and merged and split as it goes, must read the same as after every step.
 */
class RandomLinkArchiveTest extends ArchiveApiTest {

  private static final String FILTERED = "/api/v2/data/relations/filtered";
  private static final String P = ArchiveTestSupport.PREFIX;
  private static final int RECORDS = 6;
  private static final int TARGETS = 3;

  private final Random random = new Random(20261125);
  private Api admin;
  private String from;
  private String to;
  private String partners;
  private String livesAt;
  private final String[] sources = new String[2];

  /** One set of records: the starting ones (with their keys) and the related ones. */
  private final class Twin {
    final List<String> records = new ArrayList<>();
    final Map<String, String> keys = new HashMap<>();
    final List<String> targets = new ArrayList<>();
    final Map<String, Integer> index = new HashMap<>();

    Twin(String name) {
      for (int i = 0; i < RECORDS; i++) {
        String key = name + "-r" + i + "-" + UUID.randomUUID();
        String id =
            written(admin, aRecord(from, sources[i % 2], key).with("name", key))
                .path("etalonId")
                .asString();
        records.add(id);
        keys.put(id, key);
        index.put(id, i);
      }
      for (int i = 0; i < TARGETS; i++) {
        String key = name + "-t" + i + "-" + UUID.randomUUID();
        String id =
            written(admin, aRecord(to, sources[0], key).with("name", key))
                .path("etalonId")
                .asString();
        targets.add(id);
        index.put(id, 100 + i);
      }
    }

    /** What reads show of the links of the i-th record, the ids replaced by twin indexes. */
    String links(int i) {
      StringBuilder seen = new StringBuilder();
      String id = records.get(i);
      seen.append(read(Map.of("etalonId", id, "isReduceReferences", false)));
      for (int year : new int[] {2012, 2018, 2024, 2031}) {
        seen.append(" | ")
            .append(read(Map.of("etalonId", id, "timelineDate", year + "-06-01T00:00:00Z")));
      }
      return seen.toString();
    }

    private String read(Map<String, Object> query) {
      Api.Response r = admin.post(FILTERED, query);
      if (r.status() != 200) {
        return "status " + r.status();
      }
      List<String> links = new ArrayList<>();
      for (JsonNode l : r.json().path("relations")) {
        links.add(
            l.path("relationName").asString()
                + " "
                + index.get(l.path("fromEtalonId").asString())
                + "→"
                + index.get(l.path("toEtalonId").asString())
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
      return String.join(", ", links);
    }
  }

  /** Merges in force, by the loser's index: the winner's index. */
  private final Map<Integer, Integer> merged = new LinkedHashMap<>();

  @Test
  void archivedLinksReadLikeTheirNeverArchivedTwinThroughMergesAndUnmerges() throws Exception {
    admin = admin();
    sources[0] = aSource(admin, "ra", 2);
    sources[1] = aSource(admin, "rb", 1);
    from = aRegister(admin, "BVT", attribute("name", "String"));
    to = aRegister(admin, "BVT", attribute("name", "String"));
    partners = aRelation(admin, "MANY_TO_MANY", from, to, attribute("v", "Integer"));
    livesAt = aRelation(admin, "REFERENCES", from, to);
    Twin archived = new Twin("a");
    Twin reference = new Twin("b");
    setting(admin, P + "truncate", "false");
    setting(admin, P + "max.revisions", "0");
    try {
      int runs = 0;
      for (int step = 0; step < 140; step++) {
        int what = random.nextInt(30);
        String did;
        if (what == 0) {
          archive(reference);
          runs++;
          did = "archive run " + runs;
        } else if (what <= 2) {
          did = merge(archived, reference);
        } else if (what <= 4) {
          did = unmerge(archived, reference);
        } else {
          did = write(archived, reference);
        }
        if (did == null || (did.startsWith("write") || did.startsWith("delete")) && step % 8 != 0) {
          continue; // reads compared after every archive run, merge and unmerge, and now and then
        }
        for (int i = 0; i < RECORDS; i++) {
          assertThat(archived.links(i))
              .as("step %d (%s), record %d", step, did, i)
              .isEqualTo(reference.links(i));
        }
      }
      archive(reference);
      assertThat(runs).isPositive();
      assertThat(
              hot.sql(
                      "select count(*) from relation_revisions where archived"
                          + " and from_etalon_id = any(?)")
                  .param(archived.records.stream().map(UUID::fromString).toArray(UUID[]::new))
                  .query(Long.class)
                  .single())
          .as("the archived twin has archived link revisions")
          .isPositive();
      while (!merged.isEmpty()) {
        unmerge(archived, reference);
        for (int i = 0; i < RECORDS; i++) {
          assertThat(archived.links(i)).as("record %d", i).isEqualTo(reference.links(i));
        }
      }
    } finally {
      setting(admin, P + "disabled", "true");
    }
  }

  /** An archive run; the reference twin then gets its archived values back by hand. */
  private void archive(Twin reference) throws Exception {
    setting(admin, P + "disabled", "false");
    ArchiveTestSupport.runArchive(admin);
    setting(admin, P + "disabled", "true");
    UUID[] ids = reference.records.stream().map(UUID::fromString).toArray(UUID[]::new);
    List<Long> seqs =
        hot.sql("select seq from relation_revisions where archived and from_etalon_id = any(?)")
            .param(ids)
            .query(Long.class)
            .list();
    if (seqs.isEmpty()) {
      return;
    }
    Map<Long, String> values = new HashMap<>();
    ArchiveTestSupport.archiveDb()
        .sql("select seq, data::text as data from archived_link_values where seq = any(?)")
        .param(seqs.toArray(Long[]::new))
        .query(
            (org.springframework.jdbc.core.RowCallbackHandler)
                rs -> values.put(rs.getLong("seq"), rs.getString("data")));
    assertThat(values.keySet()).containsExactlyInAnyOrderElementsOf(seqs);
    values.forEach(
        (seq, data) ->
            hot.sql(
                    "update relation_revisions set data = ?::json, archived = false"
                        + " where seq = ? and from_etalon_id = any(?)")
                .params(data, seq, ids)
                .update());
  }

  private String write(Twin a, Twin b) {
    int i = random.nextInt(RECORDS);
    if (merged.containsKey(i)) {
      return null;
    }
    String source = sources[random.nextInt(2)];
    String relation = random.nextInt(3) == 0 ? livesAt : partners;
    int target = random.nextInt(TARGETS);
    Integer start = random.nextInt(4) == 0 ? null : 2010 + random.nextInt(20);
    Integer end =
        random.nextInt(4) == 0 ? null : (start == null ? 2010 : start) + random.nextInt(8);
    boolean delete = random.nextInt(6) == 0;
    Integer v = relation.equals(partners) ? random.nextInt(4) : null;
    for (Twin t : List.of(a, b)) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("toEtalonId", t.targets.get(target));
      if (start != null) {
        item.put("validFrom", start + "-01-01T00:00:00Z");
      }
      if (end != null) {
        item.put("validTo", end + "-12-31T23:59:59.999Z");
      }
      if (v != null && !delete) {
        item.put("attributes", Map.of("v", v));
      }
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("entityName", from);
      body.put("etalonId", t.records.get(i));
      body.put("sourceSystem", source);
      body.put(delete ? "relationsDeletes" : "relations", Map.of(relation, List.of(item)));
      Api.Response r = admin.post("/api/v2/data/relations", body);
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
    }
    return (delete ? "delete " : "write ") + relation + " " + i + "→" + target;
  }

  private String merge(Twin a, Twin b) {
    int loser = random.nextInt(RECORDS);
    int winner = random.nextInt(RECORDS);
    if (loser == winner || merged.containsKey(loser) || merged.containsKey(winner)) {
      return null;
    }
    for (Twin t : List.of(a, b)) {
      Api.Response r =
          admin.post(
              "/api/v2/data/merge",
              Map.of(
                  "entityName",
                  from,
                  "winnerEtalonId",
                  t.records.get(winner),
                  "loserEtalonIds",
                  List.of(t.records.get(loser))));
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
    }
    merged.put(loser, winner);
    return "merge " + loser + " into " + winner;
  }

  private String unmerge(Twin a, Twin b) {
    if (merged.isEmpty()) {
      return null;
    }
    List<Integer> losers = new ArrayList<>(merged.keySet());
    int loser = losers.get(random.nextInt(losers.size()));
    int winner = merged.remove(loser);
    for (Twin t : List.of(a, b)) {
      String id = t.records.get(loser);
      Api.Response r =
          admin.post(
              "/api/v2/data/unmerge",
              Map.of(
                  "entityName",
                  from,
                  "etalonId",
                  t.records.get(winner),
                  "externalKeys",
                  List.of(
                      Map.of("sourceSystem", sources[loser % 2], "externalId", t.keys.get(id)))));
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      assertThat(r.json().path("detachedEtalonId").asString()).isEqualTo(id);
    }
    return "unmerge " + loser + " from " + winner;
  }
}
