package org.platform.mdm.data.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * An import's batches are written by several writers side by side and committed in the file's
 * order: the progress moves through the file batch after batch, and a line written later in the
 * file wins over an earlier one of the same key or record, whichever writer had it.
 */
@ExtendWith(OutputCaptureExtension.class)
class ImportWritersTest extends RecordApiTest {

  private static final int BATCH = RecordImports.BATCH;

  @Autowired JdbcClient jdbc;
  @Autowired DataSource dataSource;

  @BeforeEach
  void logCommits() {
    jdbc.sql(
            "create table test_import_commits (import_id bigint, lines_read bigint,"
                + " started timestamptz, committed timestamptz)")
        .update();
    jdbc.sql(
            "create or replace function test_log_import_commit() returns trigger language"
                + " plpgsql as $$ begin insert into test_import_commits values (new.id,"
                + " new.lines_read, now(), clock_timestamp()); return new; end $$")
        .update();
    jdbc.sql(
            "create trigger test_log_import_commit after update on data_imports for each row"
                + " when (new.state = 'RUNNING' and new.lines_read > old.lines_read)"
                + " execute function test_log_import_commit()")
        .update();
  }

  @AfterEach
  void stopLogging() {
    jdbc.sql("drop trigger test_log_import_commit on data_imports").update();
    jdbc.sql("drop table test_import_commits").update();
  }

