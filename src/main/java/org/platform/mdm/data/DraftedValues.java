package org.platform.mdm.data;

import java.util.Map;

/**
 * Rewrites the values drafts hold, where they are, for a depersonalization in place: the {@code
 * record} drafts of a register's records (each drafted write's values, and the values of the links
 * it carries) and the {@code relation} drafts of a relation's links, in every state (a published
 * draft's editions hold the values it published).
 */
public interface DraftedValues {

  /**
   * A page of drafts rewritten.
   *
   * @param read how many drafts the page held (fewer than asked: the last page)
   * @param last the id of the page's last draft, to go on after; 0 when it held none
   * @param refused the drafts left as they were, by id, with the reason
   */
  record Page(int read, long last, Map<Long, String> refused) {}

  /**
   * Rewrites the values held by the register's record drafts after the draft id given (0: from the
   * first), at most {@code limit} of them, in the caller's transaction.
   *
   * @param values the new values of a drafted write's values
   * @param links the new values of a link's values, by relation (links of other relations kept)
   */
  Page records(
      String entityName,
      long after,
      int limit,
      StoredValues.Rewrite values,
      Map<String, StoredValues.Rewrite> links);

  /** Rewrites the values held by the relation's drafts, as {@link #records} does. */
  Page links(String relationName, long after, int limit, StoredValues.Rewrite values);
}
