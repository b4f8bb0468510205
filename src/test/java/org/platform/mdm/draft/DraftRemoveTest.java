package org.platform.mdm.draft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.DraftApiTest;

/** The spec's examples of remove filters, and what remove must not do. */
class DraftRemoveTest extends DraftApiTest {

  @Test
  void removeByDraftIdOnly() {
    Api admin = admin();
    long keep = create(admin, aDraft());
    long gone = create(admin, aDraft());

    Api.Response response = admin.post(DRAFTS + "/remove", Map.of("draftId", gone));

    assertThat(response.status()).isEqualTo(200);
    assertThat(response.json().path("success").asBoolean()).isTrue();
    assertThat(find(admin, gone).isMissingNode()).isTrue();
    assertThat(find(admin, keep).path("draftId").asLong()).isEqualTo(keep);
  }

  @Test
  void removeByStatePublishedOnly() {
    Api admin = admin();
    long published = create(admin, aDraft());
    publish(admin, published, false);
    long created = create(admin, aDraft());

    Api.Response response = admin.post(DRAFTS + "/remove", Map.of("state", "PUBLISHED"));

    assertThat(response.json().path("success").asBoolean()).isTrue();
    assertThat(find(admin, published).isMissingNode()).isTrue();
    assertThat(find(admin, created).path("state").asString()).isEqualTo("CREATED");
    assertThat(
            admin
                .post(DRAFTS + "/drafts", Map.of("query", Map.of("state", "PUBLISHED")))
                .json()
                .path("totalCount")
                .asLong())
        .isZero();
  }

  @Test
  void removeByTypeOwnerSubjectTagAndStateCreatedCombined() {
    Api admin = admin();
    String topic = "topic:" + unique("t");
    String subject = unique("subject");
    long match = create(admin, aDraft().ownedBy("jane").about(subject).tagged(topic));
    long otherOwner = create(admin, aDraft().ownedBy("john").about(subject).tagged(topic));
    long running = create(admin, aDraft().ownedBy("jane").about(subject).tagged(topic));
    edit(admin, running, Map.of("x", 1));

    Api.Response response =
        admin.post(
            DRAFTS + "/remove",
            Map.of(
                "type",
                "test-document",
                "owner",
                "jane",
                "subjectId",
                subject,
                "tags",
                List.of(topic),
                "state",
                "CREATED"));

    assertThat(response.json().path("success").asBoolean()).isTrue();
    assertThat(response.json().path("details").path("info").path(0).path("content").asString())
        .isEqualTo("1 draft removed.");
    assertThat(find(admin, match).isMissingNode()).isTrue();
    assertThat(find(admin, otherOwner).isMissingNode()).isFalse();
    assertThat(find(admin, running).isMissingNode()).isFalse();
  }

  @Test
  void removingAParentRemovesItsChildren() {
    Api admin = admin();
    long parent = create(admin, aDraft());
    long child = create(admin, aDraft().childOf(parent));

    admin.post(DRAFTS + "/remove", Map.of("draftId", parent));

    assertThat(find(admin, child).isMissingNode()).isTrue();
  }

  @Test
  void removeWithoutAnyFieldIsRefusedAndRemovesNothing() {
    Api admin = admin();
    create(admin, aDraft());
    long before = admin.post(DRAFTS + "/drafts", Map.of()).json().path("totalCount").asLong();

    Api.Response empty = admin.post(DRAFTS + "/remove", Map.of());
    Api.Response noBody = admin.send("POST", DRAFTS + "/remove", null, "application/json");

    assertThat(empty.status()).isEqualTo(400);
    assertThat(empty.errorCodes()).containsExactly("DRAFT_REMOVE_WITHOUT_FILTER");
    assertThat(noBody.status()).isEqualTo(400);
    assertThat(admin.post(DRAFTS + "/drafts", Map.of()).json().path("totalCount").asLong())
        .isEqualTo(before);
  }

  @Test
  void aFilterThatMatchesNothingSucceeds() {
    Api.Response response = admin().post(DRAFTS + "/remove", Map.of("owner", unique("nobody")));

    assertThat(response.status()).isEqualTo(200);
    assertThat(response.json().path("success").asBoolean()).isTrue();
  }
}
