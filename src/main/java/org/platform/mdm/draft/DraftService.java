package org.platform.mdm.draft;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.draft.edit.DraftEdits;
import org.platform.mdm.draft.lifecycle.Draft;
import org.platform.mdm.draft.lifecycle.DraftProviders;
import org.platform.mdm.draft.lifecycle.DraftRepository;
import org.platform.mdm.draft.publish.DraftPublications;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;

/**
 * Drafts: search, upsert, editions, publication and removal, what other modules and the REST layer
 * call. Every change of a draft first locks its row, so concurrent upserts and publications of one
 * draft serialize across all nodes; the changes are the {@code edit} room's ({@link DraftEdits}),
 * the publications the {@code publish} room's ({@link DraftPublications}).
 */
@Service
public class DraftService {

  private final DraftProviders providers;
  private final List<DraftStateContributor> stateContributors;
  private final DraftRepository drafts;
  private final DraftEdits edits;
  private final DraftPublications publications;
  private final UserDirectory users;

  DraftService(
      DraftProviders providers,
      List<DraftStateContributor> stateContributors,
      DraftRepository drafts,
      DraftEdits edits,
      DraftPublications publications,
      UserDirectory users) {
    this.providers = providers;
    this.stateContributors = stateContributors;
    this.drafts = drafts;
    this.edits = edits;
    this.publications = publications;
    this.users = users;
  }

  public Collection<DraftProvider> providers() {
    return providers.all();
  }

  /** Every state the registered modules define, in the order of {@link DraftState}. */
  public List<DraftStateInfo> states() {
    return stateContributors.stream()
        .flatMap(c -> c.states().stream())
        .sorted((a, b) -> a.state().compareTo(b.state()))
        .toList();
  }

  @Transactional(readOnly = true)
  public DraftPage search(DraftQuery query, Integer offset, Integer limit) {
    if (limit != null && limit <= 0) {
      throw new PlatformException(DraftErrors.DRAFT_LIMIT_INVALID, limit);
    }
    if (offset != null && offset < 0) {
      throw new PlatformException(DraftErrors.DRAFT_OFFSET_INVALID, offset);
    }
    DraftPage page = drafts.search(query, offset == null ? 0 : offset, limit);
    return new DraftPage(page.drafts(), page.totalCount(), ownerNames(page.drafts()));
  }

  @Transactional(readOnly = true)
  public DraftView get(DraftId id) {
    return drafts.view(id);
  }

  /** The draft, when it exists. */
  @Transactional(readOnly = true)
  public Optional<DraftView> find(DraftId id) {
    return drafts.find(id).map(Draft::view);
  }

  @Transactional(readOnly = true)
  public Optional<EditionView> latestEdition(DraftId id) {
    return drafts.latestEdition(id);
  }

  /** The object as the draft would make it. */
  @Transactional(readOnly = true)
  public JsonNode content(DraftId id) {
    DraftView draft = get(id);
    return provider(draft.type()).content(draft, drafts.latestEdition(id).orElse(null));
  }

  /** Full names of the owners of the given drafts, for display. */
  public Map<String, String> ownerNames(Collection<DraftView> views) {
    return users.fullNames(views.stream().map(DraftView::owner).distinct().toList());
  }

  /** Creates a draft (no draftId) or changes one; see {@link UpsertCommand}. */
  @Transactional
  public DraftView upsert(UpsertCommand command, PlatformUser user) {
    return edits.upsert(command, user);
  }

  /**
   * Appends an edition with the given content to a draft (the provider's own endpoints call this).
   */
  @Transactional
  public DraftView addEdition(DraftId id, JsonNode content, Long version, PlatformUser user) {
    return edits.addEdition(id, content, version, user);
  }

  /**
   * Appends an edition to a draft and gives it new tags, for providers whose objects are edited
   * through their own API (record drafts edited by data writes). The tags replace the draft's.
   */
  @Transactional
  public DraftView addTaggedEdition(
      DraftId id, JsonNode content, List<String> tags, PlatformUser user) {
    return addTaggedEdition(id, content, tags, Map.of(), user);
  }

  /**
   * Like {@link #addTaggedEdition(DraftId, JsonNode, List, PlatformUser)}, and keeps {@code
   * variables} with the draft where it has none of that name yet: a value a provider reserves with
   * an edition (the id of the object the draft will create) is decided once, under the draft's
   * lock. The answer shows the variables the draft keeps.
   */
  @Transactional
  public DraftView addTaggedEdition(
      DraftId id,
      JsonNode content,
      List<String> tags,
      Map<String, Object> variables,
      PlatformUser user) {
    return edits.addTaggedEdition(id, content, tags, variables, user);
  }

  /**
   * Publishes a draft and its unpublished children in one transaction, in dependency order (see
   * {@link DraftPublications}), then runs the providers' after-publication actions. With {@code
   * delete} the draft, its editions and children are removed, and the answer is the draft as
   * published.
   */
  public PublishOutcome publish(
      DraftId id, boolean force, boolean delete, Long version, PlatformUser user) {
    return publications.publish(id, force, delete, version, user);
  }

  /**
   * Publishes a draft its approval process approved (it must be DELAYED_BY_WORKFLOW), in a
   * transaction of its own; a failure leaves the draft as it was, for {@link #failApproved}. A
   * draft already published is answered as it is.
   */
  public PublishOutcome publishApproved(DraftId id, PlatformUser user) {
    return publications.publishApproved(id, user);
  }

  /**
   * Sends a corrected draft back to its running approval process: checked again as a publication
   * applies it, then DELAYED_BY_WORKFLOW again.
   */
  public DraftView holdAgain(DraftId id, PlatformUser user) {
    return publications.holdAgain(id, user);
  }

  /** Gives a draft waiting for approval back to its author: RUNNING again. */
  public DraftView resume(DraftId id) {
    return publications.resume(id);
  }

  /** Marks a draft whose approved publication failed FAILED, keeping the reason. */
  public DraftView failApproved(DraftId id, String reason) {
    return publications.failApproved(id, reason);
  }

  /**
   * What publishing the draft would make, without publishing it: in a transaction of its own, the
   * draft and its unpublished children are applied to their objects exactly as a forced publication
   * applies them, {@code read} reads the result, and everything is rolled back. Nothing is logged
   * as published and no after-publication action runs. Published children are skipped; a published
   * draft itself is refused as a publication refuses it.
   */
  public <T> T preview(DraftId id, PlatformUser user, Supplier<T> read) {
    return publications.preview(id, user, read);
  }

  /**
   * A read as it would answer once the draft is published. A published draft's changes are in place
   * already, so the read runs as it is; else the draft is applied as a {@link #preview} (with every
   * right and even over later changes: reading through a draft needs only the reader's right to
   * read what {@code read} reads) and rolled back. An unknown draft is a 404.
   */
  public <T> T readThrough(DraftId id, PlatformUser user, Supplier<T> read) {
    return publications.readThrough(id, user, read);
  }

  /** Removes every draft the filter matches, with their children; an empty filter is refused. */
  @Transactional
  public int remove(DraftQuery query, PlatformUser user) {
    return edits.remove(query, user);
  }

  public DraftProvider provider(String type) {
    return providers.of(type);
  }
}
