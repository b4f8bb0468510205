package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.ConsolidationRule;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.TimelineChecks;
import org.platform.mdm.data.record.TimelineReference;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.IntNode;

/**
 * The archive over HTTP on the real database with a second, real PostgreSQL as the archive store:
 * random records with many overlapping revisions (several origins, periods, period deletes and
 * restores, whole-record deletes and restores, merges) read at every date, as known at every moment
 * a revision was written, with their history and origins; archived; read again and found identical;
 * written again and found as the brute-force reference computes them with the right next revision
 * number.
 */
class RevisionArchiveTest extends ArchiveApiTest {

  private static final int LAST = TimelineReference.LAST;

  /** One random record as the test wrote it. */
  private static final class Written {
    final String entity;
    final String etalonId = UUID.randomUUID().toString();
    final TreeSet<String> keys = new TreeSet<>();
    boolean deleted;
    boolean merged;

    Written(String entity) {
      this.entity = entity;
    }
  }

  @Test
  void everyReadIsTheSameAfterTheArchiveAndAfterAFurtherWrite() throws Exception {
    Api admin = admin();
    Random random = new Random(2024_11_25);
    String[] sources = new String[3];
    Map<String, Integer> weights = new HashMap<>();
    for (int s = 0; s < 3; s++) {
      int weight = random.nextInt(3);
      sources[s] = aSource(admin, "arch" + s, weight);
      weights.put(sources[s], weight);
    }
    List<Written> records = new ArrayList<>();
    Map<String, ConsolidationRule> rules = new HashMap<>();
    for (boolean bvr : new boolean[] {false, true}) {
      Map<String, Object> b = attribute("b", "Integer");
      b.put("sourceWeights", Map.of(sources[0], 3));
      String entity =
          aRegister(
              admin, bvr ? "BVR" : "BVT", attribute("a", "Integer"), b, attribute("c", "Integer"));
      rules.put(entity, new ConsolidationRule(bvr, weights, Map.of("b", Map.of(sources[0], 3))));
      for (int n = 0; n < 8; n++) {
        Written w = new Written(entity);
        writeRandomly(admin, random, w, sources, 6 + random.nextInt(10));
        records.add(w);
      }
      // Two merges: the losers' origins and their revisions go to the winners.
      for (int m = 0; m < 2; m++) {
        Written winner = records.get(records.size() - 1 - 2 * m);
        Written loser = records.get(records.size() - 2 - 2 * m);
        Api.Response r =
            admin.post(
                "/api/v2/data/merge",
                Map.of(
                    "entityName",
                    entity,
                    "winnerEtalonId",
                    winner.etalonId,
                    "loserEtalonIds",
                    List.of(loser.etalonId)));
        assertThat(r.status()).as(r.toString()).isEqualTo(200);
        winner.merged = true;
        loser.merged = true;
        writeRandomly(admin, random, winner, sources, 3);
      }
    }
    Map<String, Map<String, String>> before = new LinkedHashMap<>();
    for (Written w : records) {
      before.put(w.etalonId, snapshot(admin, w));
    }
    long hotBefore = hot.sql("select count(*) from revisions").query(Long.class).single();

    setting(admin, ArchiveTestSupport.PREFIX + "truncate", "false");
    setting(admin, ArchiveTestSupport.PREFIX + "max.revisions", "1");
    setting(admin, ArchiveTestSupport.PREFIX + "block.size", "3");
    setting(admin, ArchiveTestSupport.PREFIX + "disabled", "false");
    ArchiveTestSupport.runArchive(admin);

    long hotAfter = hot.sql("select count(*) from revisions").query(Long.class).single();
    long archived =
        ArchiveTestSupport.archiveDb()
            .sql("select count(*) from archived_revisions")
            .query(Long.class)
            .single();
    assertThat(archived).isPositive();
    assertThat(hotBefore - hotAfter).isEqualTo(archived);
    // The newest revision of every origin stays hot (max.revisions 1).
    assertThat(
            hot.sql(
                    "select count(*) from external_keys k where not exists (select 1 from"
                        + " revisions r where r.etalon_id = k.etalon_id and r.origin_id ="
                        + " k.origin_id)")
                .query(Long.class)
                .single())
        .isZero();

    for (Written w : records) {
      Map<String, String> after = snapshot(admin, w);
      Map<String, String> expected = before.get(w.etalonId);
      for (String read : expected.keySet()) {
        assertThat(after.get(read)).as(w.etalonId + " " + read).isEqualTo(expected.get(read));
      }
    }

    // Writes after the archive: the next revision number, and the timeline the reference computes
    // from every revision (the archived ones read back through the origins).
    for (Written w : records) {
      if (w.merged || w.deleted) {
        continue;
      }
      String key = w.keys.first();
      String source = key.substring(0, key.indexOf('/'));
      String externalId = key.substring(key.indexOf('/') + 1);
      int newest = newestRevision(admin, w.etalonId, source, externalId);
      written(
          admin,
          aRecord(w.entity, source, externalId)
              .field("etalonId", w.etalonId)
              .with("a", 7)
              .valid(TimelineChecks.at(3), TimelineChecks.at(9)));
      assertThat(newestRevision(admin, w.etalonId, source, externalId)).isEqualTo(newest + 1);
      TimelineChecks.assertServerTimeline(
          admin, w.entity, w.etalonId, reference(admin, w, rules.get(w.entity)), w.etalonId + " ");
    }
  }

