package org.platform.mdm.meta;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.platform.mdm.core.PlatformUser;
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
import org.platform.mdm.system.RevisionCache;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/**
 * The data model: read the published revision and edit it through {@code data-model} drafts; a
 * draft's publication makes the next revision (the draft room's {@code ModelPublisher}, which
 * serializes publications on a database lock, so revisions increase by one with no gaps across all
 * nodes).
 */
@Service
public class DataModelService {

  public static final String DRAFT_TYPE = "data-model";

  private static final Logger log = LoggerFactory.getLogger(DataModelService.class);

  private final ModelRepository models;
  private final DraftService drafts;
  private final JsonMapper json;
  private final ObjectProvider<AttributeGuard> attributeGuards;
  private final ObjectProvider<ModelChangeGuard> changeGuards;
  private final RevisionCache<PublishedModel> cached;

  DataModelService(
      ModelRepository models,
      DraftService drafts,
      JsonMapper json,
      ObjectProvider<AttributeGuard> attributeGuards,
      ObjectProvider<ModelChangeGuard> changeGuards) {
    this.models = models;
    this.drafts = drafts;
    this.json = json;
    this.attributeGuards = attributeGuards;
    this.changeGuards = changeGuards;
    this.cached =
        new RevisionCache<>(
            models::latestRevision, () -> models.latest().orElse(PublishedModel.initial()));
  }

  /** What a save into a draft did: the draft, and the revision when it was also published. */
  public record SaveResult(DraftView draft, Integer publishedRevision) {}

  /**
   * The latest published model (revision 0, the empty model, before the first publication). The
   * model is cached; whether another node published a newer revision is checked at most every
   * {@link RevisionCache#RECHECK}, and a publication on this node is seen at once (after its
   * commit).
   */
  public PublishedModel published() {
    return cached.get();
  }

  /**
   * A check of attributes defined outside the model (a classifier node's) against the model
   * published now: the enumeration or reference set their type names, and their default value; and
   * every module's {@link AttributeGuard}.
   */
  public AttributeCheck attributeCheck() {
    ModelIndex index = ModelIndex.of(published().model());
    return (path, attribute, type) -> {
      List<Problem> problems =
          new ArrayList<>(AttributeRules.references(path, attribute, type, index));
      problems.addAll(DefaultValueRules.check(path, attribute, type, index));
      attributeGuards.orderedStream().forEach(g -> problems.addAll(g.check(path, attribute)));
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

  /**
   * Every problem of a candidate model, checked against the published one: the model's own rules
   * and every module's {@link ModelChangeGuard}, as its publication would check it.
   */
  @Transactional(readOnly = true)
  public List<Problem> validate(DataModel candidate) {
    DataModel current = published().model();
    List<Problem> problems = new ArrayList<>(ModelValidator.validate(candidate, current));
    DataModel resolved = AssetTypeInheritance.resolve(candidate);
    changeGuards.orderedStream().forEach(g -> problems.addAll(g.check(current, resolved)));
    return problems;
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
   * Makes the next {@link #published()} read the database, once the caller's transaction (which
   * published a revision) has ended; harmless otherwise: it only reads again.
   */
  public void recheckAfterCommit() {
    cached.recheck();
  }

  private static void requireModelDraft(DraftView draft) {
    if (!draft.type().equals(DRAFT_TYPE)) {
      throw new PlatformException(
          MetaErrors.META_NOT_A_MODEL_DRAFT, draft.draftId().value(), draft.type());
    }
  }
}
