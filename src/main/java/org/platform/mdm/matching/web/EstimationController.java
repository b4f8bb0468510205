package org.platform.mdm.matching.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.matching.MatchingRequests;
import org.platform.mdm.matching.runs.WeightEstimation;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** The probabilities of a weighted rule estimated from the register, and its scores previewed. */
@RestController
@Tag(name = "Matching", description = "Matching models and clusters of records that match")
@RequestMapping("/api/v2/matching/models/drafts/{draftId}")
@AnyUser(
    entityRights =
        "READ on ADMIN_DATA_MANAGEMENT to preview, the ADMIN_DATA_MANAGEMENT rights of the draft to estimate (the estimate is saved into it)")
class EstimationController {

  private final WeightEstimation estimation;

  EstimationController(WeightEstimation estimation) {
    this.estimation = estimation;
  }

  @Schema(
      description =
          "Which weighted rule of the draft's model (setName, ruleName), over at most `records`"
              + " records of the register (first by id; 2 to 1,000,000, default 100,000) and about"
              + " `pairs` pairs per sample (1,000 to 5,000,000, default 1,000,000).")
  record EstimateRequestRO(
      @NotNull String setName, @NotNull String ruleName, Integer records, Integer pairs) {}

  @Schema(
      description =
          "What was read and found: the draft's version after (an estimate is saved as a new"
              + " edition), records read, candidate pairs (every blocking key's together, each"
              + " once), random pairs (u's sample; 0 for a preview), each evidence's levels with m,"
              + " u and weight (estimated: false where no blocking key left it to learn from),"
              + " and the candidate pairs by score in bins of one bit (from `from` included).")
  record EstimateRO(@NotNull Details details, @NotNull WeightEstimation.Outcome estimate) {}

  @Operation(
      operationId = "estimateMatchingWeights",
      summary =
          "Estimate the m and u of a weighted rule of a matching-model draft from the register's"
              + " records (u from random pairs, m by expectation–maximisation over each blocking"
              + " key's candidate pairs) and save them into the draft")
  @ErrorAnswer(status = 403, description = "The user may not change the draft.")
  @ErrorAnswer(status = 404, description = "The draft does not exist.")
  @ErrorAnswer(
      status = 409,
      description = "The draft was saved by someone else while the estimate was made.")
  @PostMapping("/estimate")
  EstimateRO estimate(
      @io.swagger.v3.oas.annotations.Parameter(schema = @Schema(type = "integer", format = "int64"))
          @PathVariable
          String draftId,
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content = @Content(schema = @Schema(implementation = EstimateRequestRO.class)))
          @RequestBody
          JsonNode body) {
    WeightEstimation.Request request = request(body);
    return new EstimateRO(
        Details.empty(),
        estimation.estimate(MatchingRequests.draftId(draftId), request, CurrentUser.get()));
  }

  @Operation(
      operationId = "previewMatchingScores",
      summary =
          "How the candidate pairs of the register score under a weighted rule of a"
              + " matching-model draft as it is (the threshold slider's sample); nothing is saved")
  @ErrorAnswer(
      status = 403,
      description = "The user lacks READ on ADMIN_DATA_MANAGEMENT (the data-model administration).")
  @ErrorAnswer(status = 404, description = "The draft does not exist.")
  @PostMapping("/preview")
  EstimateRO preview(
      @io.swagger.v3.oas.annotations.Parameter(schema = @Schema(type = "integer", format = "int64"))
          @PathVariable
          String draftId,
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content = @Content(schema = @Schema(implementation = EstimateRequestRO.class)))
          @RequestBody
          JsonNode body) {
    WeightEstimation.Request request = request(body);
    return new EstimateRO(
        Details.empty(),
        estimation.preview(MatchingRequests.draftId(draftId), request, CurrentUser.get()));
  }

  /**
   * The body's request; read before the draft's id from the path, so that a body's problems (a NUL,
   * an unknown field) are told first, as every request's are.
   */
  private static WeightEstimation.Request request(JsonNode body) {
    MatchingRequests.Estimate e = MatchingRequests.estimate(body);
    return new WeightEstimation.Request(e.setName(), e.ruleName(), e.records(), e.pairs());
  }
}
