package org.platform.mdm.profile.stats;

/**
 * The shape of a text value: each upper-case letter becomes {@code A}, every other letter {@code
 * a}, each digit {@code 9}; other characters (spaces, punctuation) stay. Runs are kept as they are
 * ({@code AB-1234} → {@code AA-9999}), so a shape also tells the length; shapes longer than {@value
 * #MOST} characters are cut and end with {@code …}.
 */
public final class Patterns {

  static final int MOST = 64;

  private Patterns() {}

  public static String shape(String value) {
    StringBuilder shape = new StringBuilder(Math.min(value.length(), MOST + 1));
    int n = 0;
    for (int i = 0; i < value.length(); ) {
      int c = value.codePointAt(i);
      i += Character.charCount(c);
      if (n++ == MOST) {
        shape.append('…');
        break;
      }
      if (Character.isDigit(c)) {
        shape.append('9');
      } else if (Character.isLetter(c)) {
        shape.append(Character.isUpperCase(c) ? 'A' : 'a');
      } else {
        shape.appendCodePoint(c);
      }
    }
    return shape.toString();
  }
}
