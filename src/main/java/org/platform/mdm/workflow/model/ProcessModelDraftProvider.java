package org.platform.mdm.workflow.model;

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
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code bpmn-model} drafts: a working copy of the whole set of process definitions, RUNNING from
 * the start. Each save is an edition holding the whole set; publishing deploys each new or changed
 * process and makes the set the next revision. The draft remembers the revision it started from: if
 * another was published meanwhile, only a forced publication overwrites it.
 */
@Component
class ProcessModelDraftProvider implements DraftProvider {

  static final String BASE_REVISION = "baseRevision";

  private final ProcessModels models;
  private final JsonMapper json;

  ProcessModelDraftProvider(@Lazy ProcessModels models, JsonMapper json) {
    this.models = models;
    this.json = json;
  }

  @Override
  public String id() {
    return ProcessModels.DRAFT_TYPE;
  }

  @Override
  public DraftOpening open(UpsertInput input) {
    input.refuseParameters(id());
    return new DraftOpening(
        DraftState.RUNNING,
        input.subjectId(),
        List.of(),
        Map.of(BASE_REVISION, models.published().revision()));
  }

  @Override
  public JsonNode content(DraftView draft, EditionView latest) {
    return latest != null ? latest.content() : json.valueToTree(models.published().model());
  }

  @Override
  public Publication publish(DraftView draft, EditionView latest, boolean force) {
    ProcessModel candidate =
        latest != null
            ? json.treeToValue(latest.content(), ProcessModel.class)
            : models.published().model();
    int base = ((Number) draft.variables().getOrDefault(BASE_REVISION, 0)).intValue();
    PublishedProcessModel published =
        models.publish(candidate, base, force, draft, CurrentUser.get().userName());
    return new Publication(json.valueToTree(published.model()), null);
  }

  @Override
  public RequiredRight requiredRight(DraftOperation operation, DraftView draft) {
    return RequiredRight.onResource(SystemResource.ADMIN_DATA_MANAGEMENT.name(), operation);
  }
}
