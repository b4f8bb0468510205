package org.platform.mdm.data.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * A merge previewed before it is made (what the winner would hold, from which source, nothing
 * written), and a merge with the steward's picks, which become overrides of the merged record only
 * where they differ from what the merge computes.
 */
class MergePreviewTest extends RecordApiTest {

  private static final String MERGE = "/api/v2/data/merge";

  @Test
  void aPreviewShowsTheMergedRecordAndWritesNothing() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("city", "String"));
    String ivan =
        id(written(admin, aRecord(r, erp, "E-1").with("name", "Ivan").with("city", "Omsk")));
    String petrov = id(written(admin, aRecord(r, crm, "C-1").with("name", "Ivan Petrov")));

    Api.Response preview = admin.post(MERGE + "/preview", merge(r, ivan, petrov, null));
    assertThat(preview.status()).as(preview.toString()).isEqualTo(200);
    JsonNode record = preview.json().path("record");
    assertThat(record.path("etalonId").asString()).isEqualTo(ivan);
    // The CRM weighs more: its name wins although Ivan's record is the winner; the city is the
    // ERP's.
    assertThat(value(record, "name")).isEqualTo("Ivan Petrov");
    assertThat(winner(record, "name")).isEqualTo(crm);
    assertThat(value(record, "city")).isEqualTo("Omsk");
    assertThat(winner(record, "city")).isEqualTo(erp);

    // Nothing was merged: both records read as before.
    assertThat(read(admin, r, petrov, "").json().path("etalonId").asString()).isEqualTo(petrov);
    assertThat(read(admin, r, ivan, "").json().path("attributes").path("name").asString())
        .isEqualTo("Ivan");
  }

  @Test
  void picksDifferingFromTheMergedRecordBecomeItsOnlyOverrides() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("city", "String"));
    String ivan =
        id(written(admin, aRecord(r, erp, "E-1").with("name", "Ivan").with("city", "Omsk")));
    String petrov = id(written(admin, aRecord(r, crm, "C-1").with("name", "Ivan Petrov")));
    // The steward keeps Ivan's name (the loser's CRM name would win) and the city as it comes.
    Map<String, Object> picks = new LinkedHashMap<>();
    picks.put("name", "Ivan");
    picks.put("city", "Omsk");

    Api.Response preview = admin.post(MERGE + "/preview", merge(r, ivan, petrov, picks));
    assertThat(value(preview.json().path("record"), "name")).isEqualTo("Ivan");
    assertThat(overridden(preview.json().path("record"))).containsExactly("name");

    Api.Response merged = admin.post(MERGE, merge(r, ivan, petrov, picks));
    assertThat(merged.status()).as(merged.toString()).isEqualTo(200);
    JsonNode after = admin.get("/api/v2/data/records/" + ivan + "/values").json().path("record");
    assertThat(value(after, "name")).isEqualTo("Ivan");
    assertThat(overridden(after)).containsExactly("name");
    // The CRM still reaches what the steward did not pick.
    written(admin, aRecord(r, crm, "C-1").with("name", "Ivan P.").with("city", "Tomsk"));
    JsonNode later = read(admin, r, ivan, "").json().path("attributes");
    assertThat(later.path("name").asString()).isEqualTo("Ivan");
    assertThat(later.path("city").asString()).isEqualTo("Tomsk");
  }

  @Test
  void aBadPickRefusesTheWholeMergeAndSaysWhichPick() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("size", "Integer"));
    String a = id(written(admin, aRecord(r, crm, "A").with("name", "A")));
    String b = id(written(admin, aRecord(r, crm, "B").with("name", "B")));

    for (Map<String, Object> bad :
        List.of(Map.<String, Object>of("size", "many"), Map.<String, Object>of("nothing", 1))) {
      Api.Response refused = admin.post(MERGE, merge(r, a, b, bad));
      assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
      List<String> sources = new ArrayList<>();
      refused
          .json()
          .path("details")
          .path("error")
          .forEach(e -> sources.add(e.path("source").asString()));
      assertThat(sources).as(refused.toString()).allMatch(s -> s.startsWith("picks."));
      // nothing half-written: the loser is still a record of its own
      assertThat(read(admin, r, b, "").json().path("etalonId").asString()).isEqualTo(b);
    }
    Api.Response notAnObject =
        admin.post(
            MERGE,
            Map.of(
                "entityName",
                r,
                "winnerEtalonId",
                a,
                "loserEtalonIds",
                List.of(b),
                "picks",
                List.of(1)));
    assertThat(notAnObject.status()).as(notAnObject.toString()).isEqualTo(400);
  }

  private static Map<String, Object> merge(
      String entity, String winner, String loser, Map<String, Object> picks) {
    Map<String, Object> body = new HashMap<>();
    body.put("entityName", entity);
    body.put("winnerEtalonId", winner);
    body.put("loserEtalonIds", List.of(loser));
    if (picks != null) {
      body.put("picks", picks);
    }
    return body;
  }

  private static JsonNode attribute(JsonNode record, String name) {
    for (JsonNode a : record.path("attributes")) {
      if (a.path("name").asString().equals(name)) {
        return a;
      }
    }
    throw new AssertionError("no attribute " + name + " in " + record);
  }

  private static String value(JsonNode record, String name) {
    return attribute(record, name).path("value").asString();
  }

  private static String winner(JsonNode record, String name) {
    for (JsonNode c : attribute(record, name).path("contributions")) {
      if (c.path("wins").asBoolean()) {
        return c.path("sourceSystem").asString();
      }
    }
    return null;
  }

  private static List<String> overridden(JsonNode record) {
    List<String> names = new ArrayList<>();
    record
        .path("attributes")
        .forEach(
            a -> {
              if (a.path("overridden").asBoolean()) {
                names.add(a.path("name").asString());
              }
            });
    return names;
  }

  private static String id(JsonNode answer) {
    return answer.path("etalonId").asString();
  }
}
