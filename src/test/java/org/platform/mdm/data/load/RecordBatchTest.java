package org.platform.mdm.data.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * Batches of the record API, written through the bulk path: each item is answered as its single
 * write would be, in order, with what a single write does beside (notifications, search, rights).
 */
class RecordBatchTest extends RecordApiTest {

  private static JsonNode batch(Api client, List<Map<String, Object>> items) {
    Api.Response r = client.post(DATA + "/batch", items);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  @Test
  void goodItemsAreWrittenInOrderAndBadOnesRefusedAloneWithTheirProblems() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 60);
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("age", "Integer"));
    String known =
        written(admin, aRecord(customer, erp, "K").with("name", "before"))
            .path("etalonId")
            .asString();
    String named = UUID.randomUUID().toString();

    JsonNode answer =
        batch(
            admin,
            List.of(
                aRecord(customer, erp, "A").with("name", "first").field("etalonId", named).body(),
                aRecord(customer, erp, "B").with("age", "not a number").body(),
                aRecord(customer, erp, "A").with("name", "second").with("age", 7).body(),
                aRecord(customer, erp, "K").with("name", "after").body(),
                aRecord(customer, crm, "A2").with("name", "crm").field("etalonId", named).body(),
                aRecord(customer, erp, "K").field("etalonId", named).body(),
                aRecord(customer, "no-such-source", "C").body()));

    assertThat(answer.path("succeeded").asInt()).isEqualTo(4);
    assertThat(answer.path("failed").asInt()).isEqualTo(3);
    JsonNode results = answer.path("results");
    assertThat(texts(results, "index")).containsExactly("0", "1", "2", "3", "4", "5", "6");
    assertThat(texts(results, "status"))
        .containsExactly("200", "400", "200", "200", "200", "409", "400");
    assertThat(results.get(0).path("etalonId").asString()).isEqualTo(named);
    assertThat(results.get(0).path("created").asBoolean()).isTrue();
    assertThat(texts(results.get(0).path("externalKeys"), "id"))
        .as("the keys after the item, not after the batch")
        .containsExactly("A");
    assertThat(results.get(1).path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_ATTRIBUTE_WRONG_TYPE");
    assertThat(results.get(1).path("etalonId").isNull()).isTrue();
    assertThat(results.get(2).path("etalonId").asString()).isEqualTo(named);
    assertThat(results.get(2).path("created").asBoolean()).as("A exists by then").isFalse();
    assertThat(results.get(3).path("etalonId").asString()).isEqualTo(known);
    assertThat(results.get(3).path("created").asBoolean()).isFalse();
    assertThat(texts(results.get(4).path("externalKeys"), "id"))
        .containsExactlyInAnyOrder("A", "A2");
    assertThat(results.get(5).path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_KEY_OF_ANOTHER_ETALON");
    assertThat(results.get(6).path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_SOURCE_SYSTEM_UNKNOWN");

    JsonNode a = attributesAt(admin, customer, named, "");
    assertThat(a.path("name").asString()).as("crm (60) outweighs erp").isEqualTo("crm");
    assertThat(a.path("age").asInt()).as("the second write of A").isEqualTo(7);
    assertThat(attributesAt(admin, customer, known, "").path("name").asString()).isEqualTo("after");
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/B").status()).isEqualTo(404);
  }

  @Test
  void aWriteToALogicallyDeletedRecordIsKeptWithAWarningAsASingleWriteIs() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "D").with("name", "n")).path("etalonId").asString();
    assertThat(admin.delete(DATA + "/" + customer + "/" + erp + "/D").status()).isEqualTo(200);

    JsonNode item =
        batch(admin, List.of(aRecord(customer, erp, "D").with("name", "m").body()))
            .path("results")
            .get(0);

    assertThat(item.path("status").asInt()).isEqualTo(200);
    assertThat(item.path("details").path("warning").get(0).path("source").asString())
        .isEqualTo("etalonId");
    assertThat(read(admin, customer, etalonId, "").status()).isEqualTo(404);
    assertThat(
            read(admin, customer, etalonId, "includeInactive=true")
                .json()
                .path("attributes")
                .path("name")
                .asString())
        .isEqualTo("m");
  }

  @Test
  void rightsAreThoseOfEachItemWrittenAlone() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String known =
        written(admin, aRecord(customer, erp, "K").with("name", "n")).path("etalonId").asString();
    Api creator = aUserWithRoles(aRole(List.of(grant(customer, "CREATE", "READ"))));
    Api updater = aUserWithRoles(aRole(List.of(grant(customer, "UPDATE", "READ"))));

    JsonNode created =
        batch(
            creator,
            List.of(
                aRecord(customer, erp, "N").with("name", "new").body(),
                aRecord(customer, erp, "N").with("name", "again").body(),
                aRecord(customer, erp, "K").with("name", "x").body()));
    assertThat(texts(created.path("results"), "status")).containsExactly("200", "403", "403");
    assertThat(
            created
                .path("results")
                .get(1)
                .path("details")
                .path("error")
                .get(0)
                .path("code")
                .asString())
        .isEqualTo("DATA_ACCESS_DENIED");

    JsonNode updated =
        batch(
            updater,
            List.of(
                aRecord(customer, erp, "K").with("name", "changed").body(),
                aRecord(customer, erp, "M").with("name", "new").body(),
                aRecord(customer, erp, "N").with("name", "changed").body()));
    assertThat(texts(updated.path("results"), "status")).containsExactly("200", "403", "200");
    assertThat(attributesAt(admin, customer, known, "").path("name").asString())
        .isEqualTo("changed");
    assertThat(
            attributesAt(
                    admin, customer, created.path("results").get(0).path("etalonId").asString(), "")
                .path("name")
                .asString())
        .isEqualTo("changed");
  }

  @Test
  void everyRecordIsNotifiedAndFindableWhenTheBatchAnswers() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("city", "String"));
    List<Map<String, Object>> items = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      items.add(
          aRecord(customer, erp, "S-" + i).with("city", i % 2 == 0 ? "Berlin" : "Paris").body());
    }

    JsonNode answer = batch(admin, items);

    List<String> berlin = new ArrayList<>();
    for (int i = 0; i < 20; i += 2) {
      berlin.add(answer.path("results").get(i).path("etalonId").asString());
    }
    Map<String, Object> filter = new LinkedHashMap<>();
    filter.put("attribute", "city");
    filter.put("operator", "EQ");
    filter.put("value", "Berlin");
    Map<String, Object> search = new LinkedHashMap<>();
    search.put("entityName", customer);
    search.put("filters", filter);
    search.put("limit", 100);
    Api.Response found = admin.post("/api/v2/search/records", search);
    assertThat(found.status()).as(found.toString()).isEqualTo(200);
    assertThat(texts(found.json().path("hits"), "etalonId"))
        .containsExactlyInAnyOrderElementsOf(berlin);

    List<String> told = new ArrayList<>();
    long after = 0;
    while (true) {
      JsonNode page = admin.get("/api/v2/notifications?after=" + after + "&limit=1000").json();
      if (page.path("notifications").isEmpty()) {
        break;
      }
      for (JsonNode n : page.path("notifications")) {
        JsonNode body = n.path("notification");
        if (body.path("entityName").asString().equals(customer)) {
          assertThat(body.path("type").asString()).isEqualTo("UPSERT");
          told.add(body.path("etalonId").asString());
        }
      }
      after = page.path("last").asLong();
    }
    assertThat(told).containsExactlyInAnyOrderElementsOf(texts(answer.path("results"), "etalonId"));
  }

  @Test
  void itemsWithRelationsTakeTheSinglePathInTheirPlaceInTheOrder() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String address = aRegister(admin, "BVT", attribute("street", "String"));
    String livesAt = aRelation(admin, "REFERENCES", customer, address);
    String home = UUID.randomUUID().toString();
    Map<String, Object> link = new LinkedHashMap<>();
    link.put("toEtalonId", home);

    JsonNode answer =
        batch(
            admin,
            List.of(
                aRecord(address, erp, "H").with("street", "Main").field("etalonId", home).body(),
                aRecord(customer, erp, "C").with("name", "one").link(livesAt, link).body(),
                aRecord(customer, erp, "C").with("name", "two").body()));

    assertThat(texts(answer.path("results"), "status")).containsExactly("200", "200", "200");
    String c = answer.path("results").get(1).path("etalonId").asString();
    assertThat(answer.path("results").get(2).path("etalonId").asString()).isEqualTo(c);
    JsonNode read = read(admin, customer, c, "relations=true").json();
    assertThat(read.path("attributes").path("name").asString()).isEqualTo("two");
    assertThat(texts(read.path("relations").path(livesAt), "etalonId")).containsExactly(home);
  }

  /** A text of {@code count} distinct words of letters. */
  private static String distinctWords(int count) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < count; i++) {
      s.append('w');
      for (int n = i; ; n /= 26) {
        s.append((char) ('a' + n % 26));
        if (n < 26) {
          break;
        }
      }
      s.append(' ');
    }
    return s.toString();
  }

  @Test
  void aValueLargerThanAFullTextIsWrittenBesideABadItemRefusedAlone() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("age", "Integer"));
    String huge = distinctWords(200_000);

    JsonNode answer =
        batch(
            admin,
            List.of(
                aRecord(customer, erp, "A").with("name", "first").body(),
                aRecord(customer, erp, "HUGE").with("name", huge).body(),
                aRecord(customer, erp, "BAD").with("name", "x").with("age", "seven").body(),
                aRecord(customer, erp, "Z").with("name", "last").body()));

    JsonNode results = answer.path("results");
    assertThat(texts(results, "status")).containsExactly("200", "200", "400", "200");
    assertThat(answer.path("succeeded").asInt()).isEqualTo(3);
    assertThat(results.get(2).path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_ATTRIBUTE_WRONG_TYPE");
    assertThat(
            attributesAt(admin, customer, results.get(1).path("etalonId").asString(), "")
                .path("name")
                .asString())
        .isEqualTo(huge);
    assertThat(
            attributesAt(admin, customer, results.get(0).path("etalonId").asString(), "")
                .path("name")
                .asString())
        .isEqualTo("first");
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/Z").status()).isEqualTo(200);
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/BAD").status())
        .as("nothing of the refused item is written")
        .isEqualTo(404);
  }
}
