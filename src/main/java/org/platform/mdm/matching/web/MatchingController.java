package org.platform.mdm.matching.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.matching.MatchingRequests;
import org.platform.mdm.matching.clusters.ClusterView;
import org.platform.mdm.matching.clusters.MatchingClusters;
import org.platform.mdm.matching.model.MatchingModels;
import org.platform.mdm.matching.runs.MatchingRuns;
import org.platform.mdm.matching.runs.RunView;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Matching models, and the clusters data stewards confirm or reject. */
@RestController
@Tag(name = "Matching", description = "Matching models and clusters of records that match")
@RequestMapping("/api/v2/matching")
@AnyUser(
    entityRights =
        "READ on the entity (clusters and runs of others are left out); UPDATE to start or resume a run, confirm or reject a cluster; saving a model needs the ADMIN_DATA_MANAGEMENT rights of its draft, reading a draft's model READ on ADMIN_DATA_MANAGEMENT")
class MatchingController {

  private final MatchingModels models;
  private final MatchingClusters clusters;
  private final MatchingRuns runs;
  private final JsonMapper json;

  MatchingController(
      MatchingModels models, MatchingClusters clusters, MatchingRuns runs, JsonMapper json) {
    this.models = models;
    this.clusters = clusters;
    this.runs = runs;
    this.json = json;
  }

  record ModelRO(
      Details details,
      String entityName,
      @Schema(implementation = MatchingRequestSchema.MatchingModelRO.class) JsonNode model) {}

  record SaveRO(Details details, long draftId, String state, Integer publishedRevision) {}

  /** A matching-model draft's model, with the draft's state and the version a save names. */
  record DraftModelRO(
      Details details,
      long draftId,
      String state,
      long version,
      MatchingRequestSchema.MatchingModelRO model) {}

  record ClustersRO(
      Details details,
      long total,
      List<ClusterView> clusters,
      @NotNull
          @Schema(
              description =
                  "Each listed cluster's records with their golden values now, by cluster id (as"
                      + " `GET .../clusters/{clusterId}` has them).")
          Map<String, List<MatchingClusters.ClusterRecord>> records) {}

  record ClusterRO(
      Details details,
      ClusterView cluster,
      List<MatchingClusters.ClusterRecord> records,
      List<MatchingClusters.PairView> pairs) {}

  record ConfirmRO(Details details, String winnerEtalonId, List<String> mergedEtalonIds) {}

  record RejectRO(Details details, ClusterView cluster) {}

  record RunRO(Details details, RunView run) {}

  record RunsRO(Details details, List<RunView> runs) {}

  @Operation(
      operationId = "getMatchingModel",
      summary = "The published matching model of a register or reference set")
  @GetMapping("/models/{entityName}")
  ModelRO model(@PathVariable String entityName) {
    return new ModelRO(Details.empty(), entityName, models.published(entityName));
  }

  @Operation(
      operationId = "getMatchingModelDraft",
      summary =
          "The matching model a matching-model draft would publish (its latest save, else the"
              + " published model, else one without sets), with the draft's version to save at")
  @ErrorAnswer(
      status = 403,
      description = "The user lacks READ on ADMIN_DATA_MANAGEMENT (the data-model administration).")
  @ErrorAnswer(status = 404, description = "The draft does not exist.")
  @GetMapping("/models/drafts/{draftId}")
  DraftModelRO draft(@PathVariable long draftId) {
    MatchingModels.DraftContent d = models.draft(new DraftId(draftId), CurrentUser.get());
    return new DraftModelRO(
        Details.empty(),
        d.draft().draftId().value(),
        d.draft().state().name(),
        d.draft().version(),
        json.treeToValue(d.document(), MatchingRequestSchema.MatchingModelRO.class));
  }

