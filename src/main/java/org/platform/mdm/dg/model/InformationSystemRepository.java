package org.platform.mdm.dg.model;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the information systems, one row per name. */
@Repository
class InformationSystemRepository {

  private static final String COLUMNS =
      "name, display_name, description, source_system, " + Stamp.COLUMNS;

  private final JdbcClient jdbc;

  InformationSystemRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  List<InformationSystem> all() {
    return jdbc.sql("select " + COLUMNS + " from dg_information_systems order by name")
        .query(InformationSystemRepository::row)
        .list();
  }

  Optional<InformationSystem> find(String name) {
    return jdbc.sql("select " + COLUMNS + " from dg_information_systems where name = ?")
        .param(name)
        .query(InformationSystemRepository::row)
        .optional();
  }

  /** The system, locked until the transaction ends. */
  Optional<InformationSystem> lock(String name) {
    return jdbc.sql("select " + COLUMNS + " from dg_information_systems where name = ? for update")
        .param(name)
        .query(InformationSystemRepository::row)
        .optional();
  }

  /** Whether any system exists; waits for a concurrent first creation to end. */
  boolean any() {
    jdbc.sql("lock table dg_information_systems in share row exclusive mode").update();
    return jdbc.sql("select exists (select 1 from dg_information_systems)")
        .query(Boolean.class)
        .single();
  }

  InformationSystem insert(InformationSystem.Input s, String user, OffsetDateTime now) {
    return jdbc.sql(
            "insert into dg_information_systems (name, display_name, description, source_system,"
                + " created_by, create_date, updated_by, update_date)"
                + " values (?, ?, ?, ?, ?, ?, ?, ?) returning "
                + COLUMNS)
        .params(s.name(), s.displayName(), s.description(), s.sourceSystem(), user, now, user, now)
        .query(InformationSystemRepository::row)
        .single();
  }

  InformationSystem update(InformationSystem.Input s, String user, OffsetDateTime now) {
    return jdbc.sql(
            "update dg_information_systems set display_name = ?, description = ?,"
                + " source_system = ?, version = version + 1, updated_by = ?, update_date = ?"
                + " where name = ? returning "
                + COLUMNS)
        .params(s.displayName(), s.description(), s.sourceSystem(), user, now, s.name())
        .query(InformationSystemRepository::row)
        .single();
  }

  void delete(String name) {
    jdbc.sql("delete from dg_information_systems where name = ?").param(name).update();
  }

  private static InformationSystem row(ResultSet rs, int n) throws SQLException {
    return new InformationSystem(
        rs.getString("name"),
        rs.getString("display_name"),
        rs.getString("description"),
        rs.getString("source_system"),
        Stamp.of(rs));
  }
}
