package org.platform.mdm.classifiers.draft;

import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierNodeModel;
import org.platform.mdm.classifiers.ClassifierVersionModel;
import org.platform.mdm.classifiers.publish.ClassifierPublisher;
import org.platform.mdm.classifiers.publish.NodePublisher;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.PublishOutcome;
import org.platform.mdm.draft.UpsertCommand;
import org.platform.mdm.system.PlatformException;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/**
 * Saves into {@code classifier-model} and {@code classifier-version} drafts, as the steward UI and
 * scripts do: checked first (every problem at once), then saved as the draft's next edition;
 * without a draft, one is opened, saved and published in one transaction.
 */
@Service
public class ClassifierDrafts {

  private final DraftService drafts;
  private final ClassifierPublisher publisher;
  private final NodePublisher nodePublisher;
  private final JsonMapper json;

  ClassifierDrafts(
      @Lazy DraftService drafts,
      ClassifierPublisher publisher,
      NodePublisher nodePublisher,
      JsonMapper json) {
    this.drafts = drafts;
    this.publisher = publisher;
    this.nodePublisher = nodePublisher;
    this.json = json;
  }

  /** What a save did: the draft, and whether it was also published. */
  public record SaveResult(DraftView draft, boolean published) {}

  /** Saves a classifier into its draft, or publishes it at once when {@code draftId} is null. */
  @Transactional
  public SaveResult saveModel(
      DraftId draftId, ClassifierModel model, Long version, PlatformUser user) {
    PlatformException.throwIfAny(publisher.check(model));
    return save(ClassifierModelDraftProvider.TYPE, model.name(), draftId, model, version, user);
  }

  /** Saves a version into its draft, or publishes it at once when {@code draftId} is null. */
  @Transactional
  public SaveResult saveVersion(
      DraftId draftId, ClassifierVersionModel model, Long version, PlatformUser user) {
    PlatformException.throwIfAny(model.problems());
    return save(
        ClassifierVersionDraftProvider.TYPE, model.subject(), draftId, model, version, user);
  }

  /** Saves a node into its draft, or publishes it at once when {@code draftId} is null. */
  @Transactional
  public SaveResult saveNode(
      DraftId draftId, ClassifierNodeModel model, Long version, PlatformUser user) {
    PlatformException.throwIfAny(nodePublisher.problems(model));
    return save(ClassifierNodeDraftProvider.TYPE, model.subject(), draftId, model, version, user);
  }

  private SaveResult save(
      String type, String subject, DraftId draftId, Object content, Long version, PlatformUser u) {
    if (draftId != null) {
      DraftView draft = drafts.get(draftId);
      if (!type.equals(draft.type())) {
        throw new PlatformException(
            ClassifierErrors.CLASSIFIER_NOT_A_CLASSIFIER_DRAFT,
            draftId.value(),
            draft.type(),
            type);
      }
      if (!subject.equals(draft.subjectId())) {
        throw new PlatformException(
            ClassifierErrors.CLASSIFIER_SUBJECT_MISMATCH, draft.subjectId(), subject);
      }
      return new SaveResult(
          drafts.addEdition(draftId, json.valueToTree(content), version, u), false);
    }
    DraftView draft =
        drafts.upsert(
            new UpsertCommand(
                type,
                null,
                subject,
                null,
                null,
                null,
                "Saved and published in one step",
                null,
                null),
            u);
    drafts.addEdition(draft.draftId(), json.valueToTree(content), null, u);
    PublishOutcome outcome = drafts.publish(draft.draftId(), false, false, null, u);
    return new SaveResult(outcome.draft(), true);
  }
}