  @Operation(
      operationId = "saveMatchingModel",
      summary =
          "Save a matching model {entityName, sets: [{name, displayName, rules: [{name,"
              + " displayName, action: AUTO_MERGE|REVIEW, comparisons: [{attribute|attributes,"
              + " type, threshold|distance|days|delta}] or type: WEIGHTED, evidence, thresholds"
              + " and blocking}]}]}: into a matching-model draft with"
              + " draftId, else saved and published at once")
  @ErrorAnswer(
      status = 404,
      description = "The matching-model draft named by draftId does not exist.")
  @PostMapping("/models/save")
  SaveRO save(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(
                      schema =
                          @Schema(implementation = MatchingRequestSchema.SaveModelRequestRO.class)))
          @RequestBody
          JsonNode body) {
    MatchingRequests.SaveRequest request = MatchingRequests.save(body);
    MatchingModels.SaveResult r =
        models.save(request.draftId(), request.model(), request.version(), CurrentUser.get());
    return new SaveRO(
        Details.empty(),
        r.draft().draftId().value(),
        r.draft().state().name(),
        r.publishedRevision());
  }

  @Operation(
      operationId = "listClusters",
      summary =
          "Clusters, newest first: {entityName?, setName?, clusterTargetSubjectId?, page?, count?};"
              + " clusterTargetSubjectId (also a query parameter) keeps those holding the record")
  @ErrorAnswer(status = 404, description = "The entity named does not exist.")
  @PostMapping("/clusters")
  ClustersRO list(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              required = false,
              content =
                  @Content(
                      schema =
                          @Schema(
                              implementation = MatchingRequestSchema.ClusterListRequestRO.class)))
          @RequestBody(required = false)
          JsonNode body,
      @RequestParam(required = false) String clusterTargetSubjectId) {
    MatchingRequests.ListRequest r = MatchingRequests.list(body, clusterTargetSubjectId);
    MatchingClusters.ClusterPage page =
        clusters.list(
            r.entityName(),
            r.setName(),
            r.holding(),
            (r.page() - 1) * r.count(),
            r.count(),
            CurrentUser.get());
    return new ClustersRO(Details.empty(), page.total(), page.clusters(), page.records());
  }

  /** The clusters waiting in one register. */
  record RegisterClustersRO(@NotNull String entityName, long clusters) {}

  record ClusterCountsRO(
      Details details,
      @Schema(description = "Clusters waiting for review in all the registers listed") long total,
      @NotNull
          @Schema(
              description =
                  "Each register the user may read that has clusters waiting, by name; registers"
                      + " without any are left out")
          List<RegisterClustersRO> registers) {}

  @Operation(
      operationId = "countClusters",
      summary =
          "Clusters waiting for review, counted per register: only the registers the user may"
              + " read, and clusters whose records the user's security labels hide left out (as"
              + " the cluster list counts them); cheap enough to be asked every minute")
  @GetMapping("/clusters/counts")
  ClusterCountsRO counts() {
    List<RegisterClustersRO> registers =
        clusters.waiting(CurrentUser.get()).entrySet().stream()
            .map(e -> new RegisterClustersRO(e.getKey(), e.getValue()))
            .toList();
    return new ClusterCountsRO(
        Details.empty(),
        registers.stream().mapToLong(RegisterClustersRO::clusters).sum(),
        registers);
  }

  @Operation(
      operationId = "getCluster",
      summary =
          "A cluster: its records with their golden values, and each matched pair with the rule"
              + " and every comparison's score")
  @GetMapping("/clusters/{clusterId}")
  ClusterRO get(@PathVariable String clusterId) {
    MatchingClusters.ClusterDetails d =
        clusters.get(MatchingRequests.clusterId(clusterId), CurrentUser.get());
    return new ClusterRO(Details.empty(), d.cluster(), d.records(), d.pairs());
  }

  @Operation(
      operationId = "confirmCluster",
      summary = "Confirm a cluster: its records merge into winnerEtalonId (else the oldest record)")
  @PostMapping("/clusters/{clusterId}/confirm")
  ConfirmRO confirm(
      @PathVariable String clusterId,
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              required = false,
              content =
                  @Content(
                      schema =
                          @Schema(implementation = MatchingRequestSchema.ConfirmRequestRO.class)))
          @RequestBody(required = false)
          JsonNode body) {
    UUID id = MatchingRequests.clusterId(clusterId);
    var result = clusters.confirm(id, MatchingRequests.confirm(body), CurrentUser.get());
    return new ConfirmRO(
        Details.empty(),
        result.winner().toString(),
        result.merged().stream().map(Object::toString).toList());
  }

  @Operation(
      operationId = "rejectCluster",
      summary =
          "Reject a cluster (its records never match each other again), or with etalonIds take"
              + " those records out of it (they never match the others again)")
  @PostMapping("/clusters/{clusterId}/reject")
  RejectRO reject(
      @PathVariable String clusterId,
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              required = false,
              content =
                  @Content(
                      schema =
                          @Schema(implementation = MatchingRequestSchema.RejectRequestRO.class)))
          @RequestBody(required = false)
          JsonNode body) {
    UUID id = MatchingRequests.clusterId(clusterId);
    return new RejectRO(
        Details.empty(),
        clusters.reject(id, MatchingRequests.reject(body), CurrentUser.get()).orElse(null));
  }

  @Operation(
      operationId = "startMatchingRun",
      summary =
          "Start a bulk matching run over an entity {entityName} (an unfinished run of the entity is"
              + " answered instead): keys of every record, then every pair sharing a key compared")
  @ErrorAnswer(status = 404, description = "The entity has no published matching model.")
  @PostMapping("/runs")
  RunRO startRun(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(
                      schema = @Schema(implementation = MatchingRequestSchema.RunRequestRO.class)))
          @RequestBody
          JsonNode body) {
    return new RunRO(
        Details.empty(), runs.request(MatchingRequests.entityName(body), CurrentUser.get()));
  }

  @Operation(
      operationId = "listMatchingRuns",
      summary = "The latest bulk matching runs, newest first (of one entity with entityName)")
  @GetMapping("/runs")
  RunsRO listRuns(@RequestParam(required = false) String entityName) {
    return new RunsRO(Details.empty(), runs.list(entityName, CurrentUser.get()));
  }

  @Operation(
      operationId = "getMatchingRun",
      summary = "A bulk matching run with its phase and progress")
  @GetMapping("/runs/{runId}")
  RunRO run(@PathVariable String runId) {
    return new RunRO(Details.empty(), runs.get(MatchingRequests.runId(runId), CurrentUser.get()));
  }

  @Operation(
      operationId = "resumeMatchingRun",
      summary = "Resume a failed bulk matching run from its last batch")
  @PostMapping("/runs/{runId}/resume")
  RunRO resume(@PathVariable String runId) {
    return new RunRO(
        Details.empty(), runs.resume(MatchingRequests.runId(runId), CurrentUser.get()));
  }
}
