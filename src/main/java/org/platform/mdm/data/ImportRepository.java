package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Bulk loads and their first rejected lines. */
@Repository
class ImportRepository {

  /** Rejected lines kept per import; the counter goes on beyond. */
  static final int MAX_REJECTIONS = 1000;

  private final JdbcClient jdbc;
  private final JsonMapper json;

  ImportRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  long create(String format, String entityName, String user, OffsetDateTime now) {
    return jdbc.sql(
            "insert into data_imports (state, format, entity_name, created_by, create_date,"
                + " update_date) values ('QUEUED', ?, ?, ?, ?, ?) returning id")
        .params(format, entityName, user, now, now)
        .query(Long.class)
        .single();
  }

  void progress(
      long id,
      String state,
      long linesRead,
      long loaded,
      long updated,
      long rejected,
      String error,
      OffsetDateTime now) {
    jdbc.sql(
            "update data_imports set state = ?, lines_read = ?, loaded = ?, updated = ?,"
                + " rejected = ?, error = ?, update_date = ? where id = ?")
        .params(state, linesRead, loaded, updated, rejected, error, now, id)
        .update();
  }

  /** Keeps rejected lines until the import has {@link #MAX_REJECTIONS}. */
  void reject(long id, Map<Long, JsonNode> reasons) {
    for (Map.Entry<Long, JsonNode> e : reasons.entrySet()) {
      jdbc.sql(
              "insert into data_import_rejections (import_id, line, reasons)"
                  + " select ?, ?, ?::jsonb where (select count(*) from data_import_rejections"
                  + " where import_id = ?) < ? on conflict do nothing")
          .params(id, e.getKey(), json.writeValueAsString(e.getValue()), id, MAX_REJECTIONS)
          .update();
    }
  }

  Optional<ImportView> find(long id) {
    return jdbc.sql(
            "select id, state, format, entity_name, lines_read, loaded, updated, rejected, error,"
                + " created_by, create_date, update_date from data_imports where id = ?")
        .param(id)
        .query(
            (rs, n) ->
                new ImportView(
                    rs.getLong("id"),
                    rs.getString("state"),
                    rs.getString("format"),
                    rs.getString("entity_name"),
                    rs.getLong("lines_read"),
                    rs.getLong("loaded"),
                    rs.getLong("updated"),
                    rs.getLong("rejected"),
                    rs.getString("error"),
                    rs.getString("created_by"),
                    rs.getObject("create_date", OffsetDateTime.class),
                    rs.getObject("update_date", OffsetDateTime.class),
                    rejections(id)))
        .optional();
  }

  /** Imports a stopped node left running are failed at the next start. */
  int failInterrupted(OffsetDateTime now) {
    return jdbc.sql(
            "update data_imports set state = 'FAILED', error = 'The server stopped during the"
                + " import', update_date = ? where state in ('QUEUED', 'RUNNING')")
        .param(now)
        .update();
  }

  private List<ImportView.Rejection> rejections(long id) {
    return jdbc.sql(
            "select line, reasons::text from data_import_rejections where import_id = ?"
                + " order by line")
        .param(id)
        .query((rs, n) -> new ImportView.Rejection(rs.getLong(1), json.readTree(rs.getString(2))))
        .list();
  }
}
