package org.platform.mdm.search.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.search.query.SearchAnswer;
import org.platform.mdm.search.query.SearchService;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** Search of golden records: filters, text, fuzzy, at any date. */
@RestController
@Tag(name = "Search", description = "Find golden records by attributes, text and similarity")
@RequestMapping("/api/v2/search")
@AnyUser(entityRights = "READ on the entity searched")
class SearchController {

  private final SearchService search;

  SearchController(SearchService search) {
    this.search = search;
  }

  record SearchRO(
      Details details,
      @Schema(
              description =
                  "The records that match; when totalCountExact is false, a lower bound: at least"
                      + " this many match (the count stopped at the bound, setting"
                      + " org.platform.mdm.search.count.limit, 10,000 by default).")
          long totalCount,
      @Schema(
              description =
                  "Whether totalCount is the exact count. Always true with exactCount: true in"
                      + " the request.")
          boolean totalCountExact,
      List<SearchAnswer.HitView> hits,
      Map<String, List<SearchAnswer.FacetValue>> facets,
      String searchAfter) {}

  @Operation(
      operationId = "searchRecords",
      summary = "Search the golden records of a register or reference set",
      description =
          "Body: `entityName`, and any of `text`, `filters` (a tree of `and`, `or`, `not` and"
              + " leaves `{attribute, operator, value|values, threshold?}`), `timelineDate`"
              + " (default now), `includeInactive`, `sort` (`[{attribute, order}]`, `$score` for"
              + " relevance, `$displayName` for the records' names; by default relevance with"
              + " text, else names), `offset`, `limit` (20, at most 1,000), `searchAfter`, `facets`,"
              + " `returnAttributes`, `exactCount`. `totalCount` is exact up to 10,000 matches"
              + " (setting org.platform.mdm.search.count.limit), beyond a lower bound with"
              + " `totalCountExact: false`, unless `exactCount` is true. A record is findable as soon as its write returns. See"
              + " docs/search.md.")
  @ErrorAnswer(
      status = 409,
      description =
          "Search indexing is switched off (org.platform.mdm.search.index.enabled): the index may be stale.")
  @PostMapping("/records")
  SearchRO records(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(
                      schema = @Schema(implementation = SearchRequestSchema.SearchRequestRO.class)))
          @RequestBody
          JsonNode body) {
    SearchAnswer answer = search.search(body, CurrentUser.get());
    return new SearchRO(
        Details.empty(),
        answer.totalCount(),
        answer.totalCountExact(),
        answer.hits(),
        answer.facets(),
        answer.searchAfter());
  }
}
