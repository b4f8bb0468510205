package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** Whatever writes a record (a write, a draft publication, a bulk load), search sees it at once. */
class SearchFreshnessTest extends SearchTestSupport {

  @Test
  void everyWriteIsFoundWhenItReturnsAndItsOldValuesAreNot() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    for (int i = 0; i < 30; i++) {
      String id = id(written(admin, aRecord(r, erp, "R" + i).with("city", "c" + i)));
      assertThat(found(admin, r, leaf("city", "EQ", "c" + i))).containsExactly(id);
      written(admin, aRecord(r, erp, "R" + i).with("city", "d" + i));
      assertThat(found(admin, r, leaf("city", "EQ", "d" + i))).containsExactly(id);
      assertThat(found(admin, r, leaf("city", "EQ", "c" + i))).isEmpty();
    }
  }

  @Test
  void aDraftedRecordIsFoundOnceItsDraftIsPublished() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    long draft = create(admin, aDraft().ofType("record").with("entity-name", r));
    written(admin, aRecord(r, erp, "D-1").with("city", "Drafted").field("draftId", draft));

    assertThat(found(admin, r, leaf("city", "EQ", "Drafted"))).isEmpty();
    Api.Response published = admin.post(DRAFTS + "/publish", Map.of("draftId", draft));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    assertThat(found(admin, r, leaf("city", "EQ", "Drafted"))).hasSize(1);
  }

  @Test
  void bulkLoadedRecordsAreFoundWhenTheLoadIsDone() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    written(admin, aRecord(r, erp, "B-0").with("city", "Before"));
    StringBuilder ndjson = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      ndjson.append(
          String.format(
              "{\"entityName\": \"%s\", \"sourceSystem\": \"%s\", \"externalId\": \"B-%d\","
                  + " \"attributes\": {\"city\": \"Loaded\"}}%n",
              r, erp, i));
    }
    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson.toString(), "application/x-ndjson");
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    long id = started.json().path("importId").asLong();
    for (int i = 0; i < 200; i++) {
      JsonNode status = admin.get("/api/v2/data/import/" + id).json();
      if (status.path("state").asString().equals("DONE")) {
        break;
      }
      Thread.sleep(50);
    }
    assertThat(found(admin, r, leaf("city", "EQ", "Loaded"))).hasSize(3);
    assertThat(found(admin, r, leaf("city", "EQ", "Before"))).as("B-0 was loaded over").isEmpty();
  }
}
