package org.platform.mdm.profile.stats;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.profile.stats.AttributeProfile.HistogramBucket;
import org.platform.mdm.profile.stats.AttributeProfile.PatternCount;
import org.platform.mdm.profile.stats.AttributeProfile.ValueCount;
import tools.jackson.databind.JsonNode;

/**
 * Takes one attribute's values record by record, in one pass, in memory bounded by the attribute
 * (not by the records): counts, the distinct values and their counts (exact up to {@value
 * #KEPT_VALUES} distinct values, see {@link ValueCounts}), shapes of text, lengths, min, max, mean
 * and a histogram. A value of another JSON kind than its type's (which the platform does not store)
 * is counted as text.
 */
public final class AttributeProfiler {

  /** Distinct values (and shapes) counted exactly; beyond, the most frequent are kept. */
  static final int KEPT_VALUES = 10_000;

  private final String name;
  private final String displayName;
  private final String type;
  private final boolean array;
  private final ValueKind kind;
  private final int topN;

  private long filled;
  private long values;
  private final ValueCounts counts;
  private final ValueCounts shapes = new ValueCounts(KEPT_VALUES, false);
  private final Histogram histogram;
  private final Histogram lengths = new Histogram(1);
  private int lengthMin = Integer.MAX_VALUE;
  private int lengthMax = -1;
  private long lengthSum;
  private long lengthCount;
  private String minText;
  private String maxText;
  private BigDecimal minNumber;
  private BigDecimal maxNumber;
  private double minAxis = Double.POSITIVE_INFINITY;
  private double maxAxis = Double.NEGATIVE_INFINITY;
  private BigDecimal numberSum = BigDecimal.ZERO;
  private double axisSum;
  private long measured;

  /**
   * @param type the attribute's model type ({@code String}, {@code Date} …)
   * @param topN how many top values and shapes to keep
   */
  public AttributeProfiler(String name, String displayName, String type, boolean array, int topN) {
    this.name = name;
    this.displayName = displayName;
    this.type = type;
    this.array = array;
    this.kind = ValueKind.of(type);
    this.topN = topN;
    this.counts = new ValueCounts(KEPT_VALUES, true);
    this.histogram = new Histogram(kind.startWidth == 0 ? 1 : kind.startWidth);
  }

  /** What the profiler gathered, to go on from after a restart (see {@link RecordProfiler}). */
  public record State(
      String name,
      String displayName,
      String type,
      boolean array,
      int topN,
      long filled,
      long values,
      ValueCounts.State counts,
      ValueCounts.State shapes,
      Histogram.State histogram,
      Histogram.State lengths,
      int lengthMin,
      int lengthMax,
      long lengthSum,
      long lengthCount,
      String minText,
      String maxText,
      BigDecimal minNumber,
      BigDecimal maxNumber,
      Double minAxis,
      Double maxAxis,
      BigDecimal numberSum,
      double axisSum,
      long measured) {}

  State state() {
    boolean axes = minText != null && minNumber == null;
    return new State(
        name,
        displayName,
        type,
        array,
        topN,
        filled,
        values,
        counts.state(),
        shapes.state(),
        histogram.state(),
        lengths.state(),
        lengthMin,
        lengthMax,
        lengthSum,
        lengthCount,
        minText,
        maxText,
        minNumber,
        maxNumber,
        axes ? minAxis : null,
        axes ? maxAxis : null,
        numberSum,
        axisSum,
        measured);
  }

  static AttributeProfiler of(State s) {
    AttributeProfiler p =
        new AttributeProfiler(s.name(), s.displayName(), s.type(), s.array(), s.topN());
    p.filled = s.filled();
    p.values = s.values();
    p.counts.restore(s.counts());
    p.shapes.restore(s.shapes());
    p.histogram.restore(s.histogram());
    p.lengths.restore(s.lengths());
    p.lengthMin = s.lengthMin();
    p.lengthMax = s.lengthMax();
    p.lengthSum = s.lengthSum();
    p.lengthCount = s.lengthCount();
    p.minText = s.minText();
    p.maxText = s.maxText();
    p.minNumber = s.minNumber();
    p.maxNumber = s.maxNumber();
    p.minAxis = s.minAxis() == null ? Double.POSITIVE_INFINITY : s.minAxis();
    p.maxAxis = s.maxAxis() == null ? Double.NEGATIVE_INFINITY : s.maxAxis();
    p.numberSum = s.numberSum();
    p.axisSum = s.axisSum();
    p.measured = s.measured();
    return p;
  }

