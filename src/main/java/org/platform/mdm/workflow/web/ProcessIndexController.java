package org.platform.mdm.workflow.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.time.Clock;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.workflow.task.IndexPage;
import org.platform.mdm.workflow.task.ProcessIndexEntry;
import org.platform.mdm.workflow.task.ProcessIndexSearch;
import org.platform.mdm.workflow.task.TaskIndexEntry;
import org.platform.mdm.workflow.web.IndexSearchBodies.IndexedProcessRO;
import org.platform.mdm.workflow.web.IndexSearchBodies.IndexedTaskRO;
import org.platform.mdm.workflow.web.IndexSearchBodies.ProcessPageRO;
import org.platform.mdm.workflow.web.IndexSearchBodies.ProcessSearchRequest;
import org.platform.mdm.workflow.web.IndexSearchBodies.TaskPageRO;
import org.platform.mdm.workflow.web.IndexSearchBodies.TaskSearchRequest;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Searches of the index of business processes and their tasks. */
@RestController
@Tag(
    name = "Process index",
    description =
        "The searchable index of business processes and their user tasks, kept current with every"
            + " change of the engine and rebuilt by the operation workflowReindexJob")
@RequestMapping("/api/v2/workflow")
class ProcessIndexController {

  private static final String VISIBILITY =
      " Administrators see every one; other users see the processes they started or have a task"
          + " of, and the tasks assigned to them or offered to one of their roles.";

  private static final String BAD_SEARCH =
      "A field of the wrong type, an unknown status, a limit out of range, a date range whose"
          + " start is after its end, or a variable that is not a text, number or boolean"
          + " (WORKFLOW_INDEX_QUERY_INVALID)";

  private final ProcessIndexSearch search;
  private final Clock clock;

  ProcessIndexController(ProcessIndexSearch search, Clock clock) {
    this.search = search;
    this.clock = clock;
  }

  @Operation(
      operationId = "searchProcesses",
      summary = "Business processes matching a filter, newest first unless asked otherwise",
      description =
          "A page (offset, limit) of the processes matching and their count." + VISIBILITY)
  @ErrorAnswer(status = 400, description = BAD_SEARCH)
  @AnyUser
  @PostMapping("/processes/search")
  ProcessPageRO processes(@RequestBody ProcessSearchRequest request) {
    IndexPage<ProcessIndexEntry> page =
        search.processes(request.filter(clock.getZone()), CurrentUser.get());
    return new ProcessPageRO(
        Details.empty(), page.total(), page.items().stream().map(IndexedProcessRO::of).toList());
  }

  @Operation(
      operationId = "searchTasks",
      summary = "User tasks matching a filter, newest first unless asked otherwise",
      description = "A page (offset, limit) of the tasks matching and their count." + VISIBILITY)
  @ErrorAnswer(status = 400, description = BAD_SEARCH)
  @AnyUser
  @PostMapping("/tasks/search")
  TaskPageRO tasks(@RequestBody TaskSearchRequest request) {
    IndexPage<TaskIndexEntry> page =
        search.tasks(request.filter(clock.getZone()), CurrentUser.get());
    return new TaskPageRO(
        Details.empty(), page.total(), page.items().stream().map(IndexedTaskRO::of).toList());
  }
}
