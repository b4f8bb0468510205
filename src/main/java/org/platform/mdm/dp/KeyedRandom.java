package org.platform.mdm.dp;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Keyed, reproducible numbers: everything is derived from HMAC-SHA256 of a text under the key, so
 * the same key and text give the same numbers on every machine and Java version, and without the
 * key they cannot be told from chance. Not safe for use by several threads at once.
 */
public final class KeyedRandom {

  private static final String ALGORITHM = "HmacSHA256";

  private final Mac mac;

  public KeyedRandom(byte[] key) {
    if (key == null || key.length == 0) {
      throw new IllegalArgumentException("a key of at least one byte is needed");
    }
    try {
      mac = Mac.getInstance(ALGORITHM);
      mac.init(new SecretKeySpec(key, ALGORITHM));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HMAC-SHA256 is missing from this Java", e);
    }
  }

  /** The 32 bytes of HMAC-SHA256 of {@code text} under the key. */
  public byte[] digest(String text) {
    return mac.doFinal(text.getBytes(StandardCharsets.UTF_8));
  }

  /** The digest as 64 lower-case hexadecimal digits. */
  public String hex(String text) {
    return HexFormat.of().formatHex(digest(text));
  }

  /** A number in {@code [0, bound)} for {@code text} ({@code bound} ≥ 1), evenly spread. */
  public int below(String text, int bound) {
    return below(text, BigInteger.valueOf(bound)).intValueExact();
  }

  /**
   * A number in {@code [0, bound)} for {@code text}: the digest read as a 256-bit number, modulo
   * the bound; for bounds below 2^64 the unevenness is below 2^-192.
   */
  public BigInteger below(String text, BigInteger bound) {
    if (bound.signum() <= 0) {
      throw new IllegalArgumentException("the bound must be positive: " + bound);
    }
    return new BigInteger(1, digest(text)).mod(bound);
  }

  /** A number in {@code [min, max]} for {@code text}. */
  public long between(String text, long min, long max) {
    if (min > max) {
      throw new IllegalArgumentException(min + " is above " + max);
    }
    BigInteger span = BigInteger.valueOf(max).subtract(BigInteger.valueOf(min)).add(BigInteger.ONE);
    return BigInteger.valueOf(min).add(below(text, span)).longValueExact();
  }
}
