package org.platform.mdm.data.merge;

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
 * Random writes, merges and unmerges over a few records from three sources. After every step each
 * record's timeline is what the brute-force reference computes from the origins the record holds
 * then; after unmerging everything, every record is what its own origin alone makes.
 */
class RandomMergesTest extends RecordApiTest {

  private final Random random = new Random(20261123);

  /** The test's own account: an origin's revisions and the record holding it now. */
  private final Map<String, UUID> originIds = new LinkedHashMap<>();

  private final Map<String, List<OriginRevision>> revisions = new HashMap<>();
  private final Map<String, String> holder = new HashMap<>();

  /** Merges in force, as the test made them: loser → (winner, keys the loser brought). */
  private final Map<String, Map.Entry<String, List<String>>> merged = new HashMap<>();

  /** The keys (with their revision counts) each loser held when it lost its merge in force. */
  private final Map<String, Map<String, Integer>> lost = new HashMap<>();

  /** What the test knew at moments between its steps, for historic reads. */
  private record Snapshot(
      String moment,
      Map<String, String> holder,
      Map<String, Integer> counts,
      Map<String, Map<String, Integer>> lost,
      int logSize) {}

  private final List<Snapshot> snapshots = new ArrayList<>();

  private final List<String> log = new ArrayList<>();
  private long seq;
  private int merges;
  private int restores;
  private int splits;

  @Test
  void mergesAndUnmergesKeepEveryRecordAsItsOriginsMakeIt() throws InterruptedException {
    Api admin = admin();
    int[] weights = {random.nextInt(3), random.nextInt(3), random.nextInt(3)};
    String[] sources = new String[3];
    Map<String, Integer> sourceWeights = new HashMap<>();
    for (int s = 0; s < 3; s++) {
      sources[s] = aSource(admin, "s" + (s + 1), weights[s]);
      sourceWeights.put(sources[s], weights[s]);
    }
    String entity =
        aRegister(
            admin,
            "BVT",
            attribute("a", "Integer"),
            attribute("b", "Integer"),
            attribute("c", "Integer"));
    ConsolidationRule rule = new ConsolidationRule(false, sourceWeights, Map.of());

    for (int k = 0; k < 8; k++) {
      write(admin, entity, sources[random.nextInt(3)] + "/k" + k);
    }
    checkAll(admin, entity, rule, "after the first writes");
    for (int step = 0; step < 30; step++) {
      int kind = random.nextInt(3);
      if (kind == 0) {
        List<String> keys = new ArrayList<>(holder.keySet());
        write(admin, entity, keys.get(random.nextInt(keys.size())));
      } else if (kind == 1) {
        merge(admin, entity);
      } else {
        unmerge(admin, entity);
      }
      checkAll(admin, entity, rule, "step " + step);
      snapshot();
    }
    // Everything apart again: one key at a time leaves each record holding several.
    for (String etalon : new ArrayList<>(new java.util.TreeSet<>(holder.values()))) {
      List<String> keys = keysOf(etalon);
      for (int i = 1; i < keys.size(); i++) {
        unmerge(admin, entity, etalon, List.of(keys.get(i)));
      }
    }
    assertThat(new java.util.HashSet<>(holder.values())).hasSize(holder.size());
    checkAll(admin, entity, rule, "after unmerging everything");
    // Historic reads at moments between the steps: each record as the origins it held then made
    // it, a merged one as it stood just before its merge, one made later not at all.
    java.util.Collections.shuffle(snapshots, random);
    for (Snapshot snapshot : snapshots.subList(0, 8)) {
      checkHistoric(admin, entity, rule, snapshot);
    }
    assertThat(List.of(merges, restores, splits))
        .as("merges, restores, splits")
        .allMatch(n -> n > 2);
  }

  private void write(Api admin, String entity, String key) {
    String source = key.substring(0, key.indexOf('/'));
    String externalId = key.substring(key.indexOf('/') + 1);
    RecordWrite write = aRecord(entity, source, externalId);
    Map<String, JsonNode> values = new TreeMap<>();
    for (String attribute : List.of("a", "b", "c")) {
      if (random.nextInt(3) > 0) {
        int value = random.nextInt(5);
        write.with(attribute, value);
        values.put(attribute, IntNode.valueOf(value));
      }
    }
    long from = random.nextInt(3) == 0 ? Period.UNBOUNDED_FROM : random.nextInt(20);
    long to =
        random.nextInt(3) == 0
            ? Period.UNBOUNDED_TO
            : Math.max(0, from) + random.nextInt(TimelineReference.LAST - 20);
    write.valid(
        from == Period.UNBOUNDED_FROM ? null : TimelineChecks.at(from),
        to == Period.UNBOUNDED_TO ? null : TimelineChecks.at(to));
    String etalon = written(admin, write).path("etalonId").asString();
    assertThat(holder.getOrDefault(key, etalon)).as("the record holding " + key).isEqualTo(etalon);
    holder.put(key, etalon);
    UUID origin = originIds.computeIfAbsent(key, k -> UUID.randomUUID());
    List<OriginRevision> list = revisions.computeIfAbsent(key, k -> new ArrayList<>());
    list.add(
        new OriginRevision(
            origin,
            source,
            externalId,
            list.size() + 1,
            ++seq,
            new Period(from, to),
            RecordStatus.ACTIVE,
            values));
    log.add("write " + key + " " + from + ".." + to + " " + values + " -> " + etalon);
  }

