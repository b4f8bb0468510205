package org.platform.mdm.draft.publish;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftOperation;
import org.platform.mdm.draft.DraftProvider;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.EditionView;
import org.platform.mdm.draft.Publication;
import org.platform.mdm.draft.PublicationGate;
import org.platform.mdm.draft.PublishOutcome;
import org.platform.mdm.draft.lifecycle.Draft;
import org.platform.mdm.draft.lifecycle.DraftProviders;
import org.platform.mdm.draft.lifecycle.DraftRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Publication of a draft with its unpublished children in one transaction, the providers' actions
 * after it, and the preview of what a publication would make (applied, read, rolled back).
 */
@Component
public class DraftPublications {

  private static final Logger log = LoggerFactory.getLogger(DraftPublications.class);

  private final DraftProviders providers;
  private final DraftRepository drafts;
  private final ObjectProvider<PublicationGate> gates;
  private final TransactionTemplate transactions;
  private final TransactionTemplate previews;
  private final TransactionTemplate approvals;
  private final Clock clock;

  DraftPublications(
      DraftProviders providers,
      DraftRepository drafts,
      ObjectProvider<PublicationGate> gates,
      TransactionTemplate transactions,
      Clock clock) {
    this.providers = providers;
    this.drafts = drafts;
    // Looked up when a draft publishes: a gate may need what needs drafts (the data model).
    this.gates = gates;
    this.transactions = transactions;
    this.previews = new TransactionTemplate(transactions.getTransactionManager());
    this.previews.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
    this.approvals = new TransactionTemplate(transactions.getTransactionManager());
    this.approvals.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
    this.clock = clock;
  }

  /**
   * Publishes a draft and its unpublished children in one transaction, in dependency order (see
   * {@link #inPublishOrder}), then runs the providers' after-publication actions. With {@code
   * delete} the draft, its editions and children are removed, and the answer is the draft as
   * published.
   */
  public PublishOutcome publish(
      DraftId id, boolean force, boolean delete, Long version, PlatformUser user) {
    PublicationGate gate = gateOf(id);
    if (gate != null) {
      return new PublishOutcome(hold(id, gate, force, version, user), false);
    }
    return publish(id, force, delete, version, user, transactions, false);
  }

  /**
   * Publishes a draft its approval process approved, in a transaction of its own (so a failed
   * publication leaves nothing behind and the process can record the failure), then runs the
   * after-publication actions. A draft published already (a second completion of the same task on
   * another node) is answered as it is.
   */
  public PublishOutcome publishApproved(DraftId id, PlatformUser user) {
    if (drafts.view(id).state() == DraftState.PUBLISHED) {
      return new PublishOutcome(drafts.view(id), false);
    }
    return publish(id, false, false, null, user, approvals, true);
  }

  /**
   * A draft sent back for correction goes back to its approval process: its changes are checked
   * again as a publication applies them, and it waits again (DELAYED_BY_WORKFLOW).
   */
  public DraftView holdAgain(DraftId id, PlatformUser user) {
    return hold(id, null, false, null, user);
  }

  /** The draft's approval process ended without publishing it: the draft is RUNNING again. */
  public DraftView resume(DraftId id) {
    return transactions.execute(
        status -> {
          Draft draft = drafts.lockExisting(id);
          Draft resumed = draft.resume();
          drafts.save(resumed, draft);
          return resumed.view();
        });
  }

  /** The approved publication failed: the draft is FAILED and keeps the reason. */
  public DraftView failApproved(DraftId id, String reason) {
    return transactions.execute(
        status -> {
          Draft draft = drafts.lockExisting(id);
          Draft failed = draft.failApproved(reason);
          drafts.save(failed, draft);
          return failed.view();
        });
  }

  /** The first gate holding the draft's publication, or null. */
  private PublicationGate gateOf(DraftId id) {
    List<PublicationGate> all = gates.orderedStream().toList();
    if (all.isEmpty()) {
      return null;
    }
    DraftView view = drafts.view(id);
    EditionView latest = drafts.latestEdition(id).orElse(null);
    return all.stream().filter(g -> g.holds(view, latest)).findFirst().orElse(null);
  }

