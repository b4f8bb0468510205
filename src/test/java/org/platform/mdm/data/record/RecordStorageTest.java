package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/** How records are laid out in PostgreSQL: partitions by etalon, append-only revisions. */
class RecordStorageTest extends RecordApiTest {

  @Autowired JdbcClient jdbc;

  @Test
  void recordTablesAreHashPartitionedByEtalonIntoTheConfiguredShards() {
    int shards = jdbc.sql("select shards from data_storage").query(Integer.class).single();

    assertThat(shards).isEqualTo(8);
    for (String table : List.of("etalons", "etalon_statuses", "revisions", "timeline")) {
      assertThat(
              jdbc.sql("select count(*) from pg_inherits where inhparent = ?::regclass")
                  .param(table)
                  .query(Integer.class)
                  .single())
          .as(table)
          .isEqualTo(shards);
      assertThat(
              jdbc.sql("select pg_get_partkeydef(?::regclass)")
                  .param(table)
                  .query(String.class)
                  .single())
          .isEqualTo("HASH (etalon_id)");
    }
  }

  @Test
  void updatesAppendRevisionsAndNeverChangeAnOldOne() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "A-1").with("name", "first"))
            .path("etalonId")
            .asString();
    String before =
        jdbc.sql("select data::text from revisions where etalon_id = ?::uuid and revision = 1")
            .param(etalonId)
            .query(String.class)
            .single();

    written(admin, aRecord(customer, erp, "A-1").with("name", "second"));

    assertThat(
            jdbc.sql("select data::text from revisions where etalon_id = ?::uuid and revision = 1")
                .param(etalonId)
                .query(String.class)
                .single())
        .isEqualTo(before);
    assertThat(
            jdbc.sql("select count(*) from revisions where etalon_id = ?::uuid")
                .param(etalonId)
                .query(Integer.class)
                .single())
        .isEqualTo(2);
    assertThat(
            jdbc.sql(
                    "select tableoid::regclass::text from revisions where etalon_id = ?::uuid"
                        + " group by tableoid")
                .param(etalonId)
                .query(String.class)
                .list())
        .hasSize(1)
        .allMatch(partition -> partition.startsWith("revisions_p"));
  }
}
