package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.RecordStatus;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.DecimalNode;
import tools.jackson.databind.node.IntNode;
import tools.jackson.databind.node.NullNode;

/**
 * A steward's writes to the platform's source keep exactly what was changed: on examples, and on
 * random sequences of source writes, steward edits and override removals over periods against a
 * reference that decides every instant on its own.
 */
class OverridesTest {

  private static final long ALL = Period.UNBOUNDED_FROM;
  private static final long END = Period.UNBOUNDED_TO;
  private static final String PLATFORM = "platform";

  /** An etalon's origins as the product keeps them: revisions appended, numbered, sequenced. */
  private static final class Store {
    final Map<String, UUID> origins = new LinkedHashMap<>();
    final Map<UUID, List<OriginRevision>> revisions = new HashMap<>();
    long seq;

    UUID origin(String source, String id) {
      return origins.computeIfAbsent(source + "/" + id, k -> UUID.randomUUID());
    }

    long append(
        String source,
        String id,
        Period period,
        RecordStatus status,
        Map<String, JsonNode> values) {
      UUID origin = origin(source, id);
      List<OriginRevision> list = revisions.computeIfAbsent(origin, k -> new ArrayList<>());
      list.add(
          new OriginRevision(origin, source, id, list.size() + 1, ++seq, period, status, values));
      return seq;
    }

    List<OriginHistory> histories() {
      List<OriginHistory> list = new ArrayList<>();
      origins.forEach(
          (key, id) -> {
            String[] parts = key.split("/");
            list.add(
                new OriginHistory(
                    id,
                    parts[0],
                    parts[1],
                    RecordStatus.ACTIVE,
                    revisions.getOrDefault(id, List.of())));
          });
      return list;
    }

    /** The steward's write through the product's planner. */
    List<Overrides.Piece> edit(
        ConsolidationRule rule, Period period, Map<String, JsonNode> written, Set<String> follow) {
      UUID platform = origins.get(PLATFORM + "/p");
      List<Overrides.Piece> pieces =
          Overrides.plan(rule, RecordStatus.ACTIVE, histories(), platform, period, written, follow);
      for (Overrides.Piece piece : pieces) {
        append(PLATFORM, "p", piece.period(), RecordStatus.ACTIVE, piece.values());
      }
      return pieces;
    }

    List<TimelineInterval> timeline(ConsolidationRule rule) {
      return TimelineCalculator.compute(rule, RecordStatus.ACTIVE, histories());
    }
  }

