package org.platform.mdm.testsupport;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.draft.DraftOpening;
import org.platform.mdm.draft.DraftOperation;
import org.platform.mdm.draft.DraftProvider;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.EditionView;
import org.platform.mdm.draft.Publication;
import org.platform.mdm.draft.RequiredRight;
import org.platform.mdm.draft.UpsertInput;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * A draft type that exists only in the tests: its "real objects" are JSON documents kept in memory
 * with a version each. It lets the tests drive what the draft module does with any provider:
 * editions, the force rule, failing post-publication actions.
 */
@Component
public class TestDraftProvider implements DraftProvider {

  public static final String ID = "test-document";

  /** The description of a draft whose publication this provider does not offer. */
  public static final String UNPUBLISHABLE = "unpublishable";

  private final Map<String, JsonNode> objects = new ConcurrentHashMap<>();
  private final Map<String, Integer> versions = new ConcurrentHashMap<>();

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<String> tagNames() {
    return List.of("topic");
  }

  @Override
  public DraftOpening open(UpsertInput input) {
    return new DraftOpening(
        DraftState.CREATED,
        input.subjectId(),
        input.tags(),
        Map.of("baseVersion", version(input.subjectId())));
  }

  @Override
  public List<String> retag(DraftView draft, UpsertInput input) {
    return input.tags().isEmpty() ? draft.tags() : input.tags();
  }

  @Override
  public JsonNode content(DraftView draft, EditionView latest) {
    if (latest != null) {
      return latest.content();
    }
    return objects.getOrDefault(draft.subjectId(), JsonNodeFactory.instance.objectNode());
  }

  @Override
  public Publication publish(DraftView draft, EditionView latest, boolean force) {
    if (UNPUBLISHABLE.equals(draft.description())) {
      throw new PlatformException(DraftErrors.DRAFT_PUBLISH_NOT_AVAILABLE, id());
    }
    int base = ((Number) draft.variables().get("baseVersion")).intValue();
    int now = version(draft.subjectId());
    if (!force && !draft.subjectId().isEmpty() && base != now) {
      throw new PlatformException(
          DraftErrors.DRAFT_SUBJECT_CHANGED, draft.draftId().value(), base, now);
    }
    JsonNode content = content(draft, latest);
    String subject = draft.subjectId().isEmpty() ? UUID.randomUUID().toString() : draft.subjectId();
    objects.put(subject, content);
    versions.merge(subject, 1, Integer::sum);
    return new Publication(content, subject);
  }

  @Override
  public void afterPublish(DraftView draft) {
    if (objects
        .getOrDefault(draft.subjectId(), JsonNodeFactory.instance.objectNode())
        .path("failAfterPublish")
        .asBoolean(false)) {
      throw new IllegalStateException("the search index is down (simulated)");
    }
  }

  @Override
  public RequiredRight requiredRight(DraftOperation operation, DraftView draft) {
    return null;
  }

  /** The published object, for assertions. */
  public JsonNode object(String subjectId) {
    return objects.get(subjectId);
  }

  /** Someone changes the real object outside the draft. */
  public void changeBehindTheDraftsBack(String subjectId) {
    versions.merge(subjectId, 1, Integer::sum);
  }

  private int version(String subjectId) {
    return versions.getOrDefault(subjectId, 0);
  }
}
