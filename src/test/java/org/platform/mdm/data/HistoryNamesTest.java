package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * A record's history names the other records it mentions (the linked record, the merge's and
 * unmerge's other side) by their display format beside their ids (issue 46).
 */
class HistoryNamesTest extends RecordApiTest {

  private static final String IVAN = "Petrov Ivan · 1980-05-01";

  private String aPersonRegister(Api admin) {
    return aNamedRegister(
        admin,
        "{last} {first} · {born}",
        attribute("first", "String"),
        attribute("last", "String"),
        attribute("born", "Date"));
  }

  @Test
  void aLinkEventNamesTheLinkedRecord() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 60);
    String persons = aPersonRegister(admin);
    String orders = aRegister(admin, "BVT", attribute("number", "String"));
    String placedBy = aRelation(admin, "REFERENCES", orders, persons);
    String ivan =
        id(
            written(
                admin,
                aRecord(persons, crm, "P-1")
                    .with("first", "Ivan")
                    .with("last", "Petrov")
                    .with("born", "1980-05-01")));
    Map<String, Object> link = new LinkedHashMap<>();
    link.put("toEtalonId", ivan);
    String order =
        id(written(admin, aRecord(orders, crm, "O-1").with("number", "42").link(placedBy, link)));

    JsonNode added = ofType(history(admin, order), "RELATION_ADD").get(0);

    assertThat(added.path("relation").path("toEtalonId").asString()).isEqualTo(ivan);
    assertThat(added.path("relation").path("toDisplayName").asString()).isEqualTo(IVAN);
  }

  @Test
  void mergeAndUnmergeEventsNameTheRecordsOnTheOtherSide() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 60);
    String erp = aSource(admin, "erp", 40);
    String persons = aPersonRegister(admin);
    String ivan =
        id(
            written(
                admin,
                aRecord(persons, crm, "P-1")
                    .with("first", "Ivan")
                    .with("last", "Petrov")
                    .with("born", "1980-05-01")));
    String olga =
        id(written(admin, aRecord(persons, erp, "E-2").with("first", "Olga").with("last", "Kim")));
    Api.Response merged =
        admin.post(
            "/api/v2/data/merge",
            Map.of("entityName", persons, "winnerEtalonId", ivan, "loserEtalonIds", List.of(olga)));
    assertThat(merged.status()).as(merged.toString()).isEqualTo(200);
    Api.Response out =
        admin.post(
            "/api/v2/data/unmerge",
            Map.of(
                "entityName",
                persons,
                "etalonId",
                ivan,
                "externalKeys",
                List.of(Map.of("sourceSystem", erp, "externalId", "E-2"))));
    assertThat(out.status()).as(out.toString()).isEqualTo(200);

    JsonNode winnerSide = history(admin, ivan);
    JsonNode merge = ofType(winnerSide, "RECORD_MERGE").get(0);
    assertThat(merge.path("loserEtalonIds").get(0).asString()).isEqualTo(olga);
    assertThat(merge.path("loserDisplayNames").get(0).asString()).isEqualTo("Kim Olga");
    assertThat(ofType(winnerSide, "UNMERGE").get(0).path("detachedDisplayName").asString())
        .isEqualTo("Kim Olga");

    JsonNode loserSide = history(admin, olga);
    assertThat(ofType(loserSide, "RECORD_MERGE_LOSER").get(0).path("winnerDisplayName").asString())
        .isEqualTo(IVAN);
    assertThat(ofType(loserSide, "UNMERGE").get(0).path("unmergedFromDisplayName").asString())
        .isEqualTo(IVAN);
  }

  @Test
  void eventsThatMentionNoOtherRecordCarryNoName() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 60);
    String persons = aPersonRegister(admin);
    String ivan = id(written(admin, aRecord(persons, crm, "P-1").with("last", "Petrov")));

    JsonNode write = ofType(history(admin, ivan), "UPSERT").get(0);

    assertThat(write.has("winnerDisplayName")).isFalse();
    assertThat(write.has("loserDisplayNames")).isFalse();
    assertThat(write.has("relation")).isFalse();
  }

  private static JsonNode history(Api admin, String etalonId) {
    Api.Response r = admin.get("/api/v2/data/records/" + etalonId + "/history");
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("events");
  }

  private static List<JsonNode> ofType(JsonNode events, String type) {
    List<JsonNode> found = new ArrayList<>();
    events.forEach(
        e -> {
          if (type.equals(e.path("type").asString())) {
            found.add(e);
          }
        });
    assertThat(found).as(type + " in " + events).isNotEmpty();
    return found;
  }

  private static String id(JsonNode answer) {
    return answer.path("etalonId").asString();
  }
}
