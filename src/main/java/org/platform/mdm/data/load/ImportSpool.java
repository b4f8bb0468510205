package org.platform.mdm.data.load;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.DataSettings;
import org.platform.mdm.system.BoundedCopy;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SystemSettings;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;

/**
 * The uploads of bulk loads, kept as files from their upload until their import is done, so that an
 * import can go on after a failure or a stop. They live in {@code
 * org.platform.mdm.data.import.spool-dir} ({@code <data dir>/imports} by default); with several
 * nodes, a directory they all mount lets any of them go on with any import.
 */
@Component
class ImportSpool {

  private static final String PREFIX = "import-";

  private final Settings settings;

  ImportSpool(Settings settings) {
    this.settings = settings;
  }

  /**
   * An upload on disk.
   *
   * @param name its file name in the spool directory
   * @param firstLine the first line of a CSV file (its header), null for NDJSON or an empty file
   */
  record Spooled(String name, long size, String firstLine) {}

  /**
   * Copies the upload to a new file. A CSV file is then read through once in its character set, so
   * that a file in another one is refused now, naming its first line that is not text in it, rather
   * than stopping its import halfway.
   *
   * @throws PlatformException 413 when the upload is larger than {@code maxSize} (nothing is kept),
   *     400 when a CSV file is not in its character set
   */
  Spooled receive(InputStream body, ImportRequest request, DataSize maxSize) throws IOException {
    Path directory = directory();
    Files.createDirectories(directory);
    String name = PREFIX + UUID.randomUUID() + "." + request.format().extension();
    Path file = directory.resolve(name);
    try {
      long size = BoundedCopy.copy(body, file, maxSize.toBytes(), () -> tooLarge(maxSize));
      String firstLine = null;
      if (request.format() == ImportFormat.CSV) {
        try (InputStream in = Files.newInputStream(file)) {
          TextLines lines = new TextLines(in, request.charset(), FilePosition.START);
          if (lines.next()) {
            firstLine = lines.text();
          }
          while (lines.next()) {
            // every line decodes, or the first that does not is named
          }
        }
      }
      return new Spooled(name, size, firstLine);
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(file);
      throw e;
    }
  }

  static PlatformException tooLarge(DataSize maxSize) {
    return new PlatformException(DataErrors.DATA_IMPORT_TOO_LARGE, BoundedCopy.readable(maxSize));
  }

  /** The file of a spooled upload. */
  Path path(String name) {
    return directory().resolve(name);
  }

  /** Whether this node sees the upload (it may be kept on another node's disk). */
  boolean exists(String name) {
    return name != null && Files.isRegularFile(path(name));
  }

  void delete(String name) throws IOException {
    if (name != null) {
      Files.deleteIfExists(path(name));
    }
  }

  /** The uploads in the directory last changed before {@code before}. */
  List<String> olderThan(Instant before) throws IOException {
    Path directory = directory();
    List<String> names = new ArrayList<>();
    if (!Files.isDirectory(directory)) {
      return names;
    }
    try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, PREFIX + "*")) {
      for (Path file : files) {
        if (Files.getLastModifiedTime(file).toInstant().isBefore(before)) {
          names.add(file.getFileName().toString());
        }
      }
    }
    return names;
  }

  Path directory() {
    String configured = settings.get(DataSettings.IMPORT_SPOOL_DIR);
    if (configured != null && !configured.isBlank()) {
      return Path.of(configured).toAbsolutePath().normalize();
    }
    return Path.of(settings.get(SystemSettings.DATA_DIR), "imports").toAbsolutePath().normalize();
  }
}
