package org.platform.mdm.matching.clusters;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.matching.MatchingApiTest;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** A cluster's records are named by their register's display format, in its list and its page. */
class ClusterNamesTest extends MatchingApiTest {

  @Test
  void aClustersRecordsAreNamedByTheirRegistersFormat() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r =
        aNamedRegister(
            admin,
            "{last} {first} · {born}",
            attribute("first", "String"),
            attribute("last", "String"),
            attribute("born", "Date"));
    publish(admin, model(r, set("people", rule("same_name", "REVIEW", names("NORMALIZED")))));
    String a = id(written(admin, person(r, erp, "1", "Olga", "Orlova", "1980-05-01")));
    String b = id(written(admin, person(r, erp, "2", "Olga", "Orlova", "1991-02-03")));

    JsonNode list = clusters(admin, Map.of("entityName", r));
    String clusterId = list.path("clusters").get(0).path("id").asString();
    Map<String, String> expected =
        Map.of(a, "Orlova Olga · 1980-05-01", b, "Orlova Olga · 1991-02-03");
    assertThat(names(list.path("records").path(clusterId))).isEqualTo(expected);
    assertThat(names(admin.get(CLUSTERS + "/" + clusterId).json().path("records")))
        .isEqualTo(expected);
  }

  private static Map<String, String> names(JsonNode records) {
    Map<String, String> names = new LinkedHashMap<>();
    records.forEach(
        rec -> names.put(rec.path("etalonId").asString(), rec.path("displayName").asString()));
    return names;
  }
}
