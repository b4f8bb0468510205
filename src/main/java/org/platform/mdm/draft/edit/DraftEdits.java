package org.platform.mdm.draft.edit;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftOpening;
import org.platform.mdm.draft.DraftOperation;
import org.platform.mdm.draft.DraftProvider;
import org.platform.mdm.draft.DraftQuery;
import org.platform.mdm.draft.DraftRules;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.PublicationGate;
import org.platform.mdm.draft.UpsertCommand;
import org.platform.mdm.draft.UpsertInput;
import org.platform.mdm.draft.lifecycle.Draft;
import org.platform.mdm.draft.lifecycle.DraftProviders;
import org.platform.mdm.draft.lifecycle.DraftRepository;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * A draft's life before its publication: created (opened by its provider), described anew, given
 * editions, removed. Each change locks the draft's row first and runs in the caller's transaction.
 */
@Component
public class DraftEdits {

  private static final Logger log = LoggerFactory.getLogger(DraftEdits.class);

  private final DraftProviders providers;
  private final DraftRepository drafts;
  private final ObjectProvider<PublicationGate> gates;
  private final Clock clock;

  DraftEdits(
      DraftProviders providers,
      DraftRepository drafts,
      ObjectProvider<PublicationGate> gates,
      Clock clock) {
    // Looked up when a draft is removed: a gate may need what needs drafts.
    this.gates = gates;
    this.providers = providers;
    this.drafts = drafts;
    this.clock = clock;
  }

  /** Creates a draft (no draftId) or changes one; see {@link UpsertCommand}. */
  public DraftView upsert(UpsertCommand command, PlatformUser user) {
    return command.draftId() == null ? create(command, user) : update(command, user);
  }

  /** Appends an edition with the given content to a draft. */
  public DraftView addEdition(DraftId id, JsonNode content, Long version, PlatformUser user) {
    Draft draft = drafts.lockExisting(id);
    draft.requireVersion(version);
    DraftProvider provider = providers.of(draft.view().type());
    providers.authorize(provider, DraftOperation.UPDATE, draft.view(), user);
    OffsetDateTime now = now();
    Draft changed = draft.addEdition(user.userName(), now);
    drafts.insertEdition(id, changed.view().editionsCount(), content, user.userName(), now);
    drafts.save(changed, draft);
    return changed.view();
  }

  /**
   * Appends an edition to a draft, gives it new tags and keeps {@code variables} with the draft
   * where it has none of that name yet.
   */
  public DraftView addTaggedEdition(
      DraftId id,
      JsonNode content,
      List<String> tags,
      Map<String, Object> variables,
      PlatformUser user) {
    Draft draft = drafts.lockExisting(id);
    DraftProvider provider = providers.of(draft.view().type());
    providers.authorize(provider, DraftOperation.UPDATE, draft.view(), user);
    OffsetDateTime now = now();
    Draft edited = draft.addEdition(user.userName(), now).keepVariables(variables);
    Draft changed = edited.describe(edited.view().description(), edited.view().owner(), tags);
    drafts.insertEdition(id, changed.view().editionsCount(), content, user.userName(), now);
    drafts.save(changed, draft);
    return changed.view();
  }

  /** Removes every draft the filter matches, with their children; an empty filter is refused. */
  public int remove(DraftQuery query, PlatformUser user) {
    if (query.isEmpty()) {
      throw new PlatformException(DraftErrors.DRAFT_REMOVE_WITHOUT_FILTER);
    }
    List<DraftView> matching = drafts.matching(query);
    for (DraftView view : matching) {
      providers.authorize(providers.of(view.type()), DraftOperation.REMOVE, view, user);
    }
    for (DraftView view : matching) {
      if (view.state() == DraftState.DELAYED_BY_WORKFLOW) {
        gates.orderedStream().forEach(g -> g.removing(view, user));
      }
    }
    if (matching.isEmpty()) {
      return 0;
    }
    int removed = drafts.delete(matching.stream().map(DraftView::draftId).toList());
    log.info("{} removed {} draft(s) matching {}", user.userName(), removed, query);
    return removed;
  }

  private DraftView create(UpsertCommand c, PlatformUser user) {
    if (c.type() == null || c.type().isBlank()) {
      throw new PlatformException(DraftErrors.DRAFT_FIELD_REQUIRED, "type");
    }
    DraftProvider provider = providers.of(c.type());
    PlatformException.throwIfAny(DraftRules.checkFields(c, provider.tagNames()));
    if (c.parentDraftId() != null) {
      drafts
          .lock(c.parentDraftId())
          .orElseThrow(
              () ->
                  new PlatformException(
                      DraftErrors.DRAFT_PARENT_NOT_FOUND, c.parentDraftId().value()));
    }
    DraftOpening opening = provider.open(new UpsertInput(c.subjectId(), c.parameters(), c.tags()));
    DraftView draft =
        new DraftView(
            null,
            c.parentDraftId(),
            provider.id(),
            opening.subjectId(),
            c.owner() == null ? user.userName() : c.owner(),
            c.description() == null ? "" : c.description(),
            opening.tags(),
            opening.state(),
            opening.variables(),
            user.userName(),
            now(),
            0,
            null,
            null,
            1);
    providers.authorize(provider, DraftOperation.CREATE, draft, user);
    DraftId id = drafts.insert(draft);
    log.info("{} created draft {} of type {}", user.userName(), id, provider.id());
    return drafts.view(id);
  }

  private DraftView update(UpsertCommand c, PlatformUser user) {
    Draft draft = drafts.lockExisting(c.draftId());
    DraftView current = draft.view();
    if (c.type() != null && !c.type().equals(current.type())) {
      throw new PlatformException(
          DraftErrors.DRAFT_TYPE_MISMATCH, c.draftId().value(), current.type(), c.type());
    }
    DraftProvider provider = providers.of(current.type());
    PlatformException.throwIfAny(DraftRules.checkFields(c, provider.tagNames()));
    draft.requireVersion(c.version());
    if (c.subjectId() != null && !c.subjectId().equals(current.subjectId())) {
      throw new PlatformException(DraftErrors.DRAFT_SUBJECT_IMMUTABLE, current.subjectId());
    }
    if (c.parentDraftId() != null && !c.parentDraftId().equals(current.parentDraftId())) {
      throw new PlatformException(DraftErrors.DRAFT_PARENT_IMMUTABLE, c.draftId().value());
    }
    providers.authorize(provider, DraftOperation.UPDATE, current, user);
    List<String> tags =
        provider.retag(current, new UpsertInput(current.subjectId(), c.parameters(), c.tags()));
    Draft changed =
        draft.describe(
            c.description() == null ? current.description() : c.description(),
            c.owner() == null ? current.owner() : c.owner(),
            tags,
            user.userName(),
            now());
    drafts.save(changed, draft);
    return changed.view();
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
