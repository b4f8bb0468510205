package org.platform.mdm.workflow.web;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.JsonDates;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.task.IndexFilter;
import org.platform.mdm.workflow.task.ProcessIndexEntry;
import org.platform.mdm.workflow.task.ProcessStatus;
import org.platform.mdm.workflow.task.TaskIndexEntry;
import org.platform.mdm.workflow.task.TaskStatus;

/** The bodies of the searches of the index of business processes and tasks. */
final class IndexSearchBodies {

  static final String LINKED_TYPE = "$linked_type_display_name";
  static final String LINKED_TYPE_TEXT =
      "The display name of the register or reference set the process is about (entityName), in"
          + " the published data model";

  private IndexSearchBodies() {}

  enum Sort {
    ASC,
    DESC
  }

  @Schema(description = "A search of business processes; fields left out do not filter.")
  record ProcessSearchRequest(
      @Schema(nullable = true) ProcessStatus status,
      @Schema(nullable = true, description = "Who started the process") String initiator,
      @Schema(nullable = true, description = "Processes with a task assigned to this user")
          String assignee,
      @Schema(nullable = true, description = "Processes with a task offered to this role")
          String candidateRole,
      @Schema(nullable = true, description = "The process definition's id (key)") String processId,
      @Schema(nullable = true) String entityName,
      @Schema(nullable = true) String etalonId,
      @Schema(nullable = true) Long draftId,
      @JsonProperty(LINKED_TYPE) @Schema(nullable = true, description = LINKED_TYPE_TEXT)
          String linkedTypeDisplayName,
      @Schema(
              nullable = true,
              description = "Contained, ignoring case, in the process's name or " + LINKED_TYPE)
          String text,
      @Schema(nullable = true, format = "date-time") String startDateFrom,
      @Schema(nullable = true, format = "date-time") String startDateTo,
      @Schema(nullable = true, format = "date-time") String endDateFrom,
      @Schema(nullable = true, format = "date-time") String endDateTo,
      @Schema(
              nullable = true,
              description =
                  "Indexed process variables, each equal to the value given (text, number or"
                      + " boolean)")
          Map<String, Object> variables,
      @Schema(nullable = true, description = "By start date; DESC (newest first) by default")
          Sort sort,
      @Schema(nullable = true, description = "Rows to skip; 0 by default") Integer offset,
      @Schema(nullable = true, description = "Rows of the page, 1 to 1000; 20 by default")
          Integer limit) {

    IndexFilter filter(ZoneId zone) {
      return new IndexFilter(
          status == null ? null : status.name(),
          initiator,
          assignee,
          candidateRole,
          processId,
          null,
          entityName,
          etalonId,
          draftId,
          linkedTypeDisplayName,
          text,
          date("startDateFrom", startDateFrom, zone),
          date("startDateTo", startDateTo, zone),
          date("endDateFrom", endDateFrom, zone),
          date("endDateTo", endDateTo, zone),
          variables,
          sort == Sort.ASC,
          offset == null ? 0 : offset,
          limit == null ? 20 : limit);
    }
  }

  @Schema(description = "A search of user tasks; fields left out do not filter.")
  record TaskSearchRequest(
      @Schema(nullable = true) TaskStatus status,
      @Schema(nullable = true, description = "Who started the task's process") String initiator,
      @Schema(nullable = true) String assignee,
      @Schema(nullable = true, description = "Tasks offered to this role") String candidateRole,
      @Schema(nullable = true, description = "The id (key) of the task's process definition")
          String processId,
      @Schema(nullable = true) String processInstanceId,
      @Schema(nullable = true) String entityName,
      @Schema(nullable = true) String etalonId,
      @Schema(nullable = true) Long draftId,
      @JsonProperty(LINKED_TYPE) @Schema(nullable = true, description = LINKED_TYPE_TEXT)
          String linkedTypeDisplayName,
      @Schema(
              nullable = true,
              description = "Contained, ignoring case, in the task's name or " + LINKED_TYPE)
          String text,
      @Schema(nullable = true, format = "date-time", description = "Created at or after")
          String startDateFrom,
      @Schema(nullable = true, format = "date-time", description = "Created at or before")
          String startDateTo,
      @Schema(nullable = true, format = "date-time", description = "Ended at or after")
          String endDateFrom,
      @Schema(nullable = true, format = "date-time", description = "Ended at or before")
          String endDateTo,
      @Schema(
              nullable = true,
              description =
                  "Indexed variables of the task's process, each equal to the value given")
          Map<String, Object> variables,
      @Schema(nullable = true, description = "By creation date; DESC (newest first) by default")
          Sort sort,
      @Schema(nullable = true, description = "Rows to skip; 0 by default") Integer offset,
      @Schema(nullable = true, description = "Rows of the page, 1 to 1000; 20 by default")
          Integer limit) {

    IndexFilter filter(ZoneId zone) {
      return new IndexFilter(
          status == null ? null : status.name(),
          initiator,
          assignee,
          candidateRole,
          processId,
          processInstanceId,
          entityName,
          etalonId,
          draftId,
          linkedTypeDisplayName,
          text,
          date("startDateFrom", startDateFrom, zone),
          date("startDateTo", startDateTo, zone),
          date("endDateFrom", endDateFrom, zone),
          date("endDateTo", endDateTo, zone),
          variables,
          sort == Sort.ASC,
          offset == null ? 0 : offset,
          limit == null ? 20 : limit);
    }
  }

