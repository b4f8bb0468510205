package org.platform.mdm.data.draft;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.draft.DraftOpening;
import org.platform.mdm.draft.DraftOperation;
import org.platform.mdm.draft.DraftProvider;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.EditionView;
import org.platform.mdm.draft.Publication;
import org.platform.mdm.draft.RequiredRight;
import org.platform.mdm.draft.UpsertInput;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityKind;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * {@code record} drafts: changes to one record of a register or reference set of the published
 * model. The draft carries {@code namespace:<register|lookup>} and {@code entity-name:<name>};
 * {@code operation-code} and {@code record-external-id} once its changes name them. Its editions
 * come from data writes, deletes and restores sent with the draft ({@link RecordDrafts}); each
 * holds all the draft's changes so far, and publishing applies them in order.
 */
@Component
class RecordDraftProvider implements DraftProvider {

  static final String NAMESPACE = "namespace";
  static final String ENTITY_NAME = "entity-name";
  static final String OPERATION_CODE = "operation-code";
  static final String EXTERNAL_ID = "record-external-id";
  static final char UNIT_SEPARATOR = '\u001F';
  private static final Set<String> PARAMETERS = Set.of(NAMESPACE, ENTITY_NAME);

  /** The variable keeping the version of the record when the draft started. */
  static final String BASE_VERSION = "baseVersion";

  /**
   * The variable keeping the etalon id a draft of a new record reserves with its first edition: the
   * write answers it, reads through the draft show it, and publication creates the record with it.
   */
  static final String RESERVED_ETALON_ID = "reservedEtalonId";

  private final DataModelService model;
  private final RecordRepository records;
  private final DraftedChanges changes;

  RecordDraftProvider(
      @Lazy DataModelService model, RecordRepository records, @Lazy DraftedChanges changes) {
    this.model = model;
    this.records = records;
    this.changes = changes;
  }

  @Override
  public String id() {
    return "record";
  }

  @Override
  public List<String> tagNames() {
    return List.of(ENTITY_NAME, OPERATION_CODE, NAMESPACE, EXTERNAL_ID);
  }

  @Override
  public DraftOpening open(UpsertInput input) {
    Map<String, String> parameters = input.parameters();
    List<String> unknown =
        parameters.keySet().stream().filter(p -> !PARAMETERS.contains(p)).sorted().toList();
    if (!unknown.isEmpty()) {
      throw new PlatformException(
          DraftErrors.DRAFT_PARAMETER_UNKNOWN, String.join(", ", unknown), id());
    }
    String entity = parameters.get(ENTITY_NAME);
    if (entity == null || entity.isBlank()) {
      throw new PlatformException(
          List.of(Problem.at("parameters." + ENTITY_NAME, DataErrors.DATA_ENTITY_NAME_REQUIRED)));
    }
    EntityKind kind = kind(entity, parameters.get(NAMESPACE));
    requireEtalonId(input.subjectId());
    Map<String, Object> variables = new java.util.HashMap<>();
    if (!input.subjectId().isEmpty()) {
      variables.put(BASE_VERSION, subject(input.subjectId(), entity).version());
    }
    List<String> tags = new ArrayList<>();
    tags.add(NAMESPACE + ":" + kind.namespace());
    tags.add(ENTITY_NAME + ":" + entity);
    tags.addAll(callerTags(input.tags(), entity, kind));
    return new DraftOpening(DraftState.CREATED, input.subjectId(), tags, variables);
  }

