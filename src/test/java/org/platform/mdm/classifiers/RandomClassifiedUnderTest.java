package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
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
 * Search "classified under a node" against a brute-force reference, over random steps: records
 * written with and without validity periods, classified into random nodes of two classifiers (one
 * node per record, several nodes per record) for random periods, deleted and restored, and nodes
 * moved to other parents. After every step, for every node at random instants, the search's count
 * and its pages (paged in the default order) are the records the reference finds: not deleted, in
 * force at the instant, and classified then into the node or a node below it in today's tree.
 */
class RandomClassifiedUnderTest extends ClassifierApiSupport {

  private static final long DAY = 86_400_000L;
  private static final long BASE = Instant.parse("2020-01-01T00:00:00Z").toEpochMilli();
  private static final long EARLY = Long.MIN_VALUE;
  private static final long LATE = Long.MAX_VALUE;

  private final Random random = new Random(20261125);

  /** A period a write gave (a record's or a placement's), bounds inclusive. */
  private record Span(long from, long to) {
    boolean covers(long instant) {
      return from <= instant && instant <= to;
    }
  }

  /** A placement a write made: into which classifier's node, for when, in which order. */
  private record Placed(String classifier, String node, Span span, long seq) {}

  private final Map<String, List<Span>> recordSpans = new TreeMap<>();
  private final Map<String, List<Placed>> placed = new HashMap<>();
  private final Set<String> deleted = new HashSet<>();
  private final Map<String, String> etalons = new TreeMap<>();
  private final Map<String, String> parents = new HashMap<>();
  private final Map<String, String> nodeIds = new LinkedHashMap<>();
  private final Map<String, String> classifierOf = new HashMap<>();
  private final Map<String, String> codes = new HashMap<>();
  private final TreeSet<Long> probes = new TreeSet<>(List.of(BASE - DAY, BASE + 30 * DAY));
  private final List<String> log = new ArrayList<>();
  private long seq;
  private int moves;
  private int deletes;
  private int searches;

  private String entity;
  private String source;
  private String single;
  private String several;

  @Test
  void theRecordsUnderANodeAreThoseTheReferenceFinds() {
    Api admin = admin();
    entity = aRegister(admin, "BVR", attribute("name", "String"));
    source = aSource(admin, "rcu", 1);
    single = classifier(admin, false, "a:", "b:", "a1:a", "a2:a", "a11:a1", "b1:b");
    several = classifier(admin, true, "p:", "q:", "p1:p");
    for (int k = 0; k < 8; k++) {
      write(admin, "k" + k);
    }
    check(admin, "after the first writes");
    for (int step = 0; step < 24; step++) {
      int kind = random.nextInt(6);
      if (kind < 3) {
        List<String> live = etalons.keySet().stream().filter(k -> !deleted.contains(k)).toList();
        write(admin, live.get(random.nextInt(live.size())));
      } else if (kind == 3) {
        deleteOrRestore(admin);
      } else {
        move(admin);
      }
      check(admin, "step " + step);
    }
    assertThat(List.of(moves, deletes)).as("moves, deletes").allMatch(n -> n > 1);
  }

  /** A classifier of the entity with the nodes ("name:parent", an empty parent is the root). */
  private String classifier(Api admin, boolean multiple, String... nodes) {
    String name = aClassifierName();
    Map<String, Object> model = classifier(name, null, entity);
    model.put("multiple", multiple);
    publishClassifier(admin, model);
    nodeIds.put(
        name, ClassifierNodeApiTest.nodeAt(admin, name).path("node").path("nodeId").asString());
    classifierOf.put(name, name);
    for (int i = 0; i < nodes.length; i++) {
      String node = nodes[i].substring(0, nodes[i].indexOf(':'));
      String parent = nodes[i].substring(nodes[i].indexOf(':') + 1);
      parent = parent.isEmpty() ? name : parent;
      codes.put(node, String.format("%02d", i));
      ClassifierNodeApiTest.ok(
          admin, ClassifierNodeApiTest.node(name, node, parent, codes.get(node)));
      parents.put(node, parent);
      classifierOf.put(node, name);
    }
    for (String node : parents.keySet()) {
      if (classifierOf.get(node).equals(name)) {
        nodeIds.put(
            node,
            ClassifierNodeApiTest.nodeAt(admin, name, path(node))
                .path("node")
                .path("nodeId")
                .asString());
      }
    }
    return name;
  }

