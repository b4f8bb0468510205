package org.platform.mdm.search;

import java.util.List;
import java.util.Map;
import org.platform.mdm.data.EtalonId;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What an engine found.
 *
 * @param totalCount every match, not only the page; when not {@code totalExact}, a lower bound
 *     (there are at least this many)
 * @param totalExact whether {@code totalCount} is the exact count
 * @param facets per facet attribute, the most frequent values first
 */
public record SearchResult(
    long totalCount, boolean totalExact, List<Hit> hits, Map<String, List<FacetCount>> facets) {

  /**
   * @param doc the document of the interval found
   * @param sortValues the hit's values of the query's sort keys (a cursor continues after them)
   * @param matched the attributes the text matched, then those of filter leaves the hit satisfies
   */
  public record Hit(
      EtalonId etalonId,
      double score,
      ObjectNode doc,
      List<JsonNode> sortValues,
      List<String> matched) {}

  public record FacetCount(JsonNode value, long count) {}
}
