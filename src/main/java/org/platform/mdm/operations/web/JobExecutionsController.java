package org.platform.mdm.operations.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.operations.StepView;
import org.platform.mdm.operations.web.JobsRO.ExecutionPageRO;
import org.platform.mdm.operations.web.JobsRO.ExecutionResponseRO;
import org.platform.mdm.operations.web.JobsRO.ExecutionsRO;
import org.platform.mdm.operations.web.JobsRO.StepsRO;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Runs of operations: started, stopped, restarted, read with their progress and steps. */
@Tag(name = "Runs", description = "Runs of operations, their progress, steps and failed items.")
@RestController
@RequestMapping("/api/v2/core/jobs/executions")
class JobExecutionsController {

  private final Runs runs;
  private final JobsMapping mapping;

  JobExecutionsController(Runs runs, JobsMapping mapping) {
    this.runs = runs;
    this.mapping = mapping;
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/start/{definitionId}")
  @Operation(
      operationId = "startJobExecution",
      summary = "Start a run of an operation: it waits (STARTING) until a node takes it")
  @ErrorAnswer(status = 404, description = "There is no operation of this id.")
  @ErrorAnswer(
      status = 409,
      description = "The operation is disabled, or a run of it is under way.")
  ExecutionResponseRO start(@PathVariable long definitionId) {
    return new ExecutionResponseRO(
        Details.empty(), mapping.execution(runs.start(definitionId, CurrentUser.get().userName())));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/restart/{executionId}")
  @Operation(
      operationId = "restartJobExecution",
      summary = "Restart a failed or stopped run from its last committed block",
      description =
          "The same run, as a new attempt (`attempts` grows): the steps it finished are not done"
              + " again, the step it was in goes on from its checkpoint.")
  @ErrorAnswer(status = 404, description = "There is no run of this id.")
  @ErrorAnswer(
      status = 409,
      description =
          "The run did not fail and was not stopped, its operation is disabled, or another run"
              + " of it is under way.")
  ExecutionResponseRO restart(@PathVariable long executionId) {
    return new ExecutionResponseRO(
        Details.empty(),
        mapping.execution(runs.restart(executionId, CurrentUser.get().userName())));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/stop/{executionId}")
  @Operation(
      operationId = "stopJobExecution",
      summary = "Stop a run: one waiting stops at once, one under way at the end of its block")
  @ErrorAnswer(status = 404, description = "There is no run of this id.")
  @ErrorAnswer(status = 409, description = "The run is over.")
  ExecutionResponseRO stop(@PathVariable long executionId) {
    return new ExecutionResponseRO(Details.empty(), mapping.execution(runs.stop(executionId)));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/{executionId}")
  @Operation(
      operationId = "getJobExecution",
      summary = "A run as it stands: status, progress, rate and time left")
  @ErrorAnswer(status = 404, description = "There is no run of this id.")
  ExecutionResponseRO execution(@PathVariable long executionId) {
    return new ExecutionResponseRO(Details.empty(), mapping.execution(runs.get(executionId)));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/steps/{executionId}")
  @Operation(
      operationId = "listJobExecutionSteps",
      summary = "The steps of a run in order, each with its progress and first failed items")
  @ErrorAnswer(status = 404, description = "There is no run of this id.")
  StepsRO steps(@PathVariable long executionId) {
    List<StepView> steps = runs.steps(executionId, 100);
    return new StepsRO(
        Details.empty(),
        steps.stream().map(mapping::step).toList(),
        steps.size(),
        (int) steps.stream().filter(s -> s.status().equals("COMPLETED")).count());
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(
      operationId = "findJobExecutions",
      summary = "Every run, the newest first: all long work in one place",
      description =
          "The runs of scheduled and saved operations, the bulk operations and file imports users"
              + " ask for, and the work the modules start themselves (index rebuilds after a model"
              + " change, started by `search`).")
  @ErrorAnswer(status = 400, description = "A negative offset, or a limit outside 1 to 500.")
  ExecutionPageRO find(
      @Parameter(description = "Only the runs of this operation type (`reindexDataJob`, …).")
          @RequestParam(required = false)
          String jobName,
      @Parameter(
              description =
                  "Only the runs in this status (STARTING, STARTED, STOPPING, STOPPED,"
                      + " COMPLETED, FAILED).")
          @RequestParam(required = false)
          String status,
      @RequestParam(defaultValue = "0") int offset,
      @Parameter(description = "At most 500.") @RequestParam(defaultValue = "50") int limit) {
    Runs.RunPage page = runs.latest(jobName, status, offset, limit);
    return new ExecutionPageRO(
        Details.empty(), page.runs().stream().map(mapping::execution).toList(), page.totalCount());
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/definition/{definitionId}")
  @Operation(
      operationId = "listJobExecutions",
      summary = "The latest runs of an operation, the newest first (at most 50)")
  @ErrorAnswer(status = 404, description = "There is no operation of this id.")
  ExecutionsRO executions(@PathVariable long definitionId) {
    return new ExecutionsRO(
        Details.empty(),
        runs.ofDefinition(definitionId, 50).stream().map(mapping::execution).toList());
  }
}
