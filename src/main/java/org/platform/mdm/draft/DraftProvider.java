package org.platform.mdm.draft;

import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * A kind of draft. Providers are Spring beans; every bean of this type is registered and listed by
 * {@code GET /types}. The draft module calls them to open, show and publish drafts; everything they
 * do runs in the draft module's transaction, under the draft's row lock.
 */
public interface DraftProvider {

  /** The provider id, the draft's {@code type}. */
  String id();

  /**
   * Names of the tags this provider's drafts carry; given tags must use these names. By default
   * none: a draft of the whole object (a model, a matching model) has nothing to tag.
   */
  default List<String> tagNames() {
    return List.of();
  }

  /**
   * Checks the parameters of a new draft and says how it starts.
   *
   * @throws org.platform.mdm.system.PlatformException when the parameters are not acceptable
   */
  DraftOpening open(UpsertInput input);

  /** The tags of an existing draft after an update; by default the draft keeps its tags. */
  default List<String> retag(DraftView draft, UpsertInput input) {
    return draft.tags();
  }

  /**
   * The object as the draft would make it.
   *
   * @param latest the latest edition, or null when the draft has none
   */
  JsonNode content(DraftView draft, EditionView latest);

  /**
   * Applies the draft to the real object in the caller's transaction.
   *
   * @param latest the latest edition, or null when the draft has none
   * @param force publish even when the object changed after the draft started
   * @throws org.platform.mdm.system.PlatformException when the draft cannot be published
   */
  Publication publish(DraftView draft, EditionView latest, boolean force);

  /**
   * When a parent publishes with its children, the drafts of a lower phase publish first (records
   * before the links between them); within a phase, deepest first. The parent takes its place by
   * its own phase, last of that phase. By default 0.
   *
   * @param latest the latest edition, or null when the draft has none
   */
  default int publishPhase(DraftView draft, EditionView latest) {
    return 0;
  }

  /**
   * Work to do once the publication has committed (notify, reindex…). An exception marks the draft
   * FAILED; the publication itself stays.
   */
  default void afterPublish(DraftView draft) {}

  /** The right a user needs for the operation; null when any authenticated user may do it. */
  RequiredRight requiredRight(DraftOperation operation, DraftView draft);
}
