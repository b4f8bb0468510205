package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.db.MigrationPlaceholders;
import org.platform.mdm.testsupport.IntegrationTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * A database with records written before origins moved into the key rows (V5_3) keeps every
 * origin's status and author. Runs the migrations in a schema of its own, on the test database.
 */
@IntegrationTest
class OriginsMigrationTest {

  @Autowired DataSource dataSource;

  @Test
  void originsOfAnEarlierVersionMoveIntoTheirKeyRows() {
    String schema = "upgrade_" + UUID.randomUUID().toString().replace("-", "");
    Flyway before = flyway(schema, "5.2");
    before.migrate();
    JdbcClient jdbc = JdbcClient.create(dataSource);
    UUID etalon = UUID.randomUUID();
    UUID origin = UUID.randomUUID();
    jdbc.sql(
            "insert into "
                + schema
                + ".external_keys (entity_name, source_system, external_id, etalon_id, origin_id,"
                + " initial_owner, create_date) values ('Customer', 'erp', 'A-1', ?, ?, ?, now())")
        .params(etalon, origin, etalon)
        .update();
    jdbc.sql(
            "insert into "
                + schema
                + ".origins (etalon_id, origin_id, source_system, external_id, status,"
                + " create_date, created_by) values (?, ?, 'erp', 'A-1', 'MERGED', now(), 'anna')")
        .params(etalon, origin)
        .update();

    flyway(schema, "latest").migrate();

    Map<String, Object> key =
        jdbc.sql("select status, created_by from " + schema + ".external_keys").query().singleRow();
    assertThat(key).containsEntry("status", "MERGED").containsEntry("created_by", "anna");
    assertThat(
            jdbc.sql("select to_regclass(?)")
                .param(schema + ".origins")
                .query(String.class)
                .optional())
        .isEmpty();
    jdbc.sql("drop schema " + schema + " cascade").update();
  }

  private Flyway flyway(String schema, String target) {
    return MigrationPlaceholders.apply(
            Flyway.configure()
                .dataSource(dataSource)
                .schemas(schema)
                .locations("classpath:db/migration")
                .outOfOrder(true)
                .placeholders(Map.of("shards", "2"))
                .target(target),
            "public")
        .load();
  }
}
