package org.platform.mdm.data.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.data.ContributionsView;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.MergeRequests;
import org.platform.mdm.data.RecordMerges;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** Merge of records into one, and unmerge of origins out of a record. */
@RestController
@Tag(name = "Merge", description = "Merge records into one and take origins out again")
@RequestMapping("/api/v2/data")
@AnyUser(entityRights = "UPDATE on the entity")
class MergeController {

  private final RecordMerges merges;

  MergeController(RecordMerges merges) {
    this.merges = merges;
  }

  record MergeRO(
      Details details,
      String winnerEtalonId,
      List<EtalonView.ExternalKeyView> externalKeys,
      List<String> mergedEtalonIds) {}

  record UnmergeRO(
      Details details,
      String etalonId,
      List<EtalonView.ExternalKeyView> externalKeys,
      String detachedEtalonId,
      boolean created,
      List<EtalonView.ExternalKeyView> detachedExternalKeys) {}

  @Operation(
      operationId = "mergeRecords",
      summary =
          "Merge records: the losers' origins join the winner, whose golden record is computed"
              + " again; the losers become MERGED")
  @ErrorAnswer(status = 404, description = "A record named does not exist.")
  @PostMapping("/merge")
  MergeRO merge(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(schema = @Schema(implementation = RecordRequests.MergeRequestRO.class)))
          @RequestBody
          JsonNode body) {
    RecordMerges.MergeResult r = merges.merge(MergeRequests.merge(body), CurrentUser.get());
    return new MergeRO(
        Details.empty(),
        r.winner().toString(),
        r.externalKeys(),
        r.merged().stream().map(Object::toString).toList());
  }

  record MergePreviewRO(Details details, ContributionsView record) {}

  @Operation(
      operationId = "previewMerge",
      summary =
          "What a merge would make, without merging: the winner's golden record after it, with every"
              + " source's value of every attribute (the picks among them as overrides); the same"
              + " body, rights and checks as the merge, nothing written")
  @ErrorAnswer(status = 404, description = "A record named does not exist.")
  @PostMapping("/merge/preview")
  MergePreviewRO preview(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(schema = @Schema(implementation = RecordRequests.MergeRequestRO.class)))
          @RequestBody
          JsonNode body) {
    return new MergePreviewRO(
        Details.empty(), merges.preview(MergeRequests.merge(body), CurrentUser.get()));
  }

  @Operation(
      operationId = "unmergeRecord",
      summary =
          "Unmerge origins of a record: they return to the record they were merged with, or form a"
              + " new record")
  @ErrorAnswer(status = 404, description = "The record or an external key named does not exist.")
  @PostMapping("/unmerge")
  UnmergeRO unmerge(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(
                      schema = @Schema(implementation = RecordRequests.UnmergeRequestRO.class)))
          @RequestBody
          JsonNode body) {
    RecordMerges.UnmergeResult r = merges.unmerge(MergeRequests.unmerge(body), CurrentUser.get());
    return new UnmergeRO(
        Details.empty(),
        r.etalonId().toString(),
        r.externalKeys(),
        r.detached().toString(),
        r.created(),
        r.detachedKeys());
  }
}
