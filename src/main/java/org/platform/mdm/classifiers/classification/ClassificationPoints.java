package org.platform.mdm.classifiers.classification;

import java.util.List;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.data.MergeContext;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordPipelineIds;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.system.PipelinePoints;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;

/**
 * Where classifications join the record pipelines: the connectors {@code
 * CLASSIFICATION_DELETE_CONNECTOR} and {@code CLASSIFICATION_UPSERT_CONNECTOR} of the record
 * upsert, right after the relation connectors (before the record's notification and matching), and
 * the physical delete of a record, which removes its classifications with it. A logical delete
 * keeps them: they are out of force while the record is deleted and in force again once it is
 * restored. A merge moves the losers' classifications to the winner ({@code
 * CLASSIFICATION_MERGE_CONNECTOR}, after the record's and its relations' merge) and an unmerge
 * takes them back ({@code CLASSIFICATION_UNMERGE_CONNECTOR}).
 */
@Configuration(proxyBeanMethods = false)
class ClassificationPoints {

  /** Where the upsert connectors keep the checked plan for the second one. */
  private static final String PLAN = ClassificationPoints.class.getName() + ".plan";

  @Bean
  @Order(Ordered.HIGHEST_PRECEDENCE)
  PipelinePoints classificationConnectors(
      ClassificationChecks checks, ClassificationWrites writes, ClassificationMerges merges) {
    return PipelinePoints.of(ClassifierErrors.MODULE_ID)
        .connector(
            RecordPipelineIds.UPSERT,
            RecordPipelineIds.UPSERT_FINISH,
            "CLASSIFICATION_DELETE_CONNECTOR",
            "Checks the write's classifications and deletes those it names",
            RecordContext.class,
            ctx -> checkAndDelete(checks, writes, ctx))
        .connector(
            RecordPipelineIds.UPSERT,
            RecordPipelineIds.UPSERT_FINISH,
            "CLASSIFICATION_UPSERT_CONNECTOR",
            "Writes the write's classifications, rebuilds their timelines",
            RecordContext.class,
            ctx -> place(writes, ctx))
        .connector(
            RecordPipelineIds.MERGE,
            RecordPipelineIds.MERGE_FINISH,
            "CLASSIFICATION_MERGE_CONNECTOR",
            "Moves the losers' classifications into the winner's of the same classifier and slot,"
                + " keeping what each loser lost, and rebuilds the winner's timelines",
            MergeContext.class,
            merges::merge)
        .connector(
            RecordPipelineIds.UNMERGE,
            RecordPipelineIds.UNMERGE_FINISH,
            "CLASSIFICATION_UNMERGE_CONNECTOR",
            "Moves the revisions the leaving keys wrote (and those a loser coming back brought) to"
                + " the detached record, and rebuilds both sides' timelines",
            MergeContext.class,
            merges::unmerge);
  }

  /** After the other modules' points at the delete's end (its notification among them). */
  @Bean
  @Order(Ordered.LOWEST_PRECEDENCE)
  PipelinePoints classificationWipe(ClassificationRepository repository) {
    return PipelinePoints.of(ClassifierErrors.MODULE_ID)
        .connector(
            RecordPipelineIds.DELETE,
            RecordPipelineIds.DELETE_FINISH,
            "CLASSIFICATION_WIPE_CONNECTOR",
            "A physical delete removes the record's classifications",
            RecordContext.class,
            ctx -> {
              if (ctx.wipe() && ctx.etalonId() != null) {
                repository.wipe(ctx.etalonId());
              }
            });
  }

  private static void checkAndDelete(
      ClassificationChecks checks, ClassificationWrites writes, RecordContext ctx) {
    RecordWrite w = ctx.write();
    if (w == null || !w.touchesClassifications() || ctx.etalonId() == null) {
      return;
    }
    ClassificationWrites.Target target = target(ctx, w);
    ClassificationWrites.Plan plan =
        checks.check(target, w.classifications(), w.classificationDeletes(), ctx.user());
    ctx.putExtra(PLAN, plan);
    writes.persist(
        target,
        new ClassificationWrites.Plan(List.of(), plan.removals()),
        ctx.now(),
        ctx.user(),
        ctx::warn);
  }

  private static void place(ClassificationWrites writes, RecordContext ctx) {
    if (ctx.extra(PLAN) instanceof ClassificationWrites.Plan plan) {
      writes.persist(
          target(ctx, ctx.write()),
          new ClassificationWrites.Plan(plan.placements(), List.of()),
          ctx.now(),
          ctx.user(),
          ctx::warn);
    }
  }

  private static ClassificationWrites.Target target(RecordContext ctx, RecordWrite w) {
    Period period = Period.between(w.validFrom(), w.validTo());
    return new ClassificationWrites.Target(
        ctx.etalonId(),
        ctx.entityName(),
        w.sourceSystem(),
        w.externalId(),
        period == null ? Period.ALL_TIME : period);
  }
}
