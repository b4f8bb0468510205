package org.platform.mdm.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.platform.mdm.system.EventRedelivery;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The hand-off from a committed bulk load to the run that follows it survives a failure between the
 * two: the database refuses the run once (a trigger, the failure injected), the load's word stays
 * in the event publication registry, and the run is started when the word is handed over again, as
 * at the next start.
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
