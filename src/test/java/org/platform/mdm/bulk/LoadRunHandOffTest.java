package org.platform.mdm.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.EventRedelivery;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The hand-off from a committed bulk load to the run that follows it survives a failure between the
 * two: the database refuses the run once (a trigger, the failure injected), the load's word stays
 * in the event publication registry, and the run is started when the word is handed over again, as
 * at the next start. A word handed over again once its run was made starts no second run.
 */
class LoadRunHandOffTest extends RecordApiTest {

  @Autowired JdbcClient jdbc;
  @Autowired EventRedelivery redelivery;

  @Test
  void aLoadWhoseRunCouldNotStartGetsItWhenTheWordIsHandedOverAgain() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    jdbc.sql(
            "create or replace function refuse_run_of_"
                + register.replace('-', '_').toLowerCase()
                + "() returns trigger language plpgsql as $$ begin"
                + " if new.parameters->>'entityName' = '"
                + register
                + "' then raise exception 'injected: no run now'; end if; return new; end $$")
        .update();
    String trigger = "refuse_run_" + register.replace('-', '_').toLowerCase();
    jdbc.sql(
            "create trigger "
                + trigger
                + " before insert on job_executions for each row execute function refuse_run_of_"
                + register.replace('-', '_').toLowerCase()
                + "()")
        .update();
    long importId;
    try {
      Api.Response load =
          admin.send(
              "POST",
              "/api/v2/data/import?entityName=" + register,
              "externalId,sourceSystem,name\nH-1," + erp + ",handed over\n",
              "text/csv");
      assertThat(load.status()).as(load.toString()).isEqualTo(202);
      importId = load.json().path("importId").asLong();
      importFinished(admin, importId);

      assertThat(BulkImportTest.runsOf(admin, "data-import:" + importId, 10)).isEmpty();
      assertThat(unfinishedWords(importId)).isEqualTo(1);
    } finally {
      jdbc.sql("drop trigger " + trigger + " on job_executions").update();
    }

    redelivery.redeliverAll();

    assertThat(BulkImportTest.runsOf(admin, "data-import:" + importId, 100)).hasSize(1);
    assertThat(unfinishedWords(importId)).isZero();
  }

  @Test
  void aLoadsWordHandedOverAgainAfterItsRunStartedStartsNoSecondRun() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    Api.Response load =
        admin.send(
            "POST",
            "/api/v2/data/import?entityName=" + register,
            "externalId,sourceSystem,name\nT-1," + erp + ",handed over twice\n",
            "text/csv");
    assertThat(load.status()).as(load.toString()).isEqualTo(202);
    long importId = load.json().path("importId").asLong();
    importFinished(admin, importId);
    List<JsonNode> first = BulkImportTest.runsOf(admin, "data-import:" + importId, 100);
    assertThat(first).hasSize(1);
    assertThat(unfinishedWords(importId)).isZero();

    // The run was committed but the word's completion was lost (a crash between the two, or a
    // failure marking it): the registry hands the same word over again.
    int reopened =
        jdbc.sql(
                "update event_publication set completion_date = null, status = 'FAILED'"
                    + " where event_type like '%RecordImportStarted' and serialized_event like ?")
            .param("%\"importId\":" + importId + ",%")
            .update();
    assertThat(reopened).isEqualTo(1);
    redelivery.redeliverAll();

    List<JsonNode> runs = BulkImportTest.runsOf(admin, "data-import:" + importId, 100);
    assertThat(runs).hasSize(1);
    assertThat(runs.get(0).path("id").asLong()).isEqualTo(first.get(0).path("id").asLong());
    assertThat(unfinishedWords(importId)).isZero();
  }

  private long unfinishedWords(long importId) {
    return jdbc.sql(
            "select count(*) from event_publication where completion_date is null"
                + " and event_type like '%RecordImportStarted'"
                + " and serialized_event like ?")
        .param("%\"importId\":" + importId + ",%")
        .query(Long.class)
        .single();
  }
}
