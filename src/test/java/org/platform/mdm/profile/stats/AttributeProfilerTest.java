package org.platform.mdm.profile.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.platform.mdm.profile.ProfileReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * One attribute's profile over random values of every kind, with nulls and arrays, compared with
 * what {@link ProfileReference} computes the plain way; and the bounds of what is kept in memory:
 * past the distinct values counted exactly the distinct count is an estimate close to the truth,
 * and values frequent throughout keep exact counts.
 */
class AttributeProfilerTest {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String[] WORDS = {
    "AB-12", "ab 12", "Жук", "x", "Main St. 5", "", "ÉCOLE", "12345", "q_Q", "a.b@c.de"
  };

  private final Random random = new Random(20261130);

  @Test
  void everyKindOfValueIsProfiledAsThePlainComputationSays() {
    check("String", false, () -> WORDS[random.nextInt(WORDS.length)] + suffix());
    check("String", true, () -> WORDS[random.nextInt(WORDS.length)]);
    check("Integer", false, () -> (long) random.nextInt(2000) - 1000);
    check("Integer", true, () -> (long) random.nextInt(5));
    check("Number", false, () -> BigDecimal.valueOf(random.nextInt(100_000) - 50_000, 3));
    check(
        "Number",
        false,
        () -> BigDecimal.valueOf(random.nextInt(7), 0).multiply(BigDecimal.TEN.pow(9)));
    check("Boolean", false, () -> random.nextBoolean());
    check("Date", false, () -> LocalDate.of(1950, 1, 1).plusDays(random.nextInt(30_000)));
    check("Time", false, () -> LocalTime.ofSecondOfDay(random.nextInt(86_400)));
    check(
        "Timestamp",
        false,
        () ->
            OffsetDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneOffset.ofHours(3))
                .plusSeconds(random.nextInt(100_000_000)));
  }

  private String suffix() {
    return random.nextInt(3) == 0 ? String.valueOf(random.nextInt(100)) : "";
  }

  private void check(String type, boolean array, Supplier<Object> value) {
    for (int round = 0; round < 5; round++) {
      int records = 1 + random.nextInt(round == 0 ? 3 : 400);
      int topN = 1 + random.nextInt(12);
      List<Object> values = new ArrayList<>();
      AttributeProfiler profiler = new AttributeProfiler("a", null, type, array, topN);
      for (int i = 0; i < records; i++) {
        Object v = random.nextInt(5) == 0 ? null : array ? list(value) : value.get();
        values.add(v);
        profiler.accept(node(v));
      }
      JsonNode profile = JSON.valueToTree(profiler.result(records));
      if (values.stream().allMatch(v -> v == null || v instanceof List<?> l && l.isEmpty())) {
        assertThat(profile.path("filledCount").asLong()).isZero();
        assertThat(profile.path("histogram")).isEmpty();
        continue;
      }
      new ProfileReference(values, topN).check(profile);
    }
  }

  private List<Object> list(Supplier<Object> value) {
    List<Object> list = new ArrayList<>();
    int n = random.nextInt(4);
    for (int i = 0; i < n; i++) {
      list.add(value.get());
    }
    return list;
  }

  private static JsonNode node(Object v) {
    if (v == null) {
      return null;
    }
    if (v instanceof List<?> list) {
      ArrayNode array = NODES.arrayNode();
      list.forEach(e -> array.add(node(e)));
      return array;
    }
    if (v instanceof Long l) {
      return NODES.numberNode(l);
    }
    if (v instanceof BigDecimal d) {
      return NODES.numberNode(d);
    }
    if (v instanceof Boolean b) {
      return NODES.booleanNode(b);
    }
    return NODES.stringNode(ProfileReference.text(v));
  }

  @Test
  void pastTheValuesKeptTheDistinctCountIsAnEstimateAndFrequentValuesKeepTheirCounts() {
    AttributeProfiler profiler = new AttributeProfiler("code", null, "String", false, 3);
    int unique = 5 * AttributeProfiler.KEPT_VALUES;
    for (int i = 0; i < unique; i++) {
      profiler.accept(NODES.stringNode("C-" + i));
      if (i % 10 == 0) {
        profiler.accept(NODES.stringNode(i % 20 == 0 ? "often" : "sometimes"));
      }
    }
    AttributeProfile profile = profiler.result(unique + unique / 10);
    assertThat(profile.distinctExact()).isFalse();
    assertThat(profile.topValuesExact()).isFalse();
    assertThat((double) profile.distinctCount()).isCloseTo(unique + 2, within(unique * 0.03));
    assertThat(profile.topValues())
        .startsWith(
            new AttributeProfile.ValueCount("often", unique / 20),
            new AttributeProfile.ValueCount("sometimes", unique / 20));
    assertThat(profile.patterns().get(0))
        .isEqualTo(new AttributeProfile.PatternCount("A-99999", 40_000));
  }

  @Test
  void aProfilerGoesOnFromItsKeptStateAsIfItHadNeverStopped() {
    List<RecordProfiler.Attribute> attributes =
        List.of(
            new RecordProfiler.Attribute("code", null, "String", false),
            new RecordProfiler.Attribute("amount", null, "Number", false),
            new RecordProfiler.Attribute("day", null, "Date", true));
    RecordProfiler whole = RecordProfiler.of(attributes, 5);
    RecordProfiler first = RecordProfiler.of(attributes, 5);
    RecordProfiler second = null;
    int records = 3 * AttributeProfiler.KEPT_VALUES;
    for (int i = 0; i < records; i++) {
      var values = NODES.objectNode();
      values.put("code", random.nextInt(3) == 0 ? "X" : "C-" + i);
      values.put("amount", BigDecimal.valueOf(random.nextInt(1000) - 500, 1));
      values.putArray("day").add(LocalDate.of(2000, 1, 1).plusDays(random.nextInt(900)).toString());
      whole.accept(values);
      if (i == records / 2) {
        byte[] kept = JSON.writeValueAsBytes(first.state());
        second = RecordProfiler.of(JSON.readValue(kept, RecordProfiler.State.class));
      }
      (second == null ? first : second).accept(values);
    }
    JsonNode resumed = JSON.valueToTree(second.results());
    JsonNode once = JSON.valueToTree(whole.results());
    assertThat(resumed).isEqualTo(once);
    assertThat(second.results().get(0).distinctExact()).isFalse();
  }

  @Test
  void aShapeKeepsPunctuationAndCutsLongTexts() {
    assertThat(Patterns.shape("AB-12 Жук")).isEqualTo("AA-99 Aaa");
    assertThat(Patterns.shape("x".repeat(70))).isEqualTo("a".repeat(64) + "…");
  }
}
