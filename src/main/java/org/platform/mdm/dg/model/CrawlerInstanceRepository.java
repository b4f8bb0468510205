package org.platform.mdm.dg.model;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the crawler instances, one row per information system and name. */
@Repository
class CrawlerInstanceRepository {

  private static final String COLUMNS =
      "information_system, name, display_name, connection, description, " + Stamp.COLUMNS;

  private final JdbcClient jdbc;

  CrawlerInstanceRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  List<CrawlerInstance> of(String system) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from dg_crawler_instances where information_system = ?"
                + " order by name")
        .param(system)
        .query(CrawlerInstanceRepository::row)
        .list();
  }

  /** The names ({@code system/instance}) of the instances reading through the connection. */
  List<String> using(String connection) {
    return jdbc.sql(
            "select information_system || '/' || name from dg_crawler_instances"
                + " where connection = ? order by information_system, name")
        .param(connection)
        .query(String.class)
        .list();
  }

  Optional<CrawlerInstance> find(String system, String name) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from dg_crawler_instances"
                + " where information_system = ? and name = ?")
        .params(system, name)
        .query(CrawlerInstanceRepository::row)
        .optional();
  }

  /** The instance, locked until the transaction ends. */
  Optional<CrawlerInstance> lock(String system, String name) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from dg_crawler_instances"
                + " where information_system = ? and name = ? for update")
        .params(system, name)
        .query(CrawlerInstanceRepository::row)
        .optional();
  }

  CrawlerInstance insert(String system, CrawlerInstance.Input c, String user, OffsetDateTime now) {
    return jdbc.sql(
            "insert into dg_crawler_instances (information_system, name, display_name,"
                + " connection, description, created_by, create_date, updated_by, update_date)"
                + " values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning "
                + COLUMNS)
        .params(
            system,
            c.name(),
            c.displayName(),
            c.connection(),
            c.description(),
            user,
            now,
            user,
            now)
        .query(CrawlerInstanceRepository::row)
        .single();
  }

  CrawlerInstance update(String system, CrawlerInstance.Input c, String user, OffsetDateTime now) {
    return jdbc.sql(
            "update dg_crawler_instances set display_name = ?, connection = ?, description = ?,"
                + " version = version + 1, updated_by = ?, update_date = ?"
                + " where information_system = ? and name = ? returning "
                + COLUMNS)
        .params(c.displayName(), c.connection(), c.description(), user, now, system, c.name())
        .query(CrawlerInstanceRepository::row)
        .single();
  }

  void delete(String system, String name) {
    jdbc.sql("delete from dg_crawler_instances where information_system = ? and name = ?")
        .params(system, name)
        .update();
  }

  private static CrawlerInstance row(ResultSet rs, int n) throws SQLException {
    return new CrawlerInstance(
        rs.getString("information_system"),
        rs.getString("name"),
        rs.getString("display_name"),
        rs.getString("connection"),
        rs.getString("description"),
        Stamp.of(rs));
  }
}
