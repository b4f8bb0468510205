package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A read of a record's links.
 *
 * @param relationName only links of this relation; null = all
 * @param incoming links ending at the record (true) or starting at it (false)
 * @param reduce only periods in force, REFERENCES reduced to the link in force at each instant,
 *     filtered, sorted and paged; false = every stored period of every link, nothing filtered
 * @param entityName only links to records of this register; null = any
 * @param attributes only links whose relation attributes have these values
 * @param timelineDate only periods containing this instant; null = any
 * @param sortBy {@code validFrom}, {@code validTo}, {@code relationName}, {@code etalonId} or
 *     {@code attributes.<name>}; null = relation name, then validFrom
 * @param limit null = all
 */
public record RelationQuery(
    EtalonId etalonId,
    String relationName,
    boolean incoming,
    boolean reduce,
    String entityName,
    Map<String, JsonNode> attributes,
    OffsetDateTime timelineDate,
    String sortBy,
    boolean descending,
    int offset,
    Integer limit) {

  public RelationQuery {
    attributes = attributes == null ? Map.of() : Map.copyOf(attributes);
  }
}
