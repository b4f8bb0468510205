package org.platform.mdm.workflow.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.platform.mdm.workflow.task.TaskFilter;
import org.platform.mdm.workflow.task.TaskView;
import org.platform.mdm.workflow.task.Tasks;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** The open tasks of processes: the steward's inbox, and claiming, handing over, completing. */
@RestController
@Tag(
    name = "Workflow tasks",
    description =
        "Open tasks of approval processes. A task is open to its assignee, to its candidates"
            + " (members of its candidate roles and users it names), to its process's initiator"
            + " (read only) and to administrators (everything); to anyone else it does not exist"
            + " (404). Every change runs the server's task validators first and is written to the"
            + " audit trail.")
@RequestMapping("/api/v2/workflow/tasks")
@AnyUser(
    entityRights =
        "none: a task is open to its assignee, its candidates, its process's initiator (read only)"
            + " and administrators")
class TaskController {

  private final Tasks tasks;

  TaskController(Tasks tasks) {
    this.tasks = tasks;
  }

  @Schema(
      description =
          "Which open tasks to list, oldest first; each filter given narrows the list. Without"
              + " `mine` or `available` the list holds every task open to the caller.")
  record TaskListRequestRO(
      @Schema(description = "Only tasks assigned to the caller.") Boolean mine,
      @Schema(description = "Only unassigned tasks the caller may claim (by role or by name).")
          Boolean available,
      @Schema(description = "Only tasks of processes about this draft.") Long draftId,
      @Schema(description = "Only tasks of processes about this register or reference set.")
          String entityName,
      @Schema(description = "Only tasks of processes about this record.") String etalonId,
      @Schema(description = "Only tasks of this process.") String processInstanceId,
      @Schema(description = "Tasks to skip; 0 when left out.") Integer offset,
      @Schema(description = "Tasks at most, 1 to 500; 20 when left out.") Integer limit) {}

  record TasksRO(
      @NotNull Details details,
      @Schema(description = "How many tasks match in all.") long total,
      @NotNull List<TaskView> tasks) {}

  record TaskRO(@NotNull Details details, @NotNull TaskView task) {}

  @Schema(description = "The user to hand the task to: an active user.")
  record AssignRequestRO(@NotNull String userName) {}

  @Schema(
      description =
          "A task's completion: its decision (required when the task offers decisions, one of"
              + " them), a comment, and more process variables (texts, numbers or true/false).")
  record CompleteRequestRO(
      String decision,
      String comment,
      @Schema(description = "More process variables by name: texts, numbers or true/false.")
          Map<String, Object> variables) {}

  record CompletedRO(
      @NotNull Details details,
      @NotNull String taskId,
      @NotNull String processInstanceId,
      @Schema(description = "Whether the process ended with this completion.")
          boolean processEnded) {}

  @Operation(
      operationId = "listWorkflowTasks",
      summary =
          "Open tasks: the caller's, those it may claim, or those of a draft, record or process")
  @ErrorAnswer(status = 400, description = "offset is negative or limit not 1 to 500.")
  @PostMapping("/list")
  TasksRO list(@RequestBody(required = false) TaskListRequestRO body) {
    TaskListRequestRO b =
        body == null ? new TaskListRequestRO(null, null, null, null, null, null, null, null) : body;
    Tasks.Page page =
        tasks.find(
            new TaskFilter(
                Boolean.TRUE.equals(b.mine()),
                Boolean.TRUE.equals(b.available()),
                b.draftId(),
                b.entityName(),
                b.etalonId(),
                b.processInstanceId(),
                b.offset() == null ? 0 : b.offset(),
                b.limit() == null ? 20 : b.limit()),
            CurrentUser.get());
    return new TasksRO(Details.empty(), page.total(), page.tasks());
  }

