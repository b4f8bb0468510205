package org.platform.mdm.meta;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.SecurityResource;
import org.platform.mdm.core.SecurityResources;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.PublishOutcome;
import org.platform.mdm.draft.UpsertCommand;
import org.platform.mdm.meta.revision.ModelRepository;
import org.platform.mdm.meta.validation.AttributeRules;
import org.platform.mdm.meta.validation.DefaultValueRules;
import org.platform.mdm.meta.validation.ModelIndex;
import org.platform.mdm.meta.validation.ModelValidator;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import tools.jackson.databind.json.JsonMapper;

/**
 * The data model: read the published revision, edit it through {@code data-model} drafts, publish a
 * new revision. Publications serialize on a database lock, so revisions increase by one with no
 * gaps across all nodes.
 */
@Service
public class DataModelService {

  public static final String DRAFT_TYPE = "data-model";

  /** How stale a node's view of the model may be when another node publishes a revision. */
  static final Duration RECHECK = Duration.ofSeconds(1);

  private static final Logger log = LoggerFactory.getLogger(DataModelService.class);

  private final ModelRepository models;
  private final DraftService drafts;
  private final SecurityResources resources;
  private final JsonMapper json;
  private final Clock clock;
  private final List<ModelChangeGuard> guards;
  private final ObjectProvider<ModelPublishListener> listeners;
  private volatile PublishedModel cached = PublishedModel.initial();
  private volatile long checkedAt = System.nanoTime() - RECHECK.toNanos();

  DataModelService(
      ModelRepository models,
      DraftService drafts,
      SecurityResources resources,
      JsonMapper json,
      Clock clock,
      ObjectProvider<ModelChangeGuard> guards,
      ObjectProvider<ModelPublishListener> listeners) {
    this.listeners = listeners;
    this.models = models;
    this.drafts = drafts;
    this.resources = resources;
    this.json = json;
    this.clock = clock;
    this.guards = guards.orderedStream().toList();
  }

  /** What a save into a draft did: the draft, and the revision when it was also published. */
  public record SaveResult(DraftView draft, Integer publishedRevision) {}

  /**
   * The latest published model (revision 0, the empty model, before the first publication). The
   * model is cached; whether another node published a newer revision is checked at most every
   * {@link #RECHECK}, and a publication on this node is seen at once (after its commit).
   */
  public PublishedModel published() {
    PublishedModel current = cached;
    long now = System.nanoTime();
    if (now - checkedAt < RECHECK.toNanos()) {
      return current;
    }
    int latest = models.latestRevision();
    if (current.revision() != latest) {
      current = models.latest().orElse(PublishedModel.initial());
      cached = current;
    }
    checkedAt = now;
    return current;
  }

  /**
   * A check of attributes defined outside the model (a classifier node's) against the model
   * published now: the enumeration or reference set their type names, and their default value.
   */
  public AttributeCheck attributeCheck() {
    ModelIndex index = ModelIndex.of(published().model());
    return (path, attribute, type) -> {
      List<Problem> problems =
          new ArrayList<>(AttributeRules.references(path, attribute, type, index));
      problems.addAll(DefaultValueRules.check(path, attribute, type, index));
      return problems;
    };
  }

  /** Whether a name is a register or a reference set of the published model. */
  public Optional<EntityKind> kindOf(String entityName) {
    DataModel model = published().model();
    if (model.entity(entityName).isPresent()) {
      return Optional.of(EntityKind.REGISTER);
    }
    if (model.lookupEntity(entityName).isPresent()) {
      return Optional.of(EntityKind.LOOKUP);
    }
    return Optional.empty();
  }

  /** The model as a data-model draft would make it. */
  @Transactional(readOnly = true)
  public DataModel draftModel(DraftId draftId) {
    requireModelDraft(drafts.get(draftId));
    return json.treeToValue(drafts.content(draftId), DataModel.class);
  }

  /** Every problem of a candidate model, checked against the published one. */
  @Transactional(readOnly = true)
  public List<Problem> validate(DataModel candidate) {
    return ModelValidator.validate(candidate, published().model());
  }

