package org.platform.mdm.dp.run;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.classifiers.StoredClassificationValues;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.Step;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * A depersonalization of classifications in place ({@code dpClassifiersJob} with {@code
 * inPlace=true}): for each classifier chosen and each register or reference set it is assigned to,
 * every stored value of each confidential node attribute of the classifications of its records
 * (each revision, archived ones too, each interval of the timelines) is replaced by its function
 * where it is, and so is each held by drafts (the classifier's classification drafts, and the
 * classifications drafted inline in the registers' record drafts); then the notifications and
 * profiles of those registers made before go (a record's notification carries its classifications),
 * and each record is notified as changed. The records classified there when the rewriting began
 * tell it in their history (DEPERSONALIZED with the classifier, {@link InPlaceRuns}).
 */
@Component
class ClassificationsInPlace {

  private final StoredClassificationValues classifications;
  private final ClassificationCopies copies;
  private final DepersonalizationRepository repository;
  private final InPlaceNotices notices;
  private final InPlaceRuns runs;
  private final Clock clock;

  ClassificationsInPlace(
      @Lazy StoredClassificationValues classifications,
      ClassificationCopies copies,
      DepersonalizationRepository repository,
      InPlaceNotices notices,
      InPlaceRuns runs,
      Clock clock) {
    this.classifications = classifications;
    this.copies = copies;
    this.repository = repository;
    this.notices = notices;
    this.runs = runs;
    this.clock = clock;
  }

  /**
   * Rewrites the classifications, a step per classifier and register; false when a stop was asked.
   */
  boolean run(
      OperationRun run,
      ClassificationPlan plan,
      Map<String, List<String>> classified,
      byte[] key,
      PlatformUser user)
      throws Exception {
    Set<String> registers = new LinkedHashSet<>();
    List<String> done = new ArrayList<>();
    for (Map.Entry<String, List<String>> e : classified.entrySet()) {
      String classifier = e.getKey();
      ClassificationCopies.NodeFunctions functions = copies.functions(classifier, key);
      StoredClassificationValues.Rewrite rewrite =
          (node, values) -> functions.of(node, null).apply(values);
      for (String entity : e.getValue()) {
        registers.add(entity);
        done.add(classifier + " in " + entity);
        Step step = run.step("depersonalize " + classifier + " in " + entity);
        if (step.completed()) {
          continue;
        }
        runs.began(
            run.executionId(),
            entity,
            classifier,
            plan.keyName(),
            null,
            run.startedBy(),
            OffsetDateTime.now(clock));
        step.total(repository.countRecords(entity));
        if (!Pages.run(
            run,
            step,
            (scope, after) -> page(scope, classifier, entity, after, plan.blockSize(), rewrite),
            plan.blockSize())) {
          return false;
        }
      }
      int size = plan.blockSize();
      if (!Pages.drafts(
          run,
          "depersonalize drafts " + classifier,
          classifier,
          size,
          after -> classifications.drafts(classifier, null, after, size, rewrite))) {
        return false;
      }
      for (String entity : e.getValue()) {
        if (!Pages.drafts(
            run,
            "depersonalize drafts " + classifier + " in " + entity,
            entity,
            size,
            after -> classifications.drafts(classifier, entity, after, size, rewrite))) {
          return false;
        }
      }
    }
    if (!notices.forgetAndNotify(run, registers, registers, plan.blockSize(), user)) {
      return false;
    }
    run.note(
        "Depersonalized the classifications of "
            + (done.isEmpty() ? "nothing" : String.join(", ", done))
            + " in place");
    return true;
  }

  /** One block: the classifications of a page of the register's records rewritten. */
  private int page(
      Step.Scope scope,
      String classifier,
      String entity,
      EtalonId after,
      int size,
      StoredClassificationValues.Rewrite rewrite) {
    List<EtalonId> ids = repository.etalonIds(entity, after, size);
    classifications
        .records(classifier, ids, rewrite)
        .refused()
        .forEach(
            (id, reason) ->
                scope.failed(
                    entity + " " + id,
                    reason + "; its classifications by " + classifier + " were left as they were"));
    if (!ids.isEmpty()) {
      scope.checkpoint(ids.get(ids.size() - 1).value().toString());
    }
    scope.processed(ids.size());
    return ids.size();
  }
}
