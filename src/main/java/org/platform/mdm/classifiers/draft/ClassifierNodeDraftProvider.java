package org.platform.mdm.classifiers.draft;

import java.util.List;
import java.util.Map;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierNames;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.ClassifierNodeModel;
import org.platform.mdm.classifiers.publish.NodePublisher;
import org.platform.mdm.classifiers.tree.ClassifierRepository;
import org.platform.mdm.classifiers.tree.NodeRepository;
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
 * {@code classifier-node} drafts: one node of a classifier version (the subject is {@code
 * <classifier>/<version>/<node>}), RUNNING from the start, keeping the node's lock version it
 * started from ({@value #STARTED}; 0 for a new node). Publishing adds, changes, moves, renames or
 * removes the node (see {@link ClassifierNodeModel}).
 */
@Component
class ClassifierNodeDraftProvider implements DraftProvider {

  static final String TYPE = "classifier-node";
  static final String STARTED = "nodeVersion";

  private final ClassifierRepository classifiers;
  private final NodeRepository nodes;
  private final NodePublisher publisher;
  private final JsonMapper json;

  ClassifierNodeDraftProvider(
      ClassifierRepository classifiers,
      NodeRepository nodes,
      NodePublisher publisher,
      JsonMapper json) {
    this.classifiers = classifiers;
    this.nodes = nodes;
    this.publisher = publisher;
    this.json = json;
  }

  /** A subject split into classifier, version and node. */
  record Subject(String classifier, String version, String node) {

    static Subject parse(String subject) {
      String[] parts = subject == null ? new String[0] : subject.split("/", -1);
      if (parts.length != 3 || parts[0].isEmpty() || parts[1].isEmpty() || parts[2].isEmpty()) {
        throw new PlatformException(
            ClassifierErrors.CLASSIFIER_SUBJECT_INVALID, subject, "<classifier>/<version>/<node>");
      }
      return new Subject(parts[0], parts[1], parts[2]);
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
    if (classifiers.version(s.classifier(), s.version()).isEmpty()) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_VERSION_NOT_FOUND, s.version(), s.classifier());
    }
    PlatformException.throwIfAny(ClassifierNames.check("subjectId", s.node()));
    long started =
        nodes
            .findByName(s.classifier(), s.version(), s.node())
            .flatMap(n -> nodes.lock(n.nodeId()))
            .orElse(0L);
    return new DraftOpening(
        DraftState.RUNNING, input.subjectId(), List.of(), Map.of(STARTED, started));
  }

  @Override
  public JsonNode content(DraftView draft, EditionView latest) {
    if (latest != null) {
      return latest.content();
    }
    Subject s = Subject.parse(draft.subjectId());
    ClassifierNodeModel model =
        nodes
            .findByName(s.classifier(), s.version(), s.node())
            .map(
                n ->
                    ClassifierNodeModel.of(
                        s.classifier(),
                        s.version(),
                        n,
                        n.parentId() == null
                            ? null
                            : nodes
                                .find(s.classifier(), s.version(), n.parentId())
                                .map(ClassifierNode::name)
                                .orElse(null)))
            .orElseGet(
                () ->
                    new ClassifierNodeModel(
                        s.classifier(), s.version(), s.node(), null, null, s.node(), null, null));
    return json.valueToTree(model);
  }

  @Override
  public Publication publish(DraftView draft, EditionView latest, boolean force) {
    JsonNode document = content(draft, latest);
    ClassifierNodeModel model = json.treeToValue(document, ClassifierNodeModel.class);
    if (!draft.subjectId().equals(model.subject())) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_SUBJECT_MISMATCH, draft.subjectId(), model.subject());
    }
    long started = draft.variables().get(STARTED) instanceof Number n ? n.longValue() : 0L;
    publisher.publish(model, started, force);
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
