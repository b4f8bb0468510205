package org.platform.mdm.search.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.search.SearchOperator;
import tools.jackson.databind.JsonNode;

/**
 * The documented shape of a search request. The search service reads the body itself, so that every
 * problem of a filter tree is listed at once; this is what the search document shows of it.
 */
final class SearchRequestSchema {

  private SearchRequestSchema() {}

  @Schema(description = "A search of the golden records of one register or reference set.")
  record SearchRequestRO(
      @NotNull @Schema(description = "The register or reference set (READ right needed).")
          String entityName,
      @Schema(
              description =
                  "Full text over every String attribute, in the syntax of PostgreSQL's"
                      + " websearch_to_tsquery (words ANDed, \"a phrase\", or, -word); at most"
                      + " 1,000 characters. Words without that syntax also find words within"
                      + " their typos (`fuzziness: AUTO`: 1 edit for 3 to 5 letters, 2 beyond, a"
                      + " swap of neighbouring letters one edit; Cyrillic also by its Latin form),"
                      + " which come after the exact hits: an exact hit scores 1 to 2, a hit by"
                      + " words one edit away 0.5, two edits away 0.")
          String text,
      @Schema(description = "A tree of and, or, not and conditions.") SearchFilterRO filters,
      @Schema(
              description =
                  "The validity date (default now): an ISO 8601 date-time, without an offset in"
                      + " the server's zone.")
          String timelineDate,
      @Schema(description = "Also logically deleted records and inactive periods.")
          Boolean includeInactive,
      @Schema(
              description =
                  "The order; `$score` is relevance, `$displayName` the records' names (their"
                      + " register's display format, A to Z by letter, records without a name"
                      + " last). Absent or empty: by relevance with text, else by name; ties are"
                      + " broken by name, then by etalon id.")
          List<SortRO> sort,
      @Schema(description = "At most 10,000 (default 0).") Integer offset,
      @Schema(description = "0 to 1,000 (default 20; 0: only totalCount and facets).")
          Integer limit,
      @Schema(description = "The previous answer's searchAfter: the page after its last hit.")
          String searchAfter,
      @Schema(
              description =
                  "Attributes whose values among the matches are counted (at most 20; the 20 most"
                      + " frequent values each). Three reserved names count the matches' data"
                      + " quality errors at timelineDate instead: `$qualityErrors.severities`,"
                      + " `$qualityErrors.ruleNames` and `$qualityErrors.categories` answer, under"
                      + " the same key, how many matches have an error of each severity, raised by"
                      + " each rule, of each category (a record counts once per value however many"
                      + " such errors it has).")
          List<String> facets,
      @Schema(description = "The top-level attributes each hit carries (default all).")
          List<String> returnAttributes,
      @Schema(
              description =
                  "Only records classified at timelineDate into each of these classifier nodes"
                      + " (by nodeId) or a node below it; at most 10.")
          List<String> classifiedUnder,
      @Schema(
              description =
                  "Only records whose golden record has data quality errors at timelineDate: of"
                      + " one of `severities` (RED, YELLOW, GREEN), raised by one of `ruleNames`,"
                      + " of one of `categories` (each list, when given, narrows; `{}` finds every"
                      + " record with an error).")
          QualityErrorsRO qualityErrors,
      @Schema(
              description =
                  "Count every match (default false: totalCount is exact up to the bound of the"
                      + " setting org.platform.mdm.search.count.limit, 10,000 by default, and"
                      + " beyond it that bound with totalCountExact false).")
          Boolean exactCount) {}

  record QualityErrorsRO(
      @Schema(description = "RED, YELLOW or GREEN.") List<String> severities,
      List<String> ruleNames,
      List<String> categories) {}

  @Schema(
      description =
          "A node of the filter tree: exactly one of `and` (all hold), `or` (one holds), `not`"
              + " (does not hold), or a condition `{attribute, operator, value | values,"
              + " threshold}`. At most 32 levels and 200 conditions.")
  record SearchFilterRO(
      List<SearchFilterRO> and,
      List<SearchFilterRO> or,
      SearchFilterRO not,
      @Schema(description = "The attribute; nested ones by dotted path (`address.city`).")
          String attribute,
      SearchOperator operator,
      @Schema(description = "The operand of EQ, NE, GT, GE, LT, LE, PREFIX, CONTAINS, FUZZY.")
          JsonNode value,
      @Schema(description = "The operands of IN (1 to 1,000) and RANGE ([from, to]).")
          List<JsonNode> values,
      @Schema(
              description =
                  "FUZZY: the least similarity of a value to the operand (the Dice coefficient of"
                      + " their trigrams, case and accents ignored), 0 < t <= 1. Without it, a"
                      + " value holds at a similarity of 0.65 or when it is within the operand's"
                      + " typos, as the search engines' `fuzziness: AUTO` counts them: 1 edit for"
                      + " an operand of 3 to 5 letters, 2 for a longer one, none for 1 or 2; an"
                      + " edit is a letter inserted, deleted or replaced, or two neighbouring"
                      + " letters swapped (`Ivnaov` finds `Ivanov`).")
          Double threshold) {}

  record SortRO(
      @NotNull @Schema(description = "An attribute, or `$score` (relevance).") String attribute,
      @Schema(allowableValues = {"ASC", "DESC"}) String order) {}
}