  private void writeRandomly(Api admin, Random random, Written w, String[] sources, int count) {
    for (int i = 0; i < count; i++) {
      int s = random.nextInt(3);
      String externalId = "x" + random.nextInt(2) + "-" + w.etalonId.substring(0, 8);
      String key = sources[s] + "/" + externalId;
      long from = random.nextInt(4) == 0 ? Period.UNBOUNDED_FROM : random.nextInt(LAST + 1);
      long start = from == Period.UNBOUNDED_FROM ? 0 : from;
      long to =
          random.nextInt(4) == 0
              ? Period.UNBOUNDED_TO
              : start + random.nextInt((int) (LAST + 1 - start));
      int what = random.nextInt(12);
      if (w.keys.contains(key) && what < 3 && !w.deleted) {
        if (from == Period.UNBOUNDED_FROM && to == Period.UNBOUNDED_TO) {
          to = LAST;
        }
        List<String> dates = new ArrayList<>();
        if (from != Period.UNBOUNDED_FROM) {
          dates.add("validFrom=" + TimelineChecks.at(from));
        }
        if (to != Period.UNBOUNDED_TO) {
          dates.add("validTo=" + TimelineChecks.at(to));
        }
        String q = "?" + String.join("&", dates);
        ok(admin.delete(DATA + "/" + w.entity + "/" + sources[s] + "/" + externalId + q));
      } else if (!w.keys.isEmpty() && what == 3 && !w.deleted) {
        Map<String, Object> body = new HashMap<>();
        body.put("entityName", w.entity);
        body.put("etalonId", w.etalonId);
        body.put("validFrom", TimelineChecks.at(start));
        body.put("validTo", TimelineChecks.at(Math.min(LAST, start + 8)));
        ok(admin.post(DATA + "/restore", body));
      } else if (!w.keys.isEmpty() && what == 4 && !w.deleted) {
        ok(admin.delete(DATA + "/" + w.entity + "/" + w.keys.first()));
        w.deleted = true;
      } else if (w.deleted && what == 5) {
        ok(admin.post(DATA + "/restore", Map.of("entityName", w.entity, "etalonId", w.etalonId)));
        w.deleted = false;
      } else {
        RecordWrite write = aRecord(w.entity, sources[s], externalId).field("etalonId", w.etalonId);
        for (String attribute : List.of("a", "b", "c")) {
          if (random.nextInt(4) > 0) {
            write.with(attribute, random.nextInt(3));
          }
        }
        write.valid(
            from == Period.UNBOUNDED_FROM ? null : TimelineChecks.at(from),
            to == Period.UNBOUNDED_TO ? null : TimelineChecks.at(to));
        Api.Response r = admin.post(DATA, write.body());
        if (w.deleted && r.status() != 200) {
          continue; // a deleted record takes no writes until it is restored
        }
        ok(r);
        w.keys.add(key);
      }
    }
  }

