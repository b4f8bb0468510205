package org.platform.mdm.core.transfer;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** Exports and imports of roles and labels, table {@code security_transfers}. */
@Repository
class SecurityTransferRepository {

  private static final String COLUMNS =
      "id, kind, state, created_by, create_date, end_date, recreate, summary::text as summary,"
          + " document is not null as has_document";

  private final JdbcClient jdbc;
  private final JsonMapper json;

  SecurityTransferRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  long insert(String kind, String createdBy, OffsetDateTime now, boolean recreate) {
    return jdbc.sql(
            "insert into security_transfers (kind, state, created_by, create_date, recreate,"
                + " summary) values (?, 'RUNNING', ?, ?, ?, cast(? as jsonb)) returning id")
        .params(
            kind,
            createdBy,
            now,
            recreate,
            json.writeValueAsString(SecurityTransfer.Summary.empty()))
        .query(Long.class)
        .single();
  }

  void finish(
      long id,
      String state,
      SecurityTransfer.Summary summary,
      byte[] document,
      OffsetDateTime now) {
    jdbc.sql(
            "update security_transfers set state = ?, summary = cast(? as jsonb), document = ?,"
                + " end_date = ? where id = ?")
        .params(state, json.writeValueAsString(summary), document, now, id)
        .update();
  }

  Optional<SecurityTransfer> find(long id) {
    return jdbc.sql("select " + COLUMNS + " from security_transfers where id = ?")
        .param(id)
        .query(this::map)
        .optional();
  }

  Optional<byte[]> document(long id) {
    return jdbc.sql("select document from security_transfers where id = ? and document is not null")
        .param(id)
        .query(byte[].class)
        .optional();
  }

  private SecurityTransfer map(ResultSet rs, int row) throws SQLException {
    return new SecurityTransfer(
        rs.getLong("id"),
        rs.getString("kind"),
        rs.getString("state"),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getObject("end_date", OffsetDateTime.class),
        rs.getBoolean("recreate"),
        json.readValue(rs.getString("summary"), SecurityTransfer.Summary.class),
        rs.getBoolean("has_document"));
  }
}
