package org.platform.mdm.dg.model;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * SQL of the connections, one row per name; the parameters are a JSON object of strings, SECRET
 * values already sealed by the caller.
 */
@Repository
class ConnectionRepository {

  private static final String COLUMNS =
      "name, display_name, crawler_type, parameters, " + Stamp.COLUMNS;
  private static final TypeReference<LinkedHashMap<String, String>> VALUES =
      new TypeReference<>() {};

  private final JdbcClient jdbc;
  private final JsonMapper json;

  ConnectionRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  List<Connection> all() {
    return jdbc.sql("select " + COLUMNS + " from dg_connections order by name")
        .query(this::row)
        .list();
  }

  Optional<Connection> find(String name) {
    return jdbc.sql("select " + COLUMNS + " from dg_connections where name = ?")
        .param(name)
        .query(this::row)
        .optional();
  }

  /** The connection, locked until the transaction ends. */
  Optional<Connection> lock(String name) {
    return jdbc.sql("select " + COLUMNS + " from dg_connections where name = ? for update")
        .param(name)
        .query(this::row)
        .optional();
  }

  Connection insert(
      String name,
      String displayName,
      String crawlerType,
      Map<String, String> parameters,
      String user,
      OffsetDateTime now) {
    return jdbc.sql(
            "insert into dg_connections (name, display_name, crawler_type, parameters,"
                + " created_by, create_date, updated_by, update_date)"
                + " values (?, ?, ?, cast(? as jsonb), ?, ?, ?, ?) returning "
                + COLUMNS)
        .params(name, displayName, crawlerType, text(parameters), user, now, user, now)
        .query(this::row)
        .single();
  }

  Connection update(
      String name,
      String displayName,
      String crawlerType,
      Map<String, String> parameters,
      String user,
      OffsetDateTime now) {
    return jdbc.sql(
            "update dg_connections set display_name = ?, crawler_type = ?,"
                + " parameters = cast(? as jsonb), version = version + 1, updated_by = ?,"
                + " update_date = ? where name = ? returning "
                + COLUMNS)
        .params(displayName, crawlerType, text(parameters), user, now, name)
        .query(this::row)
        .single();
  }

  void delete(String name) {
    jdbc.sql("delete from dg_connections where name = ?").param(name).update();
  }

  private String text(Map<String, String> parameters) {
    return json.writeValueAsString(parameters);
  }

  private Connection row(ResultSet rs, int n) throws SQLException {
    return new Connection(
        rs.getString("name"),
        rs.getString("display_name"),
        rs.getString("crawler_type"),
        json.readValue(rs.getString("parameters"), VALUES),
        Stamp.of(rs));
  }
}
