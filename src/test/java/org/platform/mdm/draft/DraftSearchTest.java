package org.platform.mdm.draft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.DraftApiTest;
import tools.jackson.databind.JsonNode;

class DraftSearchTest extends DraftApiTest {

  private Api admin;
  private String topic;
  private String other;
  private long parent;
  private List<Long> mine;

  @BeforeEach
  void someDrafts() {
    admin = admin();
    topic = "topic:" + unique("t");
    other = "topic:" + unique("o");
    parent = create(admin, aDraft().tagged(topic));
    mine = new ArrayList<>(List.of(parent));
    mine.add(create(admin, aDraft().tagged(topic).about("subject-" + topic).childOf(parent)));
    mine.add(create(admin, aDraft().tagged(other).ownedBy("owner-" + topic.substring(6))));
    long running = create(admin, aDraft().tagged(topic, other));
    edit(admin, running, Map.of("n", 1));
    mine.add(running);
  }

  @Test
  void aBodyWithoutFieldsReturnsEveryDraftInIdOrder() {
    Api.Response response = admin.post(DRAFTS + "/drafts", Map.of());

    List<Long> ids = ids(response);
    assertThat(ids).containsAll(mine).isSorted();
    assertThat(response.json().path("totalCount").asLong()).isEqualTo(ids.size());
  }

  @Test
  void eachFilterFieldNarrowsTheResult() {
    assertThat(ids(search(Map.of("tags", List.of(topic)))))
        .containsExactly(mine.get(0), mine.get(1), mine.get(3));
    assertThat(ids(search(Map.of("tags", List.of(topic, other))))).containsExactly(mine.get(3));
    assertThat(ids(search(Map.of("tags", List.of(topic), "state", "RUNNING"))))
        .containsExactly(mine.get(3));
    assertThat(ids(search(Map.of("parentDraftId", parent)))).containsExactly(mine.get(1));
    assertThat(ids(search(Map.of("subjectId", "subject-" + topic)))).containsExactly(mine.get(1));
    assertThat(ids(search(Map.of("owner", "owner-" + topic.substring(6)))))
        .containsExactly(mine.get(2));
    assertThat(ids(search(Map.of("draftId", mine.get(2))))).containsExactly(mine.get(2));
    assertThat(ids(search(Map.of("type", "test-document", "tags", List.of(other)))))
        .containsExactly(mine.get(2), mine.get(3));
    assertThat(ids(search(Map.of("type", "bpmn-model", "tags", List.of(topic))))).isEmpty();
  }

  @Test
  void onlyTypeReturnsTheDraftsOfThatProvider() {
    long bpmn = create(admin, aDraft().ofType("bpmn-model"));

    List<JsonNode> drafts = new ArrayList<>();
    admin
        .post(DRAFTS + "/drafts", Map.of("query", Map.of("type", "bpmn-model")))
        .json()
        .path("drafts")
        .forEach(drafts::add);

    assertThat(drafts).isNotEmpty().allMatch(d -> d.path("type").asString().equals("bpmn-model"));
    assertThat(drafts).anyMatch(d -> d.path("draftId").asLong() == bpmn);
  }

  @Test
  void offsetAndLimitPageTheResultAndTotalCountCountsEveryMatch() {
    Api.Response page =
        admin.post(
            DRAFTS + "/drafts",
            Map.of("query", Map.of("tags", List.of(topic)), "offset", 1, "limit", 1));

    assertThat(ids(page)).containsExactly(mine.get(1));
    assertThat(page.json().path("totalCount").asLong()).isEqualTo(3);
    Api.Response beyond =
        admin.post(
            DRAFTS + "/drafts",
            Map.of("query", Map.of("tags", List.of(topic)), "offset", 10, "limit", 5));
    assertThat(ids(beyond)).isEmpty();
    assertThat(beyond.json().path("totalCount").asLong()).isEqualTo(3);
  }

  @Test
  void badPagingAndUnknownStatesAreRefused() {
    assertRefused(Map.of("limit", 0), "DRAFT_LIMIT_INVALID");
    assertRefused(Map.of("limit", -3), "DRAFT_LIMIT_INVALID");
    assertRefused(Map.of("offset", -1), "DRAFT_OFFSET_INVALID");
    assertRefused(Map.of("query", Map.of("state", "SLEEPING")), "DRAFT_STATE_UNKNOWN");
    assertRefused(Map.of("query", Map.of("tags", List.of("no-colon"))), "DRAFT_TAG_INVALID");
    assertRefused(Map.of("limit", "ten"), "SYSTEM_INVALID_FIELD");
  }

  private Api.Response search(Map<String, Object> query) {
    Api.Response response = admin.post(DRAFTS + "/drafts", Map.of("query", query));
    assertThat(response.status()).as(response.toString()).isEqualTo(200);
    return response;
  }

  private void assertRefused(Map<String, Object> body, String code) {
    Api.Response response = admin.post(DRAFTS + "/drafts", body);
    assertThat(response.status()).as(response.toString()).isEqualTo(400);
    assertThat(response.errorCodes()).containsExactly(code);
  }

  private static List<Long> ids(Api.Response response) {
    List<Long> ids = new ArrayList<>();
    response.json().path("drafts").forEach(d -> ids.add(d.path("draftId").asLong()));
    return ids;
  }
}
