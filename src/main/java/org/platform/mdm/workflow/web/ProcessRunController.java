package org.platform.mdm.workflow.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.workflow.task.ProcessHistory;
import org.platform.mdm.workflow.task.Processes;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Running and ended processes: one's history, and cancelling one. */
@RestController
@Tag(
    name = "Workflow processes",
    description =
        "Process instances: the history of one (open to administrators, its initiator and whoever"
            + " held or could take one of its tasks; to anyone else it does not exist), and its"
            + " cancellation by an administrator or its initiator.")
@RequestMapping("/api/v2/workflow/processes/instances")
@AnyUser(
    entityRights =
        "none: a process is open to administrators, its initiator and its tasks' users; only"
            + " administrators and the initiator cancel it")
class ProcessRunController {

  private final Processes processes;

  ProcessRunController(Processes processes) {
    this.processes = processes;
  }

  record ProcessHistoryRO(@NotNull Details details, @NotNull ProcessHistory process) {}

  record CancelledRO(@NotNull Details details, @NotNull String processInstanceId) {}

  @Operation(
      operationId = "getWorkflowProcessHistory",
      summary =
          "A process's history: its start and end, state (RUNNING, COMPLETED, CANCELLED) and"
              + " steps with their assignees, decisions and comments")
  @ErrorAnswer(status = 404, description = "No process of this id is open to the caller.")
  @GetMapping("/{processInstanceId}/history")
  ProcessHistoryRO history(@PathVariable String processInstanceId) {
    return new ProcessHistoryRO(
        Details.empty(), processes.history(processInstanceId, CurrentUser.get()));
  }

  @Operation(
      operationId = "cancelWorkflowProcess",
      summary = "Cancel a running process with a reason: for administrators and its initiator")
  @ErrorAnswer(status = 400, description = "The reason is missing or blank.")
  @ErrorAnswer(
      status = 403,
      description =
          "The caller takes part in the process but is neither its initiator nor an administrator.")
  @ErrorAnswer(status = 404, description = "No process of this id is open to the caller.")
  @ErrorAnswer(status = 409, description = "The process has already ended.")
  @DeleteMapping("/{processInstanceId}")
  CancelledRO cancel(
      @PathVariable String processInstanceId,
      @Parameter(description = "Why the process is cancelled (kept in its history).")
          @RequestParam(required = false)
          String reason) {
    processes.cancel(processInstanceId, reason, CurrentUser.get());
    return new CancelledRO(Details.empty(), processInstanceId);
  }
}
