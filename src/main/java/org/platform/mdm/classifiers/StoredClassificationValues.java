package org.platform.mdm.classifiers;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.data.DraftedValues;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.StoredValues;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Rewrites the node attribute values of classifications already stored, where they are stored, for
 * a depersonalization in place: every revision of the records' classifications by one classifier
 * (those the archive store holds too) and every interval of their timelines get the values a
 * function gives for theirs. Nodes, periods, history and versions stay as they were, with the new
 * values. Search keeps no node attribute values (only where records are classified), so nothing is
 * derived anew; notifications, which carry a record's classifications, are the caller's to renew.
 */
public interface StoredClassificationValues {

  /**
   * The new values of one stored set of node attribute values; the values given are not changed.
   */
  @FunctionalInterface
  interface Rewrite {
    /**
     * @param nodeId the node the values are held in
     * @throws IllegalArgumentException when a value cannot be rewritten (its record's
     *     classifications are left as they are, and the record named among those refused)
     */
    ObjectNode apply(UUID nodeId, Map<String, JsonNode> values);
  }

  /**
   * Rewrites the stored values of the classifier's classifications of these records, the records
   * locked as a write locks them, in the caller's transaction.
   *
   * @return the records whose classifications by the classifier were rewritten, and those refused
   */
  StoredValues.Rewritten records(String classifierName, List<EtalonId> etalonIds, Rewrite rewrite);

  /**
   * Rewrites the node values drafts hold of the classifier's classifications, a page of drafts
   * after the draft id given (0: from the first), at most {@code limit}, in every state, in the
   * caller's transaction: with {@code entityName} null, the classifier's {@code classification}
   * drafts; else the classifications drafted inline in the register's {@code record} drafts. An
   * item whose node is not found (by id, code or name) is left as it is.
   */
  DraftedValues.Page drafts(
      String classifierName, String entityName, long after, int limit, Rewrite rewrite);
}
