package org.platform.mdm.workflow.model;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.PublishOutcome;
import org.platform.mdm.draft.UpsertCommand;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.engine.BpmnCheck;
import org.platform.mdm.workflow.engine.ShippedProcesses;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/**
 * The process definitions: the published set (the shipped processes, always in force, and the
 * latest revision of those published from {@code bpmn-model} drafts) and the drafts. A save is
 * checked whole and refused with every problem; publishing deploys each new or changed process in
 * the publication's transaction and stores the set as the next revision, refusing a draft that
 * started before another revision was published (unless forced).
 */
@Service
public class ProcessModels {

  public static final String DRAFT_TYPE = "bpmn-model";
  private static final Logger log = LoggerFactory.getLogger(ProcessModels.class);

  private final ProcessModelRepository repository;
  private final ProcessDeployments deployments;
  private final WorkflowTemplates templates;
  private final DraftService drafts;
  private final JsonMapper json;
  private final Clock clock;
  private volatile IndexedByRevision indexed;

  ProcessModels(
      ProcessModelRepository repository,
      ProcessDeployments deployments,
      WorkflowTemplates templates,
      @Lazy DraftService drafts,
      JsonMapper json,
      Clock clock) {
    this.repository = repository;
    this.deployments = deployments;
    this.templates = templates;
    this.drafts = drafts;
    this.json = json;
    this.clock = clock;
  }

  /** The latest published revision of the drafts' processes (the shipped ones are not in it). */
  @Transactional(readOnly = true)
  public PublishedProcessModel published() {
    return repository
        .latest()
        .map(
            s ->
                new PublishedProcessModel(
                    s.revision(),
                    json.readValue(s.model(), ProcessModel.class),
                    s.createdBy(),
                    s.createDate()))
        .orElseGet(PublishedProcessModel::initial);
  }

  /**
   * The names of the variables the index keeps of each published process ({@link
   * BpmnProcess#indexedVariables}), by process id; a process without any is absent. Read again only
   * when another revision is published (a look at the latest revision's number and date each call),
   * so that every node follows a publication at once.
   */
  @Transactional(readOnly = true)
  public Map<String, List<String>> indexedVariables() {
    IndexedByRevision cached = indexed;
    Optional<ProcessModelRepository.Stored> stamp = repository.latestStamp();
    int revision = stamp.map(ProcessModelRepository.Stored::revision).orElse(0);
    OffsetDateTime date = stamp.map(ProcessModelRepository.Stored::createDate).orElse(null);
    if (cached != null && cached.revision() == revision && Objects.equals(cached.date(), date)) {
      return cached.names();
    }
    Map<String, List<String>> names = new HashMap<>();
    for (BpmnProcess p : published().model().processes()) {
      if (!p.indexedVariables().isEmpty()) {
        names.put(p.processId(), p.indexedVariables());
      }
    }
    indexed = new IndexedByRevision(revision, date, Map.copyOf(names));
    return indexed.names();
  }

  /** The indexed variables of one published revision. */
  private record IndexedByRevision(
      int revision, OffsetDateTime date, Map<String, List<String>> names) {}

  /** Every process in force, the shipped ones first, without their BPMN. */
  @Transactional(readOnly = true)
  public List<PublishedProcess> definitions() {
    Map<String, Integer> versions = deployments.latestVersions();
    return inForce().stream().map(p -> view(p, versions, false)).toList();
  }

  /** One process in force with its BPMN. */
  @Transactional(readOnly = true)
  public PublishedProcess definition(String processId) {
    BpmnProcess found =
        inForce().stream()
            .filter(p -> p.processId().equals(processId))
            .findFirst()
            .orElseThrow(
                () -> new PlatformException(WorkflowErrors.WORKFLOW_PROCESS_NOT_FOUND, processId));
    return view(found, deployments.latestVersions(), true);
  }

  /** Whether a process of this id is in force (published or shipped). */
  @Transactional(readOnly = true)
  public boolean exists(String processId) {
    return inForce().stream().anyMatch(p -> p.processId().equals(processId));
  }

  /**
   * A process definition made from a template, to put in a draft: the template's BPMN, its first
   * executable process's id and name (else the template's display name), its description.
   */
  @Transactional(readOnly = true)
  public BpmnProcess fromTemplate(String templateName) {
    TemplateView template = templates.get(templateName);
    String bpmn = templates.bpmn(templateName);
    BpmnCheck.Result checked = BpmnCheck.check("templateName", bpmn);
    PlatformException.throwIfAny(checked.problems());
    org.flowable.bpmn.model.Process process =
        checked.model().getProcesses().stream()
            .filter(org.flowable.bpmn.model.Process::isExecutable)
            .findFirst()
            .orElseThrow();
    String name =
        process.getName() == null || process.getName().isBlank()
            ? template.displayName()
            : process.getName();
    return new BpmnProcess(process.getId(), name, template.description(), bpmn, List.of());
  }