  @Operation(operationId = "getWorkflowTask", summary = "One open task")
  @ErrorAnswer(status = 404, description = "No open task of this id is open to the caller.")
  @GetMapping("/{taskId}")
  TaskRO get(@PathVariable String taskId) {
    return new TaskRO(Details.empty(), tasks.get(taskId, CurrentUser.get()));
  }

  @Operation(
      operationId = "claimWorkflowTask",
      summary =
          "Take an unassigned task: for its candidates (claiming one's own again changes nothing)")
  @ErrorAnswer(status = 400, description = "A task validator refused the claim.")
  @ErrorAnswer(status = 403, description = "The caller is not among the task's candidates.")
  @ErrorAnswer(status = 404, description = "No open task of this id is open to the caller.")
  @ErrorAnswer(
      status = 409,
      description = "Another user holds the task, or it was completed meanwhile.")
  @PostMapping("/{taskId}/claim")
  TaskRO claim(@PathVariable String taskId) {
    return new TaskRO(Details.empty(), tasks.claim(taskId, CurrentUser.get()));
  }

  @Operation(
      operationId = "unclaimWorkflowTask",
      summary = "Give a task back to its candidates: for its assignee and administrators")
  @ErrorAnswer(status = 400, description = "A task validator refused the change.")
  @ErrorAnswer(
      status = 403,
      description = "The caller neither holds the task nor is an administrator.")
  @ErrorAnswer(status = 404, description = "No open task of this id is open to the caller.")
  @ErrorAnswer(status = 409, description = "The task was completed meanwhile.")
  @PostMapping("/{taskId}/unclaim")
  TaskRO unclaim(@PathVariable String taskId) {
    return new TaskRO(Details.empty(), tasks.unclaim(taskId, CurrentUser.get()));
  }

  @Operation(
      operationId = "assignWorkflowTask",
      summary = "Hand a task to a user: for its assignee and administrators")
  @ErrorAnswer(
      status = 400,
      description = "No active user has the name, or a task validator refused the change.")
  @ErrorAnswer(
      status = 403,
      description = "The caller neither holds the task nor is an administrator.")
  @ErrorAnswer(status = 404, description = "No open task of this id is open to the caller.")
  @ErrorAnswer(status = 409, description = "The task was completed meanwhile.")
  @PostMapping("/{taskId}/assign")
  TaskRO assign(@PathVariable String taskId, @RequestBody AssignRequestRO body) {
    return new TaskRO(Details.empty(), tasks.assign(taskId, body.userName(), CurrentUser.get()));
  }

  @Operation(
      operationId = "completeWorkflowTask",
      summary =
          "Complete a task with a decision it offers: for its assignee, administrators, and a"
              + " candidate of an unassigned task (who claims it on the way)")
  @ErrorAnswer(
      status = 400,
      description =
          "The decision is missing or not one the task offers, a variable is not a text, number"
              + " or true/false, a task validator refused the completion (a reject or cancel"
              + " without a comment), or a step of the process refused it.")
  @ErrorAnswer(
      status = 403,
      description = "The task is assigned to another user, or the caller may only read it.")
  @ErrorAnswer(status = 404, description = "No open task of this id is open to the caller.")
  @ErrorAnswer(
      status = 409,
      description =
          "The task was completed or changed meanwhile (by another user or node), or the process"
              + " could not go on.")
  @PostMapping("/{taskId}/complete")
  CompletedRO complete(
      @PathVariable String taskId, @RequestBody(required = false) CompleteRequestRO body) {
    Map<String, Object> variables = new LinkedHashMap<>();
    if (body != null) {
      if (body.variables() != null) {
        variables.putAll(body.variables());
      }
      if (body.decision() != null) {
        variables.put(ProcessVariables.DECISION, body.decision());
      }
      if (body.comment() != null) {
        variables.put(ProcessVariables.COMMENT, body.comment());
      }
    }
    Tasks.Completed done = tasks.complete(taskId, variables, CurrentUser.get());
    return new CompletedRO(
        Details.empty(), done.taskId(), done.processInstanceId(), done.processEnded());
  }
}
