package org.platform.mdm.draft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.DraftApiTest;
import org.platform.mdm.testsupport.TestDraftProvider;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

class DraftPublishTest extends DraftApiTest {

  @Autowired TestDraftProvider objects;

  @Test
  void publishingWithoutDeleteKeepsTheDraftAsPublished() {
    Api admin = admin();
    long id = create(admin, aDraft());
    edit(admin, id, Map.of("name", "Acme"));

    Api.Response response = publish(admin, id, false);

    assertThat(response.status()).as(response.toString()).isEqualTo(200);
    JsonNode draft = response.json().path("draft");
    assertThat(draft.path("state").asString()).isEqualTo("PUBLISHED");
    assertThat(draft.path("draftId").asLong()).isEqualTo(id);
    assertThat(find(admin, id).path("state").asString()).isEqualTo("PUBLISHED");
    String subject = draft.path("subjectId").asString();
    assertThat(subject).isNotEmpty();
    assertThat(objects.object(subject).path("name").asString()).isEqualTo("Acme");
  }

  @Test
  void publishingWithDeleteRemovesTheDraftAndAnswersItAsPublished() {
    Api admin = admin();
    long id = create(admin, aDraft());
    long child = create(admin, aDraft().childOf(id));

    Api.Response response = publish(admin, id, true);

    assertThat(response.status()).isEqualTo(200);
    assertThat(response.json().path("draft").path("state").asString()).isEqualTo("PUBLISHED");
    assertThat(response.json().path("draft").path("draftId").asLong()).isEqualTo(id);
    assertThat(find(admin, id).isMissingNode()).isTrue();
    assertThat(find(admin, child).isMissingNode()).isTrue();
  }

  @Test
  void aDraftPublishedWithoutEditsKeepsWhatWasPublishedAsItsEdition() {
    Api admin = admin();
    long id = create(admin, aDraft());

    JsonNode draft = publish(admin, id, false).json().path("draft");

    assertThat(draft.path("editionsCount").asInt()).isEqualTo(1);
    assertThat(draft.path("updatedBy").asString()).isEqualTo("admin");
    assertThat(draft.path("updateDate").asString()).isNotBlank();
  }

  @Test
  void aPublishedDraftTakesNoMoreChanges() {
    Api admin = admin();
    long id = create(admin, aDraft());
    publish(admin, id, false);

    Api.Response again = publish(admin, id, false);
    Api.Response edit = edit(admin, id, Map.of("late", true));
    Api.Response upsert =
        admin.post(DRAFTS + "/upsert", aDraft().existing(id).described("late").build());

    assertThat(again.status()).isEqualTo(409);
    assertThat(again.errorCodes()).containsExactly("DRAFT_ALREADY_PUBLISHED");
    assertThat(edit.status()).isEqualTo(409);
    assertThat(upsert.status()).isEqualTo(409);
    assertThat(find(admin, id).path("editionsCount").asInt()).isEqualTo(1);
  }

