package org.platform.mdm.dp.run;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.DraftedValues;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.StoredValues;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.Step;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * A depersonalization in place ({@code inPlace=true}): the registers chosen themselves, every
 * stored value of each confidential attribute (each revision of each origin, each interval of the
 * timelines, the links' values of the relations starting at them, and the values the drafts of
 * those records and links hold) replaced by its function, so no original is left in the hot store;
 * search documents, quality results and matching keys are derived again from the new values; the
 * stored copies other modules made of the earlier values (notifications, profiles) go, and each
 * record is then notified as changed, and so is each record of the registers linked to or from
 * them, whose earlier notifications went too. For a test stand restored from production: the
 * originals cannot be had back. Each register's records that existed when its rewriting began tell
 * it in their history (DEPERSONALIZED, {@link InPlaceRuns}).
 */
@Component
class InPlaceDepersonalization {

  private final StoredValues stored;
  private final DraftedValues drafted;
  private final Obfuscations obfuscations;
  private final DepersonalizationRepository repository;
  private final InPlaceNotices notices;
  private final InPlaceRuns runs;
  private final Clock clock;

  InPlaceDepersonalization(
      @Lazy StoredValues stored,
      @Lazy DraftedValues drafted,
      Obfuscations obfuscations,
      DepersonalizationRepository repository,
      InPlaceNotices notices,
      InPlaceRuns runs,
      Clock clock) {
    this.stored = stored;
    this.drafted = drafted;
    this.obfuscations = obfuscations;
    this.repository = repository;
    this.notices = notices;
    this.runs = runs;
    this.clock = clock;
  }

  /**
   * Rewrites the registers in the order given, a step for each, then their links; false when a stop
   * was asked.
   */
  boolean run(
      OperationRun run,
      CopyPlan plan,
      DataModel model,
      List<String> order,
      byte[] key,
      PlatformUser user)
      throws Exception {
    for (String entity : order) {
      Step step = run.step("depersonalize " + entity);
      if (step.completed()) {
        continue;
      }
      List<ConfidentialFields.Field> fields = ConfidentialFields.ofEntity(model, entity);
      ValueObfuscation values = obfuscations.prepare(entity, entity, fields, key);
      runs.began(
          run.executionId(),
          entity,
          null,
          plan.keyName(),
          fields.stream().map(ConfidentialFields.Field::name).toList(),
          run.startedBy(),
          OffsetDateTime.now(clock));
      step.total(repository.countRecords(entity));
      if (!Pages.run(
          run,
          step,
          (scope, after) -> page(scope, entity, after, plan.blockSize(), values, null),
          plan.blockSize())) {
        return false;
      }
    }
    for (String entity : order) {
      Map<String, ValueObfuscation> byRelation = relations(model, entity, key);
      if (byRelation.isEmpty()) {
        continue;
      }
      Step step = run.step("depersonalize links " + entity);
      if (step.completed()) {
        continue;
      }
      step.total(repository.countRecords(entity));
      if (!Pages.run(
          run,
          step,
          (scope, after) -> page(scope, entity, after, plan.blockSize(), null, byRelation),
          plan.blockSize())) {
        return false;
      }
    }
    for (String entity : order) {
      if (!drafts(run, model, entity, key, plan.blockSize())) {
        return false;
      }
    }
    // The linked registers' notifications go too (they carry the related values): their records
    // are notified again after the registers rewritten, so subscribers lose no record.
    Set<String> related = related(model, order);
    if (!notices.forgetAndNotify(run, related, related, plan.blockSize(), user)) {
      return false;
    }
    long rewritten = 0;
    for (String entity : order) {
      rewritten += repository.countRecords(entity);
    }
    run.note(
        "Depersonalized "
            + DepersonalizationOperation.counted(
                order.size(), "register or reference set", "registers and reference sets")
            + " in place, of "
            + DepersonalizationOperation.counted(rewritten, "record", "records"));
    return true;
  }

  /** The functions of the links' values of each relation starting at the register that has any. */
  private Map<String, ValueObfuscation> relations(DataModel model, String entity, byte[] key) {
    Map<String, ValueObfuscation> byRelation = new LinkedHashMap<>();
    for (RelationDef r : model.relations()) {
      List<ConfidentialFields.Field> fields = ConfidentialFields.ofRelation(model, r.name());
      if (r.from().equals(entity) && !fields.isEmpty()) {
        byRelation.put(r.name(), obfuscations.prepare(r.name(), null, fields, key));
      }
    }
    return byRelation;
  }

  /**
   * The drafts of the register's records (the values of their writes and of the links they carry),
   * then those of the links of each relation starting at it: a step of pages of drafts each, in
   * draft id order; false when a stop was asked.
   */
  private boolean drafts(OperationRun run, DataModel model, String entity, byte[] key, int size)
      throws Exception {
    ValueObfuscation values =
        obfuscations.prepare(entity, entity, ConfidentialFields.ofEntity(model, entity), key);
    Map<String, ValueObfuscation> byRelation = relations(model, entity, key);
    Map<String, StoredValues.Rewrite> links = new LinkedHashMap<>();
    byRelation.forEach((relation, v) -> links.put(relation, v::apply));
    if (!Pages.drafts(
        run,
        "depersonalize drafts " + entity,
        entity,
        size,
        after -> drafted.records(entity, after, size, values::apply, links))) {
      return false;
    }
    for (Map.Entry<String, ValueObfuscation> r : byRelation.entrySet()) {
      if (!Pages.drafts(
          run,
          "depersonalize drafts " + r.getKey(),
          r.getKey(),
          size,
          after -> drafted.links(r.getKey(), after, size, r.getValue()::apply))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The registers rewritten, then those whose stored copies may hold their values: the registers
   * linked to or from them (a notification carries its links' related values).
   */
  private static Set<String> related(DataModel model, List<String> order) {
    Set<String> names = new LinkedHashSet<>(order);
    for (RelationDef r : model.relations()) {
      if (order.contains(r.from()) || order.contains(r.to())) {
        names.add(r.from());
        names.add(r.to());
      }
    }
    return names;
  }

  /** One block: a page of records rewritten, or the links of a page of records. */
  private int page(
      Step.Scope scope,
      String entity,
      EtalonId after,
      int size,
      ValueObfuscation values,
      Map<String, ValueObfuscation> relations) {
    List<EtalonId> ids = repository.etalonIds(entity, after, size);
    if (values != null) {
      refused(scope, entity, stored.records(entity, ids, values::apply));
    } else {
      relations.forEach(
          (relation, v) -> refused(scope, entity, stored.links(relation, ids, v::apply)));
    }
    if (!ids.isEmpty()) {
      scope.checkpoint(ids.get(ids.size() - 1).value().toString());
    }
    scope.processed(ids.size());
    return ids.size();
  }

  private static void refused(Step.Scope scope, String entity, StoredValues.Rewritten rewritten) {
    rewritten
        .refused()
        .forEach(
            (id, reason) ->
                scope.failed(entity + " " + id, reason + "; its values were left as they were"));
  }
}
