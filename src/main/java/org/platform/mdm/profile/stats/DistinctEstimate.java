package org.platform.mdm.profile.stats;

import java.nio.charset.StandardCharsets;

/**
 * An estimate of the number of distinct strings seen (HyperLogLog with 2^14 one-byte registers: 16
 * KB, a standard error of about 0.8 %), for attributes with more distinct values than a profile
 * keeps in memory. Strings are hashed to 64 bits by FNV-1a over their UTF-8 bytes, mixed by the
 * SplitMix64 finalizer so that the high bits are evenly spread.
 */
final class DistinctEstimate {

  private static final int P = 14;
  private static final int M = 1 << P;
  private static final double ALPHA = 0.7213 / (1 + 1.079 / M);

  private final byte[] registers = new byte[M];

  byte[] registers() {
    return registers.clone();
  }

  static DistinctEstimate of(byte[] registers) {
    DistinctEstimate e = new DistinctEstimate();
    System.arraycopy(registers, 0, e.registers, 0, M);
    return e;
  }

  void add(String value) {
    long h = mix(fnv(value));
    int index = (int) (h >>> (64 - P));
    int rank = Long.numberOfLeadingZeros((h << P) | (1L << (P - 1))) + 1;
    if (rank > registers[index]) {
      registers[index] = (byte) rank;
    }
  }

  long estimate() {
    double sum = 0;
    int zeros = 0;
    for (byte r : registers) {
      sum += 1.0 / (1L << r);
      if (r == 0) {
        zeros++;
      }
    }
    double e = ALPHA * M * M / sum;
    if (e <= 2.5 * M && zeros > 0) {
      e = M * Math.log((double) M / zeros); // few values: count the empty registers instead
    }
    return Math.round(e);
  }

  private static long fnv(String value) {
    long h = 0xcbf29ce484222325L;
    for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xff;
      h *= 0x100000001b3L;
    }
    return h;
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }
}
