package org.platform.mdm.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Work started in the background tells its user how it ended, with a link to what it made. */
class UserNotificationsTest extends RecordApiTest {

  private static final String NOTIFICATIONS = "/api/v2/core/user-notifications";

  /** The user's notifications once there are {@code count} (waits up to 30 s). */
  private static JsonNode awaited(Api user, int count) throws InterruptedException {
    for (int i = 0; i < 600; i++) {
      JsonNode page = user.get(NOTIFICATIONS).json();
      if (page.path("notifications").size() >= count) {
        return page;
      }
      Thread.sleep(50);
    }
    throw new AssertionError("no " + count + " notifications");
  }

  @Test
  void anExportAndAnImportTellTheirUserHowTheyEnded() throws InterruptedException {
    Api steward = aUserWithRoles(aRole(List.of(grant("ROLE_MANAGEMENT", "FULL"))));
    Api other = aUserWithRoles(aRole(List.of(grant("ROLE_MANAGEMENT", "FULL"))));
    assertThat(steward.get(NOTIFICATIONS).json().path("totalCount").asInt()).isZero();

    assertThat(steward.post("/api/v2/core/roles/export", Map.of()).status()).isEqualTo(202);
    JsonNode page = awaited(steward, 1);
    JsonNode exported = page.path("notifications").get(0);
    assertThat(exported.path("type").asString()).isEqualTo("ROLES_EXPORT");
    assertThat(exported.path("outcome").asString()).isEqualTo("DONE");
    assertThat(exported.path("text").asString()).contains("ready to download");
    assertThat(exported.path("readDate").isNull()).isTrue();
    assertThat(page.path("unreadCount").asInt()).isEqualTo(1);
    // The link downloads the document, for its user only.
    String link = exported.path("link").asString();
    JsonNode document = steward.get(link).json().path("document");
    assertThat(document.path("roles").size())
        .isEqualTo(Integer.parseInt(exported.path("params").get(0).asString()));
    assertThat(other.get(link).status()).isEqualTo(404);
    assertThat(other.get(NOTIFICATIONS).json().path("totalCount").asInt()).isZero();

    String role = unique("imported");
    steward.post(
        "/api/v2/core/roles/import",
        Map.of("roles", List.of(Map.of("name", role), Map.of("name", "not a name!"))));
    page = awaited(steward, 2);
    JsonNode imported = page.path("notifications").get(0);
    assertThat(imported.path("type").asString()).isEqualTo("ROLES_IMPORT");
    assertThat(imported.path("text").asString())
        .isEqualTo("Roles imported: 1 created, 0 updated, 1 skipped.");
    assertThat(imported.path("link").isNull()).isTrue();
    JsonNode russian =
        steward.header("Accept-Language", "ru").get(NOTIFICATIONS).json().path("notifications");
    assertThat(russian.get(0).path("text").asString())
        .isEqualTo("Роли загружены: создано 1, обновлено 0, пропущено 1.");

    // Read one, then all; the unread filter and the counts follow.
    long first = exported.path("id").asLong();
    assertThat(other.post(NOTIFICATIONS + "/" + first + "/read", Map.of()).status()).isEqualTo(404);
    assertThat(
            steward
                .post(NOTIFICATIONS + "/" + first + "/read", Map.of())
                .json()
                .path("unreadCount")
                .asInt())
        .isEqualTo(1);
    JsonNode unread = steward.get(NOTIFICATIONS + "?unreadOnly=true").json();
    assertThat(unread.path("totalCount").asInt()).isEqualTo(1);
    assertThat(unread.path("notifications").get(0).path("type").asString())
        .isEqualTo("ROLES_IMPORT");
    assertThat(steward.post(NOTIFICATIONS + "/read", Map.of()).json().path("unreadCount").asInt())
        .isZero();
    JsonNode read = steward.get(NOTIFICATIONS).json().path("notifications").get(1);
    assertThat(read.path("readDate").isString()).as(read.toString()).isTrue();

    // Delete one, then all; another's cannot be deleted.
    assertThat(other.delete(NOTIFICATIONS + "/" + first).status()).isEqualTo(404);
    assertThat(steward.delete(NOTIFICATIONS + "/" + first).status()).isEqualTo(200);
    assertThat(steward.delete(NOTIFICATIONS + "/" + first).status()).isEqualTo(404);
    assertThat(steward.get(NOTIFICATIONS).json().path("totalCount").asInt()).isEqualTo(1);
    assertThat(steward.delete(NOTIFICATIONS).status()).isEqualTo(200);
    assertThat(steward.get(NOTIFICATIONS).json().path("totalCount").asInt()).isZero();
  }

  @Test
  void aPageOutOfBoundsIsRefused() {
    Api user = aUserWithRoles();
    Api.Response refused = user.get(NOTIFICATIONS + "?limit=5000");
    assertThat(refused.status()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("CORE_PAGE_INVALID");
    assertThat(user.get(NOTIFICATIONS + "?offset=-1").status()).isEqualTo(400);
    assertThat(user.post(NOTIFICATIONS + "/abc/read", Map.of()).status()).isEqualTo(400);
    assertThat(anonymous().get(NOTIFICATIONS).status()).isEqualTo(401);
  }
}
