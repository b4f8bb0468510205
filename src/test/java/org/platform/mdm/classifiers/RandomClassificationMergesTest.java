package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * Random writes with classifications from three sources, merges and unmerges over a few records.
 * After every step each record's classifications are what a brute-force reference computes from the
 * classification revisions the keys it holds wrote: per instant, each source's latest revision
 * covering it; of those, the heaviest source's, of equal weights the one written last.
 */
class RandomClassificationMergesTest extends ClassifierApiSupport {

  private static final long DAY = 86_400_000L;
  private static final long BASE = Instant.parse("2020-01-01T00:00:00Z").toEpochMilli();
  private static final long EARLY = Long.MIN_VALUE;
  private static final long LATE = Long.MAX_VALUE;
  private static final java.time.ZoneOffset UTC = java.time.ZoneOffset.UTC;

  private final Random random = new Random(20260521);
  private final Random probeRandom = new Random(20261125);

  /** A revision the test wrote: through which key, into which classification, where, when. */
  private record Revision(
      String key, String classifier, String node, long from, long to, long seq) {

    boolean covers(long instant) {
      return from <= instant && instant <= to;
    }

    String source() {
      return key.substring(0, key.indexOf('/'));
    }
  }

  private final List<Revision> revisions = new ArrayList<>();
  private final Map<String, String> holder = new HashMap<>();
  private final Set<String> etalons = new TreeSet<>();

  /** Merges in force, as the test made them: loser → (winner, keys the loser brought). */
  private final Map<String, Map.Entry<String, List<String>>> merged = new HashMap<>();

  private final Map<String, Integer> weights = new HashMap<>();
  private final TreeSet<Long> probes = new TreeSet<>(List.of(BASE - DAY));
  private final List<String> log = new ArrayList<>();
  private long seq;
  private int merges;
  private int restores;
  private int splits;

  private String single;
  private String multiple;
  private String entity;
  private final Map<String, String> nodeIds = new LinkedHashMap<>();

  @Test
  void mergedAndUnmergedRecordsAreClassifiedAsTheirKeysWroteIt() {
    Api admin = admin();
    entity = aRegister(admin, "BVR", attribute("name", "String"));
    String[] sources = new String[3];
    for (int s = 0; s < 3; s++) {
      int weight = random.nextInt(3);
      sources[s] = aSource(admin, "cs" + (s + 1), weight);
      weights.put(sources[s], weight);
    }
    single = classifier(admin, entity, false, "x", "y", "z");
    multiple = classifier(admin, entity, true, "p", "q");

    for (int k = 0; k < 7; k++) {
      write(admin, entity, sources[random.nextInt(3)] + "/k" + k);
    }
    check(admin, "after the first writes");
    for (int step = 0; step < 32; step++) {
      int kind = random.nextInt(3);
      if (kind == 0) {
        List<String> keys = new ArrayList<>(new TreeSet<>(holder.keySet()));
        write(admin, entity, keys.get(random.nextInt(keys.size())));
      } else if (kind == 1) {
        merge(admin, entity);
      } else {
        unmerge(admin, entity);
      }
      check(admin, "step " + step);
    }
    // Everything apart again: each key on a record of its own, classified as it alone wrote.
    for (String etalon : new ArrayList<>(new TreeSet<>(holder.values()))) {
      List<String> keys = keysOf(etalon);
      for (int i = 1; i < keys.size(); i++) {
        unmerge(admin, entity, etalon, List.of(keys.get(i)));
      }
    }
    assertThat(new HashSet<>(holder.values())).hasSize(holder.size());
    check(admin, "after unmerging everything");
    assertThat(List.of(merges, restores, splits))
        .as("merges, restores, splits")
        .allMatch(n -> n > 2);
  }

