package org.platform.mdm.data.record;

import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.meta.SourceSystemDef;
import org.springframework.modulith.NamedInterface;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.NullNode;

/**
 * One revision of an origin, as consolidation reads it.
 *
 * @param revision the origin's revision number, 1 for its first write; the highest one covering an
 *     instant is the origin's state there
 * @param seq the platform-wide order of creation: of two revisions, the higher {@code seq} was
 *     created last (ties of consolidation go to it)
 * @param values the attribute values the revision carries; null values are absent, but in a
 *     revision of the platform's own source, where a null is an override to empty (the steward
 *     cleared a value the sources have)
 */
@NamedInterface("timelines")
public record OriginRevision(
    UUID originId,
    String sourceSystem,
    String externalId,
    int revision,
    long seq,
    Period period,
    RecordStatus status,
    Map<String, JsonNode> values) {

  public OriginRevision {
    boolean overrides = SourceSystemDef.PLATFORM.equals(sourceSystem);
    TreeMap<String, JsonNode> present = new TreeMap<>();
    values.forEach(
        (name, value) -> {
          if (value != null && !value.isMissingNode()) {
            if (!value.isNull()) {
              present.put(name, value);
            } else if (overrides) {
              present.put(name, NullNode.getInstance());
            }
          }
        });
    values = java.util.Collections.unmodifiableMap(present);
  }

  /** Whether this is a revision of the platform's own source: it holds a steward's overrides. */
  boolean overrides() {
    return SourceSystemDef.PLATFORM.equals(sourceSystem);
  }

  /**
   * Whether the revision is no state at all: an active revision of the platform's source without
   * overrides (every one was removed there, and the sources are followed again).
   */
  boolean empty() {
    return overrides() && status == RecordStatus.ACTIVE && values.isEmpty();
  }

  Contributor contributor() {
    return new Contributor(originId, sourceSystem, externalId, revision, seq, status);
  }
}
