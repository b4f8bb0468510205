package org.platform.mdm.data.load;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.system.PlatformException;
import org.springframework.modulith.NamedInterface;

/** The formats of a bulk load, and how an upload names its format. */
@NamedInterface("loads")
public enum ImportFormat {
  /** One record write body (the meta-data-driven API's JSON) per line. */
  NDJSON(
      "ndjson",
      Set.of(
          "application/x-ndjson",
          "application/ndjson",
          "application/jsonl",
          "application/x-jsonl",
          "application/jsonlines",
          "application/x-jsonlines"),
      Set.of("ndjson", "jsonl")),
  /** One entity per file; a header of attribute names and externalId, sourceSystem, … */
  CSV("csv", Set.of("text/csv", "application/csv", "text/x-csv"), Set.of("csv"));

  private final String parameter;
  private final Set<String> mediaTypes;
  private final Set<String> extensions;

  ImportFormat(String parameter, Set<String> mediaTypes, Set<String> extensions) {
    this.parameter = parameter;
    this.mediaTypes = mediaTypes;
    this.extensions = extensions;
  }

  /** The format named by the {@code format} parameter ({@code ndjson} or {@code csv}). */
  public static ImportFormat named(String format) {
    for (ImportFormat f : values()) {
      if (f.parameter.equalsIgnoreCase(format.trim())) {
        return f;
      }
    }
    throw new PlatformException(DataErrors.DATA_IMPORT_FORMAT_INVALID, format);
  }

  /**
   * The format of a content type such as {@code text/csv; charset=windows-1251}, if it names one.
   */
  public static Optional<ImportFormat> ofContentType(String contentType) {
    if (contentType == null) {
      return Optional.empty();
    }
    int semicolon = contentType.indexOf(';');
    String type =
        (semicolon < 0 ? contentType : contentType.substring(0, semicolon))
            .trim()
            .toLowerCase(Locale.ROOT);
    for (ImportFormat f : values()) {
      if (f.mediaTypes.contains(type)) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  /** The format of a file name's extension ({@code .ndjson}, {@code .jsonl}, {@code .csv}). */
  public static Optional<ImportFormat> ofFileName(String fileName) {
    if (fileName == null) {
      return Optional.empty();
    }
    int dot = fileName.lastIndexOf('.');
    String extension = dot < 0 ? "" : fileName.substring(dot + 1).trim().toLowerCase(Locale.ROOT);
    for (ImportFormat f : values()) {
      if (f.extensions.contains(extension)) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  /** The file name extension of the format's spooled uploads. */
  String extension() {
    return parameter;
  }
}
