package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.AuditEvent;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.system.Details;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The audit trail, for administrators. */
@Tag(
    name = "Audit trail",
    description =
        "Security events kept in their own table: logins and failed logins, login locks and"
            + " unlocks, changes of users, roles, user-defined properties, security labels and"
            + " system parameters (never a password or a secret's value). Kept for"
            + " `org.platform.mdm.core.audit.retention` (365 days by default).")
@RestController
@RequestMapping("/api/v2/core/audit-events")
class AuditController {

  private static final int MAX_LIMIT = 1000;

  private final AuditTrail audit;

  AuditController(AuditTrail audit) {
    this.audit = audit;
  }

  record AuditEventsResponseRO(
      @NotNull Details details, @NotNull List<AuditEvent> events, long totalCount) {}

  @RequiresRight(resource = SystemResource.USER_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(
      operationId = "findAuditEvents",
      summary = "Audit events, newest first",
      description = "Each filter given narrows the events; `totalCount` counts all that match.")
  AuditEventsResponseRO find(
      @Parameter(
              description =
                  "LOGIN_SUCCESS, LOGIN_FAILURE, LOGIN_LOCK, LOGIN_SLOWDOWN, LOGIN_UNLOCK, USER_CREATE,"
                      + " USER_UPDATE, ROLE_CREATE, ROLE_UPDATE, ROLE_DELETE, PROPERTY_CREATE,"
                      + " PROPERTY_DELETE, LABEL_CREATE, LABEL_UPDATE, LABEL_DELETE, ROLE_LABELS,"
                      + " USER_LABELS, ROLES_EXPORT, ROLES_IMPORT, LABELS_EXPORT, LABELS_IMPORT,"
                      + " PARAMETER_CHANGE, WORKFLOW_TASK_CLAIM, WORKFLOW_TASK_UNCLAIM,"
                      + " WORKFLOW_TASK_ASSIGN, WORKFLOW_TASK_COMPLETE, WORKFLOW_PROCESS_CANCEL,"
                      + " DG_INFORMATION_SYSTEM_CREATE, DG_INFORMATION_SYSTEM_UPDATE,"
                      + " DG_INFORMATION_SYSTEM_DELETE, DG_CONNECTION_CREATE, DG_CONNECTION_UPDATE,"
                      + " DG_CONNECTION_DELETE, DG_CRAWLER_INSTANCE_CREATE,"
                      + " DG_CRAWLER_INSTANCE_UPDATE or DG_CRAWLER_INSTANCE_DELETE.")
          @RequestParam(required = false)
          String type,
      @Parameter(description = "Who acted.") @RequestParam(required = false) String userName,
      @Parameter(description = "What the event is about (the user name tried or unlocked).")
          @RequestParam(required = false)
          String subject,
      @Parameter(description = "Events at or after this instant (ISO 8601).")
          @RequestParam(required = false)
          @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
          OffsetDateTime from,
      @Parameter(description = "Events at or before this instant (ISO 8601).")
          @RequestParam(required = false)
          @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
          OffsetDateTime to,
      @RequestParam(defaultValue = "0") int offset,
      @Parameter(description = "At most 1,000.") @RequestParam(defaultValue = "100") int limit) {
    Paging.require(offset, limit, MAX_LIMIT);
    AuditTrail.Page page =
        audit.find(new AuditTrail.Query(type, userName, subject, from, to, offset, limit));
    return new AuditEventsResponseRO(Details.empty(), page.events(), page.totalCount());
  }
}
