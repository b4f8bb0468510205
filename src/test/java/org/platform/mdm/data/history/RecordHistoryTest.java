package org.platform.mdm.data.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** A record's history and the historic record, as a data steward reads them. */
class RecordHistoryTest extends RecordApiTest {

  private static final String HISTORIC = "/api/v2/data/records-history/historic-record";

  @Test
  void historyListsEveryKindOfEventInOrderWithWhatChanged() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 50);
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("city", "String"));
    String address = aRegister(admin, "BVT", attribute("street", "String"));
    String livesAt = aRelation(admin, "MANY_TO_MANY", customer, address);
    String home = id(written(admin, aRecord(address, erp, "A-1").with("street", "Lenina 1")));
    String winner =
        id(written(admin, aRecord(customer, erp, "E-1").with("name", "Ivan").with("city", "Omsk")));
    written(admin, aRecord(customer, erp, "E-1").with("name", "Ivan P.").with("city", "Omsk"));
    written(
        admin,
        aRecord(customer, erp, "E-1")
            .with("name", "Ivan P.")
            .link(livesAt, Map.of("toEtalonId", home)));
    written(
        admin,
        aRecord(customer, erp, "E-1")
            .with("name", "Ivan P.")
            .unlink(
                livesAt,
                Map.of(
                    "toEtalonId",
                    home,
                    "validFrom",
                    "2020-01-01T00:00:00Z",
                    "validTo",
                    "2020-12-31T23:59:59.999Z")));
    written(
        admin,
        aRecord(customer, erp, "E-1")
            .with("name", "Ivan P.")
            .unlink(livesAt, Map.of("toEtalonId", home)));
    assertThat(
            admin
                .delete(
                    DATA
                        + "/"
                        + customer
                        + "/"
                        + erp
                        + "/E-1?validFrom=2021-01-01T00:00:00Z&validTo=2021-12-31T23:59:59.999Z")
                .status())
        .isEqualTo(200);
    assertThat(
            admin
                .post(
                    DATA + "/restore",
                    Map.of(
                        "entityName",
                        customer,
                        "etalonId",
                        winner,
                        "validFrom",
                        "2021-01-01T00:00:00Z",
                        "validTo",
                        "2021-12-31T23:59:59.999Z"))
                .status())
        .isEqualTo(200);
    assertThat(admin.delete(DATA + "/" + customer + "/" + erp + "/E-1").status()).isEqualTo(200);
    assertThat(
            admin
                .post(DATA + "/restore", Map.of("entityName", customer, "etalonId", winner))
                .status())
        .isEqualTo(200);
    String loser = id(written(admin, aRecord(customer, crm, "C-1").with("name", "I. Petrov")));
    merge(admin, customer, winner, loser);
    written(admin, aRecord(customer, crm, "C-1").with("name", "Ivan Petrov"));
    Api.Response out =
        admin.post(
            "/api/v2/data/unmerge",
            Map.of(
                "entityName",
                customer,
                "etalonId",
                winner,
                "externalKeys",
                List.of(Map.of("sourceSystem", crm, "externalId", "C-1"))));
    assertThat(out.json().path("detachedEtalonId").asString()).isEqualTo(loser);

    JsonNode events = history(admin, winner);
    assertThat(types(events))
        .containsExactly(
            "UPSERT",
            "UPSERT",
            "UPSERT",
            "RELATION_ADD",
            "UPSERT",
            "RELATION_DELETE",
            "UPSERT",
            "RELATION_DELETE",
            "PERIOD_DELETE",
            "PERIOD_RESTORE",
            "DELETE",
            "RESTORE",
            "RECORD_MERGE",
            "UPSERT",
            "UNMERGE");
    JsonNode first = events.get(0);
    assertThat(first.path("sourceSystem").asString()).isEqualTo(erp);
    assertThat(first.path("externalId").asString()).isEqualTo("E-1");
    assertThat(first.path("revision").asInt()).isEqualTo(1);
    assertThat(first.path("user").asString()).isEqualTo("admin");
    assertThat(changes(first)).containsExactly("city: null -> \"Omsk\"", "name: null -> \"Ivan\"");
    // The second write changed only the name; the third (with its link) changed nothing of the
    // record but dropped the city the source no longer sends.
    assertThat(changes(events.get(1))).containsExactly("name: \"Ivan\" -> \"Ivan P.\"");
    assertThat(changes(events.get(2))).containsExactly("city: \"Omsk\" -> null");
    assertThat(events.get(3).path("relation").path("relationName").asString()).isEqualTo(livesAt);
    assertThat(events.get(3).path("relation").path("toEtalonId").asString()).isEqualTo(home);
    assertThat(events.get(5).path("validFrom").asString()).startsWith("2020-01-01");
    assertThat(events.get(7).has("validFrom")).as("a whole link deleted").isFalse();
    assertThat(events.get(8).path("validFrom").asString()).startsWith("2021-01-01");
    assertThat(changes(events.get(8))).containsExactly("name: \"Ivan P.\" -> null");
    assertThat(changes(events.get(9))).containsExactly("name: null -> \"Ivan P.\"");
    JsonNode merge = events.get(12);
    assertThat(texts(merge.path("loserEtalonIds"))).containsExactly(loser);
    assertThat(keys(merge)).containsExactly(crm + "/C-1");
    // The write to the loser's key while merged is the winner's, with the loser's earlier value.
    assertThat(events.get(13).path("sourceSystem").asString()).isEqualTo(crm);
    assertThat(changes(events.get(13))).containsExactly("name: \"I. Petrov\" -> \"Ivan Petrov\"");
    assertThat(events.get(14).path("detachedEtalonId").asString()).isEqualTo(loser);
    assertThat(keys(events.get(14))).containsExactly(crm + "/C-1");
    assertThat(seqs(events)).isSorted();

    // The loser's own story: its write, the merge it lost, the unmerge that brought it back.
    JsonNode loserEvents = history(admin, loser);
    assertThat(types(loserEvents)).containsExactly("UPSERT", "RECORD_MERGE_LOSER", "UNMERGE");
    assertThat(loserEvents.get(1).path("winnerEtalonId").asString()).isEqualTo(winner);
    assertThat(loserEvents.get(2).path("unmergedFromEtalonId").asString()).isEqualTo(winner);
  }

  @Test
  void aMergedRecordAnswersItsOwnHistoryWhileMerged() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String winner = id(written(admin, aRecord(r, erp, "E-1").with("name", "a")));
    String loser = id(written(admin, aRecord(r, erp, "E-2").with("name", "b")));
    merge(admin, r, winner, loser);

    assertThat(types(history(admin, loser))).containsExactly("UPSERT", "RECORD_MERGE_LOSER");
    assertThat(types(history(admin, winner))).containsExactly("UPSERT", "RECORD_MERGE");
  }

  @Test
  void historicRecordShowsEachSideAsItWasBeforeTheMergeAndAsKnownAtAMoment() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 50);
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("city", "String"));
    String winner = id(written(admin, aRecord(r, erp, "E-1").with("name", "Ivan")));
    String loser =
        id(written(admin, aRecord(r, crm, "C-1").with("name", "I. Petrov").with("city", "Omsk")));
    String beforeMerge = moment();
    merge(admin, r, winner, loser);
    written(admin, aRecord(r, erp, "E-1").with("name", "Ivan Ivanov"));
    String afterMerge = moment();
    written(admin, aRecord(r, crm, "C-1").with("name", "Ivan Petrov").with("city", "Tomsk"));

    // Now: the winner with both sources (the heavier CRM name wins).
    JsonNode now = historic(admin, r, winner, null, null);
    assertThat(attributes(now)).containsExactly("city=Tomsk", "name=Ivan Petrov");
    assertThat(keys(now)).containsExactlyInAnyOrder(erp + "/E-1", crm + "/C-1");
    // Before the merge the winner had only its own source, the loser only its own.
    JsonNode winnerBefore = historic(admin, r, winner, null, beforeMerge);
    assertThat(attributes(winnerBefore)).containsExactly("name=Ivan");
    assertThat(keys(winnerBefore)).containsExactly(erp + "/E-1");
    JsonNode loserBefore = historic(admin, r, loser, null, beforeMerge);
    assertThat(attributes(loserBefore)).containsExactly("city=Omsk", "name=I. Petrov");
    assertThat(etalon(loserBefore).path("status").asString()).isEqualTo("ACTIVE");
    // After the merge, as known then: the CRM write that came later is not seen.
    assertThat(attributes(historic(admin, r, winner, null, afterMerge)))
        .containsExactly("city=Omsk", "name=I. Petrov");
    // A merged record is shown as it stood just before its merge, with a note naming the winner.
    JsonNode loserNow = historic(admin, r, loser, null, null);
    assertThat(attributes(loserNow)).containsExactly("city=Omsk", "name=I. Petrov");
    assertThat(etalon(loserNow).path("status").asString()).isEqualTo("MERGED");
    assertThat(etalon(loserNow).path("etalonId").asString()).isEqualTo(loser);
    assertThat(data(loserNow).path("details").path("info").get(0).path("content").asString())
        .contains(loser, winner);
    assertThat(keys(loserNow)).containsExactly(crm + "/C-1");
  }

  @Test
  void historicRecordReadsAtATimelineDateAsKnownAtAMoment() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String e =
        id(
            written(
                admin,
                aRecord(r, erp, "E-1")
                    .with("name", "old")
                    .valid(null, "2020-12-31T23:59:59.999Z")));
    written(admin, aRecord(r, erp, "E-1").with("name", "new").valid("2021-01-01T00:00:00Z", null));
    String known = moment();
    written(
        admin, aRecord(r, erp, "E-1").with("name", "newer").valid("2021-01-01T00:00:00Z", null));

    assertThat(attributes(historic(admin, r, e, "2020-06-01T00:00:00Z", known)))
        .containsExactly("name=old");
    assertThat(attributes(historic(admin, r, e, "2022-06-01T00:00:00Z", known)))
        .containsExactly("name=new");
    assertThat(attributes(historic(admin, r, e, "2022-06-01T00:00:00Z", null)))
        .containsExactly("name=newer");
    // Before the record existed there is nothing to show.
    Api.Response before = historicResponse(admin, r, e, null, "2001-01-01T00:00:00Z");
    assertThat(before.status()).as(before.toString()).isEqualTo(404);
  }

  @Test
  void aHistoricRecordThatFindsNothingNamesTheMomentAskedFor() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String e =
        id(
            written(
                admin,
                aRecord(r, erp, "E-1").with("name", "a").valid(null, "2020-12-31T23:59:59.999Z")));
    String written = moment();
    Api.Response notYet = historicResponse(admin, r, e, null, "2001-06-01T12:00:00Z");
    Api.Response outside = historicResponse(admin, r, e, null, written);

    assertThat(notYet.status()).as(notYet.toString()).isEqualTo(404);
    assertThat(notYet.errorCodes()).containsExactly("DATA_RECORD_NOT_CREATED_YET");
    assertThat(message(notYet))
        .contains(e)
        .contains("did not exist yet at " + asServerShows("2001-06-01T12:00:00Z"));
    assertThat(outside.status()).as(outside.toString()).isEqualTo(404);
    assertThat(outside.errorCodes()).containsExactly("DATA_RECORD_NOT_FOUND_AS_KNOWN_AT");
    assertThat(message(outside)).contains(e).contains("as known at " + asServerShows(written));
  }

  @Test
  void badRequestsAreRefusedClearly() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String e = id(written(admin, aRecord(r, erp, "E-1").with("name", "a")));

    assertStatus(admin.get("/api/v2/data/records/not-a-uuid/history"), 400, "etalonId");
    assertStatus(
        admin.get("/api/v2/data/records/" + java.util.UUID.randomUUID() + "/history"), 404, "");
    assertStatus(admin.post(HISTORIC, Map.of("payload", Map.of())), 400, "payload");
    assertStatus(admin.post(HISTORIC, List.of(1, 2)), 400, "");
    assertStatus(historicResponse(admin, r, e, "yesterday", null), 400, "timelineDate");
    assertStatus(historicResponse(admin, r, e, null, "soon"), 400, "lastUpdateDate");
    assertStatus(historicResponse(admin, r, "nope", null, null), 400, "etalonId");
    assertStatus(
        historicResponse(admin, r, java.util.UUID.randomUUID().toString(), null, null), 404, "");
    Api noRights = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));
    assertStatus(noRights.get("/api/v2/data/records/" + e + "/history"), 403, "");
    assertStatus(historicResponse(noRights, r, e, null, null), 403, "");
  }

  // ---- helpers

  private static void assertStatus(Api.Response response, int status, String mentions) {
    assertThat(response.status()).as(response.toString()).isEqualTo(status);
    assertThat(response.text()).contains(mentions);
  }

  /** A moment strictly between the writes before and after it. */
  private static String moment() throws InterruptedException {
    Thread.sleep(5);
    String at = java.time.OffsetDateTime.now(java.time.ZoneOffset.UTC).toString();
    Thread.sleep(5);
    return at;
  }

  private static String message(Api.Response response) {
    return response.json().path("details").path("error").path(0).path("externalMessage").asString();
  }

  /** A moment as the server writes dates: in its zone, with milliseconds. */
  private static String asServerShows(String moment) {
    return org.platform.mdm.system.JsonDates.format(
        java.time.OffsetDateTime.parse(moment), java.time.ZoneId.systemDefault());
  }

  private void merge(Api admin, String entity, String winner, String loser) {
    Api.Response r =
        admin.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName", entity, "winnerEtalonId", winner, "loserEtalonIds", List.of(loser)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  private static JsonNode history(Api admin, String etalonId) {
    Api.Response r = admin.get("/api/v2/data/records/" + etalonId + "/history");
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("events");
  }

  private static Api.Response historicResponse(
      Api admin, String entity, String etalonId, String timelineDate, String lastUpdateDate) {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("entityName", entity);
    data.put("etalonId", etalonId);
    if (timelineDate != null) {
      data.put("timelineDate", timelineDate);
    }
    if (lastUpdateDate != null) {
      data.put("lastUpdateDate", lastUpdateDate);
    }
    return admin.post(HISTORIC, Map.of("payload", Map.of("org.platform.mdm.rest.v2.data", data)));
  }

  private static JsonNode historic(
      Api admin, String entity, String etalonId, String timelineDate, String lastUpdateDate) {
    Api.Response r = historicResponse(admin, entity, etalonId, timelineDate, lastUpdateDate);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  private static JsonNode data(JsonNode answer) {
    return answer.path("payload").path("org.platform.mdm.rest.v2.data");
  }

  private static JsonNode etalon(JsonNode answer) {
    return data(answer).path("etalon");
  }

  private static List<String> attributes(JsonNode answer) {
    List<String> values = new ArrayList<>();
    etalon(answer)
        .path("attributes")
        .properties()
        .forEach(f -> values.add(f.getKey() + "=" + f.getValue().asString()));
    return values.stream().sorted().toList();
  }

  private static List<String> keys(JsonNode node) {
    JsonNode keys =
        node.has("externalKeys")
            ? node.path("externalKeys")
            : data(node).path("recordKeys").path("externalKeys");
    List<String> list = new ArrayList<>();
    keys.forEach(
        k ->
            list.add(
                k.path("sourceSystem").asString()
                    + "/"
                    + (k.has("externalId") ? k.path("externalId") : k.path("id")).asString()));
    return list;
  }

  private static List<String> types(JsonNode events) {
    return texts(events, "type");
  }

  private static List<String> texts(JsonNode array) {
    List<String> list = new ArrayList<>();
    array.forEach(n -> list.add(n.asString()));
    return list;
  }

  private static List<Long> seqs(JsonNode events) {
    List<Long> list = new ArrayList<>();
    events.forEach(e -> list.add(e.path("seq").asLong()));
    return list;
  }

  private static List<String> changes(JsonNode event) {
    List<String> list = new ArrayList<>();
    event
        .path("changes")
        .forEach(
            c ->
                list.add(
                    c.path("attribute").asString()
                        + ": "
                        + (c.path("oldValue").isMissingNode() ? "null" : c.path("oldValue"))
                        + " -> "
                        + (c.path("newValue").isMissingNode() ? "null" : c.path("newValue"))));
    return list;
  }

  private static String id(JsonNode answer) {
    return answer.path("etalonId").asString();
  }
}
