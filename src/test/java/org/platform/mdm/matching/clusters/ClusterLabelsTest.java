package org.platform.mdm.matching.clusters;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.matching.MatchingApiTest;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** A steward sees only the clusters and cluster records its security labels admit. */
class ClusterLabelsTest extends MatchingApiTest {

  @Test
  void aStewardSeesTheClustersOfItsRecordsAndMergesOnlyWhatItSeesWhole() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r =
        aRegister(
            admin,
            "BVT",
            attribute("first", "String"),
            attribute("last", "String"),
            attribute("born", "Date"),
            attribute("region", "String"));
    publish(
        admin,
        model(r, set("people", rule("same", "REVIEW", names("NORMALIZED"), cmp("born", "EXACT")))));
    String label = unique("Region").replace("-", "_");
    assertThat(
            admin
                .post(
                    "/api/v2/core/security-labels",
                    Map.of("name", label, "attributes", List.of(Map.of("path", r + ".region"))))
                .status())
        .isEqualTo(200);
    // Three Ivans, two of the north; two Annas, one of each; two Olgas of the south.
    String a =
        id(
            written(
                admin,
                person(r, erp, "1", "Ivan", "Petrov", "1980-05-01").with("region", "North")));
    String b =
        id(
            written(
                admin,
                person(r, erp, "2", "Ivan", "Petrov", "1980-05-01").with("region", "North")));
    String g =
        id(
            written(
                admin,
                person(r, erp, "3", "Ivan", "Petrov", "1980-05-01").with("region", "South")));
    written(admin, person(r, erp, "4", "Anna", "Smirnova", "1991-07-15").with("region", "South"));
    written(admin, person(r, erp, "5", "Anna", "Smirnova", "1991-07-15").with("region", "North"));
    written(admin, person(r, erp, "6", "Olga", "Syrova", "1970-01-01").with("region", "South"));
    written(admin, person(r, erp, "7", "Olga", "Syrova", "1970-01-01").with("region", "South"));
    assertThat(clusters(admin, Map.of("entityName", r)).path("total").asInt()).isEqualTo(3);

    String role = unique("north");
    Api.Response created =
        admin.post(
            "/api/v2/core/roles",
            Map.of(
                "name",
                role,
                "rights",
                List.of(grant(r, "FULL")),
                "securityLabels",
                List.of(
                    Map.of(
                        "name",
                        label,
                        "attributes",
                        List.of(Map.of("path", r + ".region", "value", "North"))))));
    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    Api steward = aUserWithRoles(role);

    JsonNode list = clusters(steward, Map.of("entityName", r));
    assertThat(list.path("total").asInt()).isEqualTo(1);
    String ivans = list.path("clusters").get(0).path("id").asString();
    assertThat(texts(list.path("records").path(ivans), "etalonId")).containsExactlyInAnyOrder(a, b);
    assertThat(list.path("clusters").get(0).path("recordsCount").asInt())
        .as("the south's Ivan is not counted either")
        .isEqualTo(2);
    JsonNode detail = steward.get(CLUSTERS + "/" + ivans).json();
    assertThat(texts(detail.path("records"), "etalonId")).containsExactlyInAnyOrder(a, b);
    assertThat(detail.path("cluster").path("recordsCount").asInt()).isEqualTo(2);
    assertThat(detail.path("pairs")).hasSize(1);
    // The record's atomic get tells its cluster as the list does: the south's Ivan not counted.
    assertThat(holding(admin, r, a).get(0).path("recordsCount").asInt()).isEqualTo(3);
    JsonNode held = holding(steward, r, a);
    assertThat(held).hasSize(1);
    assertThat(held.get(0).path("id").asString()).isEqualTo(ivans);
    assertThat(held.get(0).path("recordsCount").asInt()).isEqualTo(2);
    assertThat(clusters(steward, Map.of()).path("total").asInt())
        .as("without a register named, the same")
        .isEqualTo(clusters(steward, Map.of("entityName", r)).path("total").asInt());

    // The Ivans' cluster holds a record of the south: the steward may neither merge nor reject it.
    Api.Response merge = steward.post(CLUSTERS + "/" + ivans + "/confirm", Map.of());
    assertThat(merge.status()).as(merge.toString()).isEqualTo(403);
    assertThat(merge.errorCodes()).containsExactly("MATCHING_CLUSTER_PARTLY_HIDDEN");
    assertThat(steward.post(CLUSTERS + "/" + ivans + "/reject", Map.of()).status()).isEqualTo(403);
    // The other clusters are unknown to it.
    for (JsonNode c : clusters(admin, Map.of("entityName", r)).path("clusters")) {
      String id = c.path("id").asString();
      if (!id.equals(ivans)) {
        assertThat(steward.get(CLUSTERS + "/" + id).status()).isEqualTo(404);
        assertThat(steward.post(CLUSTERS + "/" + id + "/confirm", Map.of()).status())
            .isEqualTo(404);
      }
    }
    assertThat(texts(admin.get(CLUSTERS + "/" + ivans).json().path("records"), "etalonId"))
        .containsExactlyInAnyOrder(a, b, g);
  }

  /** The clusters holding the record, as its atomic get answers them to the client. */
  private static JsonNode holding(Api client, String register, String etalonId) {
    Api.Response r =
        client.post(
            "/api/v2/data/atomic/get",
            Map.of(
                "payload",
                Map.of(
                    "org.platform.mdm.rest.v2.data",
                    Map.of("entityName", register, "etalonId", etalonId))));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("payload").path("org.platform.mdm.rest.v2.matching.data").path("results");
  }
}
