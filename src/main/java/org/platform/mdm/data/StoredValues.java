package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Rewrites values already stored, where they are stored, for a depersonalization in place (a test
 * stand restored from production): every revision of every origin of the records and every interval
 * of their timelines, or of their links, get the values a function gives for theirs; the listeners
 * of stored timelines are then told again (search documents, quality results, matching keys are
 * derived anew), so no earlier value is left in the hot store. Versions and history stay as they
 * were, with the new values.
 */
public interface StoredValues {

  /** The new values of one stored set of values; the values given are not changed. */
  @FunctionalInterface
  interface Rewrite {
    /**
     * @throws IllegalArgumentException when a value cannot be rewritten (its record is left as it
     *     is, and named among those refused)
     */
    ObjectNode apply(Map<String, JsonNode> values);
  }

  /**
   * What a rewrite did.
   *
   * @param rewritten the records (or the records whose links were) rewritten
   * @param refused the records left as they were, with the reason
   */
  record Rewritten(List<EtalonId> rewritten, Map<EtalonId, String> refused) {}

  /**
   * Rewrites the stored values of the entity's records of these ids (those of other entities, or
   * gone, are left out), the records locked as a write locks them, in the caller's transaction.
   */
  Rewritten records(String entityName, List<EtalonId> etalonIds, Rewrite rewrite);

  /**
   * Rewrites the stored values of the relation's links from these records (each revision of each
   * link, and the intervals of their timelines), in the caller's transaction.
   */
  Rewritten links(String relationName, List<EtalonId> fromEtalonIds, Rewrite rewrite);

  /**
   * Tells the {@link RewriteListener}s that the values of these registers were rewritten since the
   * moment, in the caller's transaction: copies of the earlier values go.
   */
  void forget(Collection<String> entityNames, OffsetDateTime before);

  /**
   * Tells those who follow every change (notifications) that these records changed, as a bulk write
   * tells them, in the caller's transaction.
   *
   * @param records the records, with their register
   */
  void announce(Map<EtalonId, String> records, PlatformUser user, OffsetDateTime now);
}
