package org.platform.mdm.data.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.ConsolidationRule;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.TimelineChecks;
import org.platform.mdm.data.record.TimelineInterval;
import org.platform.mdm.data.record.TimelineReference;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.IntNode;

/**
 * Random histories of writes and period deletes on one etalon from three sources, sent through the
 * meta-data-driven API to the real database, and the stored timeline and golden values read back
 * compared with the brute-force reference. Instants are milliseconds after a base moment, so the
 * inclusive millisecond bounds are exercised end to end.
 */
class RandomRecordHistoriesTest extends RecordApiTest {

  @Test
  void randomHistoriesReadBackAsTheReferenceComputesThem() {
    Api admin = admin();
    Random random = new Random(20261122);
    int[] weights = {random.nextInt(3), random.nextInt(3), random.nextInt(3)};
    String[] sources = new String[3];
    for (int s = 0; s < 3; s++) {
      sources[s] = aSource(admin, "s" + (s + 1), weights[s]);
    }
    int bWeight = random.nextInt(4);
    for (boolean bvr : new boolean[] {false, true}) {
      Map<String, Object> b = attribute("b", "Integer");
      b.put("sourceWeights", Map.of(sources[0], bWeight));
      String entity =
          aRegister(
              admin, bvr ? "BVR" : "BVT", attribute("a", "Integer"), b, attribute("c", "Integer"));
      Map<String, Integer> sourceWeights = new HashMap<>();
      for (int s = 0; s < 3; s++) {
        sourceWeights.put(sources[s], weights[s]);
      }
      ConsolidationRule rule =
          new ConsolidationRule(bvr, sourceWeights, Map.of("b", Map.of(sources[0], bWeight)));
      for (int n = 0; n < 15; n++) {
        check(admin, random, entity, sources, rule, (bvr ? "BVR" : "BVT") + " history " + n);
      }
    }
  }

  private void check(
      Api admin,
      Random random,
      String entity,
      String[] sources,
      ConsolidationRule rule,
      String what) {
    String etalonId = UUID.randomUUID().toString();
    Map<String, UUID> origins = new LinkedHashMap<>();
    Map<UUID, List<OriginRevision>> revisions = new HashMap<>();
    List<String> log = new ArrayList<>();
    int operations = 2 + random.nextInt(7);
    long seq = 0;
    for (int i = 0; i < operations; i++) {
      int s = random.nextInt(3);
      String externalId = "x" + random.nextInt(2) + "-" + etalonId.substring(0, 8);
      String key = sources[s] + "/" + externalId;
      boolean known = origins.containsKey(key);
      long from =
          random.nextInt(4) == 0
              ? Period.UNBOUNDED_FROM
              : random.nextInt(TimelineReference.LAST + 1);
      long start = from == Period.UNBOUNDED_FROM ? 0 : from;
      long to =
          random.nextInt(4) == 0
              ? Period.UNBOUNDED_TO
              : start + random.nextInt((int) (TimelineReference.LAST + 1 - start));
      boolean delete = known && random.nextInt(3) == 0;
      Map<String, JsonNode> values = new TreeMap<>();
      if (delete) {
        if (from == Period.UNBOUNDED_FROM && to == Period.UNBOUNDED_TO) {
          to = TimelineReference.LAST; // without any date the delete is the whole record's
        }
        List<String> dates = new ArrayList<>();
        if (from != Period.UNBOUNDED_FROM) {
          dates.add("validFrom=" + at(from));
        }
        if (to != Period.UNBOUNDED_TO) {
          dates.add("validTo=" + at(to));
        }
        String query = "?" + String.join("&", dates);
        Api.Response r =
            admin.delete(
                DATA
                    + "/"
                    + entity
                    + "/"
                    + sources[s]
                    + "/"
                    + externalId
                    + query.replace("+", "%2B"));
        assertThat(r.status()).as(what + " " + r).isEqualTo(200);
        log.add("delete " + key + " " + from + ".." + to);
      } else {
        RecordWrite write = aRecord(entity, sources[s], externalId).field("etalonId", etalonId);
        for (String attribute : List.of("a", "b", "c")) {
          if (random.nextInt(4) > 0) {
            int value = random.nextInt(3);
            write.with(attribute, value);
            values.put(attribute, IntNode.valueOf(value));
          }
        }
        write.valid(
            from == Period.UNBOUNDED_FROM ? null : at(from),
            to == Period.UNBOUNDED_TO ? null : at(to));
        written(admin, write);
        log.add("write " + key + " " + from + ".." + to + " " + values);
      }
      UUID origin = origins.computeIfAbsent(key, k -> UUID.randomUUID());
      List<OriginRevision> list = revisions.computeIfAbsent(origin, k -> new ArrayList<>());
      list.add(
          new OriginRevision(
              origin,
              sources[s],
              externalId,
              list.size() + 1,
              ++seq,
              new Period(from, to),
              delete ? RecordStatus.INACTIVE : RecordStatus.ACTIVE,
              values));
    }
    List<OriginHistory> histories = new ArrayList<>();
    origins.forEach(
        (key, id) ->
            histories.add(
                new OriginHistory(
                    id,
                    key.substring(0, key.indexOf('/')),
                    key.substring(key.indexOf('/') + 1),
                    RecordStatus.ACTIVE,
                    revisions.get(id))));
    List<TimelineInterval> expected =
        TimelineReference.compute(rule, RecordStatus.ACTIVE, histories);
    String message =
        what
            + "\n"
            + String.join("\n", log)
            + "\nexpected:\n"
            + TimelineReference.describe(expected);

    TimelineChecks.assertServerTimeline(admin, entity, etalonId, expected, message);
  }

  private static String at(long millis) {
    return TimelineChecks.at(millis);
  }
}
