package org.platform.mdm.classifiers.draft;

import java.util.List;
import java.util.Map;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierNames;
import org.platform.mdm.classifiers.ClassifierVersionModel;
import org.platform.mdm.classifiers.VersionView;
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
 * {@code classifier-version} drafts: one version of a classifier (the subject is {@code
 * <classifier>/<version>}), RUNNING from the start, keeping the version's lock version it started
 * from ({@value #STARTED}; 0 for a new version).
 */
@Component
class ClassifierVersionDraftProvider implements DraftProvider {

  static final String TYPE = "classifier-version";
  static final String STARTED = "versionVersion";

  private final ClassifierRepository classifiers;
  private final ClassifierPublisher publisher;
  private final JsonMapper json;

  ClassifierVersionDraftProvider(
      ClassifierRepository classifiers, ClassifierPublisher publisher, JsonMapper json) {
    this.classifiers = classifiers;
    this.publisher = publisher;
    this.json = json;
  }

  /** A subject split into classifier and version. */
  record Subject(String classifier, String version) {

    static Subject parse(String subject) {
      int slash = subject == null ? -1 : subject.indexOf('/');
      if (slash <= 0 || slash == subject.length() - 1 || subject.indexOf('/', slash + 1) >= 0) {
        throw new PlatformException(
            ClassifierErrors.CLASSIFIER_SUBJECT_INVALID, subject, "<classifier>/<version>");
      }
      return new Subject(subject.substring(0, slash), subject.substring(slash + 1));
    }
  }

  @Override
  public String id() {
    return TYPE;
  }

  @Override
  public DraftOpening open(UpsertInput input) {
    input.refuseParameters(id());
    Subject s = Subject.parse(input.subjectId());
    if (classifiers.find(s.classifier()).isEmpty()) {
      throw new PlatformException(ClassifierErrors.CLASSIFIER_NOT_FOUND, s.classifier());
    }
    PlatformException.throwIfAny(ClassifierNames.check("subjectId", s.version()));
    long started =
        classifiers.version(s.classifier(), s.version()).map(VersionView::version).orElse(0L);
    return new DraftOpening(
        DraftState.RUNNING, input.subjectId(), List.of(), Map.of(STARTED, started));
  }

  @Override
  public JsonNode content(DraftView draft, EditionView latest) {
    if (latest != null) {
      return latest.content();
    }
    Subject s = Subject.parse(draft.subjectId());
    ClassifierVersionModel model =
        classifiers
            .version(s.classifier(), s.version())
            .map(VersionView::model)
            .orElseGet(
                () ->
                    new ClassifierVersionModel(
                        s.classifier(), s.version(), s.version(), null, null, null, false));
    return json.valueToTree(model);
  }

  @Override
  public Publication publish(DraftView draft, EditionView latest, boolean force) {
    JsonNode document = content(draft, latest);
    ClassifierVersionModel model = json.treeToValue(document, ClassifierVersionModel.class);
    if (!draft.subjectId().equals(model.subject())) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_SUBJECT_MISMATCH, draft.subjectId(), model.subject());
    }
    long started = draft.variables().get(STARTED) instanceof Number n ? n.longValue() : 0L;
    publisher.publishVersion(model, started, force, CurrentUser.get().userName());
    return new Publication(document, draft.subjectId());
  }

  /** Rights on the classifier's resource (category CLASSIFIER). */
  @Override
  public RequiredRight requiredRight(DraftOperation operation, DraftView draft) {
    String subject = draft.subjectId();
    int slash = subject == null ? -1 : subject.indexOf('/');
    String classifier = slash > 0 ? subject.substring(0, slash) : null;
    if (classifier != null && classifiers.find(classifier).isPresent()) {
      return RequiredRight.onResource(classifier, operation);
    }
    return RequiredRight.onResource(SystemResource.ADMIN_DATA_MANAGEMENT.name(), operation);
  }
}
