package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * A steward's new record needs no invented key: the platform names a new record of its own source
 * by its etalon id, in the single write, the batch and a record draft; a steward's write naming a
 * record there is by its etalon id alone goes to that record under its platform key; a source
 * system's write still needs its key.
 */
class PlatformKeysTest extends RecordApiTest {

  private static final String PLATFORM = "platform";

  private static Map<String, Object> keyless(String entity, String name) {
    Map<String, Object> body = new HashMap<>();
    body.put("entityName", entity);
    body.put("sourceSystem", PLATFORM);
    body.put("attributes", Map.of("name", name));
    return body;
  }

  /** A key-less write of the platform source naming a record by its etalon id. */
  private static Map<String, Object> onRecord(String entity, String etalonId, String city) {
    Map<String, Object> body = new HashMap<>();
    body.put("entityName", entity);
    body.put("sourceSystem", PLATFORM);
    body.put("etalonId", etalonId);
    body.put("attributes", Map.of("city", city));
    return body;
  }

  /** The keys of the platform source in a write's or a read's answer. */
  private static List<String> platformKeys(JsonNode answer) {
    List<String> keys = new java.util.ArrayList<>();
    for (JsonNode key : answer.path("externalKeys")) {
      if (key.path("sourceSystem").asString().equals(PLATFORM)) {
        keys.add(key.path("id").asString());
      }
    }
    return keys;
  }

  private static String id(JsonNode answer) {
    return answer.path("etalonId").asString();
  }

  /** The one key of the platform source in a write's answer. */
  private static String platformKey(JsonNode answer) {
    List<String> keys = platformKeys(answer);
    assertThat(keys).as("the platform's key in %s", answer).hasSize(1);
    return keys.get(0);
  }

  /** A register with a name and a city, and one record of the CRM in it. */
  private record CrmRecord(String customer, String crm, String etalonId) {}

