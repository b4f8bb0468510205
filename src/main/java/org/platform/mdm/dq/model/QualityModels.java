package org.platform.mdm.dq.model;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.dq.DqErrors;
import org.platform.mdm.dq.function.FunctionCatalog;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.PublishOutcome;
import org.platform.mdm.draft.UpsertCommand;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.RevisionCache;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/**
 * The quality model: the published revision (cached; another node's publication is seen within
 * {@link RevisionCache#RECHECK}, this node's at once), and its {@code quality-model} drafts. A
 * draft holds any well-formed model; {@link #check} lists its problems, and a publication refuses a
 * model that has any, or one whose draft started before another revision was published (unless
 * forced).
 */
@Service
public class QualityModels {

  public static final String DRAFT_TYPE = "quality-model";
  private static final Logger log = LoggerFactory.getLogger(QualityModels.class);

  private final QualityModelRepository repository;
  private final FunctionCatalog catalog;
  private final DataModelService dataModels;
  private final DraftService drafts;
  private final JsonMapper json;
  private final Clock clock;

  private final RevisionCache<PublishedQualityModel> cached;

  QualityModels(
      QualityModelRepository repository,
      FunctionCatalog catalog,
      DataModelService dataModels,
      @Lazy DraftService drafts,
      JsonMapper json,
      Clock clock) {
    this.repository = repository;
    this.catalog = catalog;
    this.dataModels = dataModels;
    this.drafts = drafts;
    this.json = json;
    this.clock = clock;
    this.cached = new RevisionCache<>(repository::revision, this::latest);
  }

  /** The shipped functions rules may name, by name (a model's composites come on top). */
  public Map<String, QualityFunction> functions() {
    return catalog.byName();
  }

  /** The model in force. */
  public PublishedQualityModel published() {
    return cached.get();
  }

  private PublishedQualityModel latest() {
    return repository
        .latest()
        .map(
            s ->
                new PublishedQualityModel(
                    s.revision(),
                    json.readValue(s.model(), QualityModel.class),
                    s.createdBy(),
                    s.createDate()))
        .orElseGet(PublishedQualityModel::initial);
  }

  /** Every problem of a model, checked against the published data model and the functions. */
  @Transactional(readOnly = true)
  public List<Problem> check(QualityModel model) {
    return QualityModelChecks.check(model, dataModels.published().model(), functions());
  }

  /** The model a quality-model draft would publish (its latest save, else the published one). */
  @Transactional(readOnly = true)
  public QualityModel draftModel(DraftId draftId) {
    requireModelDraft(drafts.get(draftId));
    return json.treeToValue(drafts.content(draftId), QualityModel.class);
  }

  /** A quality-model draft, whose version the next save names. */
  @Transactional(readOnly = true)
  public DraftView draft(DraftId draftId) {
    DraftView draft = drafts.get(draftId);
    requireModelDraft(draft);
    return draft;
  }

  /** What a save did: the draft, and the revision when it was also published. */
  public record SaveResult(DraftView draft, Integer publishedRevision) {}

  /**
   * Saves a whole model as a new edition of a quality-model draft (problems are allowed there, and
   * shown by {@link #check}). Without a draft, creates one, saves and publishes it in one
   * transaction: nothing is left behind when the model is refused.
   */
  @Transactional
  public SaveResult save(DraftId draftId, QualityModel model, Long version, PlatformUser user) {
    if (model == null) {
      throw new PlatformException(DqErrors.DQ_MODEL_REQUIRED);
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
    return new SaveResult(outcome.draft(), repository.revision());
  }

  /**
   * Publishes a model as the next revision, in the caller's transaction (the draft's publication).
   *
   * @param baseRevision the revision the draft started from
   * @param force publish even when another revision was published after {@code baseRevision}
   */
  PublishedQualityModel publish(
      QualityModel model, int baseRevision, boolean force, DraftView draft, String user) {
    repository.lockPublication();
    int current = repository.revision();
    if (!force && current != baseRevision) {
      throw new PlatformException(
          DqErrors.DQ_MODEL_REVISION_CONFLICT, draft.draftId().value(), baseRevision, current);
    }
    PlatformException.throwIfAny(check(model));
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    int revision = repository.insert(json.writeValueAsString(model), now, user);
    cached.recheck(); // seen at once on this node
    log.info(
        "{} published quality model revision {} from draft {}", user, revision, draft.draftId());
    return new PublishedQualityModel(revision, model, user, now);
  }

  private static void requireModelDraft(DraftView draft) {
    if (!DRAFT_TYPE.equals(draft.type())) {
      throw new PlatformException(
          DqErrors.DQ_NOT_A_MODEL_DRAFT, draft.draftId().value(), draft.type());
    }
  }
}
