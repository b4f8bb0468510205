package org.platform.mdm.core.directory;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** Directory configurations, table {@code ldap_configurations}; the password kept as stored. */
@Repository
class LdapConfigurationRepository {

  private static final org.slf4j.Logger log =
      org.slf4j.LoggerFactory.getLogger(LdapConfigurationRepository.class);

  /** A configuration as stored, its password as stored (sealed or not). */
  record Stored(
      String id,
      LdapConfiguration configuration,
      String storedPassword,
      long version,
      String createdBy,
      OffsetDateTime createDate,
      String updatedBy,
      OffsetDateTime updateDate) {}

  private final JdbcClient jdbc;
  private final JsonMapper json;

  LdapConfigurationRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /** Every configuration; one that cannot be read back (changed by hand) is left out, logged. */
  List<Stored> all() {
    List<Stored> all = new ArrayList<>();
    jdbc.sql("select * from ldap_configurations order by id")
        .query(
            rs -> {
              try {
                all.add(map(rs, 0));
              } catch (RuntimeException e) {
                log.error(
                    "Directory configuration {} cannot be read: left out", rs.getString("id"), e);
              }
            });
    return all;
  }

  Optional<Stored> find(String id) {
    return jdbc.sql("select * from ldap_configurations where lower(id) = lower(:id)")
        .param("id", id)
        .query(this::map)
        .optional();
  }

  /** Inserts unless the id is taken (its case aside); true when inserted. */
  boolean insert(
      String id, LdapConfiguration c, String password, String actor, OffsetDateTime now) {
    return jdbc.sql(
                """
                insert into ldap_configurations (id, content, bind_password, created_by, create_date)
                values (:id, cast(:content as jsonb), :password, :actor, :now)
                on conflict do nothing
                """)
            .param("id", id)
            .param("content", json.writeValueAsString(c))
            .param("password", password)
            .param("actor", actor)
            .param("now", now)
            .update()
        == 1;
  }

  /** Updates when the stored version is {@code version}; true when it was. */
  boolean update(
      String id,
      LdapConfiguration c,
      String password,
      long version,
      String actor,
      OffsetDateTime now) {
    return jdbc.sql(
                """
                update ldap_configurations
                   set content = cast(:content as jsonb), bind_password = :password,
                       updated_by = :actor, update_date = :now, version = version + 1
                 where id = :id and version = :version
                """)
            .param("id", id)
            .param("content", json.writeValueAsString(c))
            .param("password", password)
            .param("actor", actor)
            .param("now", now)
            .param("version", version)
            .update()
        == 1;
  }

  boolean delete(String id) {
    return jdbc.sql("delete from ldap_configurations where id = :id").param("id", id).update() == 1;
  }

  private Stored map(ResultSet rs, int row) throws SQLException {
    return new Stored(
        rs.getString("id"),
        json.readValue(rs.getString("content"), LdapConfiguration.class),
        rs.getString("bind_password"),
        rs.getLong("version"),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("updated_by"),
        rs.getObject("update_date", OffsetDateTime.class));
  }
}
