package org.platform.mdm.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.math.BigDecimal;
import java.math.MathContext;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * What a profile of one attribute must say, computed the plain way from every record's value: null,
 * one value, or a list of values (an array attribute). Values are Java's: {@code String}, {@code
 * Long} (Integer), {@code BigDecimal} (Number), {@code Boolean}, {@code LocalDate} (Date), {@code
 * OffsetDateTime} (Timestamp). {@link #check} compares an attribute's profile as JSON (the REST
 * answer's or the kept one's) with it.
 */
public final class ProfileReference {

  private final List<Object> records;
  private final int topN;

  public ProfileReference(List<Object> records, int topN) {
    this.records = records;
    this.topN = topN;
  }

  private List<Object> values() {
    List<Object> values = new ArrayList<>();
    for (Object r : records) {
      if (r instanceof List<?> list) {
        list.stream().filter(v -> v != null).forEach(values::add);
      } else if (r != null) {
        values.add(r);
      }
    }
    return values;
  }

  private long filled() {
    return records.stream()
        .filter(r -> r != null && !(r instanceof List<?> l && l.isEmpty()))
        .count();
  }

  /** A value as the profile writes it. */
  public static String text(Object v) {
    if (v instanceof BigDecimal d) {
      return d.signum() == 0 ? "0" : d.stripTrailingZeros().toPlainString();
    }
    if (v instanceof LocalTime t) {
      return java.time.format.DateTimeFormatter.ISO_LOCAL_TIME.format(t); // as the platform stores
    }
    return v.toString();
  }

  /** A value's place on the histogram's axis. */
  static double axis(Object v) {
    if (v instanceof Long l) {
      return l;
    }
    if (v instanceof BigDecimal d) {
      return d.doubleValue();
    }
    if (v instanceof LocalDate d) {
      return d.toEpochDay();
    }
    if (v instanceof LocalTime t) {
      return t.toNanoOfDay() / 1e9;
    }
    Instant i = ((OffsetDateTime) v).toInstant();
    return i.getEpochSecond() + i.getNano() / 1e9;
  }

  /** The shape of a text, by the rule the issue names, written with regular expressions. */
  static String shape(String s) {
    return s.replaceAll("\\p{Nd}", "9")
        .replaceAll("[\\p{L}&&[^\\p{Lu}]]", "a")
        .replaceAll("\\p{Lu}", "A");
  }

  private List<Map.Entry<String, Long>> top(List<String> keys) {
    Map<String, Long> counts = new HashMap<>();
    keys.forEach(k -> counts.merge(k, 1L, Long::sum));
    List<Map.Entry<String, Long>> sorted = new ArrayList<>(counts.entrySet());
    sorted.sort(
        Comparator.comparing(Map.Entry<String, Long>::getValue)
            .reversed()
            .thenComparing(Map.Entry::getKey));
    return sorted.subList(0, Math.min(topN, sorted.size()));
  }

  /** Compares the attribute's profile (JSON) with what the values say. */
  public void check(JsonNode a) {
    List<Object> values = values();
    String name = a.path("name").asString();
    assertThat(a.path("recordCount").asLong()).as(name + " records").isEqualTo(records.size());
    assertThat(a.path("filledCount").asLong()).as(name + " filled").isEqualTo(filled());
    assertThat(a.path("valueCount").asLong()).as(name + " values").isEqualTo(values.size());
    List<String> texts = values.stream().map(ProfileReference::text).toList();
    Set<String> distinct = new HashSet<>(texts);
    assertThat(a.path("distinctCount").asLong()).as(name + " distinct").isEqualTo(distinct.size());
    assertThat(a.path("distinctExact").asBoolean()).isTrue();
    if (!(values.isEmpty() || values.get(0) instanceof OffsetDateTime)) {
      assertThat(pairs(a.path("topValues"), "value"))
          .as(name + " top values")
          .isEqualTo(top(texts).stream().map(e -> e.getKey() + "=" + e.getValue()).toList());
    }
    if (!values.isEmpty() && values.get(0) instanceof String) {
      assertThat(pairs(a.path("patterns"), "pattern"))
          .as(name + " patterns")
          .isEqualTo(
              top(texts.stream().map(ProfileReference::shape).toList()).stream()
                  .map(e -> e.getKey() + "=" + e.getValue())
                  .toList());
      List<Integer> lengths = texts.stream().map(s -> s.codePointCount(0, s.length())).toList();
      assertThat(a.path("lengthMin").asInt())
          .isEqualTo(lengths.stream().min(Integer::compare).get());
      assertThat(a.path("lengthMax").asInt())
          .isEqualTo(lengths.stream().max(Integer::compare).get());
      assertThat(a.path("lengthMean").asDouble())
          .isCloseTo(lengths.stream().mapToInt(i -> i).average().getAsDouble(), within(1e-9));
      assertThat(a.path("histogramAxis").asString()).isEqualTo("LENGTH");
      checkHistogram(name, a.path("histogram"), lengths.stream().map(i -> (double) i).toList());
    }
    if (!values.isEmpty()
        && !(values.get(0) instanceof String || values.get(0) instanceof Boolean)) {
      checkOrdered(name, a, values);
    }
  }

