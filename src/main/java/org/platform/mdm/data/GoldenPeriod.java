package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * One interval of a golden record's timeline as other modules see it.
 *
 * @param from the first instant of the interval (inclusive); null when it has no start
 * @param to the last instant of the interval (inclusive); null when it has no end
 * @param active false when no source is active over it or the record is logically deleted
 * @param values the golden values (null values absent), in the stored canonical form
 */
public record GoldenPeriod(
    OffsetDateTime from, OffsetDateTime to, boolean active, Map<String, JsonNode> values) {

  public GoldenPeriod {
    values = Map.copyOf(values);
  }
}