  @Test
  void batchesWrittenSideBySideCommitInTheFilesOrderAndTheLaterLineWins() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 60);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    // Records of both sources, for lines of the file that reach one record through two keys.
    List<String> joined = new ArrayList<>();
    StringBuilder first = new StringBuilder();
    for (int j = 0; j < 10; j++) {
      String etalonId = UUID.randomUUID().toString();
      joined.add(etalonId);
      first.append(line(customer, erp, "G-" + j, etalonId, "\"name\": \"erp before\""));
      first.append(line(customer, crm, "G-" + j, etalonId, "\"name\": \"crm before\""));
    }
    assertThat(load(admin, first.toString()).path("loaded").asLong()).isEqualTo(10);

    int count = BATCH * 3 + 10;
    StringBuilder file = new StringBuilder();
    for (int i = 0; i < count; i++) {
      int j = i % BATCH - (BATCH - 10);
      int k = i % BATCH;
      if (i < BATCH && j >= 0) {
        file.append(line(customer, erp, "D-" + j, null, "\"name\": \"first\"")); // end of batch 1
      } else if (i >= BATCH && i < 2 * BATCH && k < 10) {
        file.append(line(customer, erp, "D-" + k, null, "\"name\": \"second\"")); // its next
      } else if (i >= BATCH && i < 2 * BATCH && j >= 0) {
        file.append(line(customer, erp, "G-" + j, null, "\"name\": \"erp after\""));
      } else if (i >= 2 * BATCH && i < 3 * BATCH && k < 10) {
        file.append(line(customer, crm, "G-" + k, null, "\"name\": \"crm after\""));
      } else if (i == 3 * BATCH + 5) {
        file.append(line(customer, erp, "BAD", null, "\"name\": {\"not\": \"a string\"}"));
      } else {
        file.append(line(customer, erp, "K-" + i, null, "\"name\": \"n" + i + "\""));
      }
    }

    JsonNode done = load(admin, file.toString());

    assertThat(done.path("state").asString()).as(done.toString()).isEqualTo("DONE");
    assertThat(done.path("linesRead").asLong()).isEqualTo(count);
    assertThat(done.path("rejected").asLong()).isEqualTo(1);
    assertThat(texts(done.path("rejections"), "line")).containsExactly(String.valueOf(count - 4));
    assertThat(done.path("updated").asLong()).as("D-0…9 again, G-0…9 twice").isEqualTo(30);
    assertThat(done.path("loaded").asLong()).isEqualTo(count - 1 - 30);
    for (int j = 0; j < 10; j++) {
      assertThat(byKey(admin, customer, erp, "D-" + j).path("name").asString())
          .as("the later line of D-%d", j)
          .isEqualTo("second");
      JsonNode both = attributesAt(admin, customer, joined.get(j), "");
      assertThat(both.path("name").asString())
          .as("G-%d: crm outweighs erp", j)
          .isEqualTo("crm after");
    }
    assertThat(
            jdbc.sql("select count(*) from revisions where etalon_id = any(?::uuid[])")
                .param(joined.toArray(String[]::new))
                .query(Long.class)
                .single())
        .as("both sources' versions of the joined records, before and after")
        .isEqualTo(40);

    List<List<Long>> ids =
        jdbc.sql(
                "select substring(k.external_id from 3)::int / ? as batch, min(n.id), max(n.id)"
                    + " from notifications n join external_keys k on k.etalon_id = n.etalon_id"
                    + " where n.entity_name = ? and k.source_system = ?"
                    + " and k.external_id like 'K-%' group by 1 order by 1")
            .params(BATCH, customer, erp)
            .query((rs, n) -> List.of(rs.getLong(1), rs.getLong(2), rs.getLong(3)))
            .list();
    assertThat(ids).hasSize(4);
    for (int i = 1; i < ids.size(); i++) {
      assertThat(ids.get(i).get(1))
          .as("the outbox ids of a batch come after those of the batch before it: %s", ids)
          .isGreaterThan(ids.get(i - 1).get(2));
    }

    long id = done.path("importId").asLong();
    List<Commit> commits =
        jdbc.sql(
                "select lines_read, started, committed from test_import_commits where import_id = ?"
                    + " order by committed")
            .param(id)
            .query(
                (rs, n) ->
                    new Commit(
                        rs.getLong(1),
                        rs.getObject(2, OffsetDateTime.class),
                        rs.getObject(3, OffsetDateTime.class)))
            .list();
    assertThat(commits.stream().map(Commit::lines).toList())
        .as("each commit moves the progress one batch further through the file")
        .containsExactly((long) BATCH, 2L * BATCH, 3L * BATCH, (long) count);
    boolean overlapped = false;
    for (int i = 1; i < commits.size(); i++) {
      overlapped |= commits.get(i).started().isBefore(commits.get(i - 1).committed());
    }
    assertThat(overlapped)
        .as("a batch's transaction began before the one before it committed: %s", commits)
        .isTrue();
  }

  @Test
  void aLaterBatchHoldingARecordAnEarlierOneWaitsForGivesWayAndIsWrittenAgain(CapturedOutput output)
      throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 60);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    // The second batch locks its records in id order: X first, then G.
    String x = "00000000-0000-4000-8000-000000000001";
    String g = "ffffffff-ffff-4fff-bfff-fffffffffff1";
    load(
        admin,
        line(customer, erp, "X", x, "\"name\": \"x before\"")
            + line(customer, erp, "G", g, "\"name\": \"erp before\"")
            + line(customer, crm, "G", g, "\"name\": \"crm before\""));
    int count = BATCH * 3 + 5;
    StringBuilder file = new StringBuilder();
    for (int i = 0; i < count; i++) {
      if (i == BATCH) {
        file.append(line(customer, erp, "X", null, "\"name\": \"x after\""));
      } else if (i == 2 * BATCH - 1) {
        file.append(line(customer, erp, "G", null, "\"name\": \"erp after\""));
      } else if (i == 2 * BATCH) {
        file.append(line(customer, crm, "G", null, "\"name\": \"crm after\""));
      } else {
        file.append(line(customer, erp, "L-" + i, null, "\"name\": \"n" + i + "\""));
      }
    }

    long id;
    try (Connection steward = dataSource.getConnection()) {
      // Someone holds X: the second batch waits for it before it locks G.
      steward.setAutoCommit(false);
      try (PreparedStatement hold =
          steward.prepareStatement("select 1 from etalons where etalon_id = ?::uuid for update")) {
        hold.setString(1, x);
        hold.executeQuery().close();
      }
      Api.Response started =
          admin.send("POST", "/api/v2/data/import", file.toString(), "application/x-ndjson");
      assertThat(started.status()).as(started.toString()).isEqualTo(202);
      id = started.json().path("importId").asLong();
      // The third batch, written meanwhile, locks G and waits for the second one to commit.
      for (int tries = 0; !lockedByAnother(g); tries++) {
        assertThat(tries).as("the third batch locks G").isLessThan(600);
        Thread.sleep(50);
      }
      steward.commit(); // the second batch now waits for G, held by the third
    }

    JsonNode done = importFinished(admin, id);

    assertThat(done.path("state").asString()).as(done.toString()).isEqualTo("DONE");
    assertThat(done.path("updated").asLong()).isEqualTo(3);
    assertThat(output)
        .contains(
            "Import "
                + id
                + ": the batch after line 4000 gave way (another transaction waits for its locks)");
    assertThat(attributesAt(admin, customer, x, "").path("name").asString()).isEqualTo("x after");
    assertThat(attributesAt(admin, customer, g, "").path("name").asString()).isEqualTo("crm after");
    assertThat(progressCommits(id))
        .containsExactly((long) BATCH, 2L * BATCH, 3L * BATCH, (long) count);
  }

  /** Whether a transaction other than this statement's holds the etalon's row. */
  private boolean lockedByAnother(String etalonId) {
    return jdbc.sql(
                "select count(*) from (select 1 from etalons where etalon_id = ?::uuid"
                    + " for update skip locked) free")
            .param(etalonId)
            .query(Long.class)
            .single()
        == 0;
  }

  private List<Long> progressCommits(long id) {
    return jdbc.sql(
            "select lines_read from test_import_commits where import_id = ? order by committed")
        .param(id)
        .query(Long.class)
        .list();
  }

  private record Commit(long lines, OffsetDateTime started, OffsetDateTime committed) {}

  private JsonNode load(Api admin, String ndjson) throws InterruptedException {
    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson, "application/x-ndjson");
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    return importFinished(admin, started.json().path("importId").asLong());
  }

  private JsonNode byKey(Api admin, String entity, String source, String externalId) {
    Api.Response r = admin.get(DATA + "/" + entity + "/" + source + "/" + externalId);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("attributes");
  }

  private static String line(
      String entity, String source, String id, String etalonId, String attributes) {
    return "{\"entityName\": \""
        + entity
        + "\", \"sourceSystem\": \""
        + source
        + "\", \"externalId\": \""
        + id
        + (etalonId == null ? "" : "\", \"etalonId\": \"" + etalonId)
        + "\", \"attributes\": {"
        + attributes
        + "}}\n";
  }
}