  private void merge(Api admin, String entity) {
    List<String> live = new ArrayList<>(new java.util.TreeSet<>(holder.values()));
    if (live.size() < 2) {
      return;
    }
    java.util.Collections.shuffle(live, random);
    String winner = live.get(0);
    List<String> losers = live.subList(1, 1 + Math.min(live.size() - 1, 1 + random.nextInt(2)));
    Api.Response r =
        admin.post(
            "/api/v2/data/merge",
            Map.of("entityName", entity, "winnerEtalonId", winner, "loserEtalonIds", losers));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    for (String loser : losers) {
      List<String> brought = keysOf(loser);
      Map<String, Integer> counts = new TreeMap<>();
      brought.forEach(k -> counts.put(k, revisions.get(k).size()));
      lost.put(loser, counts);
      brought.forEach(k -> holder.put(k, winner));
      merged.put(loser, Map.entry(winner, brought));
    }
    merges++;
    log.add("merge " + losers + " into " + winner);
  }

  private void unmerge(Api admin, String entity) {
    List<String> several =
        new java.util.TreeSet<>(holder.values())
            .stream().filter(e -> keysOf(e).size() > 1).toList();
    if (several.isEmpty()) {
      return;
    }
    String etalon = several.get(random.nextInt(several.size()));
    List<String> keys = keysOf(etalon);
    // Half the time exactly what a loser brought (it comes back), else any keys (a new record).
    List<List<String>> brought =
        merged.values().stream()
            .filter(m -> m.getKey().equals(etalon) && keys.containsAll(m.getValue()))
            .map(Map.Entry::getValue)
            .filter(b -> b.size() < keys.size())
            .toList();
    List<String> leaving;
    if (!brought.isEmpty() && random.nextBoolean()) {
      leaving = brought.get(random.nextInt(brought.size()));
    } else {
      List<String> shuffled = new ArrayList<>(keys);
      java.util.Collections.shuffle(shuffled, random);
      leaving = shuffled.subList(0, 1 + random.nextInt(keys.size() - 1));
    }
    unmerge(admin, entity, etalon, leaving);
  }

  private void unmerge(Api admin, String entity, String etalon, List<String> leaving) {
    List<Map<String, String>> keys = new ArrayList<>();
    for (String k : leaving) {
      keys.add(
          Map.of(
              "sourceSystem",
              k.substring(0, k.indexOf('/')),
              "externalId",
              k.substring(k.indexOf('/') + 1)));
    }
    Api.Response r =
        admin.post(
            "/api/v2/data/unmerge",
            Map.of("entityName", entity, "etalonId", etalon, "externalKeys", keys));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    String detached = r.json().path("detachedEtalonId").asString();
    boolean created = r.json().path("created").asBoolean();
    // A loser comes back exactly when the keys are what it brought to this record.
    String expectedBack =
        merged.entrySet().stream()
            .filter(
                m ->
                    m.getValue().getKey().equals(etalon)
                        && new java.util.HashSet<>(m.getValue().getValue())
                            .equals(new java.util.HashSet<>(leaving)))
            .map(Map.Entry::getKey)
            .findFirst()
            .orElse(null);
    if (expectedBack != null) {
      assertThat(created).as(r.toString()).isFalse();
      assertThat(detached).isEqualTo(expectedBack);
      merged.remove(expectedBack);
      lost.remove(expectedBack);
      restores++;
    } else {
      assertThat(created).as(r.toString()).isTrue();
      splits++;
    }
    for (Map.Entry<String, Map.Entry<String, List<String>>> m : merged.entrySet()) {
      if (m.getValue().getKey().equals(etalon)) {
        List<String> rest = new ArrayList<>(m.getValue().getValue());
        rest.removeAll(leaving);
        m.setValue(Map.entry(etalon, rest));
      }
    }
    leaving.forEach(k -> holder.put(k, detached));
    log.add(
        "unmerge " + leaving + " from " + etalon + " -> " + detached + (created ? " (new)" : ""));
  }

  private void snapshot() throws InterruptedException {
    Thread.sleep(3);
    String moment = java.time.OffsetDateTime.now(java.time.ZoneOffset.UTC).toString();
    Thread.sleep(3);
    Map<String, Integer> counts = new HashMap<>();
    revisions.forEach((k, list) -> counts.put(k, list.size()));
    snapshots.add(
        new Snapshot(moment, new HashMap<>(holder), counts, new HashMap<>(lost), log.size()));
  }

