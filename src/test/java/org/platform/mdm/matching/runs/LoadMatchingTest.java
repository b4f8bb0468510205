package org.platform.mdm.matching.runs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.matching.MatchingApiTest;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * A load into a register with a matching model fills the duplicates queue when it ends; the
 * clusters waiting are counted per register for the start page and the navigation.
 */
class LoadMatchingTest extends MatchingApiTest {

  private static final String AFTER_LOAD = "org.platform.mdm.matching.after.load";

  @Test
  void aLoadOfDuplicatesEndsWithTheirClusterWithoutAnotherCall() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(r, set("s", rule("same", "REVIEW", names("NORMALIZED"), cmp("born", "EXACT")))));

    long importId = load(admin, r, erp);
    JsonNode list = clusters(admin, Map.of("entityName", r));
    for (int i = 0; i < 300 && list.path("total").asInt() == 0; i++) {
      Thread.sleep(100);
      list = clusters(admin, Map.of("entityName", r));
    }
    assertThat(list.path("total").asInt()).as("import " + importId).isEqualTo(1);
    String clusterId = list.path("clusters").get(0).path("id").asString();
    assertThat(admin.get(CLUSTERS + "/" + clusterId).json().path("records")).hasSize(2);
    // The run that did it is a bulk matching run of the register, asked for by the loading user,
    // which started at matching: the load had written the keys.
    JsonNode runs = admin.get("/api/v2/matching/runs?entityName=" + r).json().path("runs");
    assertThat(runs).hasSize(1);
    assertThat(runs.get(0).path("requestedBy").asString()).isEqualTo("admin");
    assertThat(runs.get(0).path("phase").asString()).isEqualTo("MATCH");
  }

  @Test
  void withTheSettingOffALoadAsksForNoMatching() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(r, set("s", rule("same", "REVIEW", names("NORMALIZED"), cmp("born", "EXACT")))));
    setting(admin, AFTER_LOAD, "false");
    try {
      load(admin, r, erp);
      // What a load asks for is asked in its batches' transactions, all committed by now.
      assertThat(admin.get("/api/v2/matching/runs?entityName=" + r).json().path("runs")).isEmpty();
      Thread.sleep(1500); // a run would start within a second of the load's end
      assertThat(clusters(admin, Map.of("entityName", r)).path("total").asInt()).isZero();
    } finally {
      setting(admin, AFTER_LOAD, "true");
    }
  }

  @Test
  void theClustersWaitingAreCountedPerRegisterTheUserMayRead() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String seen = aPersonRegister(admin);
    String hidden = aPersonRegister(admin);
    for (String r : List.of(seen, hidden)) {
      publish(
          admin,
          model(r, set("s", rule("same", "REVIEW", names("NORMALIZED"), cmp("born", "EXACT")))));
      written(admin, person(r, erp, "1", "Anna", "Ivanova", "1990-02-02"));
      written(admin, person(r, erp, "2", "ANNA", "ivanova", "1990-02-02"));
      written(admin, person(r, erp, "3", "Olga", "Ivanova", "1990-02-02"));
      written(admin, person(r, erp, "4", "olga", "IVANOVA", "1990-02-02"));
    }
    Api reader = aUserWithRoles(aRole(List.of(grant(seen, "READ"))));

    Api.Response counted = reader.get(CLUSTERS + "/counts");
    assertThat(counted.status()).as(counted.toString()).isEqualTo(200);
    assertThat(counted.json().path("total").asInt()).isEqualTo(2);
    assertThat(counted.json().path("registers")).hasSize(1);
    assertThat(counted.json().path("registers").get(0).path("entityName").asString())
        .isEqualTo(seen);
    assertThat(counted.json().path("registers").get(0).path("clusters").asInt()).isEqualTo(2);
    // An administrator sees every register's clusters.
    JsonNode all = admin.get(CLUSTERS + "/counts").json().path("registers");
    assertThat(all.findValuesAsString("entityName")).contains(seen, hidden);
    // A user who may read no register is told there is nothing, not refused.
    Api none = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));
    Api.Response empty = none.get(CLUSTERS + "/counts");
    assertThat(empty.status()).as(empty.toString()).isEqualTo(200);
    assertThat(empty.json().path("total").asInt()).isZero();
    assertThat(empty.json().path("registers")).isEmpty();
  }

  /** Loads two records of one person and one of another through the data API, to its end. */
  private static long load(Api admin, String r, String erp) throws InterruptedException {
    String ndjson =
        line(r, erp, "1", "Anna", "Ivanova", "1990-02-02")
            + line(r, erp, "2", "anna", "IVANOVA", "1990-02-02")
            + line(r, erp, "3", "Olga", "Sidorova", "1985-07-07");
    Api.Response sent =
        admin.send("POST", "/api/v2/data/import?format=ndjson", ndjson, "application/x-ndjson");
    assertThat(sent.status()).as(sent.toString()).isEqualTo(202);
    long id = sent.json().path("importId").asLong();
    JsonNode load = null;
    for (int i = 0; i < 300; i++) {
      load = admin.get("/api/v2/data/import/" + id).json();
      if (load.toString().contains("\"DONE\"")) {
        break;
      }
      Thread.sleep(100);
    }
    assertThat(load.toString()).contains("\"DONE\"");
    return id;
  }

  private static String line(
      String r, String erp, String id, String first, String last, String born) {
    return "{\"entityName\":\""
        + r
        + "\",\"sourceSystem\":\""
        + erp
        + "\",\"externalId\":\""
        + id
        + "\",\"attributes\":{\"first\":\""
        + first
        + "\",\"last\":\""
        + last
        + "\",\"born\":\""
        + born
        + "\"}}\n";
  }
}
