package org.platform.mdm.draft;

/**
 * The states a draft passes through. DELAYED_BY_WORKFLOW belongs to the workflow module, which
 * contributes it to the list of states; the draft's state machine must still know it.
 */
public enum DraftState {
  CREATED,
  RUNNING,
  PUBLISHED,
  FAILED,
  DELAYED_BY_WORKFLOW;

  /** The state of that name, or null. */
  public static DraftState byName(String name) {
    for (DraftState state : values()) {
      if (state.name().equals(name)) {
        return state;
      }
    }
    return null;
  }
}
