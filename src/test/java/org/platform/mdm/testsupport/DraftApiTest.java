package org.platform.mdm.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Base of the draft service tests: upsert, publish and search in one line each. */
public abstract class DraftApiTest extends ApiTest {

  protected static final String DRAFTS = "/api/v2/draft";

  protected JsonNode upsert(Api client, DraftRequests request) {
    Api.Response response = client.post(DRAFTS + "/upsert", request.build());
    assertThat(response.status()).as(response.toString()).isEqualTo(200);
    return response.json().path("draft");
  }

  protected long create(Api client, DraftRequests request) {
    return upsert(client, request).path("draftId").asLong();
  }

  protected Api.Response publish(Api client, long draftId, boolean delete) {
    return client.post(DRAFTS + "/publish", Map.of("draftId", draftId, "delete", delete));
  }

  protected Api.Response edit(Api client, long draftId, Map<String, Object> content) {
    return client.post("/api/v2/test/drafts/" + draftId + "/editions", content);
  }

  protected JsonNode find(Api client, long draftId) {
    Api.Response r = client.post(DRAFTS + "/drafts", Map.of("query", Map.of("draftId", draftId)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("drafts").path(0);
  }
}
