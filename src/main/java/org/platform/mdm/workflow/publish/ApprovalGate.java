package org.platform.mdm.workflow.publish;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.flowable.common.engine.impl.identity.Authentication;
import org.flowable.engine.ProcessEngine;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.EditionView;
import org.platform.mdm.draft.PublicationGate;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.platform.mdm.workflow.model.ProcessAssignment;
import org.platform.mdm.workflow.model.WorkflowAssignments;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Holds the publication of a record draft whose register or reference set has an approval process
 * assigned (when the assignment's operations and condition apply to the draft), and starts that
 * process with the draft's id as its business key.
 */
@Component
class ApprovalGate implements PublicationGate {

  private static final Logger log = LoggerFactory.getLogger(ApprovalGate.class);

  static final String RECORD_DRAFT = "record";
  private static final String ENTITY_NAME_TAG = "entity-name";
  private static final String OPERATION_CODE_TAG = "operation-code";
  private static final String RESERVED_ETALON_ID = "reservedEtalonId";

  private final WorkflowAssignments assignments;
  private final ProcessEngine engine;
  private final DraftService drafts;
  private final RecordService records;
  private final RemovedDrafts removed;

  ApprovalGate(
      WorkflowAssignments assignments,
      ProcessEngine engine,
      @Lazy DraftService drafts,
      @Lazy RecordService records,
      RemovedDrafts removed) {
    this.removed = removed;
    this.assignments = assignments;
    this.engine = engine;
    this.drafts = drafts;
    this.records = records;
  }

  @Override
  public boolean holds(DraftView draft, EditionView latest) {
    return assignmentFor(draft).isPresent();
  }

  private Optional<ProcessAssignment> assignmentFor(DraftView draft) {
    if (!RECORD_DRAFT.equals(draft.type()) || draft.parentDraftId() != null) {
      return Optional.empty();
    }
    String entity = draft.tag(ENTITY_NAME_TAG);
    if (entity == null) {
      return Optional.empty();
    }
    return assignments
        .assignmentOf(entity)
        .filter(a -> a.applies(operationOf(draft), path -> valuesAt(draft, path)));
  }

  @Override
  public void hold(DraftView draft, EditionView latest, PlatformUser user) {
    // Not asked again whether it applies: that reads through the draft, which this transaction
    // holds locked; holds() said so just before.
    ProcessAssignment assignment =
        assignments.assignmentOf(draft.tag(ENTITY_NAME_TAG)).orElseThrow();
    Map<String, Object> variables = new HashMap<>();
    variables.put(ProcessVariables.DRAFT_ID, draft.draftId().value());
    variables.put(ProcessVariables.ENTITY_NAME, assignment.entityName());
    variables.put(ProcessVariables.ETALON_ID, etalonIdOf(draft));
    variables.put(ProcessVariables.APPROVERS, String.join(",", assignment.approverRoles()));
    Authentication.setAuthenticatedUserId(user.userName());
    try {
      String id =
          engine
              .getRuntimeService()
              .startProcessInstanceByKey(
                  assignment.processId(), String.valueOf(draft.draftId().value()), variables)
              .getId();
      log.info("Process {} ({}) started for draft {}", id, assignment.processId(), draft.draftId());
    } finally {
      Authentication.setAuthenticatedUserId(null);
    }
  }

  /**
   * Cancels the draft's process when the user may, else refuses the removal (see {@link
   * RemovedDrafts}).
   */
  @Override
  public void removing(DraftView draft, PlatformUser user) {
    removed.removing(draft, user);
  }

  /** CREATE for a draft of a new record, DELETE for one deleting, else UPDATE. */
  static String operationOf(DraftView draft) {
    String code = draft.tag(OPERATION_CODE_TAG);
    if (code != null && code.startsWith("DELETE")) {
      return "DELETE";
    }
    return draft.subjectId().isEmpty() ? "CREATE" : "UPDATE";
  }

  /** The record the draft changes: its subject, or the id it reserved for a new record. */
  static String etalonIdOf(DraftView draft) {
    if (!draft.subjectId().isEmpty()) {
      return draft.subjectId();
    }
    Object reserved = draft.variables().get(RESERVED_ETALON_ID);
    return reserved == null ? "" : reserved.toString();
  }

  /** The record's values at a path as the draft would make them (read through the draft). */
  private List<String> valuesAt(DraftView draft, String path) {
    String etalonId = etalonIdOf(draft);
    if (etalonId.isEmpty()) {
      return List.of();
    }
    EtalonId id = new EtalonId(UUID.fromString(etalonId));
    Map<EtalonId, RecordService.CurrentValues> values =
        drafts.readThrough(
            draft.draftId(),
            org.platform.mdm.core.CurrentUser.get(),
            () -> records.currentValues(List.of(id)));
    RecordService.CurrentValues current = values.get(id);
    JsonNode value = current == null ? null : current.values().get(path);
    if (value == null || value.isNull()) {
      return List.of();
    }
    if (value.isArray()) {
      return value.valueStream().map(JsonNode::asString).toList();
    }
    return List.of(value.asString());
  }
}
