package org.platform.mdm.core.access;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;

class UserAndRoleManagementTest extends ApiTest {

  @Test
  void anAdministratorCreatesAUserWhoCanLogIn() {
    String name = unique("alice");

    Api.Response created =
        admin()
            .post(
                "/api/v2/core/users",
                Map.of(
                    "userName",
                    name,
                    "password",
                    "alice-password",
                    "fullName",
                    "Alice Smith",
                    "email",
                    "alice@example.org",
                    "locale",
                    "ru"));

    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    assertThat(created.json().path("user").path("fullName").asString()).isEqualTo("Alice Smith");
    assertThat(created.json().path("user").path("createdBy").asString()).isEqualTo("admin");
    assertThat(created.json().path("user").path("version").asLong()).isEqualTo(1);
    assertThat(created.text()).doesNotContain("alice-password").doesNotContain("bcrypt");
    assertThat(login(name, "alice-password")).isNotBlank();
    assertThat(
            admin().get("/api/v2/core/users/" + name).json().path("user").path("locale").asString())
        .isEqualTo("ru");
  }

  @Test
  void aUserWithoutRightsIsRefusedAndNothingIsCreated() {
    Api nobody = aUserWithRoles();
    String name = unique("sneaky");

    Api.Response response =
        nobody.post("/api/v2/core/users", Map.of("userName", name, "password", "sneaky-password"));

    assertThat(response.status()).isEqualTo(403);
    assertThat(response.errorCodes()).containsExactly("CORE_ACCESS_DENIED");
    assertThat(
            response
                .json()
                .path("details")
                .path("error")
                .path(0)
                .path("externalMessage")
                .asString())
        .contains("CREATE")
        .contains("USER_MANAGEMENT");
    assertThat(admin().get("/api/v2/core/users/" + name).status()).isEqualTo(404);
  }