  @Test
  void badPublishRequestsAreRefused() {
    Api admin = admin();

    Api.Response noId = admin.post(DRAFTS + "/publish", Map.of("delete", false));
    Api.Response unknown = publish(admin, 987_654_321L, false);
    Api.Response pending =
        publish(admin, create(admin, aDraft().described(TestDraftProvider.UNPUBLISHABLE)), false);

    assertThat(noId.status()).isEqualTo(400);
    assertThat(noId.errorCodes()).containsExactly("DRAFT_FIELD_REQUIRED");
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.errorCodes()).containsExactly("DRAFT_NOT_FOUND");
    assertThat(pending.status()).isEqualTo(400);
    assertThat(pending.errorCodes()).containsExactly("DRAFT_PUBLISH_NOT_AVAILABLE");
    assertThat(
            pending.json().path("details").path("error").path(0).path("externalMessage").asString())
        .contains(TestDraftProvider.ID);
  }

  @Test
  void withoutForceAChangedObjectIsAConflictWithForceItIsOverwritten() {
    Api admin = admin();
    String subject = unique("doc");
    long id = create(admin, aDraft().about(subject));
    edit(admin, id, Map.of("name", "from the draft"));
    objects.changeBehindTheDraftsBack(subject);

    Api.Response plain = publish(admin, id, false);
    assertThat(plain.status()).isEqualTo(409);
    assertThat(plain.errorCodes()).containsExactly("DRAFT_SUBJECT_CHANGED");
    assertThat(find(admin, id).path("state").asString()).isEqualTo("RUNNING");

    Api.Response forced =
        admin.post(DRAFTS + "/publish", Map.of("draftId", id, "force", true, "delete", false));
    assertThat(forced.status()).isEqualTo(200);
    assertThat(objects.object(subject).path("name").asString()).isEqualTo("from the draft");
  }

  @Test
  void aStaleVersionRefusesThePublication() {
    Api admin = admin();
    long id = create(admin, aDraft());
    upsert(admin, aDraft().existing(id).described("changed"));

    Api.Response stale = admin.post(DRAFTS + "/publish", Map.of("draftId", id, "version", 1));

    assertThat(stale.status()).isEqualTo(409);
    assertThat(stale.errorCodes()).containsExactly("DRAFT_STALE_VERSION");
    assertThat(find(admin, id).path("state").asString()).isEqualTo("CREATED");
  }

  @Test
  void ofConcurrentPublicationsOfOneDraftExactlyOneSucceeds() throws Exception {
    Api admin = admin();
    for (boolean delete : new boolean[] {false, true}) {
      long id = create(admin, aDraft());
      List<Integer> statuses = race(8, () -> publish(admin, id, delete).status());

      assertThat(statuses).as("delete=" + delete).filteredOn(s -> s == 200).hasSize(1);
      assertThat(statuses)
          .as("delete=" + delete)
          .filteredOn(s -> s != 200)
          .allMatch(s -> s == 409 || (delete && s == 404));
    }
  }

  @Test
  void aParentPublishesItsChildrenInOneTransaction() {
    Api admin = admin();
    long parent = create(admin, aDraft());
    long child = create(admin, aDraft().childOf(parent));
    long grandchild = create(admin, aDraft().childOf(child));

    Api.Response response = publish(admin, parent, false);

    assertThat(response.status()).isEqualTo(200);
    for (long id : new long[] {parent, child, grandchild}) {
      assertThat(find(admin, id).path("state").asString()).as("draft " + id).isEqualTo("PUBLISHED");
    }
  }

  @Test
  void whenOneChildCannotBePublishedNothingIs() {
    Api admin = admin();
    long parent = create(admin, aDraft());
    long good = create(admin, aDraft().childOf(parent));
    create(admin, aDraft().described(TestDraftProvider.UNPUBLISHABLE).childOf(parent));

    Api.Response response = publish(admin, parent, false);

    assertThat(response.status()).isEqualTo(400);
    assertThat(response.errorCodes()).containsExactly("DRAFT_PUBLISH_NOT_AVAILABLE");
    assertThat(find(admin, parent).path("state").asString()).isEqualTo("CREATED");
    assertThat(find(admin, good).path("state").asString()).isEqualTo("CREATED");
    assertThat(find(admin, good).path("subjectId").asString()).isEmpty();
  }

  @Test
  void aFailingActionAfterPublicationLeavesTheDraftFailedAndEditable() {
    Api admin = admin();
    long id = create(admin, aDraft());
    edit(admin, id, Map.of("failAfterPublish", true));

    Api.Response response = publish(admin, id, false);

    assertThat(response.status()).isEqualTo(200);
    assertThat(response.json().path("draft").path("state").asString()).isEqualTo("FAILED");
    assertThat(response.json().path("details").path("warning").path(0).path("content").asString())
        .contains("FAILED");
    assertThat(find(admin, id).path("state").asString()).isEqualTo("FAILED");
    assertThat(edit(admin, id, Map.of("failAfterPublish", false)).json().path("state").asString())
        .isEqualTo("RUNNING");
  }

  private static List<Integer> race(int threads, java.util.concurrent.Callable<Integer> call)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<Integer>> futures = new ArrayList<>();
      for (int i = 0; i < threads; i++) {
        futures.add(
            pool.submit(
                () -> {
                  start.await();
                  return call.call();
                }));
      }
      start.countDown();
      List<Integer> statuses = new ArrayList<>();
      for (Future<Integer> f : futures) {
        statuses.add(f.get());
      }
      return statuses;
    } finally {
      pool.shutdownNow();
    }
  }

  static Map<String, Object> map(Object... pairs) {
    Map<String, Object> m = new HashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      m.put((String) pairs[i], pairs[i + 1]);
    }
    return m;
  }
}