  /** One record's value of the attribute: null or missing when it has none. */
  public void accept(JsonNode value) {
    if (value == null || value.isNull() || value.isMissingNode()) {
      return;
    }
    if (value.isArray()) {
      if (value.isEmpty()) {
        return;
      }
      filled++;
      for (JsonNode element : value) {
        if (element != null && !element.isNull()) {
          one(element);
        }
      }
      return;
    }
    filled++;
    one(value);
  }

  private void one(JsonNode value) {
    values++;
    if (kind == ValueKind.OPAQUE) {
      return;
    }
    boolean numeric = kind.numeric() && value.isNumber();
    BigDecimal number = numeric ? value.decimalValue() : null;
    String text =
        numeric ? canonical(number) : value.isString() ? value.asString() : value.toString();
    counts.add(text);
    if (value.isString() && kind.shaped) {
      shapes.add(Patterns.shape(text));
    }
    if (value.isString() && kind == ValueKind.TEXT) {
      length(text.codePointCount(0, text.length()));
    }
    if (kind.ordered && (numeric || (value.isString() && !kind.numeric()))) {
      measure(text, number);
    }
  }

  private void length(int length) {
    lengthMin = Math.min(lengthMin, length);
    lengthMax = Math.max(lengthMax, length);
    lengthSum += length;
    lengthCount++;
    lengths.add(length);
  }

  private void measure(String text, BigDecimal number) {
    double axis;
    try {
      axis = kind.axis(text, number);
    } catch (RuntimeException unreadable) {
      return; // not a value of the type: counted, not measured
    }
    measured++;
    histogram.add(axis);
    if (number != null) {
      numberSum = numberSum.add(number);
      if (minNumber == null || number.compareTo(minNumber) < 0) {
        minNumber = number;
        minText = text;
      }
      if (maxNumber == null || number.compareTo(maxNumber) > 0) {
        maxNumber = number;
        maxText = text;
      }
      return;
    }
    axisSum += axis;
    if (axis < minAxis) {
      minAxis = axis;
      minText = text;
    }
    if (axis > maxAxis) {
      maxAxis = axis;
      maxText = text;
    }
  }

  /** A number's text: plain, without trailing zeros ({@code 1.50} and {@code 1.5} alike). */
  static String canonical(BigDecimal number) {
    return number.signum() == 0 ? "0" : number.stripTrailingZeros().toPlainString();
  }

  /** What was found, over {@code records} records. */
  public AttributeProfile result(long records) {
    boolean counted = kind != ValueKind.OPAQUE;
    boolean hasLengths = kind == ValueKind.TEXT && lengthMax >= 0;
    return new AttributeProfile(
        name,
        displayName,
        type,
        array,
        records,
        filled,
        values,
        counted ? counts.distinct() : null,
        counted && counts.exact(),
        minText,
        maxText,
        mean(),
        hasLengths ? lengthMin : null,
        hasLengths ? lengthMax : null,
        hasLengths ? (double) lengthSum / lengthCount : null,
        counted ? top() : List.of(),
        counts.exact(),
        kind.shaped ? patterns() : List.of(),
        shapes.exact(),
        kind.ordered && measured > 0 ? "VALUE" : hasLengths ? "LENGTH" : null,
        kind.ordered && measured > 0
            ? buckets(histogram, kind)
            : hasLengths ? buckets(lengths, ValueKind.INTEGER) : List.of(),
        false);
  }

  private String mean() {
    if (!kind.ordered || measured == 0) {
      return null;
    }
    if (kind == ValueKind.INTEGER || kind == ValueKind.NUMBER) {
      return canonical(numberSum.divide(BigDecimal.valueOf(measured), MathContext.DECIMAL64));
    }
    return kind.label(axisSum / measured);
  }

  private List<ValueCount> top() {
    return counts.top(topN).stream().map(c -> new ValueCount(c.key(), c.count())).toList();
  }

  private List<PatternCount> patterns() {
    return shapes.top(topN).stream().map(c -> new PatternCount(c.key(), c.count())).toList();
  }

  private static List<HistogramBucket> buckets(Histogram histogram, ValueKind axis) {
    List<HistogramBucket> buckets = new ArrayList<>();
    for (Histogram.Bucket b : histogram.buckets()) {
      buckets.add(
          new HistogramBucket(
              b.from(), b.to(), axis.label(b.from()), axis.label(b.to()), b.count()));
    }
    return buckets;
  }
}
