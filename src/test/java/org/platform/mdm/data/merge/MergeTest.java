package org.platform.mdm.data.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordMerges;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/** Merge of records into one and unmerge of origins, as a data steward uses them. */
class MergeTest extends RecordApiTest {

  @Autowired JdbcClient jdbc;
  @Autowired RecordMerges merges;

  private static final String MERGE = "/api/v2/data/merge";
  private static final String UNMERGE = "/api/v2/data/unmerge";

  @Test
  void threeRecordsMergeIntoOneAndEachComesBackAsItWas() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String erp = aSource(admin, "erp", 40);
    String web = aSource(admin, "web", 10);
    String r =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            attribute("city", "String"),
            attribute("phone", "String"));
    String winner = id(written(admin, aRecord(r, erp, "E-1").with("name", "Ivan Petrov")));
    String second =
        id(written(admin, aRecord(r, crm, "C-7").with("name", "I. Petrov").with("city", "Omsk")));
    String third = id(written(admin, aRecord(r, web, "W-3").with("phone", "+7 900")));
    JsonNode before2 = attributesAt(admin, r, second, "");
    JsonNode before3 = attributesAt(admin, r, third, "");

    Api.Response merged =
        admin.post(
            MERGE,
            Map.of(
                "entityName",
                r,
                "winnerEtalonId",
                winner,
                "loserEtalonIds",
                List.of(second, third)));
    assertThat(merged.status()).as(merged.toString()).isEqualTo(200);
    assertThat(merged.json().path("winnerEtalonId").asString()).isEqualTo(winner);
    assertThat(texts(merged.json().path("externalKeys"), "id"))
        .containsExactlyInAnyOrder("E-1", "C-7", "W-3");

    // The heavier CRM name wins, each source adds what it has.
    JsonNode golden = attributesAt(admin, r, winner, "");
    assertThat(golden.path("name").asString()).isEqualTo("I. Petrov");
    assertThat(golden.path("city").asString()).isEqualTo("Omsk");
    assertThat(golden.path("phone").asString()).isEqualTo("+7 900");
    // A loser reads as its winner, with a note naming both; its key now names the winner.
    Api.Response loser = read(admin, r, third, "");
    assertThat(loser.status()).as(loser.toString()).isEqualTo(200);
    assertThat(loser.json().path("etalonId").asString()).isEqualTo(winner);
    assertThat(loser.json().path("details").path("info").get(0).path("content").asString())
        .contains(third, winner);
    assertThat(admin.get(DATA + "/" + r + "/" + web + "/W-3").json().path("etalonId").asString())
        .isEqualTo(winner);
    // A write to the loser's key changes the winner.
    written(admin, aRecord(r, web, "W-3").with("phone", "+7 901"));
    assertThat(attributesAt(admin, r, winner, "").path("phone").asString()).isEqualTo("+7 901");

    Api.Response out = admin.post(UNMERGE, unmergeOne(r, winner, crm, "C-7"));
    assertThat(out.status()).as(out.toString()).isEqualTo(200);
    assertThat(out.json().path("detachedEtalonId").asString()).isEqualTo(second);
    assertThat(out.json().path("created").asBoolean()).isFalse();
    assertThat(attributesAt(admin, r, second, "")).isEqualTo(before2);
    JsonNode rest = attributesAt(admin, r, winner, "");
    assertThat(rest.path("name").asString()).isEqualTo("Ivan Petrov");
    assertThat(rest.has("city")).isFalse();
    assertThat(rest.path("phone").asString()).isEqualTo("+7 901");

    // Merged again and taken out again: the same record comes back each time.
    for (int round = 0; round < 2; round++) {
      mergeInto(admin, r, winner, second);
      Api.Response again = admin.post(UNMERGE, unmergeOne(r, winner, crm, "C-7"));
      assertThat(again.json().path("detachedEtalonId").asString()).isEqualTo(second);
      assertThat(attributesAt(admin, r, second, "")).isEqualTo(before2);
    }
    assertThat(before3.path("phone").asString()).isEqualTo("+7 900");
  }

  @Test
  void linksFollowTheWinnerJoinTheSameLinkAndComeBackWithTheLoser() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String address = aRegister(admin, "BVT", attribute("street", "String"));
    String livesAt =
        aRelation(admin, "MANY_TO_MANY", customer, address, attribute("kind", "String"));
    String knows = aRelation(admin, "MANY_TO_MANY", customer, customer);
    String home = id(written(admin, aRecord(address, erp, "A-1").with("street", "Lenina 1")));
    String office = id(written(admin, aRecord(address, erp, "A-2").with("street", "Mira 2")));
    String winner =
        id(
            written(
                admin,
                aRecord(customer, erp, "E-1")
                    .with("name", "Ivan")
                    .link(livesAt, cascaded(link(home, "home")))));
    String loser =
        id(
            written(
                admin,
                aRecord(customer, crm, "C-1")
                    .with("name", "Ivan P.")
                    .link(livesAt, cascaded(link(home, "work")))
                    .link(livesAt, link(office, "office"))));
    String friend =
        id(
            written(
                admin,
                aRecord(customer, erp, "F-1")
                    .with("name", "Olga")
                    .link(knows, Map.of("toEtalonId", loser))));

    assertThat(
            admin
                .post(
                    MERGE,
                    Map.of(
                        "entityName",
                        customer,
                        "winnerEtalonId",
                        winner,
                        "loserEtalonIds",
                        List.of(loser)))
                .status())
        .isEqualTo(200);
    // One link to the home (both sources, the heavier CRM's kind wins), the loser's office link,
    // and the friend's link now ends at the winner.
    Map<String, String> merged = kinds(admin, customer, winner, livesAt);
    assertThat(merged).containsExactlyInAnyOrderEntriesOf(Map.of(home, "work", office, "office"));
    assertThat(related(admin, customer, friend, knows)).containsExactly(winner);

    Api.Response back = admin.post(UNMERGE, unmergeOne(customer, winner, crm, "C-1"));
    assertThat(back.status()).as(back.toString()).isEqualTo(200);
    assertThat(kinds(admin, customer, winner, livesAt))
        .containsExactlyInAnyOrderEntriesOf(Map.of(home, "home"));
    assertThat(kinds(admin, customer, loser, livesAt))
        .containsExactlyInAnyOrderEntriesOf(Map.of(home, "work", office, "office"));
    assertThat(related(admin, customer, friend, knows)).containsExactly(loser);
    assertThat(operationType(loser, home))
        .as("the link split off keeps how it was written")
        .isEqualTo("CASCADED");
  }

  private static Map<String, Object> cascaded(Map<String, Object> item) {
    Map<String, Object> copy = new java.util.LinkedHashMap<>(item);
    copy.put("operationType", "CASCADED");
    return copy;
  }

  private String operationType(String from, String to) {
    return jdbc.sql(
            "select operation_type from relation_etalons where from_etalon_id = ?::uuid"
                + " and to_etalon_id = ?::uuid")
        .params(from, to)
        .query(String.class)
        .single();
  }

  private static Map<String, Object> link(String to, String kind) {
    return Map.of("toEtalonId", to, "attributes", Map.of("kind", kind));
  }

  /** The records a record links to by a relation now, each with the link's kind. */
  private Map<String, String> kinds(Api admin, String entity, String etalonId, String relation) {
    Map<String, String> kinds = new java.util.HashMap<>();
    read(admin, entity, etalonId, "relations=true")
        .json()
        .path("relations")
        .path(relation)
        .forEach(
            l ->
                kinds.put(
                    l.path("etalonId").asString(), l.path("attributes").path("kind").asString()));
    return kinds;
  }

  private List<String> related(Api admin, String entity, String etalonId, String relation) {
    return texts(
        read(admin, entity, etalonId, "relations=true").json().path("relations").path(relation),
        "etalonId");
  }

  @Test
  void keysNotBroughtByOneMergeLeaveIntoANewRecord() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String one = id(written(admin, aRecord(r, erp, "E-1").with("name", "Anna")));
    written(admin, aRecord(r, crm, "C-1").with("name", "Anna K.").field("etalonId", one));

    Api.Response out =
        admin.post(
            UNMERGE,
            Map.of(
                "entityName",
                r,
                "etalonId",
                one,
                "externalKeys",
                List.of(Map.of("sourceSystem", crm, "externalId", "C-1")),
                "blockFutureMerges",
                true));
    assertThat(out.status()).as(out.toString()).isEqualTo(200);
    assertThat(out.json().path("created").asBoolean()).isTrue();
    String split = out.json().path("detachedEtalonId").asString();
    assertThat(split).isNotEqualTo(one);
    assertThat(attributesAt(admin, r, split, "").path("name").asString()).isEqualTo("Anna K.");
    assertThat(attributesAt(admin, r, one, "").path("name").asString()).isEqualTo("Anna");
    assertThat(texts(out.json().path("detachedExternalKeys"), "id")).containsExactly("C-1");
    // Matching is to leave the pair apart from now on, in either order.
    assertThat(merges.blocked(EtalonId.parse(one, "a"), EtalonId.parse(split, "b"))).isTrue();
    assertThat(merges.blocked(EtalonId.parse(split, "b"), EtalonId.parse(one, "a"))).isTrue();
    String third =
        written(admin, aRecord(r, erp, "E-2").with("name", "x")).path("etalonId").asString();
    assertThat(merges.blocked(EtalonId.parse(one, "a"), EtalonId.parse(third, "c"))).isFalse();
  }

  @Test
  void badMergesAndUnmergesAreRefusedAndChangeNothing() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String other = aRegister(admin, "BVT", attribute("name", "String"));
    String a = id(written(admin, aRecord(r, erp, "A").with("name", "a")));
    String b = id(written(admin, aRecord(r, erp, "B").with("name", "b")));
    String c = id(written(admin, aRecord(r, erp, "C").with("name", "c")));
    String foreign = id(written(admin, aRecord(other, erp, "F").with("name", "f")));
    String unknown = UUID.randomUUID().toString();

    assertRefused(
        admin.post(MERGE, Map.of("entityName", r, "winnerEtalonId", a)), 400, "loserEtalonIds");
    assertRefused(
        admin.post(
            MERGE, Map.of("entityName", r, "winnerEtalonId", a, "loserEtalonIds", List.of(a))),
        400,
        "loserEtalonIds[0]");
    assertRefused(
        admin.post(
            MERGE,
            Map.of("entityName", r, "winnerEtalonId", "nope", "loserEtalonIds", List.of(b, 7))),
        400,
        "winnerEtalonId",
        "loserEtalonIds[1]");
    assertRefused(
        admin.post(
            MERGE,
            Map.of("entityName", r, "winnerEtalonId", a, "loserEtalonIds", List.of(b, unknown))),
        404,
        unknown);
    assertRefused(
        admin.post(
            MERGE,
            Map.of("entityName", r, "winnerEtalonId", a, "loserEtalonIds", List.of(foreign))),
        400,
        "loserEtalonIds[0]");
    assertRefused(admin.send("POST", MERGE, "[1, 2]", "application/json"), 400, "");
    assertRefused(admin.send("POST", MERGE, "{\"entityName\": ", "application/json"), 400, "");
    // Nothing of the refused merges happened: b is still itself.
    assertThat(read(admin, r, b, "").json().path("etalonId").asString()).isEqualTo(b);

    assertThat(
            admin
                .post(
                    MERGE,
                    Map.of("entityName", r, "winnerEtalonId", a, "loserEtalonIds", List.of(b)))
                .status())
        .isEqualTo(200);
    assertRefused(
        admin.post(
            MERGE, Map.of("entityName", r, "winnerEtalonId", c, "loserEtalonIds", List.of(b))),
        400,
        "loserEtalonIds[0]");
    assertRefused(
        admin.post(
            MERGE, Map.of("entityName", r, "winnerEtalonId", b, "loserEtalonIds", List.of(c))),
        400,
        "winnerEtalonId");
    // A merged record cannot be written by its etalon id (its keys name the winner).
    assertRefused(
        admin.post(DATA, aRecord(r, erp, "Z").with("name", "z").field("etalonId", b).body()),
        400,
        "etalonId");

    assertRefused(admin.post(UNMERGE, unmergeOne(r, a, erp, "C")), 400, "externalKeys[0]");
    assertRefused(
        admin.post(
            UNMERGE,
            Map.of(
                "entityName",
                r,
                "etalonId",
                a,
                "externalKeys",
                List.of(
                    Map.of("sourceSystem", erp, "externalId", "A"),
                    Map.of("sourceSystem", erp, "externalId", "B")))),
        400,
        "externalKeys");
    assertRefused(
        admin.post(
            UNMERGE,
            Map.of(
                "entityName",
                r,
                "etalonId",
                a,
                "externalKeys",
                List.of(Map.of("sourceSystem", erp)))),
        400,
        "externalKeys[0].externalId");
    assertRefused(admin.post(UNMERGE, unmergeOne(r, b, erp, "B")), 400, "etalonId");
    assertThat(texts(read(admin, r, a, "").json().path("externalKeys"), "id"))
        .containsExactlyInAnyOrder("A", "B");
  }

  @Test
  void aDeletedLoserComesBackDeleted() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 50);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String a = id(written(admin, aRecord(r, erp, "A").with("name", "a")));
    String b = id(written(admin, aRecord(r, crm, "B").with("name", "b")));
    assertThat(admin.delete(DATA + "/" + r + "/" + crm + "/B").status()).isEqualTo(200);

    assertThat(
            admin
                .post(
                    MERGE,
                    Map.of("entityName", r, "winnerEtalonId", a, "loserEtalonIds", List.of(b)))
                .status())
        .isEqualTo(200);
    // The winner is active: the deleted loser's source takes part in it like any other.
    assertThat(attributesAt(admin, r, a, "").path("name").asString()).isEqualTo("b");

    Api.Response back = admin.post(UNMERGE, unmergeOne(r, a, crm, "B"));
    assertThat(back.status()).as(back.toString()).isEqualTo(200);
    assertThat(back.json().path("detachedEtalonId").asString()).isEqualTo(b);
    assertThat(read(admin, r, b, "").status()).isEqualTo(404);
    Api.Response deleted = read(admin, r, b, "includeInactive=true");
    assertThat(deleted.json().path("status").asString()).isEqualTo("INACTIVE");
    assertThat(attributesAt(admin, r, a, "").path("name").asString()).isEqualTo("a");
  }

  @Test
  void aBulkLoadCannotAttachAKeyToAMergedRecord() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String a = id(written(admin, aRecord(r, erp, "A").with("name", "a")));
    String b = id(written(admin, aRecord(r, erp, "B").with("name", "b")));
    assertThat(
            admin
                .post(
                    MERGE,
                    Map.of("entityName", r, "winnerEtalonId", a, "loserEtalonIds", List.of(b)))
                .status())
        .isEqualTo(200);

    String ndjson =
        String.format(
            "{\"entityName\": \"%s\", \"sourceSystem\": \"%s\", \"externalId\": \"N\","
                + " \"etalonId\": \"%s\", \"attributes\": {\"name\": \"n\"}}%n",
            r, erp, b);
    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson, "application/x-ndjson");
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("rejected").asLong()).as(done.toString()).isEqualTo(1);
    assertThat(done.path("rejections").get(0).path("errors").get(0).path("code").asString())
        .isEqualTo("DATA_ETALON_MERGED");
    assertThat(admin.get(DATA + "/" + r + "/" + erp + "/N").status()).isEqualTo(404);
  }

  @Test
  void physicallyDeletingAWinnerDeletesTheRecordsMergedIntoIt() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String winner = id(written(admin, aRecord(r, erp, "W").with("name", "w")));
    String loser = id(written(admin, aRecord(r, erp, "L").with("name", "l")));
    String earlier = id(written(admin, aRecord(r, erp, "E").with("name", "e")));
    String other = id(written(admin, aRecord(r, erp, "O").with("name", "o")));
    // earlier → loser, then loser → winner: both are gone with the winner, other stays.
    mergeInto(admin, r, loser, earlier);
    mergeInto(admin, r, winner, loser);

    assertThat(admin.delete(DATA + "/" + r + "/" + erp + "/E?wipe=true").status()).isEqualTo(200);

    for (String gone : List.of(winner, loser, earlier)) {
      assertThat(read(admin, r, gone, "").status()).as(gone).isEqualTo(404);
      assertThat(admin.get("/api/v2/data/records/" + gone + "/history").status()).isEqualTo(404);
    }
    for (String key : List.of("W", "L", "E")) {
      assertThat(admin.get(DATA + "/" + r + "/" + erp + "/" + key).status()).isEqualTo(404);
    }
    assertThat(read(admin, r, other, "").status()).isEqualTo(200);
  }

  @Test
  void mergingNeedsTheRightToUpdateTheEntity() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String a = id(written(admin, aRecord(r, erp, "A").with("name", "a")));
    String b = id(written(admin, aRecord(r, erp, "B").with("name", "b")));
    Api reader = aUserWithRoles(aRole(List.of(grant(r, "READ"))));

    assertRefused(
        reader.post(
            MERGE, Map.of("entityName", r, "winnerEtalonId", a, "loserEtalonIds", List.of(b))),
        403,
        "");
    assertRefused(reader.post(UNMERGE, unmergeOne(r, a, erp, "A")), 403, "");
    assertThat(read(admin, r, b, "").json().path("etalonId").asString()).isEqualTo(b);
  }

  private static Map<String, Object> unmergeOne(
      String entity, String etalonId, String source, String externalId) {
    return Map.of(
        "entityName",
        entity,
        "etalonId",
        etalonId,
        "externalKeys",
        List.of(Map.of("sourceSystem", source, "externalId", externalId)));
  }

  /** Merges records into a winner; expects 200. */
  private static void mergeInto(Api admin, String entity, String winner, String... losers) {
    Api.Response r =
        admin.post(
            MERGE,
            Map.of(
                "entityName", entity, "winnerEtalonId", winner, "loserEtalonIds", List.of(losers)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  private static String id(JsonNode answer) {
    return answer.path("etalonId").asString();
  }

  /** The status, and every named source among the errors' sources. */
  private static void assertRefused(Api.Response r, int status, String... sources) {
    assertThat(r.status()).as(r.toString()).isEqualTo(status);
    JsonNode errors = r.json().path("details").path("error");
    assertThat(errors.isEmpty()).as(r.toString()).isFalse();
    List<String> found = texts(errors, "source");
    for (String source : sources) {
      if (!source.isEmpty()) {
        assertThat(String.join(" ", found) + " " + r.text()).as(r.toString()).contains(source);
      }
    }
  }
}
