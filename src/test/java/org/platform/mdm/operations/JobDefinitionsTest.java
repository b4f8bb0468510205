package org.platform.mdm.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.TestOperationType;
import tools.jackson.databind.JsonNode;

/**
 * Operation types and definitions over HTTP: the descriptors with their selectors' values, every
 * rule of a definition listed at once, the spec's selector error with its nested problems, the
 * schedule's warning, a type that never changes, optimistic locking and the right they need.
 */
class JobDefinitionsTest extends ApiTest {

  private static final String JOBS = "/api/v2/core/jobs";

  private static Map<String, Object> definition(String name, Object... parameters) {
    Map<String, Object> values = new HashMap<>();
    for (int i = 0; i < parameters.length; i += 2) {
      values.put((String) parameters[i], parameters[i + 1]);
    }
    Map<String, Object> d = new HashMap<>();
    d.put("name", name);
    d.put("jobName", TestOperationType.NAME);
    d.put("description", "Nightly re-index");
    d.put("cronExpression", "0 0 2 * * ?");
    d.put("tags", List.of("nightly", "search", "nightly"));
    d.put("parameters", values);
    return d;
  }

  private static Map<String, Object> upsert(Map<String, Object> definition) {
    return Map.of("definition", definition);
  }

  @Test
  void theDescriptorsTellEachParameterAndTheSelectorsValuesAsTheyAreNow() {
    JsonNode d =
        admin().get(JOBS + "/descriptors/" + TestOperationType.NAME).json().path("descriptor");
    assertThat(d.path("displayName").asString()).isEqualTo("Re-index (test)");
    JsonNode entities = d.path("parameters").get(0);
    assertThat(entities.path("kind").asString()).isEqualTo("COLLECTION");
    assertThat(entities.path("required").asBoolean()).isTrue();
    assertThat(entities.path("selector").toString())
        .contains("{\"value\":\"Customer\",\"label\":\"Customers\"}");
    JsonNode blockSize = d.path("parameters").get(1);
    assertThat(blockSize.path("defaultValue").asInt()).isEqualTo(1024);
    assertThat(blockSize.path("selector").isNull()).isTrue();
    assertThat(admin().get(JOBS + "/descriptors").json().path("descriptors").toString())
        .contains(TestOperationType.NAME);
    assertThat(admin().get(JOBS + "/descriptors/noSuchJob").status()).isEqualTo(404);
  }

  @Test
  void aDefinitionIsKeptWithItsTypedValuesAndTags() {
    String name = unique("Nightly");
    Api.Response made =
        admin()
            .post(
                JOBS + "/definitions",
                upsert(
                    definition(
                        name,
                        "entities",
                        List.of("Customer"),
                        "blockSize",
                        500,
                        "since",
                        "2026-11-01T00:00:00Z")));
    assertThat(made.status()).as(made.toString()).isEqualTo(200);
    JsonNode d = made.json().path("definition");
    assertThat(d.path("enabled").asBoolean()).isFalse();
    assertThat(d.path("tags").toString()).isEqualTo("[\"nightly\",\"search\"]");
    assertThat(d.path("parameters").path("blockSize").asInt()).isEqualTo(500);
    assertThat(d.path("parameters").path("entities").toString()).isEqualTo("[\"Customer\"]");
    long id = d.path("id").asLong();
    assertThat(
            admin()
                .get(JOBS + "/definitions/" + id)
                .json()
                .path("definition")
                .path("name")
                .asString())
        .isEqualTo(name);
    assertThat(admin().get(JOBS + "/definitions").json().path("definitions").toString())
        .contains(name);
    assertThat(admin().get(JOBS + "/definitions/tags").json().path("tags").toString())
        .contains("\"nightly\"", "\"search\"");

    Api.Response enabled = admin().post(JOBS + "/definitions/enable/" + id + "/true", Map.of());
    assertThat(enabled.json().path("definition").path("enabled").asBoolean()).isTrue();
    assertThat(admin().delete(JOBS + "/definitions/" + id).status()).isEqualTo(200);
    assertThat(admin().get(JOBS + "/definitions/" + id).status()).isEqualTo(404);
    assertThat(admin().delete(JOBS + "/definitions/" + id).status()).isEqualTo(404);
  }

