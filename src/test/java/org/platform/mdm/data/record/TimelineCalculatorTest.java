package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.RecordStatus;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.IntNode;
import tools.jackson.databind.node.NullNode;

/** The consolidation engine on examples, and against a brute-force reference on random cases. */
class TimelineCalculatorTest {

  private static final long ALL = Long.MIN_VALUE;
  private static final long END = Long.MAX_VALUE;

  /** A null the writer meant: in the platform's source, an override to empty. */
  private static final Object EMPTY = new Object();

  /** A history under construction: origins with revisions numbered and ordered as written. */
  private static final class History {
    final Map<String, UUID> origins = new LinkedHashMap<>();
    final Map<UUID, List<OriginRevision>> revisions = new HashMap<>();
    final Map<UUID, RecordStatus> statuses = new HashMap<>();
    long seq;

    History write(String source, String id, long from, long to, Object... values) {
      return add(source, id, from, to, RecordStatus.ACTIVE, values);
    }

    History delete(String source, String id, long from, long to) {
      return add(source, id, from, to, RecordStatus.INACTIVE);
    }

    History merged(String source, String id) {
      statuses.put(origin(source, id), RecordStatus.MERGED);
      return this;
    }

    private UUID origin(String source, String id) {
      return origins.computeIfAbsent(source + "/" + id, k -> UUID.randomUUID());
    }

    private History add(
        String source, String id, long from, long to, RecordStatus status, Object... values) {
      UUID origin = origin(source, id);
      List<OriginRevision> list = revisions.computeIfAbsent(origin, k -> new ArrayList<>());
      Map<String, JsonNode> map = new LinkedHashMap<>();
      for (int i = 0; i < values.length; i += 2) {
        Object value = values[i + 1];
        map.put(
            (String) values[i],
            value == null
                ? null
                : value == EMPTY ? NullNode.getInstance() : IntNode.valueOf((Integer) value));
      }
      list.add(
          new OriginRevision(
              origin, source, id, list.size() + 1, ++seq, new Period(from, to), status, map));
      return this;
    }

    List<OriginHistory> origins() {
      List<OriginHistory> list = new ArrayList<>();
      origins.forEach(
          (key, id) -> {
            String[] parts = key.split("/");
            list.add(
                new OriginHistory(
                    id,
                    parts[0],
                    parts[1],
                    statuses.getOrDefault(id, RecordStatus.ACTIVE),
                    revisions.getOrDefault(id, List.of())));
          });
      return list;
    }
  }

  private static ConsolidationRule bvt(Map<String, Integer> weights) {
    return new ConsolidationRule(false, weights, Map.of(), true);
  }

  private static ConsolidationRule bvr(Map<String, Integer> weights) {
    return new ConsolidationRule(true, weights, Map.of(), true);
  }

  private static List<TimelineInterval> timeline(ConsolidationRule rule, History h) {
    List<TimelineInterval> product =
        TimelineCalculator.compute(rule, RecordStatus.ACTIVE, h.origins());
    assertSame(
        TimelineReference.compute(rule, RecordStatus.ACTIVE, h.origins()), product, "example");
    return product;
  }

  private static int value(TimelineInterval interval, String attribute) {
    return interval.values().get(attribute).asInt();
  }

  @Test
  void aWriteWithoutBoundsCoversAllTime() {
    List<TimelineInterval> t =
        timeline(bvt(Map.of("a", 1)), new History().write("a", "1", ALL, END, "x", 1));

    assertThat(t).hasSize(1);
    assertThat(t.get(0).period()).isEqualTo(Period.ALL_TIME);
    assertThat(t.get(0).active()).isTrue();
  }

  @Test
  void aNewerRevisionOverlaysAnOlderOneOnlyWhereTheyOverlap() {
    List<TimelineInterval> t =
        timeline(
            bvt(Map.of("a", 1)),
            new History().write("a", "1", ALL, END, "x", 1).write("a", "1", 10, 20, "x", 2));

    assertThat(t)
        .extracting(TimelineInterval::period)
        .containsExactly(new Period(ALL, 9), new Period(10, 20), new Period(21, END));
    assertThat(t).extracting(i -> value(i, "x")).containsExactly(1, 2, 1);
  }

  @Test
  void instantsWithoutAnyStateBelongToNoIntervalAndAdjacentBoundsAreNoGap() {
    List<TimelineInterval> t =
        timeline(
            bvt(Map.of("a", 1, "b", 1)),
            new History()
                .write("a", "1", 0, 10, "x", 1)
                .write("b", "1", 11, 15, "x", 2)
                .write("a", "1", 20, 25, "x", 3));

    assertThat(t)
        .extracting(TimelineInterval::period)
        .containsExactly(new Period(0, 10), new Period(11, 15), new Period(20, 25));
  }