  /** The names from the root's child down to the node. */
  private String[] path(String node) {
    List<String> path = new ArrayList<>();
    for (String n = node; parents.containsKey(n); n = parents.get(n)) {
      path.add(0, n);
    }
    return path.toArray(String[]::new);
  }

  // ---- steps

  private void write(Api admin, String key) {
    Span span = random.nextInt(3) == 0 ? span() : new Span(EARLY, LATE);
    var write = aRecord(entity, source, key).with("name", key + "-" + seq);
    if (span.from() != EARLY || span.to() != LATE) {
      write.valid(text(span.from(), EARLY), text(span.to(), LATE));
    }
    Map<String, List<Map<String, Object>>> items = new LinkedHashMap<>();
    List<Placed> made = new ArrayList<>();
    if (random.nextInt(4) > 0) {
      String node = nodeOf(single);
      items.put(single, List.of(item(single, node, span, made)));
    }
    if (random.nextBoolean()) {
      List<Map<String, Object>> list = new ArrayList<>();
      list.add(item(several, nodeOf(several), span, made));
      if (random.nextBoolean()) {
        String other = nodeOf(several);
        if (made.stream().noneMatch(p -> p.node().equals(other))) {
          list.add(item(several, other, span, made));
        }
      }
      items.put(several, list);
    }
    if (!items.isEmpty()) {
      write.field("classifications", items);
    }
    String etalon = written(admin, write).path("etalonId").asString();
    etalons.put(key, etalon);
    recordSpans.computeIfAbsent(key, k -> new ArrayList<>()).add(span);
    placed.computeIfAbsent(key, k -> new ArrayList<>()).addAll(made);
    log.add("write " + key + " " + span + " " + made);
  }

  private String nodeOf(String classifier) {
    List<String> nodes =
        parents.keySet().stream()
            .filter(n -> classifierOf.get(n).equals(classifier))
            .sorted()
            .toList();
    return nodes.get(random.nextInt(nodes.size()));
  }

  /** An item into the node; one without dates is valid for the write's period ({@code record}). */
  private Map<String, Object> item(String classifier, String node, Span record, List<Placed> made) {
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("nodeId", nodeIds.get(node));
    Span span = random.nextInt(3) > 0 ? span() : record;
    if (span.from() == EARLY && span.to() == LATE) {
      span = record; // no dates: the write's period
    }
    if (span != record && span.from() != EARLY) {
      item.put("validFrom", text(span.from(), EARLY));
    }
    if (span != record && span.to() != LATE) {
      item.put("validTo", text(span.to(), LATE));
    }
    made.add(new Placed(classifier, node, span, ++seq));
    return item;
  }

  /** A random period of whole days (either end unbounded a quarter of the time). */
  private Span span() {
    int start = random.nextInt(10);
    long from = random.nextInt(4) == 0 ? EARLY : BASE + start * DAY;
    long to = random.nextInt(4) == 0 ? LATE : BASE + (start + 1 + random.nextInt(10)) * DAY - 1;
    if (from != EARLY) {
      probes.add(from);
      probes.add(from - 1);
    }
    if (to != LATE) {
      probes.add(to);
      probes.add(to + 1);
    }
    return new Span(from, to);
  }

  private static String text(long instant, long unbounded) {
    return instant == unbounded
        ? null
        : OffsetDateTime.ofInstant(Instant.ofEpochMilli(instant), ZoneOffset.UTC).toString();
  }

  private void deleteOrRestore(Api admin) {
    String key = new ArrayList<>(etalons.keySet()).get(random.nextInt(etalons.size()));
    if (deleted.contains(key)) {
      ok(admin.post(DATA + "/restore", Map.of("entityName", entity, "etalonId", etalons.get(key))));
      deleted.remove(key);
      log.add("restore " + key);
    } else {
      ok(admin.delete(DATA + "/" + entity + "/" + source + "/" + key));
      deleted.add(key);
      deletes++;
      log.add("delete " + key);
    }
  }

