package org.platform.mdm.draft;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;

/**
 * Drafts: search, upsert, editions, publication and removal. Every change of a draft first locks
 * its row, so concurrent upserts and publications of one draft serialize across all nodes.
 */
@Service
public class DraftService {

  private static final Logger log = LoggerFactory.getLogger(DraftService.class);

  private final Map<String, DraftProvider> providers;
  private final List<DraftStateContributor> stateContributors;
  private final DraftRepository drafts;
  private final UserDirectory users;
  private final TransactionTemplate transactions;
  private final TransactionTemplate previews;
  private final Clock clock;

  DraftService(
      List<DraftProvider> providers,
      List<DraftStateContributor> stateContributors,
      DraftRepository drafts,
      UserDirectory users,
      TransactionTemplate transactions,
      Clock clock) {
    this.providers =
        providers.stream()
            .collect(
                Collectors.toMap(
                    DraftProvider::id,
                    p -> p,
                    (a, b) -> {
                      throw new IllegalStateException("Two draft providers with id " + a.id());
                    },
                    LinkedHashMap::new));
    this.stateContributors = stateContributors;
    this.drafts = drafts;
    this.users = users;
    this.transactions = transactions;
    this.previews = new TransactionTemplate(transactions.getTransactionManager());
    this.previews.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
    this.clock = clock;
  }

  public Collection<DraftProvider> providers() {
    return providers.values();
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
    return drafts.find(id).map(Draft::view).orElseThrow(() -> notFound(id));
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
    return command.draftId() == null ? create(command, user) : update(command, user);
  }

  /**
   * Appends an edition with the given content to a draft (the provider's own endpoints call this).
   */
  @Transactional
  public DraftView addEdition(DraftId id, JsonNode content, Long version, PlatformUser user) {
    Draft draft = drafts.lock(id).orElseThrow(() -> notFound(id));
    draft.requireVersion(version);
    DraftProvider provider = provider(draft.view().type());
    authorize(provider, DraftOperation.UPDATE, draft.view(), user);
    OffsetDateTime now = now();
    Draft changed = draft.addEdition(user.userName(), now);
    drafts.insertEdition(id, changed.view().editionsCount(), content, user.userName(), now);
    save(changed, draft);
    return changed.view();
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
    Draft draft = drafts.lock(id).orElseThrow(() -> notFound(id));
    DraftProvider provider = provider(draft.view().type());
    authorize(provider, DraftOperation.UPDATE, draft.view(), user);
    OffsetDateTime now = now();
    Draft edited = draft.addEdition(user.userName(), now).keepVariables(variables);
    Draft changed = edited.describe(edited.view().description(), edited.view().owner(), tags);
    drafts.insertEdition(id, changed.view().editionsCount(), content, user.userName(), now);
    save(changed, draft);
    return changed.view();
  }

  /**
   * Publishes a draft and its unpublished children in one transaction, in dependency order (see
   * {@link #inPublishOrder}), then runs the providers' after-publication actions. With {@code
   * delete} the draft, its editions and children are removed, and the answer is the draft as
   * published.
   */
  public PublishOutcome publish(
      DraftId id, boolean force, boolean delete, Long version, PlatformUser user) {
    List<DraftView> published =
        transactions.execute(
            status -> {
              List<DraftView> done = applyTree(id, force, version, user);
              if (delete) {
                drafts.delete(List.of(id));
              }
              return done;
            });
    for (DraftView view : published) {
      log.info("{} published draft {} of type {}", user.userName(), view.draftId(), view.type());
    }
    DraftView result =
        published.stream().filter(v -> v.draftId().equals(id)).findFirst().orElseThrow();
    boolean failed = false;
    for (DraftView view : published) {
      if (!afterPublish(view, delete)) {
        failed = true;
        if (view.draftId().equals(id) && !delete) {
          result = get(id);
        }
      }
    }
    return new PublishOutcome(result, failed);
  }