  @Test
  void underBvtEachAttributeComesFromTheHeaviestActiveSourceThatHasIt() {
    List<TimelineInterval> t =
        timeline(
            bvt(Map.of("crm", 2, "erp", 1)),
            new History()
                .write("erp", "1", ALL, END, "x", 1, "y", 2)
                .write("crm", "1", ALL, END, "x", 3, "y", null));

    assertThat(value(t.get(0), "x")).isEqualTo(3);
    assertThat(value(t.get(0), "y")).isEqualTo(2);
    assertThat(t.get(0).winners().get("y").sourceSystem()).isEqualTo("erp");
  }

  @Test
  void perAttributeWeightsOverrideSourceWeights() {
    ConsolidationRule rule =
        new ConsolidationRule(false, Map.of("crm", 2, "erp", 1), Map.of("y", Map.of("erp", 5)));
    List<TimelineInterval> t =
        timeline(
            rule,
            new History()
                .write("erp", "1", ALL, END, "x", 1, "y", 1)
                .write("crm", "1", ALL, END, "x", 2, "y", 2));

    assertThat(value(t.get(0), "x")).isEqualTo(2);
    assertThat(value(t.get(0), "y")).isEqualTo(1);
  }

  @Test
  void ofEqualWeightsTheRevisionCreatedLastWins() {
    List<TimelineInterval> t =
        timeline(
            bvr(Map.of("a", 1, "b", 1)),
            new History().write("b", "1", ALL, END, "x", 1).write("a", "1", ALL, END, "x", 2));

    assertThat(value(t.get(0), "x")).isEqualTo(2);
  }

  @Test
  void underBvrAnInactiveWinnerMakesTheIntervalInactive() {
    List<TimelineInterval> t =
        timeline(
            bvr(Map.of("crm", 2, "erp", 1)),
            new History()
                .write("erp", "1", ALL, END, "x", 1)
                .write("crm", "1", ALL, END, "x", 2)
                .delete("crm", "1", 5, 9));

    assertThat(t).extracting(TimelineInterval::active).containsExactly(true, false, true);
  }

  @Test
  void underBvtAnIntervalIsInactiveOnlyWhenNoContributorIsActive() {
    List<TimelineInterval> t =
        timeline(
            bvt(Map.of("crm", 2, "erp", 1)),
            new History()
                .write("erp", "1", ALL, END, "x", 1)
                .write("crm", "1", ALL, END, "x", 2)
                .delete("crm", "1", 5, 9)
                .delete("erp", "1", 7, 9));

    assertThat(t).extracting(TimelineInterval::active).containsExactly(true, true, false, true);
    assertThat(value(t.get(1), "x")).isEqualTo(1);
  }

  @Test
  void mergedOriginsContributeNothing() {
    List<TimelineInterval> t =
        timeline(
            bvt(Map.of("crm", 2, "erp", 1)),
            new History()
                .write("erp", "1", ALL, END, "x", 1)
                .write("crm", "1", ALL, END, "x", 2)
                .merged("crm", "1"));

    assertThat(t).hasSize(1);
    assertThat(t.get(0).contributors()).hasSize(1);
    assertThat(value(t.get(0), "x")).isEqualTo(1);
  }

  @Test
  void anInactiveEtalonHasEveryIntervalInactive() {
    History h = new History().write("a", "1", ALL, 10, "x", 1).write("a", "1", 11, END, "x", 2);
    List<TimelineInterval> t =
        TimelineCalculator.compute(bvt(Map.of("a", 1)), RecordStatus.INACTIVE, h.origins());

    assertThat(t).extracting(TimelineInterval::active).containsExactly(false, false);
    assertThat(value(t.get(1), "x")).isEqualTo(2);
  }

  @Test
  void underBvrTheStewardsOverridesLieOverTheHeaviestSourceWhichStillChangesTheRest() {
    History h =
        new History()
            .write("crm", "1", ALL, END, "x", 1, "y", 1)
            .write("platform", "p", ALL, END, "y", 9);
    ConsolidationRule rule = bvr(Map.of("crm", 1, "platform", 2));
    List<TimelineInterval> t = timeline(rule, h);
    assertThat(value(t.get(0), "x")).isEqualTo(1);
    assertThat(value(t.get(0), "y")).isEqualTo(9);
    assertThat(t.get(0).winners().get("x").sourceSystem()).isEqualTo("crm");
    assertThat(t.get(0).winners().get("y").sourceSystem()).isEqualTo("platform");

    h.write("crm", "1", ALL, END, "x", 2, "y", 2);
    t = timeline(rule, h);
    assertThat(value(t.get(0), "x")).isEqualTo(2);
    assertThat(value(t.get(0), "y")).isEqualTo(9);
  }

  @Test
  void anOverrideToEmptyTakesTheSourcesValueAwayUnderBothRules() {
    for (ConsolidationRule rule :
        List.of(bvr(Map.of("crm", 1, "platform", 2)), bvt(Map.of("crm", 1, "platform", 2)))) {
      List<TimelineInterval> t =
          timeline(
              rule,
              new History()
                  .write("crm", "1", ALL, END, "x", 1, "y", 1)
                  .write("platform", "p", ALL, END, "y", EMPTY));

      assertThat(t.get(0).values()).containsOnlyKeys("x");
      assertThat(t.get(0).winners()).containsOnlyKeys("x");
    }
  }