  @Test
  void everyProblemOfADefinitionIsListedAtOnce() {
    Map<String, Object> bad =
        definition(
            "a\u0001b",
            "blockSize",
            "many",
            "mode",
            "FAST",
            "since",
            "yesterday",
            "colour",
            "blue");
    bad.put("cronExpression", "every night");
    bad.put("tags", java.util.Arrays.asList("ok", " "));
    Api.Response r = admin().post(JOBS + "/definitions", upsert(bad));
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes())
        .containsExactlyInAnyOrder(
            "JOB_NAME_INVALID",
            "JOB_TAG_INVALID",
            "JOB_CRON_INVALID",
            "JOB_PARAMETER_UNKNOWN",
            "JOB_PARAMETER_REQUIRED",
            "JOB_PARAMETER_TYPE",
            "JOB_PARAMETER_TYPE",
            "JOB_PARAMETER_READ_ONLY");

    Api.Response empty = admin().post(JOBS + "/definitions", Map.of());
    assertThat(empty.status()).isEqualTo(400);
    assertThat(empty.errorCodes()).containsExactly("JOB_FIELD_REQUIRED");

    Map<String, Object> unknownType = definition(unique("x"));
    unknownType.put("jobName", "noSuchJob");
    Api.Response type = admin().post(JOBS + "/definitions", upsert(unknownType));
    assertThat(type.errorCodes()).containsExactly("JOB_TYPE_UNKNOWN");
    // The types named whole, as many as an error's parameter keeps, and where the rest are.
    assertThat(type.text()).contains("archiveVistoryClassifiersJob").doesNotContain("…");
    assertThat(type.text())
        .containsAnyOf(TestOperationType.NAME, "more (GET /api/v2/core/jobs/descriptors");
    assertThat(Definitions.typeNames(List.of("aJob", "bJob"))).isEqualTo("aJob, bJob");
    List<String> many =
        java.util.stream.IntStream.range(0, 40).mapToObj(i -> "operationType" + i).toList();
    String named = Definitions.typeNames(many);
    assertThat(named)
        .startsWith("operationType0, operationType1")
        .endsWith("more (GET /api/v2/core/jobs/descriptors lists them)");
    assertThat(named.length()).isLessThanOrEqualTo(200);
  }

  @Test
  void aValueTheSelectorDoesNotOfferIsTheSpecsErrorWithANestedProblemPerValue() {
    Api.Response r =
        admin()
            .post(
                JOBS + "/definitions",
                upsert(
                    definition(unique("x"), "entities", List.of("Customer", "Ghost", "Supplier"))));
    assertThat(r.status()).isEqualTo(400);
    JsonNode error = r.json().path("details").path("error").get(0);
    assertThat(error.path("code").asString())
        .isEqualTo("JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER");
    assertThat(error.path("domain").asString()).isEqualTo("com.platform.mdm.hpe.core");
    assertThat(error.path("source").asString()).isEqualTo("parameters.entities");
    assertThat(error.path("externalMessage").asString()).contains("Ghost, Supplier");
    assertThat(error.path("internalMessage").asString()).contains("Customer, Product");
    assertThat(error.path("nested")).hasSize(2);
    assertThat(error.path("nested").get(1).path("code").asString())
        .isEqualTo("JOB_PARAMETER_VALUE_UNKNOWN");
    assertThat(error.path("nested").get(1).path("externalMessage").asString()).contains("Supplier");

    // The selector is asked at each check: a register added since is taken.
    TestOperationType.REGISTERS.put("Supplier", "Suppliers");
    TestOperationType.REGISTERS.put("Ghost", "Ghosts");
    try {
      assertThat(
              admin()
                  .post(
                      JOBS + "/definitions",
                      upsert(definition(unique("x"), "entities", List.of("Ghost", "Supplier"))))
                  .status())
          .isEqualTo(200);
    } finally {
      TestOperationType.REGISTERS.remove("Supplier");
      TestOperationType.REGISTERS.remove("Ghost");
    }
  }

  @Test
  void aScheduleFiringEveryMinuteIsKeptOnlyWhenItsWarningIsSkipped() {
    Map<String, Object> often = definition(unique("often"), "entities", List.of("Customer"));
    often.put("cronExpression", "0 * * * * ?");
    Api.Response warned = admin().post(JOBS + "/definitions", upsert(often));
    assertThat(warned.status()).isEqualTo(400);
    assertThat(warned.errorCodes()).containsExactly("JOB_CRON_TOO_FREQUENT");
    assertThat(warned.text()).contains("every 60 seconds");
    Api.Response kept =
        admin().post(JOBS + "/definitions", Map.of("definition", often, "skipCronWarnings", true));
    assertThat(kept.status()).as(kept.toString()).isEqualTo(200);
  }

  @Test
  void aScheduleWhoseLastFiringIsPastIsRefusedWarningsSkippedOrNot() {
    Map<String, Object> past = definition(unique("past"), "entities", List.of("Customer"));
    past.put("cronExpression", "0 0 0 1 1 ? 2000");
    past.put("enabled", true);
    Api.Response refused =
        admin().post(JOBS + "/definitions", Map.of("definition", past, "skipCronWarnings", true));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("JOB_CRON_NEVER_FIRES");
  }

  @Test
  void aChangeKeepsTheTypeTheNameUniqueAndTheVersionRead() {
    String name = unique("Weekly");
    Api admin = admin();
    JsonNode d =
        admin
            .post(JOBS + "/definitions", upsert(definition(name, "entities", List.of("Product"))))
            .json()
            .path("definition");
    long id = d.path("id").asLong();
    long version = d.path("version").asLong();

    Map<String, Object> changed = definition(name + " renamed", "entities", List.of("Customer"));
    Api.Response ok =
        admin.put(JOBS + "/definitions/" + id, Map.of("definition", changed, "version", version));
    assertThat(ok.status()).as(ok.toString()).isEqualTo(200);
    assertThat(ok.json().path("definition").path("version").asLong()).isEqualTo(version + 1);

    Api.Response stale =
        admin.put(JOBS + "/definitions/" + id, Map.of("definition", changed, "version", version));
    assertThat(stale.status()).isEqualTo(409);
    assertThat(stale.errorCodes()).containsExactly("JOB_DEFINITION_STALE");

    Map<String, Object> otherType = definition(name, "entities", List.of("Customer"));
    otherType.put("jobName", "noSuchJob");
    assertThat(admin.put(JOBS + "/definitions/" + id, upsert(otherType)).errorCodes())
        .contains("JOB_TYPE_CHANGE");

    String other = unique("Other");
    admin.post(JOBS + "/definitions", upsert(definition(other, "entities", List.of("Product"))));
    Api.Response taken =
        admin.post(
            JOBS + "/definitions",
            upsert(definition(other.toUpperCase(), "entities", List.of("Product"))));
    assertThat(taken.status()).isEqualTo(409);
    assertThat(taken.errorCodes()).containsExactly("JOB_NAME_TAKEN");
    Api.Response renamedToTaken =
        admin.put(
            JOBS + "/definitions/" + id, upsert(definition(other, "entities", List.of("Product"))));
    assertThat(renamedToTaken.status()).isEqualTo(409);
  }

  @Test
  void definitionsNeedTheDataOperationsRight() {
    Api steward = aUserWithRoles();
    assertThat(steward.get(JOBS + "/definitions").status()).isEqualTo(403);
    assertThat(
            steward
                .post(
                    JOBS + "/definitions",
                    upsert(definition(unique("x"), "entities", List.of("Customer"))))
                .status())
        .isEqualTo(403);
    Api reader = aUserWithRoles(aRole(List.of(grant("DATA_OPERATIONS_MANAGEMENT", "READ"))));
    assertThat(reader.get(JOBS + "/definitions").status()).isEqualTo(200);
    assertThat(
            reader
                .post(
                    JOBS + "/definitions",
                    upsert(definition(unique("x"), "entities", List.of("Customer"))))
                .status())
        .isEqualTo(403);
    assertThat(anonymous().get(JOBS + "/descriptors").status()).isEqualTo(401);
  }
}
