package org.platform.mdm.matching.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.matching.model.ComparisonType;
import org.platform.mdm.matching.model.MatchAction;

/**
 * The documented shapes of the matching API's request bodies and of a matching model. The matching
 * service reads them itself, listing every problem at once; these records are what the matching
 * document shows.
 */
final class MatchingRequestSchema {

  private MatchingRequestSchema() {}

  @Schema(
      description =
          "Save a matching model: into the matching-model draft draftId (at its version, when"
              + " given), or, without draftId, saved and published at once.")
  record SaveModelRequestRO(Long draftId, Long version, @NotNull MatchingModelRO model) {}

  @Schema(description = "The matching model of one register: sets of rules.")
  record MatchingModelRO(@NotNull String entityName, @NotNull List<MatchSetRO> sets) {}

  @Schema(description = "A set of rules: a pair matches by the set when any of its rules holds.")
  record MatchSetRO(@NotNull String name, String displayName, @NotNull List<MatchRuleRO> rules) {}

  @Schema(
      description =
          "A rule: every comparison must hold; then AUTO_MERGE merges the records at once, REVIEW"
              + " puts them into a cluster.")
  record MatchRuleRO(
      @NotNull String name,
      String displayName,
      @NotNull MatchAction action,
      @NotNull List<ComparisonRO> comparisons) {}

  @Schema(
      description =
          "A comparison of one attribute (a dotted path), or of several joined (`attributes`, for"
              + " names whose parts may be swapped), with the parameter its type takes.")
  record ComparisonRO(
      String attribute,
      List<String> attributes,
      @NotNull ComparisonType type,
      @Schema(description = "FUZZY: the least trigram similarity, 0 < t <= 1.") Double threshold,
      @Schema(description = "EDIT_DISTANCE: the most edits.") Integer distance,
      @Schema(description = "DATE_WITHIN: the most days apart.") Integer days,
      @Schema(description = "NUMBER_WITHIN: the largest difference.") Double delta) {}

  @Schema(
      description =
          "Which clusters: of an entity, of a set, holding a record (clusterTargetSubjectId),"
              + " page (from 1) of count (1 to 1,000, default 20).")
  record ClusterListRequestRO(
      String entityName,
      String setName,
      String clusterTargetSubjectId,
      Integer page,
      Integer count) {}

  @Schema(description = "Confirm a cluster; winnerEtalonId: the record the others merge into.")
  record ConfirmRequestRO(
      String winnerEtalonId,
      @io.swagger.v3.oas.annotations.media.Schema(
              description =
                  "The values the steward keeps, by attribute (null: empty): where one differs from"
                      + " what the merge computes, it becomes an override of the merged record."
                      + " POST /api/v2/data/merge/preview shows the result first.")
          java.util.Map<String, tools.jackson.databind.JsonNode> picks) {}

  @Schema(
      description =
          "Reject a cluster; with etalonIds only those records leave it (they never match the"
              + " others again).")
  record RejectRequestRO(List<String> etalonIds) {}

  record RunRequestRO(@NotNull String entityName) {}
}
