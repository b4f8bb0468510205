package org.platform.mdm.search.query;

import jakarta.validation.constraints.NotNull;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A page of search hits.
 *
 * @param totalCount every record that matches, not only the page; when not {@code totalCountExact},
 *     a lower bound: at least this many match (counting stopped at the bound)
 * @param totalCountExact whether {@code totalCount} is the exact count
 * @param facets per requested attribute, its most frequent values among the matches (top 20)
 * @param searchAfter the cursor of the page's last hit: pass it as {@code searchAfter} for the next
 *     page (beyond offset 10,000); null when the page is empty
 */
public record SearchAnswer(
    long totalCount,
    boolean totalCountExact,
    List<HitView> hits,
    Map<String, List<FacetValue>> facets,
    String searchAfter) {

  /**
   * @param displayName the record's name (its entity's display format, else its best key)
   * @param attributes the golden values valid at the search's date ({@code returnAttributes} or all
   *     but large objects)
   * @param matched the attributes the text matched and those of the filter's conditions it meets
   */
  public record HitView(
      @NotNull String etalonId,
      @NotNull String displayName,
      double score,
      ObjectNode attributes,
      List<String> matched) {}

  /**
   * @param displayValue an Enum value's display name (null for other types)
   */
  public record FacetValue(JsonNode value, String displayValue, long count) {}
}
