package org.platform.mdm.data.draft;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
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
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * {@code relation} drafts: a link of a relation from one record to another, kept until published.
 * The draft carries {@code namespace:relation} and {@code entity-name:<relation name>}, and, once
 * known, the keys and etalons of both records ({@code relation-from-…}, {@code relation-to-…}).
 * Record writes sent with a {@code parentDraftId} put each link they make into such a child draft;
 * a parent publishes them after the records, so that a link between records created by the same
 * parent resolves.
 */
@Component
class RelationDraftProvider implements DraftProvider {

  static final String TYPE = "relation";
  static final String NAMESPACE = "relation";
  static final String FROM_ETALON = "relation-from-etalon-id";
  static final String FROM_KEY = "relation-from-external-id";
  static final String TO_ETALON = "relation-to-etalon-id";
  static final String TO_KEY = "relation-to-external-id";
  static final String UPSERT_RELATION = "UPSERT_RELATION";
  private static final Set<String> PARAMETERS =
      Set.of(RecordDraftProvider.NAMESPACE, RecordDraftProvider.ENTITY_NAME);

  private final DataModelService model;
  private final DraftedChanges changes;

  RelationDraftProvider(@Lazy DataModelService model, @Lazy DraftedChanges changes) {
    this.model = model;
    this.changes = changes;
  }

  @Override
  public String id() {
    return TYPE;
  }

  @Override
  public List<String> tagNames() {
    return List.of(
        FROM_ETALON,
        RecordDraftProvider.NAMESPACE,
        TO_KEY,
        RecordDraftProvider.ENTITY_NAME,
        RecordDraftProvider.OPERATION_CODE,
        TO_ETALON,
        FROM_KEY);
  }

  /** Parameters: {@code entity-name} (the relation), {@code namespace} (only "relation"). */
  @Override
  public DraftOpening open(UpsertInput input) {
    Map<String, String> parameters = input.parameters();
    List<String> unknown =
        parameters.keySet().stream().filter(p -> !PARAMETERS.contains(p)).sorted().toList();
    if (!unknown.isEmpty()) {
      throw new PlatformException(
          DraftErrors.DRAFT_PARAMETER_UNKNOWN, String.join(", ", unknown), id());
    }
    String namespace = parameters.get(RecordDraftProvider.NAMESPACE);
    if (namespace != null && !namespace.equals(NAMESPACE)) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "parameters." + RecordDraftProvider.NAMESPACE,
                  DataErrors.DATA_NAMESPACE_CONTRADICTS_MODEL,
                  namespace,
                  parameters.get(RecordDraftProvider.ENTITY_NAME),
                  NAMESPACE)));
    }
    relation(parameters.get(RecordDraftProvider.ENTITY_NAME));
    List<String> tags = new ArrayList<>();
    tags.add(RecordDraftProvider.NAMESPACE + ":" + NAMESPACE);
    tags.add(
        RecordDraftProvider.ENTITY_NAME + ":" + parameters.get(RecordDraftProvider.ENTITY_NAME));
    for (String tag : input.tags()) {
      if (!tag.startsWith(RecordDraftProvider.NAMESPACE + ":")
          && !tag.startsWith(RecordDraftProvider.ENTITY_NAME + ":")) {
        tags.add(tag);
      }
    }
    return new DraftOpening(DraftState.CREATED, input.subjectId(), tags, Map.of());
  }

  @Override
  public JsonNode content(DraftView draft, EditionView latest) {
    return latest == null ? JsonNodeFactory.instance.objectNode() : latest.content();
  }

  /** Writes the draft's links from their records, which must exist by now. */
  @Override
  public Publication publish(DraftView draft, EditionView latest, boolean force) {
    if (latest == null) {
      return new Publication(JsonNodeFactory.instance.objectNode(), null);
    }
    EtalonId from = changes.applyLinks(RecordDrafts.changes(latest), CurrentUser.get());
    return new Publication(latest.content(), from == null ? null : from.toString());
  }

  /** Links publish after the records they join. */
  @Override
  public int publishPhase(DraftView draft, EditionView latest) {
    return 2;
  }

  /** UPDATE on the register the relation starts at. */
  @Override
  public RequiredRight requiredRight(DraftOperation operation, DraftView draft) {
    String relation = draft.tag(RecordDraftProvider.ENTITY_NAME);
    return new RequiredRight(
        model.published().model().relation(relation).map(RelationDef::from).orElse(relation),
        Right.UPDATE);
  }

  private RelationDef relation(String name) {
    if (name == null || name.isBlank()) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "parameters." + RecordDraftProvider.ENTITY_NAME,
                  DataErrors.DATA_RELATION_NAME_REQUIRED)));
    }
    return model
        .published()
        .model()
        .relation(name)
        .orElseThrow(
            () ->
                new PlatformException(
                    List.of(
                        Problem.at(
                            "parameters." + RecordDraftProvider.ENTITY_NAME,
                            DataErrors.DATA_RELATION_UNKNOWN,
                            name))));
  }
}