  private CrmRecord aCrmRecord(Api admin, String name) {
    String crm = aSource(admin, "crm", 10);
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("city", "String"));
    return new CrmRecord(
        customer,
        crm,
        id(written(admin, aRecord(customer, crm, "C-1").with("name", name).with("city", "Omsk"))));
  }

  /** A source system's write without a key: refused at its {@code externalId}. */
  private static void assertRefusedForItsKey(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("DATA_FIELD_REQUIRED");
    assertThat(texts(r.json().path("details").path("error"), "source"))
        .containsExactly("externalId");
  }

  @Test
  void aNewPlatformRecordWithoutAKeyIsNamedByItsEtalonIdAndThatKeyWritesItAgain() {
    Api admin = admin();
    String customer = aRegister(admin, "BVT", attribute("name", "String"));

    Api.Response first = admin.post(DATA, keyless(customer, "Anna"));

    assertThat(first.status()).as(first.toString()).isEqualTo(200);
    assertThat(first.json().path("created").asBoolean()).isTrue();
    String etalonId = first.json().path("etalonId").asString();
    String key = platformKey(first.json());
    assertThat(key).isEqualTo(etalonId);
    Api.Response byKey = admin.get(DATA + "/" + customer + "/" + PLATFORM + "/" + key);
    assertThat(byKey.status()).as(byKey.toString()).isEqualTo(200);
    assertThat(byKey.json().path("attributes").path("name").asString()).isEqualTo("Anna");

    JsonNode second = written(admin, aRecord(customer, PLATFORM, key).with("name", "Anna Petrova"));

    assertThat(second.path("created").asBoolean()).isFalse();
    assertThat(second.path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(attributesAt(admin, customer, etalonId, "").path("name").asString())
        .isEqualTo("Anna Petrova");
  }

  @Test
  void anEmptyKeyOfThePlatformSourceIsNamedTooAndEachKeylessWriteMakesItsOwnRecord() {
    Api admin = admin();
    String customer = aRegister(admin, "BVT", attribute("name", "String"));

    JsonNode one = written(admin, aRecord(customer, PLATFORM, "").with("name", "Boris"));
    Api.Response two = admin.post(DATA, keyless(customer, "Boris"));

    assertThat(two.status()).as(two.toString()).isEqualTo(200);
    assertThat(platformKey(one)).isEqualTo(one.path("etalonId").asString());
    assertThat(two.json().path("etalonId").asString())
        .isNotEqualTo(one.path("etalonId").asString());
  }

  @Test
  void aSourceSystemsWriteWithoutAKeyIsStillRefusedAtItsExternalId() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 10);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    Map<String, Object> body = keyless(customer, "Clara");
    body.put("sourceSystem", crm);

    Api.Response r = admin.post(DATA, body);

    assertRefusedForItsKey(r);
  }

  @Test
  void aBatchNamesEachKeylessPlatformRecordAndRefusesAKeylessSourceRecordAlone() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 10);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    Map<String, Object> sourceWithoutKey = keyless(customer, "Dora");
    sourceWithoutKey.put("sourceSystem", crm);

    Api.Response r =
        admin.post(
            DATA + "/batch",
            List.of(keyless(customer, "Anna"), keyless(customer, "Boris"), sourceWithoutKey));

    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    JsonNode results = r.json().path("results");
    assertThat(results.get(0).path("status").asInt()).isEqualTo(200);
    assertThat(results.get(1).path("status").asInt()).isEqualTo(200);
    assertThat(platformKey(results.get(0))).isEqualTo(results.get(0).path("etalonId").asString());
    assertThat(platformKey(results.get(1)))
        .isEqualTo(results.get(1).path("etalonId").asString())
        .isNotEqualTo(platformKey(results.get(0)));
    assertThat(results.get(2).path("status").asInt()).isEqualTo(400);
  }

  @Test
  void aKeylessRecordInADraftIsPublishedUnderTheKeyTheDraftShowed() {
    Api admin = admin();
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    Api.Response opened =
        admin.post(
            "/api/v2/draft/upsert",
            Map.of("type", "record", "parameters", Map.of("entity-name", customer)));
    assertThat(opened.status()).as(opened.toString()).isEqualTo(200);
    long draftId = opened.json().path("draft").path("draftId").asLong();
    Map<String, Object> body = keyless(customer, "Eva");
    body.put("draftId", draftId);

    Api.Response drafted = admin.post(DATA, body);
    assertThat(drafted.status()).as(drafted.toString()).isEqualTo(200);
    String etalonId = drafted.json().path("etalonId").asString();
    assertThat(etalonId).isNotBlank();
    Api.Response published = admin.post("/api/v2/draft/publish", Map.of("draftId", draftId));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);

    Api.Response byKey = admin.get(DATA + "/" + customer + "/" + PLATFORM + "/" + etalonId);
    assertThat(byKey.status()).as(byKey.toString()).isEqualTo(200);
    assertThat(byKey.json().path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(byKey.json().path("attributes").path("name").asString()).isEqualTo("Eva");
  }

  @Test
  void aKeylessPlatformWriteNamingARecordLandsOnItAndASecondOneUpdatesIt() {
    Api admin = admin();
    CrmRecord given = aCrmRecord(admin, "Anna");
    String crm = given.crm();
    String customer = given.customer();
    String etalonId = given.etalonId();

    Api.Response first = admin.post(DATA, onRecord(customer, etalonId, "Tomsk"));

    assertThat(first.status()).as(first.toString()).isEqualTo(200);
    assertThat(first.json().path("created").asBoolean()).isFalse();
    assertThat(first.json().path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(platformKeys(first.json())).containsExactly(etalonId);
    assertThat(attributesAt(admin, customer, etalonId, "").path("city").asString())
        .isEqualTo("Tomsk");

    Api.Response second = admin.post(DATA, onRecord(customer, etalonId, "Perm"));

    assertThat(second.status()).as(second.toString()).isEqualTo(200);
    assertThat(second.json().path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(platformKeys(second.json())).as("one platform origin").containsExactly(etalonId);
    JsonNode golden = attributesAt(admin, customer, etalonId, "");
    assertThat(golden.path("city").asString()).isEqualTo("Perm");
    // only what the steward changed is overridden: the source still decides the name
    written(admin, aRecord(customer, crm, "C-1").with("name", "Anna P.").with("city", "Omsk"));
    JsonNode after = attributesAt(admin, customer, etalonId, "");
    assertThat(after.path("name").asString()).isEqualTo("Anna P.");
    assertThat(after.path("city").asString()).isEqualTo("Perm");
  }

  @Test
  void aKeylessPlatformWriteGoesToTheKeyTheRecordHasInThePlatformSource() {
    Api admin = admin();
    CrmRecord given = aCrmRecord(admin, "Boris");
    String customer = given.customer();
    String etalonId = given.etalonId();
    written(
        admin,
        aRecord(customer, PLATFORM, "P-7").field("etalonId", etalonId).with("city", "Kazan"));

    Api.Response r = admin.post(DATA, onRecord(customer, etalonId, "Tver"));

    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    assertThat(platformKeys(r.json())).containsExactly("P-7");
    Api.Response byKey = admin.get(DATA + "/" + customer + "/" + PLATFORM + "/P-7");
    assertThat(byKey.json().path("attributes").path("city").asString()).isEqualTo("Tver");
  }

  @Test
  void aKeylessPlatformWriteNamingNoRecordIsRefusedAndMakesNone() {
    Api admin = admin();
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("city", "String"));
    String unknown = java.util.UUID.randomUUID().toString();

    Api.Response r = admin.post(DATA, onRecord(customer, unknown, "Tver"));

    assertThat(r.status()).as(r.toString()).isEqualTo(404);
    assertThat(r.errorCodes()).containsExactly("DATA_RECORD_NOT_FOUND");
    assertThat(texts(r.json().path("details").path("error"), "source")).containsExactly("etalonId");
    assertThat(read(admin, customer, unknown, "").status()).isEqualTo(404);
  }

  @Test
  void aSourceSystemsWriteNamingARecordWithoutAKeyIsStillRefused() {
    Api admin = admin();
    CrmRecord given = aCrmRecord(admin, "Dora");
    String crm = given.crm();
    String customer = given.customer();
    String etalonId = given.etalonId();
    Map<String, Object> body = onRecord(customer, etalonId, "Tver");
    body.put("sourceSystem", crm);

    Api.Response r = admin.post(DATA, body);

    assertRefusedForItsKey(r);
  }

  @Test
  void aBatchAndADraftWriteANamedRecordWithoutAKeyToo() {
    Api admin = admin();
    CrmRecord given = aCrmRecord(admin, "Eva");
    String customer = given.customer();
    String etalonId = given.etalonId();

    Api.Response batch =
        admin.post(
            DATA + "/batch",
            List.of(
                onRecord(customer, etalonId, "Tomsk"),
                onRecord(customer, java.util.UUID.randomUUID().toString(), "Perm")));

    assertThat(batch.status()).as(batch.toString()).isEqualTo(200);
    JsonNode results = batch.json().path("results");
    assertThat(results.get(0).path("status").asInt()).as(results.toString()).isEqualTo(200);
    assertThat(results.get(0).path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(results.get(1).path("status").asInt()).as(results.toString()).isEqualTo(404);
    assertThat(attributesAt(admin, customer, etalonId, "").path("city").asString())
        .isEqualTo("Tomsk");

    Api.Response opened =
        admin.post(
            "/api/v2/draft/upsert",
            Map.of(
                "type",
                "record",
                "subjectId",
                etalonId,
                "parameters",
                Map.of("entity-name", customer)));
    assertThat(opened.status()).as(opened.toString()).isEqualTo(200);
    long draftId = opened.json().path("draft").path("draftId").asLong();
    Map<String, Object> drafted = onRecord(customer, etalonId, "Sochi");
    drafted.put("draftId", draftId);
    Api.Response kept = admin.post(DATA, drafted);
    assertThat(kept.status()).as(kept.toString()).isEqualTo(200);
    assertThat(attributesAt(admin, customer, etalonId, "").path("city").asString())
        .as("not before the publication")
        .isEqualTo("Tomsk");

    Api.Response published = admin.post("/api/v2/draft/publish", Map.of("draftId", draftId));

    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    JsonNode record = read(admin, customer, etalonId, "").json();
    assertThat(record.path("attributes").path("city").asString()).isEqualTo("Sochi");
    assertThat(platformKeys(record)).containsExactly(etalonId);
  }
}
