package org.platform.mdm.draft.lifecycle;

import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
    return with(
        view.state(),
        description,
        owner,
        tags,
        view.editionsCount(),
        view.updatedBy(),
        view.updateDate());
  }

  /**
   * New description, owner and tags given by {@code user} at {@code at}: a change of the draft as
   * much as an edition is, so it is the draft's last update (who and when).
   */
  public Draft describe(
      String description, String owner, List<String> tags, String user, OffsetDateTime at) {
    requireChangeable();
    boolean changed =
        !java.util.Objects.equals(description, view.description())
            || !java.util.Objects.equals(owner, view.owner())
            || !java.util.Objects.equals(tags, view.tags());
    return with(
        view.state(),
        description,
        owner,
        tags,
        view.editionsCount(),
        changed ? user : view.updatedBy(),
        changed ? at : view.updateDate());
  }

  /** Records a new edition: the first one moves CREATED to RUNNING, so does one after FAILED. */
  public Draft addEdition(String user, OffsetDateTime at) {
    requireChangeable();
    return with(
        DraftState.RUNNING,
        view.description(),
        view.owner(),
        view.tags(),
        view.editionsCount() + 1,
        user,
        at);
  }

  /** The draft after a successful publication. */
  public Draft publish() {
    requireChangeable();
    return with(
        DraftState.PUBLISHED,
        view.description(),
        view.owner(),
        view.tags(),
        view.editionsCount(),
        view.updatedBy(),
        view.updateDate());
  }

  /** A draft published without edits keeps what was published as its first edition. */
  public Draft keepPublishedContent(String user, OffsetDateTime at) {
    return new Draft(
        new DraftView(
            view.draftId(),
            view.parentDraftId(),
            view.type(),
            view.subjectId(),
            view.owner(),
            view.description(),
            view.tags(),
            view.state(),
            view.variables(),
            view.createdBy(),
            view.createDate(),
            view.editionsCount() + 1,
            user,
            at,
            view.version()));
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
    return new Draft(
        new DraftView(
            view.draftId(),
            view.parentDraftId(),
            view.type(),
            view.subjectId(),
            view.owner(),
            view.description(),
            view.tags(),
            view.state(),
            kept,
            view.createdBy(),
            view.createDate(),
            view.editionsCount(),
            view.updatedBy(),
            view.updateDate(),
            view.version()));
  }

  /** The id a new object got when the draft that created it was published. */
  public Draft assignSubject(String subjectId) {
    return new Draft(
        new DraftView(
            view.draftId(),
            view.parentDraftId(),
            view.type(),
            subjectId,
            view.owner(),
            view.description(),
            view.tags(),
            view.state(),
            view.variables(),
            view.createdBy(),
            view.createDate(),
            view.editionsCount(),
            view.updatedBy(),
            view.updateDate(),
            view.version()));
  }

  /** The draft after a post-publication action failed. */
  public Draft fail() {
    return with(
        DraftState.FAILED,
        view.description(),
        view.owner(),
        view.tags(),
        view.editionsCount(),
        view.updatedBy(),
        view.updateDate());
  }

  private void requireChangeable() {
    if (view.state() == DraftState.PUBLISHED) {
      throw new PlatformException(DraftErrors.DRAFT_ALREADY_PUBLISHED, view.draftId().value());
    }
    if (view.state() == DraftState.DELAYED_BY_WORKFLOW) {
      throw new PlatformException(DraftErrors.DRAFT_AWAITS_WORKFLOW, view.draftId().value());
    }
  }

  private Draft with(
      DraftState state,
      String description,
      String owner,
      List<String> tags,
      int editions,
      String updatedBy,
      OffsetDateTime updateDate) {
    return new Draft(
        new DraftView(
            view.draftId(),
            view.parentDraftId(),
            view.type(),
            view.subjectId(),
            owner,
            description,
            tags,
            state,
            view.variables(),
            view.createdBy(),
            view.createDate(),
            editions,
            updatedBy,
            updateDate,
            view.version() + 1));
  }
}
