package org.platform.mdm.matching.model;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.PublishOutcome;
import org.platform.mdm.draft.UpsertCommand;
import org.platform.mdm.matching.MatchingErrors;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.RevisionCache;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The published matching models. Each is cached after it is read; whether another node published
 * meanwhile is checked at most every {@link RevisionCache#RECHECK}, a publication on this node is
 * seen at once.
 */
@Service
public class MatchingModels {

  static final String DRAFT_TYPE = "matching-model";

  private final MatchingModelRepository repository;
  private final DataModelService dataModels;
  private final DraftService drafts;
  private final JsonMapper json;
  private final Clock clock;

  private final RevisionCache<Map<String, MatchingModel>> cached;

  MatchingModels(
      MatchingModelRepository repository,
      DataModelService dataModels,
      @Lazy DraftService drafts,
      JsonMapper json,
      Clock clock) {
    this.repository = repository;
    this.dataModels = dataModels;
    this.drafts = drafts;
    this.json = json;
    this.clock = clock;
    this.cached = new RevisionCache<>(repository::publications, this::latest);
  }

  /** The entity's published matching model, if it has one. */
  public Optional<MatchingModel> of(String entityName) {
    return Optional.ofNullable(all().get(entityName));
  }

  /** Every published model by entity. */
  public Map<String, MatchingModel> all() {
    return cached.get();
  }

  private Map<String, MatchingModel> latest() {
    Map<String, MatchingModel> models = new HashMap<>();
    repository.latest().forEach((entity, text) -> models.put(entity, parse(json.readTree(text))));
    return Map.copyOf(models);
  }

  /** A stored model as it was published (checked then; the data model may have moved on). */
  private static MatchingModel parse(JsonNode node) {
    return MatchingModelReader.read(node, null);
  }

  /** The entity's published model document as it was written; empty when it has none. */
  Optional<JsonNode> document(String entityName) {
    return repository.document(entityName).map(json::readTree);
  }

  /** The entity's published model document; 404 when it has none. */
  @Transactional(readOnly = true)
  public JsonNode published(String entityName) {
    return document(entityName)
        .orElseThrow(
            () -> new PlatformException(MatchingErrors.MATCHING_MODEL_NOT_FOUND, entityName));
  }

  /** Checks a model document against the published data model; every problem in one refusal. */
  public MatchingModel check(JsonNode document) {
    return MatchingModelReader.read(document, dataModels.published().model());
  }

  /** Publishes a checked model as the entity's next revision. */
  int publish(JsonNode document, String subject, String user) {
    MatchingModel model = check(document);
    if (subject != null && !subject.isEmpty() && !subject.equals(model.entityName())) {
      throw new PlatformException(
          MatchingErrors.MATCHING_SUBJECT_MISMATCH, subject, model.entityName());
    }
    int revision =
        repository.insert(
            model.entityName(), json.writeValueAsString(document), OffsetDateTime.now(clock), user);
    cached.recheck(); // seen at once on this node
    return revision;
  }

  /** A matching-model draft with the model it would publish. */
  public record DraftContent(DraftView draft, JsonNode document) {}

  /**
   * The model a matching-model draft would publish (its latest save, else the published model, else
   * an empty one), with the draft, whose version the next save names. Reading it needs the
   * data-model administration right to read, as editing it needs that right to change.
   */
  @Transactional(readOnly = true)
  public DraftContent draft(DraftId draftId, PlatformUser user) {
    if (!user.can(SystemResource.ADMIN_DATA_MANAGEMENT, Right.READ)) {
      throw new PlatformException(
          MatchingErrors.MATCHING_ACCESS_DENIED,
          user.userName(),
          Right.READ.name(),
          SystemResource.ADMIN_DATA_MANAGEMENT.name());
    }
    DraftView draft = drafts.get(draftId);
    if (!DRAFT_TYPE.equals(draft.type())) {
      throw new PlatformException(
          MatchingErrors.MATCHING_NOT_A_MODEL_DRAFT, draftId.value(), draft.type());
    }
    return new DraftContent(draft, drafts.content(draftId));
  }

  /** What a save did: the draft, and the revision when it was also published. */
  public record SaveResult(DraftView draft, Integer publishedRevision) {}

  /**
   * Saves a model into a matching-model draft (checked first, so a steward learns of problems at
   * once). Without a draft, creates one for the model's entity, saves and publishes it in one
   * transaction.
   */
  @Transactional
  public SaveResult save(DraftId draftId, JsonNode document, Long version, PlatformUser user) {
    MatchingModel model = check(document);
    if (draftId != null) {
      DraftView draft = drafts.get(draftId);
      if (!DRAFT_TYPE.equals(draft.type())) {
        throw new PlatformException(
            MatchingErrors.MATCHING_SUBJECT_MISMATCH, draft.type(), DRAFT_TYPE);
      }
      if (!model.entityName().equals(draft.subjectId())) {
        throw new PlatformException(
            MatchingErrors.MATCHING_SUBJECT_MISMATCH, draft.subjectId(), model.entityName());
      }
      return new SaveResult(drafts.addEdition(draftId, document, version, user), null);
    }
    DraftView draft =
        drafts.upsert(
            new UpsertCommand(
                DRAFT_TYPE,
                null,
                model.entityName(),
                null,
                null,
                null,
                "Saved and published in one step",
                null,
                null),
            user);
    drafts.addEdition(draft.draftId(), document, null, user);
    PublishOutcome outcome = drafts.publish(draft.draftId(), false, false, null, user);
    return new SaveResult(outcome.draft(), repository.revision(model.entityName()));
  }
}