  /**
   * What publishing the draft would make, without publishing it: in a transaction of its own, the
   * draft and its unpublished children are applied to their objects exactly as a forced publication
   * applies them, {@code read} reads the result, and everything is rolled back. Nothing is logged
   * as published and no after-publication action runs. Published children are skipped; a published
   * draft itself is refused as a publication refuses it.
   */
  public <T> T preview(DraftId id, PlatformUser user, Supplier<T> read) {
    return previews.execute(
        status -> {
          status.setRollbackOnly();
          applyTree(id, true, null, user);
          log.debug("{} read through draft {}", user.userName(), id);
          return read.get();
        });
  }

  /**
   * A read as it would answer once the draft is published. A published draft's changes are in place
   * already, so the read runs as it is; else the draft is applied as a {@link #preview} (with every
   * right and even over later changes: reading through a draft needs only the reader's right to
   * read what {@code read} reads) and rolled back. An unknown draft is a 404.
   */
  public <T> T readThrough(DraftId id, PlatformUser user, Supplier<T> read) {
    if (get(id).state() == DraftState.PUBLISHED) {
      return read.get();
    }
    return preview(id, user.withFullAccess(), read);
  }

  /** Removes every draft the filter matches, with their children; an empty filter is refused. */
  @Transactional
  public int remove(DraftQuery query, PlatformUser user) {
    if (query.isEmpty()) {
      throw new PlatformException(DraftErrors.DRAFT_REMOVE_WITHOUT_FILTER);
    }
    List<DraftView> matching = drafts.matching(query);
    for (DraftView view : matching) {
      authorize(provider(view.type()), DraftOperation.REMOVE, view, user);
    }
    if (matching.isEmpty()) {
      return 0;
    }
    int removed = drafts.delete(matching.stream().map(DraftView::draftId).toList());
    log.info("{} removed {} draft(s) matching {}", user.userName(), removed, query);
    return removed;
  }

  public DraftProvider provider(String type) {
    DraftProvider provider = providers.get(type);
    if (provider == null) {
      throw new PlatformException(
          DraftErrors.DRAFT_TYPE_UNKNOWN, type, String.join(", ", providers.keySet()));
    }
    return provider;
  }

  private DraftView create(UpsertCommand c, PlatformUser user) {
    if (c.type() == null || c.type().isBlank()) {
      throw new PlatformException(DraftErrors.DRAFT_FIELD_REQUIRED, "type");
    }
    DraftProvider provider = provider(c.type());
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
    authorize(provider, DraftOperation.CREATE, draft, user);
    DraftId id = drafts.insert(draft);
    log.info("{} created draft {} of type {}", user.userName(), id, provider.id());
    return get(id);
  }

  private DraftView update(UpsertCommand c, PlatformUser user) {
    Draft draft = drafts.lock(c.draftId()).orElseThrow(() -> notFound(c.draftId()));
    DraftView current = draft.view();
    if (c.type() != null && !c.type().equals(current.type())) {
      throw new PlatformException(
          DraftErrors.DRAFT_TYPE_MISMATCH, c.draftId().value(), current.type(), c.type());
    }
    DraftProvider provider = provider(current.type());
    PlatformException.throwIfAny(DraftRules.checkFields(c, provider.tagNames()));
    draft.requireVersion(c.version());
    if (c.subjectId() != null && !c.subjectId().equals(current.subjectId())) {
      throw new PlatformException(DraftErrors.DRAFT_SUBJECT_IMMUTABLE, current.subjectId());
    }
    if (c.parentDraftId() != null && !c.parentDraftId().equals(current.parentDraftId())) {
      throw new PlatformException(DraftErrors.DRAFT_PARENT_IMMUTABLE, c.draftId().value());
    }
    authorize(provider, DraftOperation.UPDATE, current, user);
    List<String> tags =
        provider.retag(current, new UpsertInput(current.subjectId(), c.parameters(), c.tags()));
    Draft changed =
        draft.describe(
            c.description() == null ? current.description() : c.description(),
            c.owner() == null ? current.owner() : c.owner(),
            tags,
            user.userName(),
            now());
    save(changed, draft);
    return changed.view();
  }

