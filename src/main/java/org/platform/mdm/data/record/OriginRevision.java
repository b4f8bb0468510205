package org.platform.mdm.data.record;

import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.platform.mdm.data.RecordStatus;
import org.springframework.modulith.NamedInterface;
import tools.jackson.databind.JsonNode;

/**
 * One revision of an origin, as consolidation reads it.
 *
 * @param revision the origin's revision number, 1 for its first write; the highest one covering an
 *     instant is the origin's state there
 * @param seq the platform-wide order of creation: of two revisions, the higher {@code seq} was
 *     created last (ties of consolidation go to it)
 * @param values the attribute values the revision carries; null values are absent
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
    TreeMap<String, JsonNode> present = new TreeMap<>();
    values.forEach(
        (name, value) -> {
          if (value != null && !value.isNull() && !value.isMissingNode()) {
            present.put(name, value);
          }
        });
    values = java.util.Collections.unmodifiableMap(present);
  }

  Contributor contributor() {
    return new Contributor(originId, sourceSystem, externalId, revision, seq, status);
  }
}
