package org.platform.mdm.dg.history;

import java.time.OffsetDateTime;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * One event of an asset's history.
 *
 * @param seq the platform-wide order of the event (newer events have higher numbers)
 * @param sourceSystem the source of a write, of a link's write, or of a period's delete or restore
 * @param revision the revision the write made in its source's origin (or link)
 * @param changes what a write changed in its source's values, by attribute; empty for other events
 * @param relation the link a RELATION_ event wrote; null for other events
 * @param otherEtalonId the asset merged into this one (MERGE), this one was merged into
 *     (MERGE_LOSER), or sources left for or came from (UNMERGE); null for other events
 */
public record AssetHistoryItem(
    AssetEventType eventType,
    long seq,
    OffsetDateTime date,
    String user,
    String sourceSystem,
    String externalId,
    Integer revision,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    List<Change> changes,
    Relation relation,
    String otherEtalonId) {

  public AssetHistoryItem {
    changes = changes == null ? List.of() : List.copyOf(changes);
  }

  /** An attribute a write changed; a value absent before or after is null. */
  public record Change(String attribute, JsonNode oldValue, JsonNode newValue) {}

  /**
   * The link of a RELATION_ event.
   *
   * @param etalonId the record at the link's other end
   * @param displayName that record's name now; null when the user may not see it or it is gone
   */
  public record Relation(String relationName, String etalonId, String displayName) {}
}