  private static Map<String, JsonNode> values(Object... pairs) {
    Map<String, JsonNode> map = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      Object v = pairs[i + 1];
      map.put((String) pairs[i], v == null ? NullNode.getInstance() : IntNode.valueOf((Integer) v));
    }
    return map;
  }

  private static final ConsolidationRule BVR =
      new ConsolidationRule(true, Map.of("crm", 1, "erp", 2, PLATFORM, 3), Map.of(), true);
  private static final ConsolidationRule BVT =
      new ConsolidationRule(false, Map.of("crm", 1, "erp", 2, PLATFORM, 3), Map.of(), true);

  @Test
  void anEditOfOneAttributeOverridesThatAttributeOnlyAndLaterSourceWritesStillCount() {
    for (ConsolidationRule rule : List.of(BVR, BVT)) {
      Store store = new Store();
      store.append("crm", "1", Period.ALL_TIME, RecordStatus.ACTIVE, values("city", 1, "name", 1));

      // the editor sends the whole form: only the city differs from the golden record
      List<Overrides.Piece> pieces =
          store.edit(rule, Period.ALL_TIME, values("city", 2, "name", 1), Set.of());
      assertThat(pieces).extracting(Overrides.Piece::values).containsExactly(values("city", 2));

      store.append("crm", "1", Period.ALL_TIME, RecordStatus.ACTIVE, values("city", 3, "name", 3));
      TimelineInterval golden = store.timeline(rule).get(0);
      assertThat(golden.values()).isEqualTo(values("city", 2, "name", 3));
      assertThat(golden.winners().get("name").sourceSystem()).isEqualTo("crm");
    }
  }

  @Test
  void anUnchangedWriteWritesNothing() {
    Store store = new Store();
    store.append("crm", "1", Period.ALL_TIME, RecordStatus.ACTIVE, values("city", 1));
    store.edit(BVR, Period.ALL_TIME, values("city", 2), Set.of());

    assertThat(store.edit(BVR, Period.ALL_TIME, values("city", 2), Set.of())).isEmpty();
    // a number written as 2.0 is the golden 2
    assertThat(
            store.edit(
                BVR,
                Period.ALL_TIME,
                Map.of("city", DecimalNode.valueOf(new java.math.BigDecimal("2.0"))),
                Set.of()))
        .isEmpty();
  }

  @Test
  void aNullEmptiesAValueTheSourcesHaveAndFollowingTheSourcesBringsItBack() {
    Store store = new Store();
    store.append("crm", "1", Period.ALL_TIME, RecordStatus.ACTIVE, values("city", 1, "name", 1));

    store.edit(BVT, Period.ALL_TIME, values("city", null), Set.of());
    assertThat(store.timeline(BVT).get(0).values()).isEqualTo(values("name", 1));

    List<Overrides.Piece> removal = store.edit(BVT, Period.ALL_TIME, Map.of(), Set.of("city"));
    assertThat(removal).extracting(Overrides.Piece::values).containsExactly(Map.of());
    assertThat(store.timeline(BVT).get(0).values()).isEqualTo(values("city", 1, "name", 1));
    assertThat(store.timeline(BVT).get(0).contributors()).hasSize(1);
  }

  @Test
  void anEditOverAPeriodWithTwoGoldenValuesOverridesOnlyWhereTheValueDiffers() {
    Store store = new Store();
    store.append("crm", "1", new Period(ALL, 9), RecordStatus.ACTIVE, values("city", 1));
    store.append("crm", "1", new Period(10, END), RecordStatus.ACTIVE, values("city", 2));

    List<Overrides.Piece> pieces = store.edit(BVR, Period.ALL_TIME, values("city", 2), Set.of());

    assertThat(pieces).containsExactly(new Overrides.Piece(new Period(ALL, 9), values("city", 2)));
  }

  @Test
  void randomSequencesOfSourceWritesEditsAndRemovalsMatchTheReference() {
    for (boolean bvr : new boolean[] {true, false}) {
      for (int n = 0; n < 1500; n++) {
        long seed = n * 17L + (bvr ? 1 : 0);
        Random random = new Random(seed);
        ConsolidationRule drawn = TimelineCalculatorTest.randomRule(random, bvr);
        ConsolidationRule rule =
            new ConsolidationRule(bvr, drawn.sourceWeights(), drawn.attributeWeights(), true);
        Store store = new Store();
        OverrideReference reference = new OverrideReference(rule);
        StringBuilder story = new StringBuilder("seed " + seed + (bvr ? " BVR" : " BVT"));
        int operations = 1 + random.nextInt(10);
        for (int i = 0; i < operations; i++) {
          Period period = randomPeriod(random);
          int kind = random.nextInt(5);
          if (kind < 2) {
            String source = "s" + (1 + random.nextInt(3));
            RecordStatus status =
                random.nextInt(5) == 0 ? RecordStatus.INACTIVE : RecordStatus.ACTIVE;
            Map<String, JsonNode> v = randomValues(random, false);
            long seq = store.append(source, "1", period, status, v);
            reference.source(source, period, status, v, seq);
            story
                .append("\n")
                .append(source)
                .append(' ')
                .append(period)
                .append(' ')
                .append(status)
                .append(' ')
                .append(v);
          } else {
            Map<String, JsonNode> written = randomValues(random, true);
            Set<String> follow = new java.util.TreeSet<>();
            if (kind == 4) {
              for (String name : List.of("a", "b", "c")) {
                if (!written.containsKey(name) && random.nextBoolean()) {
                  follow.add(name);
                }
              }
            }
            reference.edit(period, written, follow, store.seq + 1);
            store.edit(rule, period, written, follow);
            story
                .append("\nedit ")
                .append(period)
                .append(' ')
                .append(written)
                .append(" follow ")
                .append(follow);
          }
          reference.check(store.timeline(rule), story.toString());
        }
      }
    }
  }

  private static Period randomPeriod(Random random) {
    long from = random.nextInt(4) == 0 ? ALL : random.nextInt(TimelineReference.LAST + 1);
    long low = from == ALL ? 0 : from;
    long to =
        random.nextInt(4) == 0
            ? END
            : low + random.nextInt((int) (TimelineReference.LAST + 1 - low));
    return new Period(from, to);
  }

  /** Values of a, b and c, each absent now and then; a steward's may be emptied (null). */
  private static Map<String, JsonNode> randomValues(Random random, boolean steward) {
    Map<String, JsonNode> v = new TreeMap<>();
    for (String name : List.of("a", "b", "c")) {
      int roll = random.nextInt(steward ? 6 : 4);
      if (roll == 0) {
        continue;
      }
      v.put(
          name, steward && roll == 5 ? NullNode.getInstance() : IntNode.valueOf(random.nextInt(3)));
    }
    return v;
  }
}
