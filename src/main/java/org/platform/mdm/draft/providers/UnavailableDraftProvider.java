package org.platform.mdm.draft.providers;

import java.util.List;
import java.util.Map;
import org.platform.mdm.core.SystemResource;
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
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * A provider whose real objects arrive with later work (relations, classifications, classifiers,
 * quality, matching and workflow models). Its drafts can be created with the tags it lists,
 * searched and removed; publishing one is refused with a clear message until its module exists.
 * Changing these drafts needs the data model administration right.
 */
final class UnavailableDraftProvider implements DraftProvider {

  private final String id;
  private final List<String> tagNames;

  UnavailableDraftProvider(String id, List<String> tagNames) {
    this.id = id;
    this.tagNames = List.copyOf(tagNames);
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public List<String> tagNames() {
    return tagNames;
  }

  @Override
  public DraftOpening open(UpsertInput input) {
    if (!input.parameters().isEmpty()) {
      throw new PlatformException(
          DraftErrors.DRAFT_PARAMETER_UNKNOWN, String.join(", ", input.parameters().keySet()), id);
    }
    return new DraftOpening(DraftState.CREATED, input.subjectId(), input.tags(), Map.of());
  }

  @Override
  public List<String> retag(DraftView draft, UpsertInput input) {
    return input.tags().isEmpty() ? draft.tags() : input.tags();
  }

  @Override
  public JsonNode content(DraftView draft, EditionView latest) {
    return latest == null ? JsonNodeFactory.instance.objectNode() : latest.content();
  }

  @Override
  public Publication publish(DraftView draft, EditionView latest, boolean force) {
    throw new PlatformException(DraftErrors.DRAFT_PUBLISH_NOT_AVAILABLE, id);
  }

  @Override
  public RequiredRight requiredRight(DraftOperation operation, DraftView draft) {
    return RequiredRight.onResource(SystemResource.ADMIN_DATA_MANAGEMENT.name(), operation);
  }
}
