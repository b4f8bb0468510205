package org.platform.mdm.draft.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftPage;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.PublishOutcome;
import org.platform.mdm.draft.UpsertCommand;
import org.platform.mdm.system.Details;
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

  record PublishRequestRO(Long draftId, Boolean force, Boolean delete, Long version) {}

  record DraftResponseRO(Details details, DraftRO draft) {}

  record RemoveResponseRO(Details details, boolean success) {}

  @GetMapping("/types")
  TypesResponseRO types(HttpServletRequest request) {
    List<TypeRO> types =
        drafts.providers().stream()
            .map(p -> new TypeRO(p.id(), describe(request, p.id()), p.tagNames()))
            .toList();
    return new TypesResponseRO(Details.empty(), types);
  }

  @GetMapping("/states")
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
  DraftResponseRO publish(@RequestBody PublishRequestRO r, HttpServletRequest request) {
    if (r.draftId() == null) {
      throw new PlatformException(DraftErrors.DRAFT_FIELD_REQUIRED, "draftId");
    }
    PublishOutcome outcome =
        drafts.publish(
            new DraftId(r.draftId()),
            Boolean.TRUE.equals(r.force()),
            Boolean.TRUE.equals(r.delete()),
            r.version(),
            CurrentUser.get());
    Details details =
        outcome.afterPublishFailed()
            ? new Details(
                List.of(),
                List.of(
                    new Details.Info(
                        DraftErrors.MODULE_ID,
                        "publish",
                        messages.text(request, "draft.warning.afterPublishFailed", r.draftId()))),
                List.of())
            : Details.empty();
    return new DraftResponseRO(details, toRO(outcome.draft()));
  }

  @PostMapping("/remove")
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