  /**
   * Saves a whole model as a new edition of a data-model draft. Without a draft, creates one, saves
   * and publishes in one transaction: nothing is left behind when the model is refused.
   */
  @Transactional
  public SaveResult save(DraftId draftId, DataModel model, Long version, PlatformUser user) {
    if (model == null) {
      throw new PlatformException(MetaErrors.META_MODEL_REQUIRED);
    }
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
    return new SaveResult(outcome.draft(), published().revision());
  }

  /**
   * Changes one element (an entity, an enumeration…) of the draft's model, or of the published one.
   */
  @Transactional
  public SaveResult saveElement(
      DraftId draftId, UnaryOperator<DataModel> change, Long version, PlatformUser user) {
    DataModel base = draftId == null ? published().model() : draftModel(draftId);
    return save(draftId, change.apply(base), version, user);
  }

  /**
   * Publishes a candidate model as the next revision, in the caller's transaction.
   *
   * @param baseRevision the revision the draft started from
   * @param force publish even when another revision was published after {@code baseRevision}
   */
  public PublishedModel publish(
      DataModel candidate, int baseRevision, boolean force, DraftView draft, String user) {
    models.lockPublication();
    PublishedModel current = models.latest().orElse(PublishedModel.initial());
    if (!force && current.revision() != baseRevision) {
      throw new PlatformException(
          MetaErrors.META_DRAFT_REVISION_CONFLICT,
          draft.draftId().value(),
          baseRevision,
          current.revision());
    }
    List<Problem> problems = new ArrayList<>(ModelValidator.validate(candidate, current.model()));
    guards.forEach(g -> problems.addAll(g.check(current.model(), candidate)));
    PlatformException.throwIfAny(problems);
    int revision = current.revision() + 1;
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    models.insert(revision, candidate, draft.draftId().value(), user, now);
    recheckAfterCommit();
    syncSecurityResources(candidate);
    listeners.orderedStream().forEach(l -> l.published(current.model(), candidate));
    log.info("{} published data model revision {} from draft {}", user, revision, draft.draftId());
    return new PublishedModel(revision, candidate, user, now);
  }

  /** Makes the next {@link #published()} read the database, once this publication is visible. */
  private void recheckAfterCommit() {
    if (TransactionSynchronizationManager.isSynchronizationActive()) {
      TransactionSynchronizationManager.registerSynchronization(
          new TransactionSynchronization() {
            @Override
            public void afterCompletion(int status) {
              checkedAt = System.nanoTime() - RECHECK.toNanos();
            }
          });
    }
    checkedAt = System.nanoTime() - RECHECK.toNanos();
  }

  /** One resource per register and reference set, so that rights can be granted on records. */
  private void syncSecurityResources(DataModel model) {
    Set<String> names =
        Stream.concat(
                model.entities().stream().map(EntityDef::name),
                model.lookupEntities().stream().map(LookupEntityDef::name))
            .collect(Collectors.toSet());
    for (EntityDef e : model.entities()) {
      resources.register(
          new SecurityResource(e.name(), displayName(e.displayName(), e.name()), "ENTITY"));
    }
    for (LookupEntityDef l : model.lookupEntities()) {
      resources.register(
          new SecurityResource(l.name(), displayName(l.displayName(), l.name()), "LOOKUP"));
    }
    resources.resources().stream()
        .filter(r -> r.category().equals("ENTITY") || r.category().equals("LOOKUP"))
        .filter(r -> !names.contains(r.name()))
        .forEach(r -> resources.remove(r.name()));
  }

  private static String displayName(String displayName, String name) {
    return displayName == null || displayName.isBlank() ? name : displayName;
  }

  private static void requireModelDraft(DraftView draft) {
    if (!draft.type().equals(DRAFT_TYPE)) {
      throw new PlatformException(
          MetaErrors.META_NOT_A_MODEL_DRAFT, draft.draftId().value(), draft.type());
    }
  }
}
