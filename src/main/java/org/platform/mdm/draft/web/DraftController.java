package org.platform.mdm.draft.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftPage;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.PublishNotes;
import org.platform.mdm.draft.PublishOutcome;
import org.platform.mdm.draft.UpsertCommand;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.Messages;
import org.platform.mdm.system.PlatformException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The draft service of the spec. Any authenticated user may call it; the right each change needs is
 * the one the draft's provider names (data model drafts: data model administration).
 */
@Tag(
    name = "Drafts",
    description =
        "Search, create, change, publish and remove drafts of any type. Any logged-in user may"
            + " search; changes need the right the draft's type names (the data model:"
            + " ADMIN_DATA_MANAGEMENT).")
@RestController
@RequestMapping("/api/v2/draft")
@AnyUser
class DraftController {

  private final DraftService drafts;
  private final Messages messages;

  DraftController(DraftService drafts, Messages messages) {
    this.drafts = drafts;
    this.messages = messages;
  }

  record TypeRO(String id, String description, List<String> tags) {}

  record TypesResponseRO(Details details, List<TypeRO> types) {}

  record StateRO(String name, String moduleId, String displayName, String description) {}

  record StatesResponseRO(Details details, List<StateRO> states) {}

  record SearchRequestRO(DraftQueryRO query, Integer offset, Integer limit) {}

  record SearchResponseRO(Details details, List<DraftRO> drafts, long totalCount) {}

  record UpsertRequestRO(
      String type,
      String owner,
      String subjectId,
      Long draftId,
      Long parentDraftId,
      List<String> tags,
      String description,
      Map<String, String> parameters,
      Long version) {}

  record PublishRequestRO(@NotNull Long draftId, Boolean force, Boolean delete, Long version) {}

  record DraftResponseRO(Details details, DraftRO draft) {}

  record RemoveResponseRO(Details details, boolean success) {}

  @GetMapping("/types")
  @Operation(operationId = "listDraftTypes", summary = "List the draft types with their tag names")
  TypesResponseRO types(HttpServletRequest request) {
    List<TypeRO> types =
        drafts.providers().stream()
            .map(p -> new TypeRO(p.id(), describe(request, p.id()), p.tagNames()))
            .toList();
    return new TypesResponseRO(Details.empty(), types);
  }

  @GetMapping("/states")
  @Operation(operationId = "listDraftStates", summary = "List the draft states")
  StatesResponseRO states(HttpServletRequest request) {
    List<StateRO> states =
        drafts.states().stream()
            .map(
                s ->
                    new StateRO(
                        s.state().name(),
                        s.moduleId(),
                        messages.text(request, s.displayNameKey()),
                        messages.text(request, s.descriptionKey())))
            .toList();
    return new StatesResponseRO(Details.empty(), states);
  }

  @PostMapping("/drafts")
  @Operation(
      operationId = "searchDrafts",
      summary = "Search drafts",
      description =
          "All filters must match (`tags`: has all of them). Results come in `draftId` order;"
              + " `offset` and `limit` page them, `totalCount` counts every match.")
  SearchResponseRO search(@RequestBody(required = false) SearchRequestRO request) {
    SearchRequestRO r = request == null ? new SearchRequestRO(null, null, null) : request;
    DraftQueryRO query =
        r.query() == null ? new DraftQueryRO(null, null, null, null, null, null, null) : r.query();
    DraftPage page = drafts.search(query.toQuery(), r.offset(), r.limit());
    return new SearchResponseRO(
        Details.empty(),
        page.drafts().stream().map(d -> DraftRO.of(d, page.ownerNames())).toList(),
        page.totalCount());
  }

