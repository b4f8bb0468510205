package org.platform.mdm.bulk.format;

import org.apache.poi.ss.SpreadsheetVersion;

/**
 * A text as a spreadsheet's cell holds it: a cell holds at most 32,767 characters (Excel's limit,
 * which POI enforces by refusing the whole cell), so a longer text is cut, as spreadsheet tools do,
 * and ends with a marker saying how many characters are left out ({@code …[cut: N characters]}),
 * the cell then exactly 32,767 characters long. A load of the file reads the cut text with its
 * marker as the value (docs/decisions.md, "Large values").
 */
final class SpreadsheetText {

  /** The most characters (UTF-16 units, as Excel and POI count) a cell holds: 32,767. */
  static final int MAX = SpreadsheetVersion.EXCEL2007.getMaxTextLength();

  private SpreadsheetText() {}

  /** Whether the text is too long for a cell. */
  static boolean tooLong(String text) {
    return text.length() > MAX;
  }

  /** The text whole when it fits a cell, else its beginning and the marker, {@link #MAX} long. */
  static String fitting(String text) {
    if (!tooLong(text)) {
      return text;
    }
    // The marker's number is what is left out, which depends on what is kept: keep the most that
    // leaves room for its own marker.
    int keep = MAX - marker(0).length();
    while (keep + marker(text.length() - keep).length() > MAX) {
      keep--;
    }
    if (Character.isHighSurrogate(text.charAt(keep - 1))) {
      keep--; // never half a character
    }
    return text.substring(0, keep) + marker(text.length() - keep);
  }

  private static String marker(int leftOut) {
    return String.format(java.util.Locale.ROOT, "…[cut: %d characters]", leftOut);
  }
}
