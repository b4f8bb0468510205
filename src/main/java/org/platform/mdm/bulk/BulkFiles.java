package org.platform.mdm.bulk;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * The files of bulk operations: the exports to download, and uploads waiting for their load; both
 * removed once {@code org.platform.mdm.bulk.files-retention} has passed.
 */
@Component
public class BulkFiles {

  private static final Logger log = LoggerFactory.getLogger(BulkFiles.class);

  /** A run's file. */
  public record BulkFile(
      long executionId,
      String kind,
      String storedName,
      String fileName,
      String contentType,
      Long size,
      String createdBy) {}

  public static final String RESULT = "RESULT";

  private final JdbcClient jdbc;
  private final BulkSettings settings;
  private final Clock clock;

  BulkFiles(JdbcClient jdbc, BulkSettings settings, Clock clock) {
    this.jdbc = jdbc;
    this.settings = settings;
    this.clock = clock;
  }

  /**
   * Removes the exports kept longer than the retention (a download then answers 409, the file
   * removed), and files no export names once as old: uploads of loads that failed before they took
   * the file, files of runs cut off by a stopped node. Each node does it; removing twice is no
   * harm.
   */
  @Scheduled(initialDelayString = "PT2M", fixedDelayString = "PT1H")
  void tidy() {
    try {
      tidy(OffsetDateTime.now(clock).minus(settings.filesRetention()));
    } catch (IOException | RuntimeException e) {
      log.warn("Tidying the bulk operations' files failed: {}", e.toString());
    }
  }

  /** Removes the files older than {@code before}; answers how many. */
  int tidy(OffsetDateTime before) throws IOException {
    int removed = 0;
    for (String name :
        jdbc.sql("select stored_name from bulk_files where create_date < ?")
            .param(before)
            .query(String.class)
            .list()) {
      if (Files.deleteIfExists(path(name))) {
        removed++;
      }
    }
    Path directory = settings.filesDirectory();
    if (!Files.isDirectory(directory)) {
      return removed;
    }
    Set<String> named =
        Set.copyOf(jdbc.sql("select stored_name from bulk_files").query(String.class).list());
    try (Stream<Path> files = Files.list(directory)) {
      for (Path file : files.toList()) {
        String name = file.getFileName().toString();
        if (!named.contains(name)
            && Files.isRegularFile(file)
            && Files.getLastModifiedTime(file).toInstant().isBefore(before.toInstant())) {
          Files.deleteIfExists(file);
          removed++;
        }
      }
    }
    return removed;
  }

  /** Whether the file is still there (not removed after its retention or a rewrite in place). */
  boolean kept(BulkFile file) {
    try {
      return Files.isRegularFile(path(file.storedName()));
    } catch (IOException e) {
      return false;
    }
  }

  /** Where a file of this name is (or will be) kept. */
  public Path path(String storedName) throws IOException {
    Path directory = settings.filesDirectory();
    Files.createDirectories(directory);
    return directory.resolve(storedName);
  }

  public void record(BulkFile file, OffsetDateTime now) {
    jdbc.sql(
            """
            insert into bulk_files (execution_id, kind, stored_name, file_name, content_type, size,
                                    created_by, create_date)
            values (?, ?, ?, ?, ?, ?, ?, ?)
            on conflict (execution_id) do update set stored_name = excluded.stored_name,
              file_name = excluded.file_name, size = excluded.size, kind = excluded.kind
            """)
        .params(
            file.executionId(),
            file.kind(),
            file.storedName(),
            file.fileName(),
            file.contentType(),
            file.size(),
            file.createdBy(),
            now)
        .update();
  }

  Optional<BulkFile> of(long executionId) {
    return jdbc.sql(
            "select execution_id, kind, stored_name, file_name, content_type, size, created_by"
                + " from bulk_files where execution_id = ?")
        .param(executionId)
        .query(
            (rs, n) ->
                new BulkFile(
                    rs.getLong(1),
                    rs.getString(2),
                    rs.getString(3),
                    rs.getString(4),
                    rs.getString(5),
                    (Long) rs.getObject(6),
                    rs.getString(7)))
        .optional();
  }
}
