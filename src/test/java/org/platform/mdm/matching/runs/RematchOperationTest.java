package org.platform.mdm.matching.runs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.matching.MatchingApiTest;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import tools.jackson.databind.JsonNode;

/**
 * The re-match operation ({@code rematchDataJob}) matches what was written while real-time matching
 * was off: a keys step and a match step per register, merging where the model says so and leaving
 * the rest to a steward; its selector offers the registers with a matching model.
 */
class RematchOperationTest extends MatchingApiTest {

  @Test
  void aRematchRunMatchesAndMergesWhatWasWrittenWithRealTimeMatchingOff() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(
            r,
            set("exact", rule("same", "AUTO_MERGE", names("NORMALIZED"), cmp("born", "EXACT"))),
            set("close", rule("typo", "REVIEW", names("EDIT_DISTANCE"), cmp("born", "EXACT")))));
    setting(admin, "org.platform.mdm.matching.realtime.enabled", "false");
    String a, b, c, d;
    try {
      a = id(written(admin, person(r, erp, "1", "Anna", "Ivanova", "1990-02-02")));
      b = id(written(admin, person(r, erp, "2", "Анна", "Иванова", "1990-02-02")));
      c = id(written(admin, person(r, erp, "3", "Olga", "Sidorova", "1985-07-07")));
      d = id(written(admin, person(r, erp, "4", "Olga", "Sidorva", "1985-07-07")));
      written(admin, person(r, erp, "5", "Olga", "Sidorova", "1999-07-07"));
    } finally {
      setting(admin, "org.platform.mdm.matching.realtime.enabled", "true");
    }
    JsonNode selector =
        admin
            .get(Jobs.JOBS + "/descriptors/rematchDataJob")
            .json()
            .path("descriptor")
            .path("parameters")
            .get(0)
            .path("selector");
    assertThat(selector.findValuesAsString("value")).contains(r);

    JsonNode run =
        Jobs.run(admin, "rematchDataJob", Map.of("entities", List.of(r), "blockSize", 2));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(Jobs.steps(admin, run.path("id").asLong()).findValuesAsString("name"))
        .containsExactly("keys " + r, "match " + r);
    assertThat(read(admin, r, b, "").json().path("etalonId").asString()).isEqualTo(a);
    JsonNode list = clusters(admin, Map.of("entityName", r));
    assertThat(list.path("total").asInt()).isEqualTo(1);
    String clusterId = list.path("clusters").get(0).path("id").asString();
    assertThat(texts(admin.get(CLUSTERS + "/" + clusterId).json().path("records"), "etalonId"))
        .containsExactlyInAnyOrder(c, d);
  }
}