  @PostMapping("/upsert")
  @Operation(
      operationId = "upsertDraft",
      summary = "Create a draft, or change one's description, owner and tags",
      description =
          "Without `draftId` a draft of `type` is created; with it, that draft is changed. `type`,"
              + " `subjectId` and `parentDraftId` are fixed once created.")
  @ErrorAnswer(status = 403, description = "The user lacks the right the draft's type needs.")
  @ErrorAnswer(status = 404, description = "The draft or the parent draft does not exist.")
  @ErrorAnswer(
      status = 409,
      description =
          "The draft is published or awaits a workflow, or the `version` sent is not the current"
              + " one.")
  DraftResponseRO upsert(@RequestBody UpsertRequestRO r) {
    DraftView draft =
        drafts.upsert(
            new UpsertCommand(
                r.type(),
                r.owner(),
                r.subjectId(),
                DraftId.of(r.draftId()),
                DraftId.of(r.parentDraftId()),
                r.tags(),
                r.description(),
                r.parameters(),
                r.version()),
            CurrentUser.get());
    return new DraftResponseRO(Details.empty(), toRO(draft));
  }

  @PostMapping("/publish")
  @Operation(
      operationId = "publishDraft",
      summary = "Publish a draft",
      description =
          "Applies the latest edition to the real object, after publishing the draft's unpublished"
              + " children, all in one transaction. With `delete` the draft is removed afterwards;"
              + " with `force` it is published even if the object changed since the draft started."
              + " `details.info` holds what the publication means beyond itself (a data model"
              + " publication changing an asset type: the asset graph needs a reindex).")
  @ErrorAnswer(status = 403, description = "The user lacks the right the draft's type needs.")
  @ErrorAnswer(status = 404, description = "The draft does not exist.")
  @ErrorAnswer(
      status = 409,
      description =
          "The draft is already published or awaits a workflow, the `version` sent is not the"
              + " current one, or the object changed since the draft started (send `force`).")
  DraftResponseRO publish(@RequestBody PublishRequestRO r, HttpServletRequest request) {
    if (r.draftId() == null) {
      throw new PlatformException(DraftErrors.DRAFT_FIELD_REQUIRED, "draftId");
    }
    PublishNotes.Collected<PublishOutcome> collected =
        PublishNotes.collect(
            () ->
                drafts.publish(
                    new DraftId(r.draftId()),
                    Boolean.TRUE.equals(r.force()),
                    Boolean.TRUE.equals(r.delete()),
                    r.version(),
                    CurrentUser.get()));
    PublishOutcome outcome = collected.result();
    List<Details.Info> info =
        collected.notes().stream()
            .map(
                n ->
                    new Details.Info(
                        n.domain(),
                        n.source(),
                        messages.text(request, n.messageKey(), n.params().toArray())))
            .toList();
    List<Details.Info> warning =
        outcome.afterPublishFailed()
            ? List.of(
                new Details.Info(
                    DraftErrors.MODULE_ID,
                    "publish",
                    messages.text(request, "draft.warning.afterPublishFailed", r.draftId())))
            : List.of();
    return new DraftResponseRO(new Details(info, warning, List.of()), toRO(outcome.draft()));
  }

  @PostMapping("/remove")
  @Operation(
      operationId = "removeDrafts",
      summary = "Remove the drafts matching a filter",
      description =
          "At least one field of the filter is needed. Children of a removed draft are removed too."
              + " If the user may not remove one of the drafts, nothing is removed.")
  @ErrorAnswer(status = 403, description = "The user may not remove one of the matching drafts.")
  @ErrorAnswer(
      status = 409,
      description =
          "A matching draft waits for an approval process (DELAYED_BY_WORKFLOW) the user may not"
              + " cancel: only the user who sent it for approval or an administrator may remove"
              + " it, and their removal cancels the process.")
  RemoveResponseRO remove(
      @RequestBody(required = false) DraftQueryRO r, HttpServletRequest request) {
    DraftQueryRO query = r == null ? new DraftQueryRO(null, null, null, null, null, null, null) : r;
    int removed = drafts.remove(query.toQuery(), CurrentUser.get());
    Details details =
        new Details(
            List.of(
                new Details.Info(
                    DraftErrors.MODULE_ID,
                    "remove",
                    messages.text(request, "draft.info.removed", removed))),
            List.of(),
            List.of());
    return new RemoveResponseRO(details, true);
  }

  private DraftRO toRO(DraftView draft) {
    return DraftRO.of(draft, drafts.ownerNames(List.of(draft)));
  }

  private String describe(HttpServletRequest request, String providerId) {
    String key = "draft.provider." + providerId + ".description";
    String text = messages.text(request, key);
    return text.equals(key) ? "" : text;
  }
}
