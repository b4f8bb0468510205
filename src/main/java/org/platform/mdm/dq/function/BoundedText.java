package org.platform.mdm.dq.function;

import java.time.Duration;

/**
 * A text that cannot be read past a deadline. A regular expression's matcher reads its input
 * through {@link #charAt}, so a pattern that backtracks without end on a value ({@code (a+)+$} on
 * {@code aaaa…!}) stops at the deadline instead of holding its thread: a call made by any user (the
 * call endpoint) or by a rule on every record must not be able to.
 */
final class BoundedText implements CharSequence {

  /** How long one match may take. */
  static final Duration LIMIT = Duration.ofSeconds(1);

  /** A match that read past its deadline. */
  static final class TooSlow extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TooSlow() {
      super("the match took longer than " + LIMIT.toMillis() + " ms", null, false, false);
    }
  }

  private final String text;
  private final long deadline;
  private int reads;

  private BoundedText(String text, long deadline) {
    this.text = text;
    this.deadline = deadline;
  }

  /** The text, readable for {@link #LIMIT} from now. */
  static BoundedText of(String text) {
    return new BoundedText(text, System.nanoTime() + LIMIT.toNanos());
  }

  @Override
  public char charAt(int index) {
    // The clock is read once every 4096 characters read: a match of an ordinary value never pays.
    if ((++reads & 0xFFF) == 0 && System.nanoTime() - deadline > 0) {
      throw new TooSlow();
    }
    return text.charAt(index);
  }

  @Override
  public int length() {
    return text.length();
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return new BoundedText(text.substring(start, end), deadline);
  }

  @Override
  public String toString() {
    return text;
  }
}
