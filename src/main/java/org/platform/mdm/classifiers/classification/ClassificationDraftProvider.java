package org.platform.mdm.classifiers.classification;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.draft.DraftOpening;
import org.platform.mdm.draft.DraftOperation;
import org.platform.mdm.draft.DraftProvider;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.EditionView;
import org.platform.mdm.draft.Publication;
import org.platform.mdm.draft.RequiredRight;
import org.platform.mdm.draft.UpsertInput;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * {@code classification} drafts: one record's classifications in one classifier, kept until
 * published. Record writes sent with a {@code parentDraftId} put each classifier's items into such
 * a child draft (tags {@code classified-origin-id}: the record's key, {@code classified-id}: its
 * etalon once it exists, {@code classifier-name}, {@code version-name}, {@code node-name}: the node
 * of the last item); the parent publishes them after its records. Each change of the draft is the
 * body of {@code POST /api/v1/classifiers/classifications}, applied in order.
 */
@Component
class ClassificationDraftProvider implements DraftProvider {

  static final String TYPE = "classification";
  static final String NAMESPACE = "namespace";
  static final String ORIGIN = "classified-origin-id";
  static final String CLASSIFIED = "classified-id";
  static final String OPERATION_CODE = "operation-code";
  static final String NODE = "node-name";
  static final String VERSION = "version-name";
  static final String CLASSIFIER = "classifier-name";
  static final String OPERATIONS = "operations";
  static final String UPSERT = "UPSERT_CLASSIFICATION";

  private final Classifications classifications;

  ClassificationDraftProvider(@Lazy Classifications classifications) {
    this.classifications = classifications;
  }

  @Override
  public String id() {
    return TYPE;
  }

  @Override
  public List<String> tagNames() {
    return List.of(ORIGIN, NAMESPACE, CLASSIFIED, OPERATION_CODE, NODE, VERSION, CLASSIFIER);
  }

  @Override
  public DraftOpening open(UpsertInput input) {
    input.refuseParameters(id());
    return new DraftOpening(DraftState.RUNNING, input.subjectId(), input.tags(), Map.of());
  }

  @Override
  public JsonNode content(DraftView draft, EditionView latest) {
    if (latest != null) {
      return latest.content();
    }
    return JsonNodeFactory.instance
        .objectNode()
        .set(OPERATIONS, JsonNodeFactory.instance.arrayNode());
  }

  @Override
  public Publication publish(DraftView draft, EditionView latest, boolean force) {
    JsonNode content = content(draft, latest);
    String record = null;
    for (JsonNode change : content.path(OPERATIONS)) {
      record =
          classifications
              .write(change.path("body"), CurrentUser.get())
              .record()
              .etalonId()
              .toString();
    }
    return new Publication(content, record);
  }

  /** Classifications publish after the records they classify (and their links). */
  @Override
  public int publishPhase(DraftView draft, EditionView latest) {
    return 2;
  }

  /** READ on the classifier (publishing also needs UPDATE on the record's entity). */
  @Override
  public RequiredRight requiredRight(DraftOperation operation, DraftView draft) {
    String classifier = draft.tag(CLASSIFIER);
    return new RequiredRight(classifier == null ? "" : classifier, Right.READ);
  }

  /** The changes an edition holds, in order. */
  static List<JsonNode> changes(EditionView latest) {
    List<JsonNode> list = new ArrayList<>();
    if (latest != null) {
      latest.content().path(OPERATIONS).forEach(list::add);
    }
    return list;
  }
}
