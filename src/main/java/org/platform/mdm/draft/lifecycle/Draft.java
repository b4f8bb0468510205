package org.platform.mdm.draft.lifecycle;

import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.system.PlatformException;

/**
 * The draft aggregate: it knows which moves its state allows. A new draft is CREATED (or RUNNING
 * when its provider starts it as a working copy); the first edition makes it RUNNING; publishing
 * makes it PUBLISHED; a failed post-publication action makes it FAILED. A PUBLISHED draft, or one
 * waiting for a workflow, takes no more changes.
 */
public final class Draft {

  private final DraftView view;

  public Draft(DraftView view) {
    this.view = view;
  }

  public DraftView view() {
    return view;
  }

  public DraftId id() {
    return view.draftId();
  }

  public DraftState state() {
    return view.state();
  }

  /** Refuses the change when the caller saw another version than the current one. */
  public void requireVersion(Long expected) {
    if (expected != null && expected != view.version()) {
      throw new PlatformException(
          DraftErrors.DRAFT_STALE_VERSION, view.draftId().value(), expected, view.version());
    }
  }

  /** New description, owner and tags; not for a published draft or one awaiting a workflow. */
  public Draft describe(String description, String owner, List<String> tags) {
    requireChangeable();
    return changed(
        true,
        d -> {
          d.description = description;
          d.owner = owner;
          d.tags = tags;
        });
  }

  /**
   * New description, owner and tags given by {@code user} at {@code at}: a change of the draft as
   * much as an edition is, so it is the draft's last update (who and when).
   */
  public Draft describe(
      String description, String owner, List<String> tags, String user, OffsetDateTime at) {
    requireChangeable();
    boolean changed =
        !Objects.equals(description, view.description())
            || !Objects.equals(owner, view.owner())
            || !Objects.equals(tags, view.tags());
    return changed(
        true,
        d -> {
          d.description = description;
          d.owner = owner;
          d.tags = tags;
          if (changed) {
            d.updatedBy = user;
            d.updateDate = at;
          }
        });
  }

  /** Records a new edition: the first one moves CREATED to RUNNING, so does one after FAILED. */
  public Draft addEdition(String user, OffsetDateTime at) {
    requireChangeable();
    return changed(
        true,
        d -> {
          d.state = DraftState.RUNNING;
          d.editionsCount++;
          d.updatedBy = user;
          d.updateDate = at;
        });
  }

  /** The draft after a successful publication. */
  public Draft publish() {
    requireChangeable();
    return changed(true, d -> d.state = DraftState.PUBLISHED);
  }

  /**
   * The draft waiting for an approval process: its changes were checked and the process started;
   * until it ends the draft takes no changes and no publication by hand.
   */
  public Draft delay() {
    requireChangeable();
    return changed(true, d -> d.state = DraftState.DELAYED_BY_WORKFLOW);
  }

  /**
   * The draft back in its author's hands (RUNNING) after its approval process sent it back for
   * correction or ended without publishing it.
   */
  public Draft resume() {
    requireAwaitingWorkflow();
    return changed(true, d -> d.state = DraftState.RUNNING);
  }

  /** The draft after its approval process approved it and the publication succeeded. */
  public Draft publishApproved() {
    requireAwaitingWorkflow();
    return changed(true, d -> d.state = DraftState.PUBLISHED);
  }

  /**
   * The draft after its approved publication failed: FAILED, keeping the reason in its variable
   * {@value #FAILURE_REASON}.
   */
  public Draft failApproved(String reason) {
    requireAwaitingWorkflow();
    Map<String, Object> kept = new HashMap<>(view.variables());
    kept.put(FAILURE_REASON, reason);
    return changed(
        true,
        d -> {
          d.state = DraftState.FAILED;
          d.variables = kept;
        });
  }

  /** The variable keeping why an approved publication failed. */
  public static final String FAILURE_REASON = "failureReason";

  private void requireAwaitingWorkflow() {
    if (view.state() != DraftState.DELAYED_BY_WORKFLOW) {
      throw new PlatformException(
          DraftErrors.DRAFT_NOT_AWAITING_WORKFLOW, view.draftId().value(), view.state());
    }
  }

  /** A draft published without edits keeps what was published as its first edition. */
  public Draft keepPublishedContent(String user, OffsetDateTime at) {
    return changed(
        false,
        d -> {
          d.editionsCount++;
          d.updatedBy = user;
          d.updateDate = at;
        });
  }

  /**
   * The draft with variables its provider keeps from now on; a variable the draft has already keeps
   * its value, so a value reserved once (an id the draft's object will get) never changes.
   */
  public Draft keepVariables(Map<String, Object> variables) {
    if (view.variables().keySet().containsAll(variables.keySet())) {
      return this;
    }
    Map<String, Object> kept = new HashMap<>(variables);
    kept.putAll(view.variables());
    return changed(false, d -> d.variables = kept);
  }

  /** The id a new object got when the draft that created it was published. */
  public Draft assignSubject(String subjectId) {
    return changed(false, d -> d.subjectId = subjectId);
  }

  /** The draft after a post-publication action failed. */
  public Draft fail() {
    return changed(true, d -> d.state = DraftState.FAILED);
  }

  private void requireChangeable() {
    if (view.state() == DraftState.PUBLISHED) {
      throw new PlatformException(DraftErrors.DRAFT_ALREADY_PUBLISHED, view.draftId().value());
    }
    if (view.state() == DraftState.DELAYED_BY_WORKFLOW) {
      throw new PlatformException(DraftErrors.DRAFT_AWAITS_WORKFLOW, view.draftId().value());
    }
  }

  /** What a change may set; the rest of the draft stays as it is. */
  private static final class Fields {
    private String subjectId;
    private String owner;
    private String description;
    private List<String> tags;
    private DraftState state;
    private Map<String, Object> variables;
    private int editionsCount;
    private String updatedBy;
    private OffsetDateTime updateDate;
  }

  /**
   * The draft with a change applied; a change of the draft's own state moves its version on, what a
   * provider or the publication keeps with it does not.
   */
  private Draft changed(boolean newVersion, Consumer<Fields> change) {
    Fields d = new Fields();
    d.subjectId = view.subjectId();
    d.owner = view.owner();
    d.description = view.description();
    d.tags = view.tags();
    d.state = view.state();
    d.variables = view.variables();
    d.editionsCount = view.editionsCount();
    d.updatedBy = view.updatedBy();
    d.updateDate = view.updateDate();
    change.accept(d);
    return new Draft(
        new DraftView(
            view.draftId(),
            view.parentDraftId(),
            view.type(),
            d.subjectId,
            d.owner,
            d.description,
            d.tags,
            d.state,
            d.variables,
            view.createdBy(),
            view.createDate(),
            d.editionsCount,
            d.updatedBy,
            d.updateDate,
            newVersion ? view.version() + 1 : view.version()));
  }
}
