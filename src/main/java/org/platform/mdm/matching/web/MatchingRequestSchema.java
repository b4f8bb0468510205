package org.platform.mdm.matching.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.matching.model.ComparisonType;
import org.platform.mdm.matching.model.MatchAction;
import org.platform.mdm.matching.model.WeightedRule;

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
          "A rule. Of type ALL (the default): every comparison must hold; then AUTO_MERGE merges"
              + " the records at once, REVIEW puts them into a cluster. Of type WEIGHTED: the pair"
              + " is scored by the evidence of every attribute (the sum of each evidence's weight,"
              + " log2(m/u) of the first level reached, log2((1 - sum m) / (1 - sum u)) when none"
              + " is, 0 when a record has no value); at or above upperThreshold the action applies,"
              + " from lowerThreshold up the pair waits for review (a cluster), below it is no"
              + " match. Candidates of a weighted rule come from its blocking keys.")
  record MatchRuleRO(
      @NotNull String name,
      String displayName,
      @NotNull MatchAction action,
      @Schema(
              description = "ALL (default) or WEIGHTED.",
              allowableValues = {"ALL", "WEIGHTED"})
          String type,
      @Schema(description = "ALL: the comparisons that must all hold (required).")
          List<ComparisonRO> comparisons,
      @Schema(description = "WEIGHTED: what each attribute tells, in the order scored (required).")
          List<EvidenceRO> evidence,
      @Schema(description = "WEIGHTED: the least score (bits) at which the action applies.")
          Double upperThreshold,
      @Schema(description = "WEIGHTED: the least score (bits) at which the pair waits for review.")
          Double lowerThreshold,
      @Schema(
              description =
                  "WEIGHTED: WITHIN (default) compares any two records; ACROSS_SOURCES only"
                      + " records with no source system in common (two files linked).")
          WeightedRule.Linkage linkage,
      @Schema(
              description =
                  "WEIGHTED: the candidate keys; records sharing the forms of any one key's"
                      + " comparisons are compared (required).")
          List<BlockingKeyRO> blocking) {}

  @Schema(
      description =
          "The evidence of one attribute (a dotted path), or of several joined: comparison levels"
              + " from the strongest, each with m (how often a true match reaches it) and u (how"
              + " often two different records do); each is above 0 and below 1, and each sum is"
              + " below 1.")
  record EvidenceRO(String attribute, List<String> attributes, @NotNull List<LevelRO> levels) {}

  @Schema(description = "A comparison level: a comparison type with its parameter, m and u.")
  record LevelRO(
      @NotNull ComparisonType type,
      Double threshold,
      Integer distance,
      Integer days,
      Double delta,
      @NotNull Double m,
      @NotNull Double u) {}

  @Schema(description = "A blocking key: the comparisons whose forms two records must share.")
  record BlockingKeyRO(@NotNull List<ComparisonRO> comparisons) {}

  @Schema(
      description =
          "A comparison of one attribute (a dotted path), or of several joined (`attributes`, for"
              + " names whose parts may be swapped), with the parameter its type takes.")
  record ComparisonRO(
      String attribute,
      List<String> attributes,
      @NotNull ComparisonType type,
      @Schema(
              description =
                  "FUZZY: the least trigram similarity; JARO_WINKLER: the least Jaro–Winkler"
                      + " similarity; 0 < t <= 1.")
          Double threshold,
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
