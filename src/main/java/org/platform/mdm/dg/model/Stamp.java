package org.platform.mdm.dg.model;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;

/**
 * The version (one more at each change; an update or a delete names the one it read) and who made
 * and last changed a row of the source-systems model, and when.
 */
public record Stamp(
    long version,
    String createdBy,
    OffsetDateTime createDate,
    String updatedBy,
    OffsetDateTime updateDate) {

  static final String COLUMNS = "version, created_by, create_date, updated_by, update_date";

  static Stamp of(ResultSet rs) throws SQLException {
    return new Stamp(
        rs.getLong("version"),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("updated_by"),
        rs.getObject("update_date", OffsetDateTime.class));
  }
}
