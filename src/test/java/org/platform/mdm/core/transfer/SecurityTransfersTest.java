package org.platform.mdm.core.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Roles and labels exported to one document and imported from one, by the spec's rules. */
class SecurityTransfersTest extends RecordApiTest {

  private static final String TRANSFERS = "/api/v2/core/security-transfers/";

  /** The transfer once it has ended (waits up to 30 s). */
  private static JsonNode finished(Api client, Api.Response started) throws InterruptedException {
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    long id = started.json().path("transfer").path("id").asLong();
    for (int i = 0; i < 600; i++) {
      JsonNode t = client.get(TRANSFERS + id).json().path("transfer");
      if (!t.path("state").asString().equals("RUNNING")) {
        return t;
      }
      Thread.sleep(50);
    }
    throw new AssertionError("transfer " + id + " did not end");
  }

  private static String label(Api admin, String register, String attribute) {
    String name = unique("L").replace("-", "_");
    Api.Response r =
        admin.post(
            "/api/v2/core/security-labels",
            Map.of(
                "name", name, "attributes", List.of(Map.of("path", register + "." + attribute))));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  private static Map<String, Object> instance(String label, String path, String value) {
    return Map.of("name", label, "attributes", List.of(Map.of("path", path, "value", value)));
  }

  private static JsonNode role(Api admin, String name) {
    return admin.get("/api/v2/core/roles/" + name).json().path("role");
  }

  @Test
  void rolesGoOutAndComeBackReplacingWhatTheSystemHas() throws InterruptedException {
    Api admin = admin();
    String register =
        aRegister(admin, "BVT", attribute("region", "String"), attribute("level", "Integer"));
    String region = label(admin, register, "region");
    String team = unique("team").replace("-", "_");
    assertThat(
            admin
                .post(
                    "/api/v2/core/user-defined-properties",
                    Map.of("properties", List.of(Map.of("name", team, "type", "String"))))
                .status())
        .isEqualTo(200);
    String name = unique("steward");
    Map<String, Object> role = new LinkedHashMap<>();
    role.put("name", name);
    role.put("rights", List.of(grant(register, "READ")));
    role.put("properties", Map.of(team, "north"));
    role.put("securityLabels", List.of(instance(region, register + ".region", "North")));
    assertThat(admin.post("/api/v2/core/roles", role).status()).isEqualTo(200);

    JsonNode exported = finished(admin, admin.post("/api/v2/core/roles/export", Map.of()));
    assertThat(exported.path("state").asString()).isEqualTo("DONE");
    assertThat(exported.path("hasDocument").asBoolean()).isTrue();
    JsonNode document =
        admin.get(TRANSFERS + exported.path("id").asLong() + "/document").json().path("document");
    JsonNode entry = null;
    for (JsonNode r : document.path("roles")) {
      if (r.path("name").asString().equals(name)) {
        entry = r;
      }
      assertThat(r.path("name").asString()).isNotEqualTo("ADMIN");
    }
    assertThat(entry).as("the role is exported").isNotNull();
    assertThat(entry.path("properties").path(team).asString()).isEqualTo("north");
    assertThat(
            entry.path("securityLabels").get(0).path("attributes").get(0).path("value").asString())
        .isEqualTo("North");

    // The file changes the role, adds one and has one that cannot be imported.
    Map<String, Object> changed = new LinkedHashMap<>();
    changed.put("name", name);
    changed.put("rights", List.of(Map.of("resource", register, "rights", List.of("FULL"))));
    changed.put(
        "securityLabels",
        List.of(
            Map.of(
                "name",
                region,
                "attributes",
                List.of(
                    Map.of("path", register + ".region", "value", "South"),
                    Map.of("path", register + ".level", "value", "1"))),
            instance("NoSuchLabel", register + ".region", "East")));
    String added = unique("added");
    String broken = unique("broken");
    List<Object> roles = new ArrayList<>();
    roles.add(changed);
    roles.add(
        Map.of(
            "name",
            added,
            "rights",
            List.of(Map.of("resource", register, "rights", List.of("READ")))));
    roles.add(
        Map.of(
            "name",
            broken,
            "rights",
            List.of(Map.of("resource", "NoSuchResource", "rights", List.of("READ")))));
    List<Object> withNull = new ArrayList<>(roles);
    withNull.add(null);
    Api.Response refused = admin.post("/api/v2/core/roles/import", Map.of("roles", withNull));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("roles[3]");
    assertThat(admin.get("/api/v2/core/roles/" + added).status()).isEqualTo(404);
    JsonNode imported =
        finished(admin, admin.post("/api/v2/core/roles/import", Map.of("roles", roles)));
    assertThat(imported.path("state").asString()).as(imported.toString()).isEqualTo("DONE");
    JsonNode summary = imported.path("summary");
    assertThat(summary.path("created").asInt()).isEqualTo(1);
    assertThat(summary.path("updated").asInt()).isEqualTo(1);
    assertThat(summary.path("skipped").get(0).path("name").asString()).isEqualTo(broken);
    assertThat(summary.path("skipped").get(0).path("errors").get(0).asString())
        .isEqualTo("CORE_RESOURCE_NOT_FOUND");
    assertThat(summary.path("dropped")).hasSize(2);

    JsonNode now = role(admin, name);
    assertThat(now.path("rights").get(0).path("rights")).hasSize(4);
    assertThat(now.path("properties").has(team)).as("left out of the file: cleared").isFalse();
    assertThat(now.path("securityLabels")).hasSize(1);
    assertThat(now.path("securityLabels").get(0).path("attributes")).hasSize(1);
    assertThat(now.path("securityLabels").get(0).path("attributes").get(0).path("value").asString())
        .isEqualTo("South");
    assertThat(admin.get("/api/v2/core/roles/" + added).status()).isEqualTo(200);
    assertThat(admin.get("/api/v2/core/roles/" + broken).status()).isEqualTo(404);

    // Another user cannot read the transfer; the audit trail has it.
    Api other = aUserWithRoles(aRole(List.of(grant("ROLE_MANAGEMENT", "READ"))));
    assertThat(other.get(TRANSFERS + imported.path("id").asLong()).status()).isEqualTo(404);
    assertThat(
            admin
                .get("/api/v2/core/audit-events?type=ROLES_IMPORT&userName=admin&limit=5")
                .json()
                .path("totalCount")
                .asLong())
        .isPositive();
    assertThat(other.post("/api/v2/core/roles/import", Map.of("roles", List.of())).status())
        .isEqualTo(403);
  }

  @Test
  void aLabelImportFitsTheInstancesByTheSpecsThreeRules() throws InterruptedException {
    Api admin = admin();
    String register =
        aRegister(admin, "BVT", attribute("region", "String"), attribute("level", "Integer"));
    String other = aRegister(admin, "BVT", attribute("region", "String"));
    String region = label(admin, register, "region");
    String level = label(admin, register, "level");
    String name = unique("steward");
    Map<String, Object> role = new LinkedHashMap<>();
    role.put("name", name);
    role.put("rights", List.of(grant(register, "READ")));
    role.put(
        "securityLabels",
        List.of(
            instance(region, register + ".region", "North"),
            instance(level, register + ".level", "2")));
    assertThat(admin.post("/api/v2/core/roles", role).status()).isEqualTo(200);

    JsonNode exported =
        finished(admin, admin.post("/api/v2/core/security-labels/export", Map.of()));
    JsonNode document =
        admin.get(TRANSFERS + exported.path("id").asLong() + "/document").json().path("document");
    assertThat(document.path("securityLabels").toString()).contains(region).contains(level);

    // Rule 1: the region label now has the level as its attribute: the region values go, the
    // instance stays. Rule 2: the level label moves to another register: its instances go.
    List<Object> labels =
        List.of(
            Map.of("name", region, "attributes", List.of(Map.of("path", register + ".level"))),
            Map.of("name", level, "attributes", List.of(Map.of("path", other + ".region"))));
    JsonNode imported =
        finished(
            admin,
            admin.post("/api/v2/core/security-labels/import", Map.of("securityLabels", labels)));
    assertThat(imported.path("state").asString()).as(imported.toString()).isEqualTo("DONE");
    assertThat(imported.path("summary").path("updated").asInt()).isEqualTo(2);
    JsonNode instances = role(admin, name).path("securityLabels");
    assertThat(instances).hasSize(1);
    assertThat(instances.get(0).path("name").asString()).isEqualTo(region);
    assertThat(instances.get(0).path("attributes")).isEmpty();

    // Rule 3: recreate deletes every instance of every label.
    JsonNode recreated =
        finished(
            admin,
            admin.post(
                "/api/v2/core/security-labels/import?recreate=true",
                Map.of("securityLabels", List.of())));
    assertThat(recreated.path("recreate").asBoolean()).isTrue();
    assertThat(role(admin, name).path("securityLabels")).isEmpty();
  }
}
