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
 * by its etalon id, in the single write, the batch and a record draft; a source system's write
 * still needs its key.
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

  /** The one key of the platform source in a write's answer. */
  private static String platformKey(JsonNode answer) {
    for (JsonNode key : answer.path("externalKeys")) {
      if (key.path("sourceSystem").asString().equals(PLATFORM)) {
        return key.path("id").asString();
      }
    }
    throw new AssertionError("no platform key in " + answer);
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

    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("DATA_FIELD_REQUIRED");
    assertThat(texts(r.json().path("details").path("error"), "source"))
        .containsExactly("externalId");
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
}