  private void checkHistoric(Api admin, String entity, ConsolidationRule rule, Snapshot s) {
    java.util.Set<String> all = new java.util.TreeSet<>(holder.values());
    all.addAll(merged.keySet());
    all.addAll(s.lost().keySet());
    for (String etalon : all) {
      String message =
          "historic read of "
              + etalon
              + " as known at "
              + s.moment()
              + "\n"
              + String.join("\n", log.subList(0, s.logSize()));
      boolean wasMerged = s.lost().containsKey(etalon);
      Map<String, Integer> held = new TreeMap<>();
      if (wasMerged) {
        held.putAll(s.lost().get(etalon));
      } else {
        s.holder().entrySet().stream()
            .filter(h -> h.getValue().equals(etalon))
            .forEach(h -> held.put(h.getKey(), s.counts().get(h.getKey())));
      }
      if (held.isEmpty()) {
        Api.Response none = historic(admin, entity, etalon, null, s.moment());
        assertThat(none.status()).as(message + "\n" + none).isEqualTo(404);
        continue;
      }
      List<OriginHistory> origins = new ArrayList<>();
      held.forEach(
          (key, count) ->
              origins.add(
                  new OriginHistory(
                      originIds.get(key),
                      key.substring(0, key.indexOf('/')),
                      key.substring(key.indexOf('/') + 1),
                      RecordStatus.ACTIVE,
                      revisions.get(key).subList(0, count))));
      for (TimelineInterval interval :
          TimelineReference.compute(rule, RecordStatus.ACTIVE, origins)) {
        long probe =
            interval.period().from() == Period.UNBOUNDED_FROM ? -5 : interval.period().from();
        Api.Response read = historic(admin, entity, etalon, TimelineChecks.at(probe), s.moment());
        assertThat(read.status()).as(message + "\n" + read).isEqualTo(200);
        JsonNode data = read.json().path("payload").path("org.platform.mdm.rest.v2.data");
        Map<String, Integer> values = new TreeMap<>();
        data.path("etalon")
            .path("attributes")
            .properties()
            .forEach(f -> values.put(f.getKey(), f.getValue().asInt()));
        Map<String, Integer> expected = new TreeMap<>();
        interval.values().forEach((k, v) -> expected.put(k, v.asInt()));
        assertThat(values).as(message + "\nat " + probe + ": " + read.text()).isEqualTo(expected);
        assertThat(data.path("etalon").path("status").asString())
            .as(message)
            .isEqualTo(wasMerged ? "MERGED" : interval.active() ? "ACTIVE" : "INACTIVE");
        List<String> keys = new ArrayList<>();
        data.path("recordKeys")
            .path("externalKeys")
            .forEach(
                k -> keys.add(k.path("sourceSystem").asString() + "/" + k.path("id").asString()));
        assertThat(keys).as(message).containsExactlyInAnyOrderElementsOf(held.keySet());
      }
    }
  }

  private static Api.Response historic(
      Api admin, String entity, String etalonId, String timelineDate, String lastUpdateDate) {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("entityName", entity);
    data.put("etalonId", etalonId);
    if (timelineDate != null) {
      data.put("timelineDate", timelineDate);
    }
    data.put("lastUpdateDate", lastUpdateDate);
    return admin.post(
        "/api/v2/data/records-history/historic-record",
        Map.of("payload", Map.of("org.platform.mdm.rest.v2.data", data)));
  }

  private List<String> keysOf(String etalon) {
    return holder.entrySet().stream()
        .filter(e -> e.getValue().equals(etalon))
        .map(Map.Entry::getKey)
        .sorted()
        .toList();
  }

  private void checkAll(Api admin, String entity, ConsolidationRule rule, String what) {
    for (String etalon : new java.util.TreeSet<>(holder.values())) {
      List<OriginHistory> origins = new ArrayList<>();
      for (String key : keysOf(etalon)) {
        origins.add(
            new OriginHistory(
                originIds.get(key),
                key.substring(0, key.indexOf('/')),
                key.substring(key.indexOf('/') + 1),
                RecordStatus.ACTIVE,
                revisions.get(key)));
      }
      List<TimelineInterval> expected =
          TimelineReference.compute(rule, RecordStatus.ACTIVE, origins);
      String message =
          what
              + ", record "
              + etalon
              + "\n"
              + String.join("\n", log)
              + "\nexpected:\n"
              + TimelineReference.describe(expected);
      TimelineChecks.assertServerTimeline(admin, entity, etalon, expected, message);
      List<String> held = new ArrayList<>();
      admin
          .get("/api/v2/data/records/" + etalon + "/origins")
          .json()
          .path("origins")
          .forEach(
              o ->
                  held.add(
                      o.path("sourceSystem").asString() + "/" + o.path("externalId").asString()));
      assertThat(held).as(message).containsExactlyInAnyOrderElementsOf(keysOf(etalon));
    }
  }
}