  private static JsonNode ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  /**
   * Every read of the record: its timeline, origins and history; the record at every date; as known
   * at every moment one of its revisions was written, at every third date and as the historic
   * record.
   */
  private Map<String, String> snapshot(Api admin, Written w) {
    Map<String, String> reads = new LinkedHashMap<>();
    String v2 = "/api/v2/data/records/" + w.etalonId;
    reads.put("timeline", text(admin.get(v2 + "/timeline")));
    reads.put("origins", text(admin.get(v2 + "/origins")));
    reads.put("history", text(admin.get(v2 + "/history")));
    String etalon = DATA + "/" + w.entity + "/etalon/" + w.etalonId + "?includeInactive=true";
    for (long t = -1; t <= LAST + 1; t++) {
      reads.put("at " + t, text(admin.get(etalon + "&timelineDate=" + enc(TimelineChecks.at(t)))));
    }
    TreeSet<String> moments = new TreeSet<>();
    for (JsonNode o : admin.get(v2 + "/origins").json().path("origins")) {
      for (JsonNode r : o.path("revisions")) {
        moments.add(r.path("createDate").asString());
      }
    }
    for (String known : moments) {
      for (long t = -1; t <= LAST + 1; t += 3) {
        reads.put(
            "known " + known + " at " + t,
            text(
                admin.get(
                    etalon
                        + "&timelineDate="
                        + enc(TimelineChecks.at(t))
                        + "&lastUpdateDate="
                        + enc(known))));
      }
      for (long t : new long[] {-1, 15, LAST + 1}) {
        reads.put(
            "historic " + known + " at " + t,
            text(
                admin.post(
                    "/api/v2/data/records-history/historic-record",
                    Map.of(
                        "payload",
                        Map.of(
                            "org.platform.mdm.rest.v2.data",
                            Map.of(
                                "entityName",
                                w.entity,
                                "etalonId",
                                w.etalonId,
                                "lastUpdateDate",
                                known,
                                "timelineDate",
                                TimelineChecks.at(t)))))));
      }
    }
    return reads;
  }

  /** The status and body of an answer, but the request's own id. */
  private static String text(Api.Response r) {
    return r.status() + " " + r.text().replaceAll("\"requestId\":\"[^\"]*\"", "");
  }

  private static String enc(String date) {
    return date.replace("+", "%2B");
  }

  private static int newestRevision(Api admin, String etalonId, String source, String externalId) {
    for (JsonNode o :
        admin.get("/api/v2/data/records/" + etalonId + "/origins").json().path("origins")) {
      if (o.path("sourceSystem").asString().equals(source)
          && o.path("externalId").asString().equals(externalId)) {
        int newest = 0;
        for (JsonNode r : o.path("revisions")) {
          newest = Math.max(newest, r.path("revision").asInt());
        }
        return newest;
      }
    }
    throw new AssertionError("no origin " + source + "/" + externalId);
  }

  /**
   * The brute-force timeline of the record from every revision its origins show (archived ones
   * included), each ordered by the history's sequence.
   */
  private static List<org.platform.mdm.data.record.TimelineInterval> reference(
      Api admin, Written w, ConsolidationRule rule) {
    String v2 = "/api/v2/data/records/" + w.etalonId;
    Map<String, Long> seqs = new HashMap<>();
    for (JsonNode e : admin.get(v2 + "/history").json().path("events")) {
      if (e.has("revision") && !e.path("revision").isNull()) {
        seqs.put(
            e.path("sourceSystem").asString()
                + "/"
                + e.path("externalId").asString()
                + "#"
                + e.path("revision").asInt(),
            e.path("seq").asLong());
      }
    }
    List<OriginHistory> origins = new ArrayList<>();
    for (JsonNode o : admin.get(v2 + "/origins").json().path("origins")) {
      String source = o.path("sourceSystem").asString();
      String externalId = o.path("externalId").asString();
      UUID id = UUID.nameUUIDFromBytes((source + "/" + externalId).getBytes());
      List<OriginRevision> revisions = new ArrayList<>();
      for (JsonNode r : o.path("revisions")) {
        Map<String, JsonNode> values = new TreeMap<>();
        r.path("attributes")
            .properties()
            .forEach(
                f -> {
                  if (!f.getValue().isNull()) {
                    values.put(f.getKey(), IntNode.valueOf(f.getValue().asInt()));
                  }
                });
        Long seq = seqs.get(source + "/" + externalId + "#" + r.path("revision").asInt());
        assertThat(seq).as("history of revision " + r).isNotNull();
        revisions.add(
            new OriginRevision(
                id,
                source,
                externalId,
                r.path("revision").asInt(),
                seq,
                new Period(
                    bound(r.path("validFrom"), Period.UNBOUNDED_FROM),
                    bound(r.path("validTo"), Period.UNBOUNDED_TO)),
                RecordStatus.valueOf(r.path("status").asString()),
                values));
      }
      origins.add(
          new OriginHistory(
              id,
              source,
              externalId,
              RecordStatus.valueOf(o.path("status").asString()),
              revisions));
    }
    return TimelineReference.compute(rule, RecordStatus.ACTIVE, origins);
  }

  private static long bound(JsonNode date, long unbounded) {
    if (date.isNull() || date.isMissingNode()) {
      return unbounded;
    }
    return java.time.OffsetDateTime.parse(date.asString()).toInstant().toEpochMilli()
        - java.time.Instant.parse("2020-01-01T00:00:00Z").toEpochMilli();
  }
}