  @Test
  void aPlatformRevisionWithoutOverridesIsNoStateAndTheSourcesDecideAgain() {
    List<TimelineInterval> t =
        timeline(
            bvr(Map.of("crm", 1, "platform", 2)),
            new History()
                .write("crm", "1", 0, 20, "x", 1)
                .write("platform", "p", ALL, END, "x", 5)
                .write("platform", "p", 10, END));

    assertThat(t)
        .extracting(TimelineInterval::period)
        .containsExactly(new Period(ALL, -1), new Period(0, 9), new Period(10, 20));
    assertThat(t).extracting(i -> value(i, "x")).containsExactly(5, 5, 1);
  }

  @Test
  void forALinkThePlatformIsASourceLikeTheOthers() {
    ConsolidationRule link = new ConsolidationRule(true, Map.of("crm", 1, "platform", 2), Map.of());
    History h =
        new History().write("crm", "1", ALL, END, "x", 1, "y", 1).write("platform", "p", ALL, END);
    List<TimelineInterval> t = timeline(link, h);

    // the platform's link without values is the link in force, not "no state"
    assertThat(t).hasSize(1);
    assertThat(t.get(0).values()).isEmpty();
  }

  @Test
  void randomHistoriesMatchTheReference() {
    for (boolean bvr : new boolean[] {true, false}) {
      for (int n = 0; n < 3000; n++) {
        long seed = n * 31L + (bvr ? 1 : 0);
        Random random = new Random(seed);
        ConsolidationRule rule = randomRule(random, bvr);
        History history = randomHistory(random);
        RecordStatus status = random.nextInt(8) == 0 ? RecordStatus.INACTIVE : RecordStatus.ACTIVE;
        assertSame(
            TimelineReference.compute(rule, status, history.origins()),
            TimelineCalculator.compute(rule, status, history.origins()),
            "seed " + seed + (bvr ? " BVR" : " BVT"));
      }
    }
  }

  static ConsolidationRule randomRule(Random random, boolean bvr) {
    Map<String, Integer> weights =
        Map.of(
            "s1",
            random.nextInt(3),
            "s2",
            random.nextInt(3),
            "s3",
            random.nextInt(3),
            "platform",
            random.nextInt(4) == 0 ? random.nextInt(3) : 3);
    Map<String, Map<String, Integer>> attributeWeights = new HashMap<>();
    if (random.nextBoolean()) {
      attributeWeights.put("b", Map.of("s" + (1 + random.nextInt(3)), random.nextInt(4)));
    }
    // a record's rule (the platform's source holds overrides), or a link's
    return new ConsolidationRule(bvr, weights, attributeWeights, random.nextInt(4) > 0);
  }

  static History randomHistory(Random random) {
    History h = new History();
    int operations = 1 + random.nextInt(9);
    for (int i = 0; i < operations; i++) {
      boolean platform = random.nextInt(4) == 0;
      String source = platform ? "platform" : "s" + (1 + random.nextInt(3));
      String id = Integer.toString(1 + random.nextInt(platform ? 1 : 2));
      long from = random.nextInt(4) == 0 ? ALL : random.nextInt(TimelineReference.LAST + 1);
      long to =
          random.nextInt(4) == 0
              ? END
              : (from == ALL ? 0 : from)
                  + random.nextInt((int) (TimelineReference.LAST + 1 - (from == ALL ? 0 : from)));
      if (random.nextInt(4) == 0) {
        h.delete(source, id, from, to);
      } else if (platform) {
        // overrides of some attributes, to a value or to empty; none at all now and then
        List<Object> overrides = new ArrayList<>();
        for (String name : List.of("a", "b", "c")) {
          if (random.nextInt(3) == 0) {
            overrides.add(name);
            overrides.add(random.nextInt(3) == 0 ? EMPTY : random.nextInt(3));
          }
        }
        h.write(source, id, from, to, overrides.toArray());
      } else {
        h.write(
            source,
            id,
            from,
            to,
            "a",
            random.nextInt(3),
            "b",
            random.nextInt(3) == 0 ? null : random.nextInt(3),
            "c",
            random.nextInt(5));
      }
    }
    if (random.nextInt(10) == 0 && !h.origins.isEmpty()) {
      String any = h.origins.keySet().iterator().next();
      h.merged(any.split("/")[0], any.split("/")[1]);
    }
    return h;
  }

  private static void assertSame(
      List<TimelineInterval> expected, List<TimelineInterval> actual, String what) {
    String message =
        what
            + "\nexpected:\n"
            + TimelineReference.describe(expected)
            + "actual:\n"
            + TimelineReference.describe(actual);
    assertThat(actual).as(message).hasSameSizeAs(expected);
    for (int i = 0; i < expected.size(); i++) {
      assertThat(TimelineReference.equal(expected.get(i), actual.get(i))).as(message).isTrue();
    }
  }
}