  /** Hangs a node (with what is below it) under another parent of its classifier. */
  private void move(Api admin) {
    List<String[]> options = new ArrayList<>();
    for (String node : new TreeSet<>(parents.keySet())) {
      String classifier = classifierOf.get(node);
      List<String> targets = new ArrayList<>(List.of(classifier));
      parents.keySet().stream()
          .filter(n -> classifierOf.get(n).equals(classifier) && !below(n, node))
          .sorted()
          .forEach(targets::add);
      targets.remove(parents.get(node));
      for (String t : targets) {
        if (depth(t) + height(node) < 9) {
          options.add(new String[] {node, t});
        }
      }
    }
    String[] move = options.get(random.nextInt(options.size()));
    String classifier = classifierOf.get(move[0]);
    ClassifierNodeApiTest.ok(
        admin, ClassifierNodeApiTest.node(classifier, move[0], move[1], codes.get(move[0])));
    parents.put(move[0], move[1]);
    moves++;
    log.add("move " + move[0] + " under " + move[1]);
  }

  /** Whether {@code node} is {@code top} or below it. */
  private boolean below(String node, String top) {
    for (String n = node; n != null; n = parents.get(n)) {
      if (n.equals(top)) {
        return true;
      }
    }
    return false;
  }

  private int depth(String node) {
    return path(node).length;
  }

  private int height(String node) {
    int h = 0;
    for (String n : parents.keySet()) {
      if (below(n, node)) {
        h = Math.max(h, depth(n) - depth(node));
      }
    }
    return h;
  }

  // ---- the check

  /** The keys the reference finds under the node at the instant. */
  private Set<String> expected(String node, long instant) {
    Set<String> keys = new TreeSet<>();
    for (String key : etalons.keySet()) {
      if (!deleted.contains(key)
          && recordSpans.get(key).stream().anyMatch(s -> s.covers(instant))
          && nodesAt(key, instant).stream().anyMatch(n -> below(n, node))) {
        keys.add(key);
      }
    }
    return keys;
  }

  /**
   * The nodes the record is in at the instant: of the one-node classifier, the latest placement
   * covering it; of the other, every node some placement covers.
   */
  private Set<String> nodesAt(String key, long instant) {
    Set<String> nodes = new HashSet<>();
    Placed latest = null;
    for (Placed p : placed.getOrDefault(key, List.of())) {
      if (p.span().covers(instant)) {
        if (p.classifier().equals(several)) {
          nodes.add(p.node());
        } else if (latest == null || p.seq() > latest.seq()) {
          latest = p;
        }
      }
    }
    if (latest != null) {
      nodes.add(latest.node());
    }
    return nodes;
  }

  private void check(Api admin, String what) {
    List<Long> instants = new ArrayList<>(probes);
    for (int i = 0; i < 3; i++) {
      long instant = instants.get(random.nextInt(instants.size()));
      for (String node : nodeIds.keySet()) {
        compare(admin, what, List.of(node), instant);
      }
      compare(admin, what, List.of(nodeOf(single), nodeOf(several)), instant);
    }
    assertThat(searches).isPositive();
  }

  private void compare(Api admin, String what, List<String> nodes, long instant) {
    Set<String> keys = null;
    for (String node : nodes) {
      Set<String> under = expected(node, instant);
      if (keys == null) {
        keys = under;
      } else {
        keys.retainAll(under);
      }
    }
    List<String> expected = keys.stream().map(etalons::get).sorted().toList();
    int limit = 1 + random.nextInt(4);
    String message =
        what
            + ": under "
            + nodes
            + " at "
            + text(instant, EARLY)
            + ", expected "
            + keys
            + " of "
            + etalons
            + "\n"
            + String.join("\n", log);
    List<String> found = new ArrayList<>();
    List<Long> counts = new ArrayList<>();
    for (int offset = 0; offset <= expected.size(); offset += limit) {
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("entityName", entity);
      body.put("classifiedUnder", nodes.stream().map(nodeIds::get).toList());
      body.put("timelineDate", text(instant, EARLY));
      body.put("limit", limit);
      body.put("offset", offset);
      JsonNode answer = ok(admin.post("/api/v2/search/records", body));
      searches++;
      counts.add(answer.path("totalCount").asLong());
      answer.path("hits").forEach(h -> found.add(h.path("etalonId").asString()));
    }
    assertThat(found).as(message).isEqualTo(expected);
    assertThat(counts).as(message).containsOnly((long) expected.size());
  }
}
