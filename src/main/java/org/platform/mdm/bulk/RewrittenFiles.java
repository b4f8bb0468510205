package org.platform.mdm.bulk;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.bulk.export.ExportOperation;
import org.platform.mdm.bulk.load.ImportOperation;
import org.platform.mdm.data.RewriteListener;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.search.RecordSelection;
import org.platform.mdm.search.Selections;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Files of bulk operations made before registers' values were rewritten in place hold the earlier
 * values: the exports of those registers (a download then answers as after the retention: the file
 * removed) and the uploads loaded into them go. Exports of other registers stay, though a link's
 * column may name a rewritten record: it names it by key, not by a confidential value.
 */
@Component
class RewrittenFiles implements RewriteListener {

  private final JdbcClient jdbc;
  private final BulkFiles files;
  private final Runs runs;
  private final JsonMapper json;

  RewrittenFiles(JdbcClient jdbc, BulkFiles files, Runs runs, JsonMapper json) {
    this.jdbc = jdbc;
    this.files = files;
    this.runs = runs;
    this.json = json;
  }

  @Override
  public void rewritten(Collection<String> entityNames, OffsetDateTime before) {
    Set<String> names = Set.copyOf(entityNames);
    record Kept(long executionId, String storedName) {}
    for (Kept file :
        jdbc.sql("select execution_id, stored_name from bulk_files where create_date < ?")
            .param(before)
            .query((rs, n) -> new Kept(rs.getLong(1), rs.getString(2)))
            .list()) {
      String entity = entityOf(runs.get(file.executionId()));
      if (entity != null && names.contains(entity)) {
        try {
          Files.deleteIfExists(files.path(file.storedName()));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
  }

  /** The register an export read or a load wrote; null for other runs. */
  private String entityOf(ExecutionView run) {
    Map<String, Object> parameters = run.parameters();
    if (ExportOperation.NAME.equals(run.jobName())
        && parameters.get(Selections.SELECTION) instanceof String selection) {
      return RecordSelection.entityName(json.readTree(selection));
    }
    if (ImportOperation.NAME.equals(run.jobName())
        && parameters.get("entityName") instanceof String entity) {
      return entity;
    }
    return null;
  }
}
