package org.platform.mdm.draft;

/** A state as a module contributes it to {@code GET /states}; texts come from its bundle. */
public record DraftStateInfo(DraftState state, String moduleId) {

  public String displayNameKey() {
    return "draft.state." + state.name() + ".displayName";
  }

  public String descriptionKey() {
    return "draft.state." + state.name() + ".description";
  }
}
