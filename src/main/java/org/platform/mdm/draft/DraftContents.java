package org.platform.mdm.draft;

import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The stored contents of drafts, rewritten where they are for a depersonalization in place: a
 * draft's editions hold what its provider kept of the changes (a record's values among them), in
 * every state, published ones too. Editions are otherwise never changed; this is the one exception,
 * so that no original value outlives a depersonalization in a draft.
 */
public interface DraftContents {

  /** The new content of one edition of a draft; the content given is not changed. */
  @FunctionalInterface
  interface Rewrite {
    /**
     * @throws IllegalArgumentException when the content cannot be rewritten (the draft's editions
     *     are left as they are, and the draft named among those refused)
     */
    JsonNode apply(JsonNode content);
  }

  /**
   * The provider's drafts carrying the tag, in every state, after the id given (null: from the
   * first), in id order; at most {@code limit}.
   */
  List<DraftId> tagged(String provider, String tag, DraftId after, int limit);

  /**
   * Rewrites the content of every edition of these drafts, the drafts locked (in id order) as an
   * edit locks them, in the caller's transaction; the drafts' versions and stamps stay as they
   * were.
   *
   * @return the drafts refused, with the reason
   */
  Map<DraftId, String> rewrite(List<DraftId> drafts, Rewrite rewrite);
}