  /** The entity's kind in the published model; a namespace asked for must be the entity's. */
  private EntityKind kind(String entity, String namespace) {
    EntityKind kind =
        model
            .kindOf(entity)
            .orElseThrow(
                () ->
                    new PlatformException(
                        List.of(
                            Problem.at(
                                "parameters." + ENTITY_NAME,
                                DataErrors.DATA_ENTITY_UNKNOWN,
                                entity))));
    if (namespace != null && !namespace.equals(kind.namespace())) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "parameters." + NAMESPACE,
                  DataErrors.DATA_NAMESPACE_CONTRADICTS_MODEL,
                  namespace,
                  entity,
                  kind.namespace())));
    }
    return kind;
  }

  /** The record a draft is opened on: an etalon of the entity, else a 404 naming it. */
  private RecordRepository.EtalonRow subject(String subjectId, String entity) {
    return records
        .findEtalon(new EtalonId(UUID.fromString(subjectId)))
        .filter(e -> e.entityName().equals(entity))
        .orElseThrow(
            () ->
                new PlatformException(
                    List.of(Problem.at("subjectId", DataErrors.DATA_RECORD_NOT_FOUND, subjectId))));
  }

  /** Keeps namespace and entity; operation code and external id may be added or replaced. */
  @Override
  public List<String> retag(DraftView draft, UpsertInput input) {
    if (input.tags().isEmpty()) {
      return draft.tags();
    }
    String entity = draft.tag(ENTITY_NAME);
    EntityKind kind =
        EntityKind.LOOKUP.namespace().equals(draft.tag(NAMESPACE))
            ? EntityKind.LOOKUP
            : EntityKind.REGISTER;
    List<String> tags = new ArrayList<>();
    tags.add(NAMESPACE + ":" + draft.tag(NAMESPACE));
    tags.add(ENTITY_NAME + ":" + entity);
    tags.addAll(callerTags(input.tags(), entity, kind));
    return tags;
  }

  @Override
  public JsonNode content(DraftView draft, EditionView latest) {
    return latest == null ? JsonNodeFactory.instance.objectNode() : latest.content();
  }

  /**
   * Applies the draft's changes, in order, through the record pipelines in the caller's
   * transaction. Without {@code force}, a record that changed after the draft started (or, for a
   * new record, a key that someone created meanwhile) is a 409 naming it.
   */
  @Override
  public Publication publish(DraftView draft, EditionView latest, boolean force) {
    if (latest == null) {
      return new Publication(JsonNodeFactory.instance.objectNode(), null);
    }
    if (!force) {
      requireUnchanged(draft);
    }
    EtalonId etalonId =
        changes.apply(RecordDrafts.changes(latest), reservedEtalonId(draft), CurrentUser.get());
    return new Publication(latest.content(), etalonId == null ? null : etalonId.toString());
  }

  /** The etalon id the draft reserved for the new record it makes; null when it has none. */
  static EtalonId reservedEtalonId(DraftView draft) {
    Object reserved = draft.variables().get(RESERVED_ETALON_ID);
    return reserved == null ? null : new EtalonId(UUID.fromString(reserved.toString()));
  }

  private void requireUnchanged(DraftView draft) {
    if (!draft.subjectId().isEmpty()) {
      EtalonId etalonId = new EtalonId(UUID.fromString(draft.subjectId()));
      Object base = draft.variables().get(BASE_VERSION);
      long now = records.findEtalon(etalonId).map(RecordRepository.EtalonRow::version).orElse(-1L);
      if (base == null || ((Number) base).longValue() != now) {
        throw new PlatformException(
            DataErrors.DATA_DRAFT_RECORD_CHANGED, draft.draftId().value(), etalonId);
      }
      return;
    }
    String key = draft.tag(EXTERNAL_ID);
    if (key == null) {
      return;
    }
    String[] parts = key.split(String.valueOf(UNIT_SEPARATOR), -1);
    records
        .findKey(parts[1], parts[2], parts[0])
        .ifPresent(
            k -> {
              throw new PlatformException(
                  DataErrors.DATA_DRAFT_RECORD_CHANGED, draft.draftId().value(), k.etalonId());
            });
  }

  /** Drafts whose changes link to other records publish after those that only write records. */
  @Override
  public int publishPhase(DraftView draft, EditionView latest) {
    for (tools.jackson.databind.JsonNode change : RecordDrafts.changes(latest)) {
      JsonNode body = change.path("body");
      if (body.path("relations").size() > 0 || body.path("relationsDeletes").size() > 0) {
        return 1;
      }
    }
    return 0;
  }

  /** Rights on the record's entity: CREATE for a new record, UPDATE for an existing one. */
  @Override
  public RequiredRight requiredRight(DraftOperation operation, DraftView draft) {
    Right right = draft.subjectId().isEmpty() ? Right.CREATE : Right.UPDATE;
    return new RequiredRight(draft.tag(ENTITY_NAME), right);
  }

  /**
   * The caller's operation-code and record-external-id tags; namespace and entity-name come from
   * the parameters and the model, so a caller's contradicting one is refused.
   */
  private static List<String> callerTags(List<String> given, String entity, EntityKind kind) {
    List<String> kept = new ArrayList<>();
    for (String tag : given) {
      int colon = tag.indexOf(':');
      String name = tag.substring(0, colon);
      String value = tag.substring(colon + 1);
      switch (name) {
        case NAMESPACE -> {
          if (!value.equals(kind.namespace())) {
            throw new PlatformException(
                DataErrors.DATA_NAMESPACE_CONTRADICTS_MODEL, value, entity, kind.namespace());
          }
        }
        case ENTITY_NAME -> {
          if (!value.equals(entity)) {
            throw new PlatformException(DataErrors.DATA_ENTITY_UNKNOWN, value);
          }
        }
        case EXTERNAL_ID -> {
          String[] parts = value.split(String.valueOf(UNIT_SEPARATOR), -1);
          if (parts.length != 3
              || parts[0].isEmpty()
              || !parts[1].equals(entity)
              || parts[2].isEmpty()) {
            throw new PlatformException(DataErrors.DATA_EXTERNAL_ID_TAG_INVALID, entity);
          }
          kept.add(tag);
        }
        default -> kept.add(tag);
      }
    }
    return kept;
  }

  private static void requireEtalonId(String subjectId) {
    if (subjectId.isEmpty()) {
      return;
    }
    try {
      UUID.fromString(subjectId);
    } catch (IllegalArgumentException e) {
      throw new PlatformException(
          List.of(Problem.at("subjectId", DataErrors.DATA_ETALON_ID_INVALID, subjectId)));
    }
  }

  /**
   * A draft's tags for its next edition: its operation code and, once the change names one, the
   * record's key ({@code keyTag} null: the key it has, if any).
   */
  static List<String> editionTags(DraftView draft, String operation, String keyTag) {
    List<String> tags = new ArrayList<>();
    for (String tag : draft.tags()) {
      if (!tag.startsWith(OPERATION_CODE + ":")
          && !(keyTag != null && tag.startsWith(EXTERNAL_ID + ":"))) {
        tags.add(tag);
      }
    }
    tags.add(OPERATION_CODE + ":" + operation);
    if (keyTag != null) {
      tags.add(EXTERNAL_ID + ":" + keyTag);
    }
    return tags;
  }
}
