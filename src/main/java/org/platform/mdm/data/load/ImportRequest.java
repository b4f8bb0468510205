package org.platform.mdm.data.load;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.system.PlatformException;
import org.springframework.modulith.NamedInterface;

/**
 * What a bulk load is asked to read: its format, the entity of a CSV file, the file's character
 * set, for CSV the field separator, and the source system it loads every line as, if one was
 * chosen.
 *
 * @param entityName the entity of a CSV file (NDJSON lines name their own)
 * @param charset UTF-8, or for CSV a character set that writes ASCII as ASCII
 * @param delimiter the CSV field separator: {@code ,} {@code ;} {@code |} or tab
 * @param delimiterNamed whether the caller named the separator (else it is the comma by default)
 * @param sourceSystem the source system every line is written as ({@link LoadAs}), or null: each
 *     line's own
 */
@NamedInterface("loads")
public record ImportRequest(
    ImportFormat format,
    String entityName,
    Charset charset,
    char delimiter,
    boolean delimiterNamed,
    String sourceSystem) {

  /** The separators a CSV file may use. */
  static final String DELIMITERS = ",;|\t";

  /**
   * A request from the caller's words.
   *
   * @param charsetName a character set name ({@code windows-1251}), or null for UTF-8
   * @param delimiter {@code ,} {@code ;} {@code |}, a tab or {@code tab}; null for the comma
   */
  public static ImportRequest of(
      ImportFormat format, String entityName, String charsetName, String delimiter) {
    Charset charset = charset(format, charsetName);
    if (delimiter == null || delimiter.isEmpty()) {
      return new ImportRequest(format, entityName, charset, ',', false, null);
    }
    if (delimiter.equalsIgnoreCase("tab")) {
      return new ImportRequest(format, entityName, charset, '\t', true, null);
    }
    if (delimiter.length() != 1 || DELIMITERS.indexOf(delimiter.charAt(0)) < 0) {
      throw new PlatformException(DataErrors.DATA_IMPORT_DELIMITER_INVALID, delimiter);
    }
    return new ImportRequest(format, entityName, charset, delimiter.charAt(0), true, null);
  }

  /**
   * The same request, loading every line as that source system (a name of the model's, checked by
   * the caller); null: each line as its own {@code sourceSystem} says.
   */
  public ImportRequest asSource(String source) {
    return new ImportRequest(format, entityName, charset, delimiter, delimiterNamed, source);
  }

  private static Charset charset(ImportFormat format, String name) {
    if (name == null || name.isBlank()) {
      return StandardCharsets.UTF_8;
    }
    Charset charset;
    try {
      charset = Charset.forName(name.trim());
    } catch (IllegalArgumentException e) { // unknown, unsupported or malformed name
      throw new PlatformException(DataErrors.DATA_IMPORT_CHARSET_UNSUPPORTED, name);
    }
    boolean readable =
        format == ImportFormat.NDJSON
            ? charset.equals(StandardCharsets.UTF_8) || charset.equals(StandardCharsets.US_ASCII)
            : asciiAsAscii(charset);
    if (!readable) {
      throw new PlatformException(DataErrors.DATA_IMPORT_CHARSET_UNSUPPORTED, name);
    }
    return format == ImportFormat.NDJSON ? StandardCharsets.UTF_8 : charset;
  }

  /**
   * Whether the character set writes line breaks, separators, quotes, letters and digits as their
   * one ASCII byte each: the file is then split into lines and fields as bytes (UTF-16 is not).
   */
  private static boolean asciiAsAscii(Charset charset) {
    if (!charset.canEncode()) {
      return false;
    }
    String probe = "\n\r\t ,;|\"azAZ09";
    return Arrays.equals(probe.getBytes(charset), probe.getBytes(StandardCharsets.US_ASCII));
  }

  /** How the separator is named to a user: the character, or {@code tab}. */
  static String delimiterName(char delimiter) {
    return delimiter == '\t' ? "tab" : String.valueOf(delimiter);
  }

  /** The separator as stored with the import. */
  static char delimiterOf(String stored) {
    return stored == null || stored.isEmpty() ? ',' : stored.charAt(0);
  }

  @Override
  public String toString() {
    return format
        + (entityName == null ? "" : " of " + entityName)
        + " in "
        + charset.name().toLowerCase(Locale.ROOT)
        + (format == ImportFormat.CSV ? " separated by " + delimiterName(delimiter) : "")
        + (sourceSystem == null ? "" : " as " + sourceSystem);
  }
}