  @Test
  void aReadRightAllowsReadingButNotCreating() {
    Api reader = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));

    assertThat(reader.get("/api/v2/core/users").status()).isEqualTo(200);
    assertThat(
            reader
                .post(
                    "/api/v2/core/users", Map.of("userName", unique("x"), "password", "password-x"))
                .status())
        .isEqualTo(403);
    assertThat(reader.get("/api/v2/core/roles").status()).isEqualTo(403);
  }

  @Test
  void rightsOfSeveralRolesAddUp() {
    String reads = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    String creates =
        aRole(List.of(grant("USER_MANAGEMENT", "CREATE"), grant("ROLE_MANAGEMENT", "FULL")));
    Api both = aUserWithRoles(reads, creates);

    assertThat(both.get("/api/v2/core/users").status()).isEqualTo(200);
    assertThat(
            both.post(
                    "/api/v2/core/users",
                    Map.of("userName", unique("made"), "password", "password-made"))
                .status())
        .isEqualTo(200);
    assertThat(both.get("/api/v2/core/roles").status()).isEqualTo(200);
    assertThat(both.put("/api/v2/core/users/admin", Map.of("fullName", "x")).status())
        .isEqualTo(403);
  }

  @Test
  void fullStandsForAllFourRights() {
    String role = aRole(List.of(grant("ROLE_MANAGEMENT", "FULL")));

    Api.Response read = admin().get("/api/v2/core/roles/" + role);

    assertThat(read.json().path("role").path("rights").path(0).path("rights").toString())
        .isEqualTo("[\"CREATE\",\"READ\",\"UPDATE\",\"DELETE\"]");
  }

  @Test
  void userNamesAreUniqueWhateverTheirCase() {
    String name = unique("Bob");
    admin().post("/api/v2/core/users", Map.of("userName", name, "password", "password-bob"));

    Api.Response again =
        admin()
            .post(
                "/api/v2/core/users",
                Map.of("userName", name.toLowerCase(), "password", "password-bob"));

    assertThat(again.status()).isEqualTo(409);
    assertThat(again.errorCodes()).containsExactly("CORE_USER_EXISTS");
    // At the field the user typed it in, so that the form shows it there.
    assertThat(again.json().path("details").path("error").path(0).path("source").asString())
        .isEqualTo("userName");
  }

  @Test
  void everyProblemOfANewUserIsListedAtOnce() {
    Api.Response response =
        admin()
            .post(
                "/api/v2/core/users",
                Map.of(
                    "userName",
                    "bad name!",
                    "password",
                    "short",
                    "email",
                    "not-an-address",
                    "locale",
                    "xx"));

    assertThat(response.status()).isEqualTo(400);
    assertThat(response.errorCodes())
        .containsExactlyInAnyOrder(
            "CORE_USER_NAME_INVALID",
            "CORE_PASSWORD_TOO_SHORT",
            "CORE_EMAIL_INVALID",
            "CORE_LOCALE_UNSUPPORTED");
  }

  @Test
  void aRoleThatDoesNotExistIs404AndCreatesNoUser() {
    String name = unique("orphan");

    Api.Response response =
        admin()
            .post(
                "/api/v2/core/users",
                Map.of(
                    "userName",
                    name,
                    "password",
                    "orphan-password",
                    "roles",
                    List.of("NO_SUCH_ROLE")));

    assertThat(response.status()).isEqualTo(404);
    assertThat(response.errorCodes()).containsExactly("CORE_ROLE_NOT_FOUND");
    assertThat(admin().get("/api/v2/core/users/" + name).status()).isEqualTo(404);
  }

  @Test
  void changingRolesTakesEffectOnTheNextRequest() {
    String name = unique("carol");
    admin().post("/api/v2/core/users", Map.of("userName", name, "password", "carol-password"));
    Api carol = anonymous().bearer(login(name, "carol-password"));
    assertThat(carol.get("/api/v2/core/users").status()).isEqualTo(403);

    String reader = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    Api.Response change =
        admin().put("/api/v2/core/users/" + name, Map.of("roles", List.of(reader)));

    assertThat(change.status()).isEqualTo(200);
    assertThat(change.json().path("user").path("roles").toString()).contains(reader);
    assertThat(carol.get("/api/v2/core/users").status()).isEqualTo(200);
  }

  @Test
  void aStaleVersionIsAConflictAndChangesNothing() {
    String name = unique("dave");
    admin()
        .post(
            "/api/v2/core/users",
            Map.of("userName", name, "password", "dave-password", "fullName", "Dave"));
    Api.Response first =
        admin().put("/api/v2/core/users/" + name, Map.of("fullName", "Dave One", "version", 1));
    assertThat(first.status()).isEqualTo(200);
    assertThat(first.json().path("user").path("version").asLong()).isEqualTo(2);

    Api.Response stale =
        admin().put("/api/v2/core/users/" + name, Map.of("fullName", "Dave Two", "version", 1));

    assertThat(stale.status()).isEqualTo(409);
    assertThat(stale.errorCodes()).containsExactly("CORE_STALE_VERSION");
    assertThat(
            admin()
                .get("/api/v2/core/users/" + name)
                .json()
                .path("user")
                .path("fullName")
                .asString())
        .isEqualTo("Dave One");
  }

  @Test
  void theLastAdministratorCannotBeDeactivatedOrDemoted() {
    Api.Response deactivate = admin().put("/api/v2/core/users/admin", Map.of("active", false));
    Api.Response demote = admin().put("/api/v2/core/users/admin", Map.of("roles", List.of()));

    assertThat(deactivate.status()).isEqualTo(409);
    assertThat(deactivate.errorCodes()).containsExactly("CORE_LAST_ADMIN");
    assertThat(demote.status()).isEqualTo(409);
    assertThat(admin().get("/api/v2/core/users/admin").json().path("user").path("roles").toString())
        .contains("ADMIN");
  }

  @Test
  void aChangedPasswordReplacesTheOldOneAndEndsSessions() {
    String name = unique("erin");
    admin().post("/api/v2/core/users", Map.of("userName", name, "password", "erin-password-1"));
    Api old = anonymous().bearer(login(name, "erin-password-1"));

    admin().put("/api/v2/core/users/" + name, Map.of("password", "erin-password-2"));

    assertThat(old.get("/api/v2/core/authentication/current-user").status()).isEqualTo(401);
    assertThat(
            anonymous()
                .post(
                    "/api/v2/core/authentication/login",
                    Map.of("userName", name, "password", "erin-password-1"))
                .status())
        .isEqualTo(401);
    assertThat(login(name, "erin-password-2")).isNotBlank();
  }

  @Test
  void aRoleWithUnknownRightsOrResourcesIsRefused() {
    Api.Response badRight =
        admin()
            .post(
                "/api/v2/core/roles",
                Map.of("name", unique("r"), "rights", List.of(grant("USER_MANAGEMENT", "FLY"))));
    Api.Response badResource =
        admin()
            .post(
                "/api/v2/core/roles",
                Map.of("name", unique("r"), "rights", List.of(grant("NO_SUCH_RESOURCE", "READ"))));
    Api.Response badName = admin().post("/api/v2/core/roles", Map.of("name", "9 lives"));

    assertThat(badRight.status()).isEqualTo(400);
    assertThat(badRight.errorCodes()).containsExactly("CORE_RIGHT_UNKNOWN");
    assertThat(badResource.status()).isEqualTo(404);
    assertThat(badResource.errorCodes()).containsExactly("CORE_RESOURCE_NOT_FOUND");
    assertThat(badName.status()).isEqualTo(400);
    assertThat(badName.errorCodes()).containsExactly("CORE_ROLE_NAME_INVALID");
  }

  @Test
  void aRolesDisplayNameIsKeptWhenLeftOutAndIsTheNameAgainWhenSentEmpty() {
    Api admin = admin();
    String role = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    Api.Response named =
        admin.put(
            "/api/v2/core/roles/" + role,
            Map.of(
                "name",
                role,
                "displayName",
                "Readers",
                "rights",
                List.of(grant("USER_MANAGEMENT", "READ"))));
    assertThat(named.status()).as(named.toString()).isEqualTo(200);
    assertThat(named.json().path("role").path("displayName").asString()).isEqualTo("Readers");
    Api.Response kept =
        admin.put(
            "/api/v2/core/roles/" + role,
            Map.of("name", role, "rights", List.of(grant("USER_MANAGEMENT", "READ"))));
    assertThat(kept.json().path("role").path("displayName").asString()).isEqualTo("Readers");
    Api.Response cleared =
        admin.put(
            "/api/v2/core/roles/" + role,
            Map.of(
                "name",
                role,
                "displayName",
                "",
                "rights",
                List.of(grant("USER_MANAGEMENT", "READ"))));
    assertThat(cleared.status()).as(cleared.toString()).isEqualTo(200);
    assertThat(cleared.json().path("role").path("displayName").asString()).isEqualTo(role);
  }

  @Test
  void theAdminRoleCannotBeChangedOrDeleted() {
    assertThat(admin().put("/api/v2/core/roles/ADMIN", Map.of("displayName", "x")).errorCodes())
        .containsExactly("CORE_SYSTEM_ROLE_READ_ONLY");
    assertThat(admin().delete("/api/v2/core/roles/ADMIN").status()).isEqualTo(400);
  }

  @Test
  void aDeletedRoleNoLongerGrantsItsRights() {
    String role = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    Api user = aUserWithRoles(role);
    assertThat(user.get("/api/v2/core/users").status()).isEqualTo(200);

    Api.Response deleted = admin().delete("/api/v2/core/roles/" + role);

    assertThat(deleted.status()).isEqualTo(200);
    assertThat(user.get("/api/v2/core/users").status()).isEqualTo(403);
    assertThat(admin().get("/api/v2/core/roles/" + role).status()).isEqualTo(404);
  }

  @Test
  void theResourcesListNamesTheSystemResources() {
    Api.Response response = admin().get("/api/v2/core/security/resources");

    assertThat(response.status()).isEqualTo(200);
    assertThat(response.json().path("resources").toString())
        .contains(
            "USER_MANAGEMENT",
            "ROLE_MANAGEMENT",
            "PLATFORM_PARAMETERS_MANAGEMENT",
            "ADMIN_DATA_MANAGEMENT");
  }
}
