package org.platform.mdm.bulk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.bulk.BulkOperationsTest.download;
import static org.platform.mdm.bulk.BulkOperationsTest.execute;
import static org.platform.mdm.bulk.BulkOperationsTest.finished;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * The user who started an export, an import or a deletion of records is told how it ended, and an
 * export's notification links its file: found again after its dialog was closed.
 */
class RunNoticesTest extends RecordApiTest {

  private static final String NOTIFICATIONS = "/api/v2/core/user-notifications";

  @Test
  void anExportAndADeletionTellTheirUserAndTheExportLinksItsFile() throws Exception {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    for (int i = 0; i < 3; i++) {
      written(admin, aRecord(entity, crm, "N" + i).with("name", "Name " + i));
    }
    Api steward = aUserWithRoles(aRole(List.of(grant(entity, "FULL"))));
    Api other = aUserWithRoles(aRole(List.of(grant(entity, "FULL"))));
    Map<String, Object> selection = Map.of("entityName", entity);

    long exportId =
        execute(
            steward, Map.of("operationType", "EXPORT", "format", "CSV", "selection", selection));
    JsonNode run = finished(steward, exportId);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    JsonNode notice = newest(steward, 1);
    assertThat(notice.path("type").asString()).isEqualTo("RECORDS_EXPORT");
    assertThat(notice.path("outcome").asString()).isEqualTo("DONE");
    assertThat(notice.path("text").asString())
        .isEqualTo("Records exported (run " + exportId + "): the file is ready to download.");
    // The link gives the run's file, to its user only.
    String link = notice.path("link").asString();
    assertThat(steward.sendForBytes(steward.request(link)).body())
        .isEqualTo(download(steward, run).body());
    assertThat(other.get(link).status()).isNotEqualTo(200);
    assertThat(other.get(NOTIFICATIONS).json().path("totalCount").asInt()).isZero();

    long deleteId = execute(steward, Map.of("operationType", "DELETE", "selection", selection));
    assertThat(finished(steward, deleteId).path("status").asString()).isEqualTo("COMPLETED");
    JsonNode deleted = newest(steward, 2);
    assertThat(deleted.path("type").asString()).isEqualTo("RECORDS_DELETE");
    assertThat(deleted.path("text").asString())
        .startsWith("Records deleted (run " + deleteId + ")");
    assertThat(deleted.path("link").isNull()).isTrue();
  }

  @Test
  void anImportTellsItsUserTheRowsItChangedLeftUnchangedAndRefused() throws Exception {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    Api steward = aUserWithRoles(aRole(List.of(grant(entity, "FULL"))));
    written(steward, aRecord(entity, crm, "K0").with("name", "Kept"));
    String ndjson =
        line(entity, crm, "K0", "Changed")
            + line(entity, crm, "K1", "New one")
            + line(entity, crm, "K2", "New two")
            + "{\"entityName\":\""
            + entity
            + "\",\"attributes\":{}}\n";
    Api.Response load =
        steward.send("POST", "/api/v2/data/import?format=ndjson", ndjson, "application/x-ndjson");
    assertThat(load.status()).as(load.toString()).isEqualTo(202);

    JsonNode notice = newest(steward, 1);
    assertThat(notice.path("type").asString()).isEqualTo("RECORDS_IMPORT");
    assertThat(notice.path("outcome").asString()).isEqualTo("DONE");
    assertThat(notice.path("text").asString())
        .contains("rows changed: 3, unchanged: 0, failed: 1.");
  }

  private static String line(String entity, String source, String id, String name) {
    return "{\"entityName\":\""
        + entity
        + "\",\"sourceSystem\":\""
        + source
        + "\",\"externalId\":\""
        + id
        + "\",\"attributes\":{\"name\":\""
        + name
        + "\"}}\n";
  }

  /** The user's newest notification once there are {@code count} (waits up to 30 s). */
  private static JsonNode newest(Api user, int count) throws InterruptedException {
    for (int i = 0; i < 300; i++) {
      JsonNode page = user.get(NOTIFICATIONS).json();
      if (page.path("totalCount").asInt() >= count) {
        return page.path("notifications").get(0);
      }
      Thread.sleep(100);
    }
    throw new AssertionError("no " + count + " notifications");
  }
}