  /**
   * Locks the draft and its descendants and applies the unpublished ones to their objects, in
   * publication order; answers them as published.
   */
  private List<DraftView> applyTree(DraftId id, boolean force, Long version, PlatformUser user) {
    Draft draft = drafts.lock(id).orElseThrow(() -> notFound(id));
    draft.requireVersion(version);
    List<Draft> tree = new ArrayList<>();
    for (Draft child : drafts.lockDescendants(id)) {
      if (child.state() != DraftState.PUBLISHED) {
        tree.add(child);
      }
    }
    tree.add(draft);
    List<DraftView> done = new ArrayList<>();
    for (Draft next : inPublishOrder(tree)) {
      done.add(publishOne(next, force, user));
    }
    return done;
  }

  /**
   * A draft and its descendants (deepest first, the draft itself last) in the order they publish:
   * by their providers' phase (objects before the links between them), then as given. The draft
   * itself takes its place by its phase like its children: a parent that creates an object
   * publishes it before a child's link to that object.
   */
  private List<Draft> inPublishOrder(List<Draft> deepestFirst) {
    Map<DraftId, Integer> phases = new java.util.HashMap<>();
    for (Draft d : deepestFirst) {
      phases.put(
          d.id(),
          provider(d.view().type())
              .publishPhase(d.view(), drafts.latestEdition(d.id()).orElse(null)));
    }
    List<Draft> ordered = new ArrayList<>(deepestFirst);
    ordered.sort(java.util.Comparator.comparingInt(d -> phases.get(d.id())));
    return ordered;
  }

  private DraftView publishOne(Draft draft, boolean force, PlatformUser user) {
    DraftProvider provider = provider(draft.view().type());
    authorize(provider, DraftOperation.PUBLISH, draft.view(), user);
    Draft published = draft.publish();
    EditionView latest = drafts.latestEdition(draft.id()).orElse(null);
    Publication publication = provider.publish(draft.view(), latest, force);
    if (latest == null) {
      // The draft keeps what was published: a draft published without edits gets its one edition.
      OffsetDateTime now = now();
      published = published.keepPublishedContent(user.userName(), now);
      drafts.insertEdition(draft.id(), 1, publication.content(), user.userName(), now);
    }
    if (publication.subjectId() != null) {
      published = published.assignSubject(publication.subjectId());
    }
    save(published, draft);
    return published.view();
  }

  /** Runs the provider's post-commit work; true when it succeeded. */
  private boolean afterPublish(DraftView view, boolean deleted) {
    try {
      provider(view.type()).afterPublish(view);
      return true;
    } catch (RuntimeException e) {
      log.error(
          "After-publication action of draft {} failed; the draft is marked FAILED",
          view.draftId(),
          e);
      if (!deleted) {
        transactions.executeWithoutResult(
            status -> drafts.lock(view.draftId()).ifPresent(d -> save(d.fail(), d)));
      }
      return false;
    }
  }

  private void save(Draft changed, Draft read) {
    if (!drafts.update(changed.view(), read.view().version())) {
      throw new PlatformException(
          DraftErrors.DRAFT_STALE_VERSION,
          read.id().value(),
          read.view().version(),
          read.view().version() + 1);
    }
  }

  private void authorize(
      DraftProvider provider, DraftOperation operation, DraftView draft, PlatformUser user) {
    RequiredRight right = provider.requiredRight(operation, draft);
    if (right != null && !user.can(right.resource(), right.right())) {
      throw new PlatformException(
          DraftErrors.DRAFT_ACCESS_DENIED,
          user.userName(),
          right.right().name(),
          right.resource(),
          operation.name());
    }
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }

  private static PlatformException notFound(DraftId id) {
    return new PlatformException(DraftErrors.DRAFT_NOT_FOUND, id.value());
  }
}
