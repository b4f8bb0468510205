package org.platform.mdm.workflow.model;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.engine.BpmnCheck;
import org.platform.mdm.workflow.engine.ShippedProcesses;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Workflow templates: reusable BPMN diagrams a process definition starts from, each named like a
 * process id. An upload of a name that exists changes that template (and, when it names the
 * revision it read, only that revision). The shipped template "Draft publishing approval" is
 * written when the platform starts and can be neither changed nor deleted.
 */
@Service
public class WorkflowTemplates implements SmartInitializingSingleton {

  /** The name of the shipped template (the shipped process's id). */
  public static final String SHIPPED = ShippedProcesses.DRAFT_PUBLISHING_APPROVAL;

  static final String SHIPPED_DISPLAY_NAME = "Draft publishing approval";
  static final String SHIPPED_DESCRIPTION =
      "Approval of a record draft before it is published: approve to publish it, send it back to"
          + " its author for correction, or cancel the approval.";

  /** The longest page of a listing. */
  public static final int MAX_LIMIT = 1000;

  private static final Logger log = LoggerFactory.getLogger(WorkflowTemplates.class);

  private final TemplateRepository repository;
  private final Clock clock;

  WorkflowTemplates(TemplateRepository repository, Clock clock) {
    this.repository = repository;
    this.clock = clock;
  }

  @Override
  public void afterSingletonsInstantiated() {
    repository.ship(
        new TemplateInput(
            SHIPPED,
            SHIPPED_DISPLAY_NAME,
            "1",
            SHIPPED_DESCRIPTION,
            ShippedProcesses.draftPublishingApproval()),
        now());
  }

  /** What an upload did: the template as stored, and whether it is new. */
  public record Upserted(TemplateView template, boolean created) {}

  /**
   * Stores a template or changes the one of its name.
   *
   * @param revision the revision the change was made from (0: a new template), or null to change
   *     whatever revision is stored
   */
  @Transactional
  public Upserted upsert(TemplateInput input, Long revision, String user) {
    PlatformException.throwIfAny(check(input));
    TemplateView existing = repository.lock(input.name()).orElse(null);
    if (SHIPPED.equals(input.name()) || existing != null && existing.shipped()) {
      throw new PlatformException(WorkflowErrors.WORKFLOW_TEMPLATE_SHIPPED, input.name());
    }
    long current = existing == null ? 0 : existing.revision();
    if (revision != null && revision != current) {
      throw new PlatformException(
          WorkflowErrors.WORKFLOW_TEMPLATE_REVISION_CONFLICT, input.name(), revision, current);
    }
    TemplateView stored = repository.upsert(input, user, now());
    log.info(
        "{} {} workflow template {}",
        user,
        existing == null ? "created" : "changed",
        stored.name());
    return new Upserted(stored, existing == null);
  }

  /** Deletes a template; the shipped one is refused. */
  @Transactional
  public void delete(String name) {
    List<Problem> problems = new ArrayList<>();
    Fields.required("name", name, Fields.NAME_LENGTH, problems);
    PlatformException.throwIfAny(problems);
    TemplateView existing =
        repository
            .lock(name)
            .orElseThrow(
                () -> new PlatformException(WorkflowErrors.WORKFLOW_TEMPLATE_NOT_FOUND, name));
    if (existing.shipped()) {
      throw new PlatformException(WorkflowErrors.WORKFLOW_TEMPLATE_SHIPPED, name);
    }
    repository.delete(name);
  }

  /** A page in name order of the templates whose name, display name or description has text. */
  @Transactional(readOnly = true)
  public TemplatePage list(String text, Integer offset, Integer limit) {
    int from = offset == null ? 0 : offset;
    int size = limit == null ? 50 : limit;
    List<Problem> problems = new ArrayList<>();
    if (from < 0 || size < 1 || size > MAX_LIMIT) {
      problems.add(
          Problem.at(
              from < 0 ? "offset" : "limit", WorkflowErrors.WORKFLOW_PAGE_INVALID, MAX_LIMIT));
    }
    Fields.optional("text", text, Fields.DISPLAY_NAME_LENGTH, problems);
    PlatformException.throwIfAny(problems);
    return new TemplatePage(repository.page(text, from, size), repository.count(text));
  }

  /** A template, without its BPMN. */
  @Transactional(readOnly = true)
  public TemplateView get(String name) {
    return repository
        .find(name)
        .orElseThrow(() -> new PlatformException(WorkflowErrors.WORKFLOW_TEMPLATE_NOT_FOUND, name));
  }

  /** The BPMN of a template. */
  @Transactional(readOnly = true)
  public String bpmn(String name) {
    return repository
        .bpmn(name)
        .orElseThrow(() -> new PlatformException(WorkflowErrors.WORKFLOW_TEMPLATE_NOT_FOUND, name));
  }

  /** Every problem of an upload, each at its field ({@code file} for the BPMN). */
  static List<Problem> check(TemplateInput t) {
    List<Problem> problems = new ArrayList<>();
    Fields.name("name", t.name(), problems);
    Fields.required("displayName", t.displayName(), Fields.DISPLAY_NAME_LENGTH, problems);
    Fields.required("version", t.version(), Fields.VERSION_LENGTH, problems);
    Fields.optional("description", t.description(), Fields.DESCRIPTION_LENGTH, problems);
    if (t.bpmn() == null) {
      problems.add(Problem.at("file", WorkflowErrors.WORKFLOW_FIELD_REQUIRED, "file"));
    } else {
      problems.addAll(BpmnCheck.check("file", t.bpmn()).problems());
    }
    return problems;
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
