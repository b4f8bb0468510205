package org.platform.mdm.workflow.model;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.flowable.engine.ProcessEngine;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.PublishOutcome;
import org.platform.mdm.draft.UpsertCommand;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.RevisionCache;
import org.platform.mdm.workflow.WorkflowErrors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/**
 * Which approval process each register and reference set runs (the workflow model): the published
 * revision (cached; another node's publication is seen within {@link RevisionCache#RECHECK}, this
 * node's at once), and its {@code workflow-model} drafts. A save and a publication refuse a model
 * with problems ({@link WorkflowModelChecks}); a publication also refuses one whose draft started
 * before another revision was published, unless forced.
 */
@Service
public class WorkflowAssignments {

  public static final String DRAFT_TYPE = "workflow-model";
  private static final Logger log = LoggerFactory.getLogger(WorkflowAssignments.class);

  private final WorkflowModelRepository repository;
  private final DataModelService dataModels;
  private final ProcessEngine engine;
  private final DraftService drafts;
  private final JsonMapper json;
  private final Clock clock;

  private final RevisionCache<PublishedWorkflowModel> cached;

  WorkflowAssignments(
      WorkflowModelRepository repository,
      DataModelService dataModels,
      ProcessEngine engine,
      @Lazy DraftService drafts,
      JsonMapper json,
      Clock clock) {
    this.repository = repository;
    this.dataModels = dataModels;
    this.engine = engine;
    this.drafts = drafts;
    this.json = json;
    this.clock = clock;
    this.cached = new RevisionCache<>(repository::revision, this::latest);
  }

  /** The process a register's or reference set's record drafts wait for, if it has one. */
  public Optional<ProcessAssignment> assignmentOf(String entityName) {
    return published().model().assignmentOf(entityName);
  }

  /**
   * Whether a record draft's publication waits for the assigned process (see {@link
   * ProcessAssignment#applies}).
   *
   * @param operation CREATE, UPDATE or DELETE
   * @param valuesAt the record's values (as text) at an attribute path, as the draft would make it
   */
  public boolean applies(
      ProcessAssignment a, String operation, Function<String, List<String>> valuesAt) {
    return a.applies(operation, valuesAt);
  }

  /** The model in force. */
  public PublishedWorkflowModel published() {
    return cached.get();
  }

  private PublishedWorkflowModel latest() {
    return repository
        .latest()
        .map(
            s ->
                new PublishedWorkflowModel(
                    s.revision(),
                    json.readValue(s.model(), WorkflowModel.class),
                    s.createdBy(),
                    s.createDate()))
        .orElseGet(PublishedWorkflowModel::initial);
  }

  /** Every problem of a model, checked against the published data model and the processes. */
  @Transactional(readOnly = true)
  public List<Problem> check(WorkflowModel model) {
    return check(model, dataModels.published().model());
  }

  /** Every problem of a model in a data model (the deployed processes as they are). */
  List<Problem> check(WorkflowModel model, DataModel data) {
    return WorkflowModelChecks.check(model, data, this::deployed);
  }

  private boolean deployed(String processId) {
    return !engine
        .getRepositoryService()
        .createProcessDefinitionQuery()
        .processDefinitionKey(processId)
        .latestVersion()
        .list()
        .isEmpty();
  }

  /** The model a workflow-model draft would publish (its latest save, else the published one). */
  @Transactional(readOnly = true)
  public WorkflowModel draftModel(DraftId draftId) {
    requireModelDraft(drafts.get(draftId));
    return json.treeToValue(drafts.content(draftId), WorkflowModel.class);
  }

  /** A workflow-model draft, whose version the next save names. */
  @Transactional(readOnly = true)
  public DraftView draft(DraftId draftId) {
    DraftView draft = drafts.get(draftId);
    requireModelDraft(draft);
    return draft;
  }

  /** What a save did: the draft, and the revision when it was also published. */
  public record SaveResult(DraftView draft, Integer publishedRevision) {}

  /**
   * Saves a whole model, refused with every problem it has, as a new edition of a workflow-model
   * draft. Without a draft, creates one, saves and publishes it in one transaction: nothing is left
   * behind when the model is refused.
   */
  @Transactional
  public SaveResult save(DraftId draftId, WorkflowModel model, Long version, PlatformUser user) {
    if (model == null) {
      throw new PlatformException(WorkflowErrors.WORKFLOW_MODEL_REQUIRED);
    }
    if (draftId != null) {
      requireModelDraft(drafts.get(draftId));
      PlatformException.throwIfAny(check(model));
      return new SaveResult(
          drafts.addEdition(draftId, json.valueToTree(model), version, user), null);
    }
    PlatformException.throwIfAny(check(model));
    DraftView draft =
        drafts.upsert(
            new UpsertCommand(
                DRAFT_TYPE,
                null,
                null,
                null,
                null,
                null,
                "Saved and published in one step",
                null,
                null),
            user);
    drafts.addEdition(draft.draftId(), json.valueToTree(model), null, user);
    PublishOutcome outcome = drafts.publish(draft.draftId(), false, false, null, user);
    return new SaveResult(outcome.draft(), repository.revision());
  }

  /**
   * Publishes a model as the next revision, in the caller's transaction (the draft's publication).
   *
   * @param baseRevision the revision the draft started from
   * @param force publish even when another revision was published after {@code baseRevision}
   */
  PublishedWorkflowModel publish(
      WorkflowModel model, int baseRevision, boolean force, DraftView draft, String user) {
    repository.lockPublication();
    int current = repository.revision();
    if (!force && current != baseRevision) {
      throw new PlatformException(
          WorkflowErrors.WORKFLOW_MODEL_REVISION_CONFLICT,
          draft.draftId().value(),
          baseRevision,
          current);
    }
    PlatformException.throwIfAny(check(model));
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    int revision = repository.insert(json.writeValueAsString(model), now, user);
    cached.recheck(); // seen at once on this node
    log.info(
        "{} published workflow model revision {} from draft {}", user, revision, draft.draftId());
    return new PublishedWorkflowModel(revision, model, user, now);
  }

  private static void requireModelDraft(DraftView draft) {
    if (!DRAFT_TYPE.equals(draft.type())) {
      throw new PlatformException(
          WorkflowErrors.WORKFLOW_NOT_A_MODEL_DRAFT, draft.draftId().value(), draft.type());
    }
  }
}