  /** The processes a bpmn-model draft would publish (its latest save, else the published ones). */
  @Transactional(readOnly = true)
  public ProcessModel draftModel(DraftId draftId) {
    requireModelDraft(drafts.get(draftId));
    return json.treeToValue(drafts.content(draftId), ProcessModel.class);
  }

  /** A bpmn-model draft, whose version the next save names. */
  @Transactional(readOnly = true)
  public DraftView draft(DraftId draftId) {
    DraftView draft = drafts.get(draftId);
    requireModelDraft(draft);
    return draft;
  }

  /** What a save did: the draft, and the revision when it was also published. */
  public record SaveResult(DraftView draft, Integer publishedRevision) {}

  /**
   * Saves the whole set of processes as a new edition of a bpmn-model draft, refused with every
   * problem when any process is not acceptable. Without a draft, creates one, saves and publishes
   * it in one transaction.
   */
  @Transactional
  public SaveResult save(DraftId draftId, ProcessModel model, Long version, PlatformUser user) {
    if (model == null) {
      throw new PlatformException(
          List.of(Problem.at("model", WorkflowErrors.WORKFLOW_FIELD_REQUIRED, "model")));
    }
    PlatformException.throwIfAny(ProcessModelChecks.check(model));
    if (draftId != null) {
      requireModelDraft(drafts.get(draftId));
      return new SaveResult(
          drafts.addEdition(draftId, json.valueToTree(model), version, user), null);
    }
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
   * Publishes a set of processes as the next revision in the caller's transaction (the draft's
   * publication): every new or changed process is deployed to the engine.
   */
  PublishedProcessModel publish(
      ProcessModel model, int baseRevision, boolean force, DraftView draft, String user) {
    repository.lockPublication();
    int current = repository.revision();
    if (!force && current != baseRevision) {
      throw new PlatformException(
          WorkflowErrors.WORKFLOW_PROCESSES_REVISION_CONFLICT,
          draft.draftId().value(),
          baseRevision,
          current);
    }
    PlatformException.throwIfAny(ProcessModelChecks.check(model));
    Map<String, BpmnProcess> before =
        published().model().processes().stream()
            .collect(Collectors.toMap(BpmnProcess::processId, Function.identity()));
    List<String> deployed = new ArrayList<>();
    for (int i = 0; i < model.processes().size(); i++) {
      BpmnProcess p = model.processes().get(i);
      BpmnProcess previous = before.get(p.processId());
      if (previous == null || !previous.bpmn().equals(p.bpmn())) {
        deployments.deploy(p, "processes[" + i + "].bpmn");
        deployed.add(p.processId());
      }
    }
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    int revision = repository.insert(json.writeValueAsString(model), now, user);
    log.info(
        "{} published process definitions revision {} from draft {}, deployed {}",
        user,
        revision,
        draft.draftId(),
        deployed);
    return new PublishedProcessModel(revision, model, user, now);
  }

  private List<BpmnProcess> inForce() {
    List<BpmnProcess> all = new ArrayList<>();
    all.add(shipped());
    all.addAll(published().model().processes());
    return all;
  }

  private static BpmnProcess shipped() {
    return new BpmnProcess(
        ShippedProcesses.DRAFT_PUBLISHING_APPROVAL,
        WorkflowTemplates.SHIPPED_DISPLAY_NAME,
        WorkflowTemplates.SHIPPED_DESCRIPTION,
        ShippedProcesses.draftPublishingApproval(),
        List.of());
  }

  private static PublishedProcess view(
      BpmnProcess p, Map<String, Integer> versions, boolean withBpmn) {
    return new PublishedProcess(
        p.processId(),
        p.displayName(),
        p.description(),
        versions.get(p.processId()),
        p.indexedVariables(),
        ShippedProcesses.DRAFT_PUBLISHING_APPROVAL.equals(p.processId()),
        withBpmn ? p.bpmn() : null);
  }

  private static void requireModelDraft(DraftView draft) {
    if (!DRAFT_TYPE.equals(draft.type())) {
      throw new PlatformException(
          WorkflowErrors.WORKFLOW_NOT_A_PROCESS_DRAFT, draft.draftId().value(), draft.type());
    }
  }
}
