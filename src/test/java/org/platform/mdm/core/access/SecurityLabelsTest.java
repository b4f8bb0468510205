package org.platform.mdm.core.access;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Security label definitions: their checks against the model, changes, rights and audit. */
class SecurityLabelsTest extends RecordApiTest {

  private static final String LABELS = "/api/v2/core/security-labels";

  private static Map<String, Object> label(String name, String... paths) {
    return Map.of(
        "name",
        name,
        "displayName",
        name + " shown",
        "attributes",
        java.util.Arrays.stream(paths).map(p -> Map.of("path", p)).toList());
  }

  @Test
  void aLabelNamesAttributesOfOneRegisterAndIsChangedAndDeletedWithItsAudit() {
    Api admin = admin();
    String register =
        aRegister(admin, "BVT", attribute("region", "String"), attribute("segment", "String"));
    String name = unique("Region").replace("-", "_");
    Api.Response created = admin.post(LABELS, label(name, register + ".region"));
    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    JsonNode label = created.json().path("label");
    assertThat(label.path("entityName").asString()).isEqualTo(register);
    assertThat(label.path("attributes").get(0).path("path").asString())
        .isEqualTo(register + ".region");
    assertThat(admin.get(LABELS).text()).contains(name);

    Api.Response taken = admin.post(LABELS, label(name.toUpperCase(), register + ".region"));
    assertThat(taken.status()).isEqualTo(409);
    assertThat(taken.errorCodes()).containsExactly("CORE_LABEL_EXISTS");

    Map<String, Object> change =
        new java.util.HashMap<>(label(name, register + ".region", register + ".segment"));
    change.put("version", 1);
    Api.Response changed = admin.put(LABELS + "/" + name, change);
    assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
    assertThat(changed.json().path("label").path("attributes")).hasSize(2);
    assertThat(changed.json().path("label").path("version").asLong()).isEqualTo(2);
    Api.Response stale = admin.put(LABELS + "/" + name, change);
    assertThat(stale.status()).isEqualTo(409);
    assertThat(stale.errorCodes()).containsExactly("CORE_STALE_VERSION");

    assertThat(admin.delete(LABELS + "/" + name).status()).isEqualTo(200);
    assertThat(admin.get(LABELS + "/" + name).status()).isEqualTo(404);
    assertThat(admin.delete(LABELS + "/" + name).status()).isEqualTo(404);
    assertThat(
            admin
                .get("/api/v2/core/audit-events?subject=" + name)
                .json()
                .path("events")
                .valueStream()
                .map(e -> e.path("type").asString())
                .toList())
        .containsExactly("LABEL_DELETE", "LABEL_UPDATE", "LABEL_CREATE");
  }

  @Test
  void everyProblemOfALabelIsListedAndNothingIsCreated() {
    Api admin = admin();
    String register = aRegister(admin, "BVT", attribute("region", "String"));
    String other = aRegister(admin, "BVT", attribute("region", "String"));
    String name = unique("Bad").replace("-", "_");
    Api.Response bad =
        admin.post(
            LABELS,
            label(
                name,
                register + ".region",
                "noDot",
                "NoSuchRegister.region",
                register + ".noSuchAttribute",
                register + ".region",
                other + ".region"));
    assertThat(bad.status()).as(bad.toString()).isEqualTo(400);
    assertThat(bad.errorCodes())
        .containsExactly(
            "CORE_LABEL_PATH_INVALID",
            "CORE_LABEL_PATH_INVALID",
            "CORE_LABEL_PATH_INVALID",
            "CORE_LABEL_PATH_REPEATED",
            "CORE_LABEL_ENTITIES_DIFFER");
    assertThat(bad.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("attributes[1].path");
    assertThat(admin.get(LABELS + "/" + name).status()).isEqualTo(404);

    Api.Response empty = admin.post(LABELS, label("1" + name));
    assertThat(empty.errorCodes())
        .containsExactly("CORE_LABEL_NAME_INVALID", "CORE_FIELD_REQUIRED");
    assertThat(admin.post(LABELS, "{\"name\": \"x\", \"attributes\": [null]}").status())
        .isEqualTo(400);
    assertThat(admin.put(LABELS + "/none" + name, label(name, register + ".region")).status())
        .isEqualTo(404);
  }

  @Test
  void twoRequestsCreatingOneNameAtOnceAreAnsweredOneAndAConflict() throws Exception {
    Api admin = admin();
    String register = aRegister(admin, "BVT", attribute("region", "String"));
    for (int round = 0; round < 5; round++) {
      String name = unique("Race").replace("-", "_");
      java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(2);
      java.util.concurrent.ExecutorService two =
          java.util.concurrent.Executors.newFixedThreadPool(2);
      try {
        List<java.util.concurrent.Future<Integer>> answers = new java.util.ArrayList<>();
        for (int i = 0; i < 2; i++) {
          String spelled = i == 0 ? name : name.toUpperCase();
          answers.add(
              two.submit(
                  () -> {
                    start.await();
                    return admin.post(LABELS, label(spelled, register + ".region")).status();
                  }));
        }
        List<Integer> statuses = new java.util.ArrayList<>();
        for (var answer : answers) {
          statuses.add(answer.get());
        }
        assertThat(statuses).containsExactlyInAnyOrder(200, 409);
      } finally {
        two.shutdownNow();
      }
    }
  }

  @Test
  void labelsNeedTheirRights() {
    String register = aRegister(admin(), "BVT", attribute("region", "String"));
    Api nobody = aUserWithRoles();
    assertThat(nobody.get(LABELS).status()).isEqualTo(403);
    assertThat(nobody.post(LABELS, label("Sneaky", register + ".region")).status()).isEqualTo(403);
    Api reader = aUserWithRoles(aRole(List.of(grant("SECURITY_LABELS_MANAGEMENT", "READ"))));
    assertThat(reader.get(LABELS).status()).isEqualTo(200);
    assertThat(reader.post(LABELS, label("Sneaky", register + ".region")).status()).isEqualTo(403);
  }
}
