package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * A database from before search kept where records are classified (V8_5) has classifications but no
 * rows of them: the migration's upgrade block asks for a rebuild of each register with classified
 * records, and the rebuild writes the rows. The block is run here on a register whose rows were
 * taken away (the table itself exists in every test database).
 */
class ClassifiedRowsUpgradeTest extends ClassifierApiSupport {

  @Autowired DataSource dataSource;

  @Test
  void anUpgradedDatabaseRebuildsTheRegistersOfClassifiedRecords() throws Exception {
    Api admin = admin();
    String register = aRegister(admin, "BVR", attribute("name", "String"));
    String source = aSource(admin, "old", 50);
    String classifier = aClassifierName();
    publishClassifier(admin, classifier(classifier, null, register));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(classifier, "a", classifier, "01"));
    String a =
        ClassifierNodeApiTest.nodeAt(admin, classifier, "a").path("node").path("nodeId").asString();
    String etalon =
        written(
                admin,
                aRecord(register, source, "U-1")
                    .with("name", "u")
                    .field("classifications", Map.of(classifier, List.of(Map.of("nodeId", a)))))
            .path("etalonId")
            .asString();
    assertThat(under(admin, register, a)).containsExactly(etalon);

    JdbcClient jdbc = JdbcClient.create(dataSource);
    jdbc.sql("delete from search_classified where etalon_id = ?::uuid").param(etalon).update();
    assertThat(under(admin, register, a)).as("as an old database would answer").isEmpty();

    // In one transaction with the block, the other registers' rebuilds it asks for are taken back:
    // the test database holds the registers of every classifier test, and rebuilding them all
    // would run beside the tests that follow.
    jdbc.sql(
            "begin; "
                + upgradeBlock()
                + "; delete from search_reindex where reason = 'UPGRADE' and entity_name <> '"
                + register
                + "'; commit;")
        .update();
    JsonNode job = null;
    for (int i = 0; i < 600 && (job == null || !job.path("state").asString().equals("DONE")); i++) {
      Thread.sleep(100);
      for (JsonNode j : ok(admin.get("/api/v2/search/reindex")).path("jobs")) {
        if (j.path("entityName").asString().equals(register)) {
          job = j;
        }
      }
    }
    assertThat(job).as("the register's rebuild").isNotNull();
    assertThat(job.path("reason").asString()).isEqualTo("UPGRADE");
    assertThat(job.path("state").asString()).as(job.toString()).isEqualTo("DONE");
    assertThat(under(admin, register, a)).containsExactly(etalon);
  }

  private static List<String> under(Api admin, String register, String node) {
    return ok(admin.post(
            "/api/v2/search/records",
            Map.of("entityName", register, "classifiedUnder", List.of(node))))
        .path("hits")
        .valueStream()
        .map(h -> h.path("etalonId").asString())
        .toList();
  }

  /** The migration's block that asks for the rebuilds (the table it follows exists already). */
  private static String upgradeBlock() throws IOException {
    try (InputStream in =
        ClassifiedRowsUpgradeTest.class.getResourceAsStream(
            "/db/migration/search/V8_5__search_classified.sql")) {
      String sql = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return sql.substring(sql.indexOf("do $$"));
    }
  }
}