  private String classifier(Api admin, String entity, boolean several, String... nodes) {
    String name = aClassifierName();
    Map<String, Object> model = classifier(name, null, entity);
    model.put("multiple", several);
    publishClassifier(admin, model);
    for (int i = 0; i < nodes.length; i++) {
      ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(name, nodes[i], name, "0" + i));
      nodeIds.put(
          name + "/" + nodes[i],
          ClassifierNodeApiTest.nodeAt(admin, name, nodes[i])
              .path("node")
              .path("nodeId")
              .asString());
    }
    return name;
  }

  // ---- steps

  private void write(Api admin, String entity, String key) {
    String source = key.substring(0, key.indexOf('/'));
    Map<String, List<Map<String, Object>>> items = new LinkedHashMap<>();
    List<Revision> made = new ArrayList<>();
    if (random.nextInt(5) > 0) {
      String node = List.of("x", "y", "z").get(random.nextInt(3));
      items.put(single, List.of(item(key, single, node, made)));
    }
    int several = random.nextInt(3);
    if (several > 0) {
      List<String> nodes = new ArrayList<>(List.of("p", "q"));
      Collections.shuffle(nodes, random);
      List<Map<String, Object>> list = new ArrayList<>();
      for (String node : nodes.subList(0, several)) {
        list.add(item(key, multiple, node, made));
      }
      items.put(multiple, list);
    }
    var write = aRecord(entity, source, key.substring(key.indexOf('/') + 1)).with("name", key);
    if (!items.isEmpty()) {
      write.field("classifications", items);
    }
    String etalon = written(admin, write).path("etalonId").asString();
    assertThat(holder.getOrDefault(key, etalon)).as("the record holding " + key).isEqualTo(etalon);
    holder.put(key, etalon);
    etalons.add(etalon);
    revisions.addAll(made);
    log.add("write " + key + " " + made + " -> " + etalon);
  }

  /** An item into the node, for a random period (or all time), noted as the revision it makes. */
  private Map<String, Object> item(
      String key, String classifier, String node, List<Revision> made) {
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("nodeCode", "0" + codeIndex(node));
    long from = EARLY;
    long to = LATE;
    if (random.nextInt(3) > 0) {
      int start = random.nextInt(10);
      from = random.nextInt(4) == 0 ? EARLY : BASE + start * DAY;
      to = random.nextInt(4) == 0 ? LATE : BASE + (start + 1 + random.nextInt(10)) * DAY - 1;
      if (from != EARLY) {
        item.put("validFrom", OffsetDateTime.ofInstant(Instant.ofEpochMilli(from), UTC).toString());
        probes.add(from);
      }
      if (to != LATE) {
        item.put("validTo", OffsetDateTime.ofInstant(Instant.ofEpochMilli(to), UTC).toString());
        probes.add(to + 1);
      }
    }
    made.add(new Revision(key, classifier, node, from, to, ++seq));
    return item;
  }

  private static int codeIndex(String node) {
    return switch (node) {
      case "x", "p" -> 0;
      case "y", "q" -> 1;
      default -> 2;
    };
  }

  private void merge(Api admin, String entity) {
    List<String> live = new ArrayList<>(new TreeSet<>(holder.values()));
    if (live.size() < 2) {
      return;
    }
    Collections.shuffle(live, random);
    String winner = live.get(0);
    List<String> losers = live.subList(1, 1 + Math.min(live.size() - 1, 1 + random.nextInt(2)));
    Api.Response r =
        admin.post(
            "/api/v2/data/merge",
            Map.of("entityName", entity, "winnerEtalonId", winner, "loserEtalonIds", losers));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    for (String loser : losers) {
      List<String> brought = keysOf(loser);
      brought.forEach(k -> holder.put(k, winner));
      merged.put(loser, Map.entry(winner, brought));
    }
    merges++;
    log.add("merge " + losers + " into " + winner);
  }

  private void unmerge(Api admin, String entity) {
    List<String> several =
        new TreeSet<>(holder.values()).stream().filter(e -> keysOf(e).size() > 1).toList();
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
            .filter(b -> !b.isEmpty() && b.size() < keys.size())
            .toList();
    List<String> leaving;
    if (!brought.isEmpty() && random.nextBoolean()) {
      leaving = brought.get(random.nextInt(brought.size()));
    } else {
      List<String> shuffled = new ArrayList<>(keys);
      Collections.shuffle(shuffled, random);
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
    String back =
        merged.entrySet().stream()
            .filter(
                m ->
                    m.getValue().getKey().equals(etalon)
                        && new HashSet<>(m.getValue().getValue()).equals(new HashSet<>(leaving)))
            .map(Map.Entry::getKey)
            .findFirst()
            .orElse(null);
    if (back != null) {
      assertThat(created).as(r.toString()).isFalse();
      assertThat(detached).isEqualTo(back);
      merged.remove(back);
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
    etalons.add(detached);
    log.add(
        "unmerge " + leaving + " from " + etalon + " -> " + detached + (created ? " (new)" : ""));
  }

  // ---- the check

  private List<String> keysOf(String etalon) {
    return holder.entrySet().stream()
        .filter(e -> e.getValue().equals(etalon))
        .map(Map.Entry::getKey)
        .sorted()
        .toList();
  }

  /**
   * Per classifier, per probe instant, the nodes the record is in: of each classification (the one
   * classifier's single one, or one per node of the other), the winner among the sources' latest
   * revisions covering the instant.
   */
  private Map<String, Map<Long, Set<String>>> expected(String etalon) {
    Set<String> keys = new HashSet<>(keysOf(etalon));
    Map<String, Map<Long, Set<String>>> expected = new TreeMap<>();
    for (String classifier : List.of(single, multiple)) {
      Map<String, List<Revision>> bySlot = new TreeMap<>();
      for (Revision r : revisions) {
        if (keys.contains(r.key()) && r.classifier().equals(classifier)) {
          bySlot
              .computeIfAbsent(classifier.equals(single) ? "" : r.node(), s -> new ArrayList<>())
              .add(r);
        }
      }
      Map<Long, Set<String>> atProbes = new TreeMap<>();
      for (long probe : probes) {
        Set<String> nodes = new TreeSet<>();
        for (List<Revision> slot : bySlot.values()) {
          Map<String, Revision> latest = new HashMap<>();
          for (Revision r : slot) {
            if (r.covers(probe)) {
              latest.merge(r.source(), r, (a, b) -> a.seq() > b.seq() ? a : b);
            }
          }
          latest.values().stream()
              .max(
                  java.util.Comparator.comparingInt((Revision r) -> weights.get(r.source()))
                      .thenComparingLong(Revision::seq))
              .ifPresent(r -> nodes.add(r.node()));
        }
        atProbes.put(probe, nodes);
      }
      expected.put(classifier, atProbes);
    }
    return expected;
  }

  /** The same as the server reads it: every period of each classification, in force ones. */
  private Map<String, Map<Long, Set<String>>> actual(Api admin, String etalon, String message) {
    Api.Response r = admin.get(ClassificationApiTest.RECORDS + etalon + "?allPeriods=true");
    assertThat(r.status()).as(message + "\n" + r).isEqualTo(200);
    Map<String, Map<Long, Set<String>>> actual = new TreeMap<>();
    for (String classifier : List.of(single, multiple)) {
      Map<Long, Set<String>> atProbes = new TreeMap<>();
      for (long probe : probes) {
        Set<String> nodes = new TreeSet<>();
        for (JsonNode view : r.json().path("classifications")) {
          if (view.path("classifierName").asString().equals(classifier)
              && view.path("status").asString().equals("ACTIVE")
              && bound(view.path("validFrom"), EARLY) <= probe
              && probe <= bound(view.path("validTo"), LATE)) {
            assertThat(nodes.add(view.path("nodeName").asString()))
                .as(message + "\nthe node once at " + probe + ": " + r.text())
                .isTrue();
          }
        }
        assertThat(classifier.equals(single) && nodes.size() > 1)
            .as(message + "\none node of " + classifier + " at " + probe + ": " + r.text())
            .isFalse();
        atProbes.put(probe, nodes);
      }
      actual.put(classifier, atProbes);
    }
    return actual;
  }

  private static long bound(JsonNode date, long unbounded) {
    return date.isMissingNode() || date.isNull()
        ? unbounded
        : OffsetDateTime.parse(date.asString()).toInstant().toEpochMilli();
  }

  private void check(Api admin, String what) {
    for (String etalon : etalons) {
      String message =
          what
              + ", record "
              + etalon
              + " holding "
              + keysOf(etalon)
              + "\n"
              + String.join("\n", log);
      assertThat(actual(admin, etalon, message)).as(message).isEqualTo(expected(etalon));
    }
    searchUnderEveryNode(admin, what);
  }

  /**
   * At one instant, search "classified under" each node finds the records the reference classifies
   * into it (the winners, with the keys they took; not the losers merged into them).
   */
  private void searchUnderEveryNode(Api admin, String what) {
    List<Long> instants = new ArrayList<>(probes);
    // Its own random: the steps' draws stay as they were (the restores the test counts on).
    long probe = instants.get(probeRandom.nextInt(instants.size()));
    Map<String, Map<String, Map<Long, Set<String>>>> expected = new HashMap<>();
    for (String etalon : etalons) {
      expected.put(etalon, expected(etalon));
    }
    for (Map.Entry<String, String> node : nodeIds.entrySet()) {
      String classifier = node.getKey().substring(0, node.getKey().indexOf('/'));
      String name = node.getKey().substring(node.getKey().indexOf('/') + 1);
      List<String> under =
          etalons.stream()
              .filter(e -> expected.get(e).get(classifier).get(probe).contains(name))
              .sorted()
              .toList();
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("entityName", entity);
      body.put("classifiedUnder", List.of(node.getValue()));
      body.put(
          "timelineDate", OffsetDateTime.ofInstant(Instant.ofEpochMilli(probe), UTC).toString());
      body.put("limit", 100);
      Api.Response r = admin.post("/api/v2/search/records", body);
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      String message = what + ": under " + name + " at " + probe + "\n" + String.join("\n", log);
      assertThat(r.json().path("totalCount").asLong()).as(message).isEqualTo(under.size());
      assertThat(r.json().path("hits").valueStream().map(h -> h.path("etalonId").asString()))
          .as(message)
          .containsExactlyElementsOf(under);
    }
  }
}
