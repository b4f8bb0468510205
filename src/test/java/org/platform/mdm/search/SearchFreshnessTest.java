package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/** Whatever writes a record (a write, a draft publication, a bulk load), search sees it at once. */
class SearchFreshnessTest extends SearchTestSupport {

  @Autowired JdbcClient jdbc;

  @Test
  void aResentRecordKeepsItsDocumentsAndAChangedIntervalIsReplacedAlone() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r =
        aRegister(
            admin,
            "BVT",
            attribute("city", "String"),
            attribute("vip", "Boolean"),
            attribute("score", "Number"));
    String id =
        id(
            written(
                admin,
                aRecord(r, erp, "1").with("city", "Berlin").with("vip", true).with("score", 1.5)));
    List<String> first = rowVersions(id);

    written(
        admin, aRecord(r, erp, "1").with("city", "Berlin").with("vip", true).with("score", 1.5));
    assertThat(rowVersions(id)).as("resent unchanged: no row rewritten").isEqualTo(first);
    written(admin, aRecord(r, erp, "1").with("city", "Berlin").with("vip", true));
    assertThat(rowVersions(id)).as("a value gone: the document rewritten").isNotEqualTo(first);
    assertThat(found(admin, r, leaf("city", "EQ", "Berlin"))).containsExactly(id);

    // A later period of another value: the open interval before it ends (replaced), one begins.
    written(
        admin,
        aRecord(r, erp, "1")
            .with("city", "Paris")
            .with("vip", false)
            .valid("2030-01-01T00:00:00Z", null));
    assertThat(rowVersions(id)).hasSize(2).doesNotContainAnyElementsOf(first);
    assertThat(found(admin, r, leaf("city", "EQ", "Berlin"))).containsExactly(id);
    JsonNode later =
        searched(
            admin,
            body(
                r,
                "filters",
                leaf("city", "EQ", "Paris"),
                "timelineDate",
                "2031-01-01T00:00:00Z",
                "facets",
                List.of("vip")));
    assertThat(ids(later)).containsExactly(id);
    assertThat(later.path("facets").path("vip").get(0).path("value").asBoolean()).isFalse();
    JsonNode now = searched(admin, body(r, "facets", List.of("vip"), "limit", 0));
    assertThat(now.path("facets").path("vip")).hasSize(1);
    assertThat(now.path("facets").path("vip").get(0).path("value").asBoolean()).isTrue();
    assertThat(now.path("facets").path("vip").get(0).path("count").asLong()).isEqualTo(1);

    // The later period changes again: the interval before it is kept as it was.
    List<String> before = rowVersions(id);
    written(
        admin,
        aRecord(r, erp, "1")
            .with("city", "Rome")
            .with("vip", false)
            .valid("2030-01-01T00:00:00Z", null));
    List<String> after = rowVersions(id);
    assertThat(after).hasSize(2).startsWith(before.get(0));
    assertThat(after.get(1)).isNotEqualTo(before.get(1));
    assertThat(found(admin, r, leaf("city", "EQ", "Paris"))).isEmpty();
  }

  /**
   * The stored documents of a record in interval order, each as its physical row version ({@code
   * xmin}, {@code ctid}), its facet row's, and its interval: a rewritten row gets a new version.
   */
  private List<String> rowVersions(String etalonId) {
    return jdbc.sql(
            "select concat_ws(' ', d.xmin, d.ctid, f.xmin, f.ctid, d.valid_from, d.valid_to)"
                + " from search_documents d join search_facets f"
                + " on f.etalon_id = d.etalon_id and f.valid_from = d.valid_from"
                + " where d.etalon_id = ? order by d.valid_from")
        .param(UUID.fromString(etalonId))
        .query(String.class)
        .list();
  }

  @Test
  void everyWriteIsFoundWhenItReturnsAndItsOldValuesAreNot() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    for (int i = 0; i < 30; i++) {
      String id = id(written(admin, aRecord(r, erp, "R" + i).with("city", "c" + i)));
      assertThat(found(admin, r, leaf("city", "EQ", "c" + i))).containsExactly(id);
      written(admin, aRecord(r, erp, "R" + i).with("city", "d" + i));
      assertThat(found(admin, r, leaf("city", "EQ", "d" + i))).containsExactly(id);
      assertThat(found(admin, r, leaf("city", "EQ", "c" + i))).isEmpty();
    }
  }

  @Test
  void mergesAndUnmergesAreFoundWhenTheyReturn() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 50);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    String winner = id(written(admin, aRecord(r, erp, "1").with("city", "Omsk")));
    String loser = id(written(admin, aRecord(r, crm, "2").with("city", "Tomsk")));

    Api.Response merged =
        admin.post(
            "/api/v2/data/merge",
            Map.of("entityName", r, "winnerEtalonId", winner, "loserEtalonIds", List.of(loser)));
    assertThat(merged.status()).as(merged.toString()).isEqualTo(200);
    assertThat(found(admin, r, leaf("city", "EQ", "Tomsk"))).containsExactly(winner);
    assertThat(found(admin, r, leaf("city", "EQ", "Omsk"))).isEmpty();
    assertThat(ids(searched(admin, body(r, "limit", 100)))).containsExactly(winner);

    Api.Response unmerged =
        admin.post(
            "/api/v2/data/unmerge",
            Map.of(
                "entityName",
                r,
                "etalonId",
                winner,
                "externalKeys",
                List.of(Map.of("sourceSystem", crm, "externalId", "2"))));
    assertThat(unmerged.status()).as(unmerged.toString()).isEqualTo(200);
    assertThat(found(admin, r, leaf("city", "EQ", "Tomsk"))).containsExactly(loser);
    assertThat(found(admin, r, leaf("city", "EQ", "Omsk"))).containsExactly(winner);
  }

  @Test
  void aDraftedRecordIsFoundOnceItsDraftIsPublished() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    long draft = create(admin, aDraft().ofType("record").with("entity-name", r));
    written(admin, aRecord(r, erp, "D-1").with("city", "Drafted").field("draftId", draft));

    assertThat(found(admin, r, leaf("city", "EQ", "Drafted"))).isEmpty();
    Api.Response published = admin.post(DRAFTS + "/publish", Map.of("draftId", draft));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    assertThat(found(admin, r, leaf("city", "EQ", "Drafted"))).hasSize(1);
  }

  @Test
  void bulkLoadedRecordsAreFoundWhenTheLoadIsDone() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    written(admin, aRecord(r, erp, "B-0").with("city", "Before"));
    StringBuilder ndjson = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      ndjson.append(
          String.format(
              "{\"entityName\": \"%s\", \"sourceSystem\": \"%s\", \"externalId\": \"B-%d\","
                  + " \"attributes\": {\"city\": \"Loaded\"}}%n",
              r, erp, i));
    }
    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson.toString(), "application/x-ndjson");
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    importFinished(admin, started.json().path("importId").asLong());
    assertThat(found(admin, r, leaf("city", "EQ", "Loaded"))).hasSize(3);
    assertThat(found(admin, r, leaf("city", "EQ", "Before"))).as("B-0 was loaded over").isEmpty();
  }
}
