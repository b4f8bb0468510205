package org.platform.mdm.search;

import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.data.EtalonId;
import tools.jackson.databind.node.ObjectNode;

/**
 * One golden-record interval in the form a search engine indexes it.
 *
 * @param from the first instant (inclusive), null when unbounded
 * @param to the last instant (inclusive), null when unbounded
 * @param doc the searchable values (see {@link SearchValues}); large objects left out
 * @param text the string values, one per line, followed by their Latin transliterations (what full
 *     text searches)
 * @param values the string values alone, one per line (what PREFIX, CONTAINS and FUZZY compare: a
 *     Latin form could only bring candidates their exact check refuses)
 * @param facets the distinct values of the attributes facets count (Enum, LookupLink, Boolean,
 *     String; dotted paths into Complex ones), each value as JSON
 * @param labelKey the values of the attributes the entity's security labels name, as a JSON object
 *     by attribute name; null when the entity has no labels or such a value is no scalar
 * @param nameKey what the records are ordered by name with: the record's name by its entity's
 *     display format over the period's values, in lower case; null when the values give no name
 */
public record SearchDocument(
    String entityName,
    EtalonId etalonId,
    OffsetDateTime from,
    OffsetDateTime to,
    boolean active,
    ObjectNode doc,
    String text,
    String values,
    List<FacetValue> facets,
    String labelKey,
    String nameKey) {

  public SearchDocument {
    facets = List.copyOf(facets);
  }

  /** One value of one attribute, as JSON text ({@code "Berlin"}, {@code true}, {@code 42}). */
  public record FacetValue(String attribute, String value) {}
}
