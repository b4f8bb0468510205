package org.platform.mdm.bulk;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** The files of bulk operations: the exports to download. */
@Component
public class BulkFiles {

  /** A run's file. */
  public record BulkFile(
      long executionId,
      String kind,
      String storedName,
      String fileName,
      String contentType,
      Long size,
      String createdBy) {}

  static final String RESULT = "RESULT";

  private final JdbcClient jdbc;
  private final BulkSettings settings;

  BulkFiles(JdbcClient jdbc, BulkSettings settings) {
    this.jdbc = jdbc;
    this.settings = settings;
  }

  /** Where a file of this name is (or will be) kept. */
  Path path(String storedName) throws IOException {
    Path directory = settings.filesDirectory();
    Files.createDirectories(directory);
    return directory.resolve(storedName);
  }

  void record(BulkFile file, OffsetDateTime now) {
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