  @Schema(description = "A business process as the index has it.")
  record IndexedProcessRO(
      @NotNull String processInstanceId,
      @NotNull String processDefinitionId,
      @NotNull @Schema(description = "The process definition's id (key)") String processId,
      @Schema(nullable = true) String name,
      @Schema(nullable = true) String businessKey,
      @Schema(nullable = true) String initiator,
      @NotNull ProcessStatus status,
      @NotNull OffsetDateTime startDate,
      @Schema(nullable = true) OffsetDateTime endDate,
      @Schema(nullable = true) Long draftId,
      @Schema(nullable = true) String entityName,
      @Schema(nullable = true) String etalonId,
      @JsonProperty(LINKED_TYPE) @Schema(nullable = true, description = LINKED_TYPE_TEXT)
          String linkedTypeDisplayName,
      @NotNull @Schema(description = "The indexed variables") Map<String, Object> variables) {

    static IndexedProcessRO of(ProcessIndexEntry p) {
      return new IndexedProcessRO(
          p.processInstanceId(),
          p.processDefinitionId(),
          p.processId(),
          p.processName(),
          p.businessKey(),
          p.initiator(),
          p.status(),
          p.startTime(),
          p.endTime(),
          p.draftId(),
          p.entityName(),
          p.etalonId(),
          p.linkedTypeDisplayName(),
          p.variables());
    }
  }

  @Schema(description = "A user task as the index has it; the subject is its process's.")
  record IndexedTaskRO(
      @NotNull String taskId,
      @NotNull String processInstanceId,
      @Schema(nullable = true) String processId,
      @Schema(nullable = true) String taskDefinitionKey,
      @Schema(nullable = true) String name,
      @Schema(nullable = true) String assignee,
      @NotNull List<String> candidateRoles,
      @NotNull TaskStatus status,
      @NotNull OffsetDateTime createDate,
      @Schema(nullable = true) OffsetDateTime claimDate,
      @Schema(nullable = true) OffsetDateTime completeDate,
      @Schema(nullable = true) OffsetDateTime dueDate,
      @Schema(nullable = true, description = "The decision its completion gave") String decision,
      @Schema(nullable = true) Long draftId,
      @Schema(nullable = true) String entityName,
      @Schema(nullable = true) String etalonId,
      @JsonProperty(LINKED_TYPE) @Schema(nullable = true, description = LINKED_TYPE_TEXT)
          String linkedTypeDisplayName) {

    static IndexedTaskRO of(TaskIndexEntry t) {
      return new IndexedTaskRO(
          t.taskId(),
          t.processInstanceId(),
          t.processId(),
          t.taskDefinitionKey(),
          t.name(),
          t.assignee(),
          t.candidateRoles(),
          t.status(),
          t.createTime(),
          t.claimTime(),
          t.completeTime(),
          t.dueDate(),
          t.decision(),
          t.draftId(),
          t.entityName(),
          t.etalonId(),
          t.linkedTypeDisplayName());
    }
  }

  @Schema(description = "A page of business processes.")
  record ProcessPageRO(
      Details details,
      @Schema(description = "Processes matching in all") long total,
      @NotNull List<IndexedProcessRO> processes) {}

  @Schema(description = "A page of user tasks.")
  record TaskPageRO(
      Details details,
      @Schema(description = "Tasks matching in all") long total,
      @NotNull List<IndexedTaskRO> tasks) {}

  /**
   * A date-time of a search, read here rather than by the body's reader: the body's checks (a NUL
   * anywhere) come first, and a date that does not read is refused at its field. A date without an
   * offset is at the platform's zone.
   */
  static OffsetDateTime date(String field, String text, ZoneId zone) {
    if (text == null) {
      return null;
    }
    try {
      return JsonDates.parse(text, zone);
    } catch (DateTimeParseException e) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  field,
                  WorkflowErrors.WORKFLOW_INDEX_QUERY_INVALID,
                  field + " is not an ISO 8601 date-time")));
    }
  }
}
