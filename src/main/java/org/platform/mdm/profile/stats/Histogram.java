package org.platform.mdm.profile.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * A histogram built in one pass without knowing the range first, with exact counts: {@value #FINE}
 * fine buckets of a width that is a power of two, starting at a multiple of it. A value outside the
 * range doubles the width (pairs of buckets merge) towards the value until it fits, so every count
 * stays exact and every edge stays a multiple of the width (whole numbers for whole values). The
 * answer merges neighbouring fine buckets into at most {@value #MOST_BUCKETS}, from the first
 * bucket holding a value to the last; each is {@code [from, to)}.
 */
public final class Histogram {

  static final int FINE = 512;
  static final int MOST_BUCKETS = 20;

  /** A bucket of the answer: values {@code from <= v < to}. */
  public record Bucket(double from, double to, long count) {}

  private final double startWidth;
  private final long[] counts = new long[FINE];
  private double origin;
  private double width;
  private boolean empty = true;

  /**
   * @param startWidth the first width, a power of two: 1 for whole values (lengths, days, seconds),
   *     smaller for decimals
   */
  Histogram(double startWidth) {
    this.startWidth = startWidth;
  }

  void add(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      return;
    }
    if (empty) {
      width = startWidth;
      origin = Math.floor(value / width) * width;
      empty = false;
    }
    while (value < origin) {
      growDown();
    }
    while (value >= origin + FINE * width) {
      growUp();
    }
    int i = (int) Math.floor((value - origin) / width);
    counts[Math.min(FINE - 1, Math.max(0, i))]++;
  }

  /** The range doubles upwards: bucket i becomes the pair 2i, 2i+1 of before. */
  private void growUp() {
    for (int i = 0; i < FINE / 2; i++) {
      counts[i] = counts[2 * i] + counts[2 * i + 1];
    }
    java.util.Arrays.fill(counts, FINE / 2, FINE, 0);
    width *= 2;
  }

  /** The range doubles downwards: the old buckets end up merged in the upper half. */
  private void growDown() {
    long[] merged = new long[FINE];
    for (int j = 0; j < FINE; j++) {
      merged[FINE / 2 + j / 2] += counts[j];
    }
    System.arraycopy(merged, 0, counts, 0, FINE);
    origin -= FINE * width;
    width *= 2;
  }

  /** What the histogram holds, to go on from after a restart. */
  public record State(double origin, double width, long[] counts, boolean empty) {}

  State state() {
    return new State(origin, width, counts.clone(), empty);
  }

  void restore(State state) {
    origin = state.origin();
    width = state.width();
    System.arraycopy(state.counts(), 0, counts, 0, FINE);
    empty = state.empty();
  }

  /** The buckets from the first value to the last, at most {@value #MOST_BUCKETS}. */
  public List<Bucket> buckets() {
    List<Bucket> buckets = new ArrayList<>();
    if (empty) {
      return buckets;
    }
    int first = 0;
    while (counts[first] == 0) {
      first++;
    }
    int last = FINE - 1;
    while (counts[last] == 0) {
      last--;
    }
    int span = last - first + 1;
    int group = (span + MOST_BUCKETS - 1) / MOST_BUCKETS;
    for (int start = first; start <= last; start += group) {
      int end = Math.min(start + group, last + 1);
      long count = 0;
      for (int i = start; i < end; i++) {
        count += counts[i];
      }
      buckets.add(new Bucket(origin + start * width, origin + end * width, count));
    }
    return buckets;
  }
}
