package org.platform.mdm.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import tools.jackson.databind.JsonNode;

/** What changes of users, roles, properties and parameters leave in the audit trail. */
class AuditTrailTest extends ApiTest {

  private static JsonNode events(Api admin, String subject) {
    return admin.get("/api/v2/core/audit-events?subject=" + subject).json().path("events");
  }

  @Test
  void roleAndUserChangesAreKeptWithTheirRightsAndARefusedChangeIsNot() {
    Api admin = admin();
    String role = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    Api.Response changed =
        admin.put(
            "/api/v2/core/roles/" + role,
            Map.of("name", role, "rights", List.of(grant("ROLE_MANAGEMENT", "FULL"))));
    assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
    Api.Response refused =
        admin.put(
            "/api/v2/core/roles/" + role,
            Map.of("name", role, "rights", List.of(grant("NO_SUCH_RESOURCE", "READ"))));
    assertThat(refused.status()).isEqualTo(404);

    JsonNode roleEvents = events(admin, role);
    assertThat(roleEvents.valueStream().map(e -> e.path("type").asString()).toList())
        .containsExactly("ROLE_UPDATE", "ROLE_CREATE");
    JsonNode update = roleEvents.get(0);
    assertThat(update.path("userName").asString()).isEqualTo("admin");
    assertThat(update.path("details").path("rights").asString())
        .isEqualTo("ROLE_MANAGEMENT:CREATE+READ+UPDATE+DELETE");
    assertThat(update.path("details").path("before").asString()).isEqualTo("USER_MANAGEMENT:READ");
    assertThat(update.path("clientAddress").asString()).isNotBlank();

    String user = unique("erin");
    assertThat(
            admin
                .post(
                    "/api/v2/core/users",
                    Map.of("userName", user, "password", "erin-password", "roles", List.of(role)))
                .status())
        .isEqualTo(200);
    assertThat(
            admin
                .put(
                    "/api/v2/core/users/" + user, Map.of("active", false, "password", "new-pass-1"))
                .status())
        .isEqualTo(200);
    JsonNode userEvents = events(admin, user);
    assertThat(userEvents.valueStream().map(e -> e.path("type").asString()).toList())
        .containsExactly("USER_UPDATE", "USER_CREATE");
    assertThat(userEvents.get(1).path("details").path("roles").asString()).isEqualTo(role);
    assertThat(userEvents.get(0).path("details").path("active").asString()).isEqualTo("false");
    assertThat(userEvents.get(0).path("details").path("password").asString()).isEqualTo("changed");
    assertThat(userEvents.toString()).doesNotContain("new-pass-1");
  }

  @Test
  void parameterChangesAreKeptWithTheirValues() {
    Api admin = admin();
    String name = "org.platform.mdm.core.file.max.count";
    setting(admin, name, "7");
    setting(admin, name, null);
    JsonNode changes =
        admin
            .get("/api/v2/core/audit-events?type=PARAMETER_CHANGE&subject=" + name + "&limit=2")
            .json()
            .path("events");
    assertThat(changes.get(0).path("details").path("removed").asString()).isEqualTo("true");
    assertThat(changes.get(1).path("details").path("value").asString()).isEqualTo("7");
    assertThat(changes.get(1).path("userName").asString()).isEqualTo("admin");
  }
}