  /**
   * Checks the draft's changes as a publication applies them (in a transaction rolled back, so
   * nothing it would do is kept or announced), then makes the draft DELAYED_BY_WORKFLOW and lets
   * the gate (if any: a draft going back to its running process has none) start its process. A
   * draft changed between the check and the hold is refused as stale.
   */
  private DraftView hold(
      DraftId id, PublicationGate gate, boolean force, Long version, PlatformUser user) {
    long checked = drafts.view(id).version();
    previews.execute(
        status -> {
          status.setRollbackOnly();
          return applyTree(id, force, version, user);
        });
    return transactions.execute(
        status -> {
          Draft draft = drafts.lockExisting(id);
          draft.requireVersion(checked);
          Draft held = draft.delay();
          drafts.save(held, draft);
          if (gate != null) {
            gate.hold(held.view(), drafts.latestEdition(id).orElse(null), user);
          }
          log.info("{} sent draft {} for approval", user.userName(), id);
          return held.view();
        });
  }

  private PublishOutcome publish(
      DraftId id,
      boolean force,
      boolean delete,
      Long version,
      PlatformUser user,
      TransactionTemplate template,
      boolean approved) {
    List<DraftView> published =
        template.execute(
            status -> {
              List<DraftView> done = applyTree(id, force, version, user, approved);
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
          result = drafts.view(id);
        }
      }
    }
    return new PublishOutcome(result, failed);
  }

  /**
   * What publishing the draft would make, without publishing it: in a transaction of its own, the
   * draft and its unpublished children are applied as a forced publication applies them, {@code
   * read} reads the result, and everything is rolled back. A draft waiting for its approval process
   * is applied as the approval would publish it.
   */
  public <T> T preview(DraftId id, PlatformUser user, Supplier<T> read) {
    return previews.execute(
        status -> {
          status.setRollbackOnly();
          // A draft waiting for its approval is read as its approval would publish it.
          boolean waiting = drafts.view(id).state() == DraftState.DELAYED_BY_WORKFLOW;
          // Applied as {@code user}: the providers write as the current user, and a reader
          // through a draft (an approver who may only read the register) is given every right
          // for the applying only (readThrough).
          CurrentUser.runAs(user, () -> applyTree(id, true, null, user, waiting));
          log.debug("{} read through draft {}", user.userName(), id);
          return read.get();
        });
  }

  /**
   * A read as it would answer once the draft is published: as it is for a published draft, else
   * through a {@link #preview} with every right.
   */
  public <T> T readThrough(DraftId id, PlatformUser user, Supplier<T> read) {
    if (drafts.view(id).state() == DraftState.PUBLISHED) {
      return read.get();
    }
    return preview(id, user.withFullAccess(), read);
  }

  /**
   * Locks the draft and its descendants and applies the unpublished ones to their objects, in
   * publication order; answers them as published.
   */
  private List<DraftView> applyTree(DraftId id, boolean force, Long version, PlatformUser user) {
    return applyTree(id, force, version, user, false);
  }

  private List<DraftView> applyTree(
      DraftId id, boolean force, Long version, PlatformUser user, boolean approved) {
    Draft draft = drafts.lockExisting(id);
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
      done.add(publishOne(next, force, user, approved && next == draft));
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
    Map<DraftId, Integer> phases = new HashMap<>();
    for (Draft d : deepestFirst) {
      phases.put(
          d.id(),
          providers
              .of(d.view().type())
              .publishPhase(d.view(), drafts.latestEdition(d.id()).orElse(null)));
    }
    List<Draft> ordered = new ArrayList<>(deepestFirst);
    ordered.sort(Comparator.comparingInt(d -> phases.get(d.id())));
    return ordered;
  }

  private DraftView publishOne(Draft draft, boolean force, PlatformUser user, boolean approved) {
    DraftProvider provider = providers.of(draft.view().type());
    providers.authorize(provider, DraftOperation.PUBLISH, draft.view(), user);
    Draft published = approved ? draft.publishApproved() : draft.publish();
    EditionView latest = drafts.latestEdition(draft.id()).orElse(null);
    Publication publication = provider.publish(draft.view(), latest, force);
    if (latest == null) {
      // The draft keeps what was published: a draft published without edits gets its one edition.
      OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
      published = published.keepPublishedContent(user.userName(), now);
      drafts.insertEdition(draft.id(), 1, publication.content(), user.userName(), now);
    }
    if (publication.subjectId() != null) {
      published = published.assignSubject(publication.subjectId());
    }
    drafts.save(published, draft);
    return published.view();
  }

  /** Runs the provider's post-commit work; true when it succeeded. */
  private boolean afterPublish(DraftView view, boolean deleted) {
    try {
      providers.of(view.type()).afterPublish(view);
      return true;
    } catch (RuntimeException e) {
      log.error(
          "After-publication action of draft {} failed; the draft is marked FAILED",
          view.draftId(),
          e);
      if (!deleted) {
        transactions.executeWithoutResult(
            status -> drafts.lock(view.draftId()).ifPresent(d -> drafts.save(d.fail(), d)));
      }
      return false;
    }
  }
}
