package org.platform.mdm.dg.history;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * One revision of a source's version of an asset, with the values the source gave for its period
 * (none for a deleted period).
 *
 * @param before what the source held for the period before, when the revisions before this one are
 *     not among the asset's (a source that came with a merge); null otherwise
 */
record Revision(
    long seq,
    OffsetDateTime date,
    String user,
    String sourceSystem,
    String externalId,
    int revision,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    Kind kind,
    Map<String, JsonNode> values,
    Map<String, JsonNode> before) {

  /** What made the revision. */
  enum Kind {
    WRITE,
    PERIOD_DELETE,
    PERIOD_RESTORE
  }

  Revision {
    values = Map.copyOf(values);
    before = before == null ? null : Map.copyOf(before);
  }

  /** The source's key: revisions of one key follow each other. */
  String key() {
    return sourceSystem + "\u0000" + externalId;
  }

  /** The period as instants (null = open), to compare periods whatever their offsets. */
  Span span() {
    return new Span(instant(validFrom), instant(validTo));
  }

  /** Whether the period holds the instant; a null instant is the open start. */
  boolean covers(Instant instant) {
    if (instant == null) {
      return validFrom == null;
    }
    return (validFrom == null || !validFrom.toInstant().isAfter(instant))
        && (validTo == null || !validTo.toInstant().isBefore(instant));
  }

  static Instant instant(OffsetDateTime date) {
    return date == null ? null : date.toInstant();
  }

  /** A validity period as instants. */
  record Span(Instant from, Instant to) {}
}
