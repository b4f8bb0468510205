package org.platform.mdm.data.record;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * What the record repositories' SQL shares: unbounded validity is stored as ±infinity and read back
 * as null, and JSON objects are read as their fields in order.
 */
final class RecordSql {

  static final String FROM = "coalesce(?, '-infinity'::timestamptz)";
  static final String TO = "coalesce(?, 'infinity'::timestamptz)";
  // The aliases hide the columns of the same name: order by t.valid_from, never by valid_from.
  static final String READ_FROM =
      "case when isfinite(valid_from) then valid_from end as valid_from";
  static final String READ_TO = "case when isfinite(valid_to) then valid_to end as valid_to";

  private RecordSql() {}

  static Period period(ResultSet rs) throws SQLException {
    OffsetDateTime from = rs.getObject("valid_from", OffsetDateTime.class);
    OffsetDateTime to = rs.getObject("valid_to", OffsetDateTime.class);
    return new Period(
        from == null ? Period.UNBOUNDED_FROM : from.toInstant().toEpochMilli(),
        to == null ? Period.UNBOUNDED_TO : to.toInstant().toEpochMilli());
  }

  /** A JSON object's fields, in their order. */
  static Map<String, JsonNode> fields(JsonNode object) {
    Map<String, JsonNode> fields = new LinkedHashMap<>();
    object.properties().forEach(e -> fields.put(e.getKey(), e.getValue()));
    return fields;
  }
}
