package org.platform.mdm.profile.stats;

import java.util.List;

/**
 * What a profile found of one attribute, as it is kept (a JSON document per attribute) and shown.
 * Fields a kind of value has no use for are null (the length of a date) or empty.
 *
 * @param type the attribute's type in the model ({@code String}, {@code Date}, …); for a classifier
 *     node's attribute, the JSON kind of its values ({@code String}, {@code Number}, {@code
 *     Boolean}, or {@code Any} when they differ)
 * @param recordCount the records profiled
 * @param filledCount the records with a value (an array: at least one)
 * @param valueCount the values: the filled records, or the elements of every array
 * @param distinctCount the distinct values; an estimate when {@code distinctExact} is false; null
 *     for large objects and nested records
 * @param min the smallest value of a number, date, time or timestamp, as stored; null otherwise
 * @param mean the mean of a number, date, time or timestamp (a date rounded to the day, a timestamp
 *     to the millisecond, in UTC)
 * @param topValuesExact false when the attribute had too many distinct values to count them all
 *     exactly: the counts shown may then be low
 * @param histogramAxis what the histogram counts: {@code VALUE} (numbers, dates as days since
 *     1970-01-01, times as seconds of the day, timestamps as seconds since 1970 UTC) or {@code
 *     LENGTH} (of strings); null without a histogram
 * @param confidential the attribute is confidential in the model: the profile keeps no value of it
 *     (no top values, no smallest, largest or mean, no histogram of values), only its counts,
 *     lengths and shapes
 */
public record AttributeProfile(
    String name,
    String displayName,
    String type,
    boolean array,
    long recordCount,
    long filledCount,
    long valueCount,
    Long distinctCount,
    boolean distinctExact,
    String min,
    String max,
    String mean,
    Integer lengthMin,
    Integer lengthMax,
    Double lengthMean,
    List<ValueCount> topValues,
    boolean topValuesExact,
    List<PatternCount> patterns,
    boolean patternsExact,
    String histogramAxis,
    List<HistogramBucket> histogram,
    boolean confidential) {

  public AttributeProfile {
    topValues = topValues == null ? List.of() : List.copyOf(topValues);
    patterns = patterns == null ? List.of() : List.copyOf(patterns);
    histogram = histogram == null ? List.of() : List.copyOf(histogram);
  }

  /**
   * The profile of a confidential attribute: its counts, lengths and shapes, none of its values
   * (the most frequent, the smallest and largest, the mean, and the histogram's bounds, which are
   * values too).
   */
  public AttributeProfile withoutValues() {
    boolean byValue = "VALUE".equals(histogramAxis);
    return new AttributeProfile(
        name,
        displayName,
        type,
        array,
        recordCount,
        filledCount,
        valueCount,
        distinctCount,
        distinctExact,
        null,
        null,
        null,
        lengthMin,
        lengthMax,
        lengthMean,
        List.of(),
        topValuesExact,
        patterns,
        patternsExact,
        byValue ? null : histogramAxis,
        byValue ? List.of() : histogram,
        true);
  }

  /** A value in its text form (numbers without trailing zeros, dates ISO) and its count. */
  public record ValueCount(String value, long count) {}

  /** A shape of text values (letters {@code A}/{@code a}, digits {@code 9}) and its count. */
  public record PatternCount(String pattern, long count) {}

  /**
   * A histogram bucket: values {@code from <= v < to} on the axis, with the bounds also as text in
   * the attribute's form (a date, a time, a timestamp in UTC, a number).
   */
  public record HistogramBucket(
      double from, double to, String fromLabel, String toLabel, long count) {}
}
