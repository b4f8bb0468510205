package org.platform.mdm.classifiers.draft;

import java.util.List;
import java.util.Map;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierNames;
import org.platform.mdm.classifiers.ClassifierView;
import org.platform.mdm.classifiers.publish.ClassifierPublisher;
import org.platform.mdm.classifiers.tree.ClassifierRepository;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.draft.DraftOpening;
import org.platform.mdm.draft.DraftOperation;
import org.platform.mdm.draft.DraftProvider;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.EditionView;
import org.platform.mdm.draft.Publication;
import org.platform.mdm.draft.RequiredRight;
import org.platform.mdm.draft.UpsertInput;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code classifier-model} drafts: a working copy of one classifier (the subject is its name),
 * RUNNING from the start. The draft keeps the classifier's lock version it started from ({@value
 * #STARTED}); publishing refuses a classifier changed since, unless forced.
 */
@Component
class ClassifierModelDraftProvider implements DraftProvider {

  static final String TYPE = "classifier-model";
  static final String STARTED = "classifierVersion";

  private final ClassifierRepository classifiers;
  private final ClassifierPublisher publisher;
  private final JsonMapper json;

  ClassifierModelDraftProvider(
      ClassifierRepository classifiers, ClassifierPublisher publisher, JsonMapper json) {
    this.classifiers = classifiers;
    this.publisher = publisher;
    this.json = json;
  }

  @Override
  public String id() {
    return TYPE;
  }

  @Override
  public DraftOpening open(UpsertInput input) {
    input.refuseParameters(id());
    PlatformException.throwIfAny(ClassifierNames.checkClassifier("subjectId", input.subjectId()));
    long started = classifiers.find(input.subjectId()).map(ClassifierView::version).orElse(0L);
    return new DraftOpening(
        DraftState.RUNNING, input.subjectId(), List.of(), Map.of(STARTED, started));
  }

  @Override
  public JsonNode content(DraftView draft, EditionView latest) {
    if (latest != null) {
      return latest.content();
    }
    ClassifierModel model =
        classifiers
            .find(draft.subjectId())
            .map(ClassifierView::model)
            .orElseGet(
                () ->
                    new ClassifierModel(
                        draft.subjectId(), draft.subjectId(), null, null, false, List.of()));
    return json.valueToTree(model);
  }

  @Override
  public Publication publish(DraftView draft, EditionView latest, boolean force) {
    JsonNode document = content(draft, latest);
    ClassifierModel model = json.treeToValue(document, ClassifierModel.class);
    if (!draft.subjectId().equals(model.name())) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_SUBJECT_MISMATCH, draft.subjectId(), model.name());
    }
    publisher.publishModel(model, started(draft), force, CurrentUser.get().userName());
    return new Publication(document, draft.subjectId());
  }

  static long started(DraftView draft) {
    return draft.variables().get(STARTED) instanceof Number n ? n.longValue() : 0L;
  }

  /**
   * Rights on the classifier's own resource (category CLASSIFIER); a classifier that does not exist
   * yet has none, so creating one needs the data-model administration rights.
   */
  @Override
  public RequiredRight requiredRight(DraftOperation operation, DraftView draft) {
    String subject = draft.subjectId();
    if (subject != null && classifiers.find(subject).isPresent()) {
      return RequiredRight.onResource(subject, operation);
    }
    return RequiredRight.onResource(SystemResource.ADMIN_DATA_MANAGEMENT.name(), operation);
  }
}