  private void checkOrdered(String name, JsonNode a, List<Object> values) {
    List<Double> axis = values.stream().map(ProfileReference::axis).toList();
    Object first = values.get(0);
    if (first instanceof OffsetDateTime) {
      Comparator<Object> byInstant = Comparator.comparing(v -> ((OffsetDateTime) v).toInstant());
      assertThat(OffsetDateTime.parse(a.path("min").asString()).toInstant())
          .isEqualTo(((OffsetDateTime) values.stream().min(byInstant).get()).toInstant());
      assertThat(OffsetDateTime.parse(a.path("max").asString()).toInstant())
          .isEqualTo(((OffsetDateTime) values.stream().max(byInstant).get()).toInstant());
      double mean = axis.stream().mapToDouble(d -> d).average().getAsDouble();
      Instant m = OffsetDateTime.parse(a.path("mean").asString()).toInstant();
      assertThat(m.getEpochSecond() + m.getNano() / 1e9).isCloseTo(mean, within(0.001));
    } else if (first instanceof LocalTime) {
      List<LocalTime> times = values.stream().map(v -> (LocalTime) v).toList();
      assertThat(LocalTime.parse(a.path("min").asString()))
          .isEqualTo(times.stream().min(LocalTime::compareTo).get());
      assertThat(LocalTime.parse(a.path("max").asString()))
          .isEqualTo(times.stream().max(LocalTime::compareTo).get());
      double mean = axis.stream().mapToDouble(d -> d).average().getAsDouble();
      assertThat(LocalTime.parse(a.path("mean").asString()).toNanoOfDay() / 1e9)
          .isCloseTo(mean, within(0.001));
    } else if (first instanceof LocalDate) {
      assertThat(a.path("min").asString())
          .isEqualTo(
              values.stream().map(v -> (LocalDate) v).min(LocalDate::compareTo).get().toString());
      assertThat(a.path("max").asString())
          .isEqualTo(
              values.stream().map(v -> (LocalDate) v).max(LocalDate::compareTo).get().toString());
      double mean = axis.stream().mapToDouble(d -> d).average().getAsDouble();
      assertThat(a.path("mean").asString())
          .isEqualTo(LocalDate.ofEpochDay(Math.round(mean)).toString());
    } else {
      List<BigDecimal> numbers =
          values.stream()
              .map(v -> v instanceof Long l ? BigDecimal.valueOf(l) : (BigDecimal) v)
              .toList();
      assertThat(new BigDecimal(a.path("min").asString()))
          .isEqualByComparingTo(numbers.stream().min(BigDecimal::compareTo).get());
      assertThat(new BigDecimal(a.path("max").asString()))
          .isEqualByComparingTo(numbers.stream().max(BigDecimal::compareTo).get());
      BigDecimal mean =
          numbers.stream()
              .reduce(BigDecimal.ZERO, BigDecimal::add)
              .divide(BigDecimal.valueOf(numbers.size()), MathContext.DECIMAL64);
      assertThat(new BigDecimal(a.path("mean").asString()))
          .isCloseTo(mean, within(new BigDecimal("1e-9")));
    }
    assertThat(a.path("histogramAxis").asString()).isEqualTo("VALUE");
    checkHistogram(name, a.path("histogram"), axis);
  }

  /**
   * The buckets follow each other without gaps, at most 20, the first holding the smallest value
   * and the last the largest, and each counts exactly the values in {@code [from, to)}.
   */
  static void checkHistogram(String name, JsonNode buckets, List<Double> values) {
    assertThat(buckets.size()).as(name + " buckets").isBetween(1, 20);
    double min = values.stream().mapToDouble(d -> d).min().getAsDouble();
    double max = values.stream().mapToDouble(d -> d).max().getAsDouble();
    assertThat(buckets.get(0).path("from").asDouble()).isLessThanOrEqualTo(min);
    assertThat(buckets.get(buckets.size() - 1).path("to").asDouble()).isGreaterThan(max);
    long total = 0;
    for (int i = 0; i < buckets.size(); i++) {
      JsonNode b = buckets.get(i);
      double from = b.path("from").asDouble();
      double to = b.path("to").asDouble();
      if (i > 0) {
        assertThat(from).isEqualTo(buckets.get(i - 1).path("to").asDouble());
      }
      long expected = values.stream().filter(v -> v >= from && v < to).count();
      assertThat(b.path("count").asLong())
          .as(name + " bucket " + from + ".." + to)
          .isEqualTo(expected);
      total += expected;
    }
    assertThat(total).isEqualTo(values.size());
  }

  private static List<String> pairs(JsonNode array, String field) {
    List<String> pairs = new ArrayList<>();
    array.forEach(p -> pairs.add(p.path(field).asString() + "=" + p.path("count").asLong()));
    return pairs;
  }
}
