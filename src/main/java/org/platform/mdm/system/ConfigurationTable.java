package org.platform.mdm.system;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.json.JsonMapper;

/**
 * A table of configurations kept as JSON under an id (its case aside), each with a secret kept
 * apart as stored (sealed with the {@link PlatformKey} or not) and a version for optimistic
 * locking: core's directory connections and identity providers.
 *
 * @param <T> the configuration
 */
public final class ConfigurationTable<T> {

  private static final org.slf4j.Logger log =
      org.slf4j.LoggerFactory.getLogger(ConfigurationTable.class);

  /** A configuration as stored, its secret as stored. */
  public record Stored<T>(
      String id,
      T configuration,
      String storedSecret,
      long version,
      String createdBy,
      OffsetDateTime createDate,
      String updatedBy,
      OffsetDateTime updateDate) {}

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final String table;
  private final String secretColumn;
  private final Class<T> type;

  /**
   * @param table and {@code secretColumn}: names written by the caller, never taken from a request
   */
  public ConfigurationTable(
      JdbcClient jdbc, JsonMapper json, String table, String secretColumn, Class<T> type) {
    this.jdbc = jdbc;
    this.json = json;
    this.table = table;
    this.secretColumn = secretColumn;
    this.type = type;
  }

  /** Every configuration; one that cannot be read back (changed by hand) is left out, logged. */
  public List<Stored<T>> all() {
    List<Stored<T>> all = new ArrayList<>();
    jdbc.sql("select * from " + table + " order by id")
        .query(
            rs -> {
              try {
                all.add(map(rs, 0));
              } catch (RuntimeException e) {
                log.error("{} {} cannot be read: left out", table, rs.getString("id"), e);
              }
            });
    return all;
  }

  public Optional<Stored<T>> find(String id) {
    return jdbc.sql("select * from " + table + " where lower(id) = lower(:id)")
        .param("id", id)
        .query(this::map)
        .optional();
  }

  /** Inserts unless the id is taken (its case aside); true when inserted. */
  public boolean insert(String id, T c, String secret, String actor, OffsetDateTime now) {
    return jdbc.sql(
                "insert into "
                    + table
                    + " (id, content, "
                    + secretColumn
                    + ", created_by, create_date)"
                    + " values (:id, cast(:content as jsonb), :secret, :actor, :now)"
                    + " on conflict do nothing")
            .param("id", id)
            .param("content", json.writeValueAsString(c))
            .param("secret", secret)
            .param("actor", actor)
            .param("now", now)
            .update()
        == 1;
  }

  /** Updates when the stored version is {@code version}; true when it was. */
  public boolean update(
      String id, T c, String secret, long version, String actor, OffsetDateTime now) {
    return jdbc.sql(
                "update "
                    + table
                    + " set content = cast(:content as jsonb), "
                    + secretColumn
                    + " = :secret, updated_by = :actor, update_date = :now,"
                    + " version = version + 1 where id = :id and version = :version")
            .param("id", id)
            .param("content", json.writeValueAsString(c))
            .param("secret", secret)
            .param("actor", actor)
            .param("now", now)
            .param("version", version)
            .update()
        == 1;
  }

  public boolean delete(String id) {
    return jdbc.sql("delete from " + table + " where id = :id").param("id", id).update() == 1;
  }

  private Stored<T> map(ResultSet rs, int row) throws SQLException {
    return new Stored<>(
        rs.getString("id"),
        json.readValue(rs.getString("content"), type),
        rs.getString(secretColumn),
        rs.getLong("version"),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("updated_by"),
        rs.getObject("update_date", OffsetDateTime.class));
  }
}
