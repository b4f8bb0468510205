package org.platform.mdm.matching.model;

import java.util.List;
import java.util.Map;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.draft.DraftOpening;
import org.platform.mdm.draft.DraftOperation;
import org.platform.mdm.draft.DraftProvider;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.EditionView;
import org.platform.mdm.draft.Publication;
import org.platform.mdm.draft.RequiredRight;
import org.platform.mdm.draft.UpsertInput;
import org.platform.mdm.matching.MatchingErrors;
import org.platform.mdm.system.PlatformException;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code matching-model} drafts: a working copy of one entity's matching model (the draft's subject
 * is the entity's name), RUNNING from the start. Each save is an edition holding the whole model;
 * publishing checks it against the published data model and makes it the entity's next revision.
 */
@Component
class MatchingModelDraftProvider implements DraftProvider {

  private final MatchingModels models;
  private final JsonMapper json;

  MatchingModelDraftProvider(@Lazy MatchingModels models, JsonMapper json) {
    this.models = models;
    this.json = json;
  }

  @Override
  public String id() {
    return MatchingModels.DRAFT_TYPE;
  }

  @Override
  public DraftOpening open(UpsertInput input) {
    input.refuseParameters(id());
    if (input.subjectId().isBlank()) {
      throw new PlatformException(MatchingErrors.MATCHING_SUBJECT_REQUIRED);
    }
    return new DraftOpening(DraftState.RUNNING, input.subjectId(), List.of(), Map.of());
  }

  @Override
  public JsonNode content(DraftView draft, EditionView latest) {
    if (latest != null) {
      return latest.content();
    }
    return models
        .document(draft.subjectId())
        .orElseGet(
            () -> {
              ObjectNode empty = json.createObjectNode();
              empty.put("entityName", draft.subjectId());
              empty.putArray("sets");
              return empty;
            });
  }

  @Override
  public Publication publish(DraftView draft, EditionView latest, boolean force) {
    JsonNode document = content(draft, latest);
    models.publish(document, draft.subjectId(), CurrentUser.get().userName());
    return new Publication(document, draft.subjectId());
  }

  @Override
  public RequiredRight requiredRight(DraftOperation operation, DraftView draft) {
    return RequiredRight.onResource(SystemResource.ADMIN_DATA_MANAGEMENT.name(), operation);
  }
}
