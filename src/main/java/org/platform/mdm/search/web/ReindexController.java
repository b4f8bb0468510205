package org.platform.mdm.search.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.search.reindex.ReindexJob;
import org.platform.mdm.search.reindex.SearchReindex;
import org.platform.mdm.system.Details;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Rebuilds of the search index: after model changes, or asked for. */
@RestController
@Tag(name = "Index rebuilds", description = "Rebuild the search index and follow the rebuilds")
@RequestMapping("/api/v2/search/reindex")
class ReindexController {

  private final SearchReindex reindex;

  ReindexController(SearchReindex reindex) {
    this.reindex = reindex;
  }

  record ReindexRO(Details details, List<ReindexJob> jobs) {}

  @AnyUser
  @Operation(
      operationId = "listReindexJobs",
      summary = "Progress of index rebuilds",
      description =
          "One job per register or reference set whose documents were rebuilt or are being"
              + " rebuilt: state (PENDING, RUNNING, DONE, FAILED), reason (MODEL_CHANGE, REQUEST, INDEXING_ON, UPGRADE), done of"
              + " total records, and `executionId`, the run of `reindexDataJob` that carries it"
              + " out (`/api/v2/core/jobs/executions/{id}`: its steps, stop and restart). Search"
              + " answers from the documents as they are meanwhile.")
  @GetMapping
  ReindexRO jobs() {
    return new ReindexRO(Details.empty(), reindex.jobs(CurrentUser.get()));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.CREATE)
  @Operation(
      operationId = "startReindex",
      summary = "Rebuild the index of an entity, or of all",
      description = "Without `entityName` every register and reference set is rebuilt.")
  @PostMapping
  @ResponseStatus(HttpStatus.ACCEPTED)
  ReindexRO request(@RequestParam(required = false) String entityName) {
    return new ReindexRO(Details.empty(), reindex.request(entityName, CurrentUser.get()));
  }
}
