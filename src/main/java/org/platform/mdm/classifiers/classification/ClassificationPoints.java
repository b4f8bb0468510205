package org.platform.mdm.classifiers.classification;

import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.data.MergeContext;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordPipelineIds;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.system.PipelinePoint;
import org.platform.mdm.system.Segment;
import org.platform.mdm.system.SegmentType;
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

  private static Segment connector(String name, String description) {
    return Segment.of(ClassifierErrors.MODULE_ID, name, SegmentType.CONNECTOR, description);
  }

  @Bean
  @Order(Ordered.HIGHEST_PRECEDENCE)
  PipelinePoint<RecordContext> classificationDeleteConnector(
      ClassificationChecks checks, ClassificationWrites writes) {
    return new PipelinePoint<>(
        RecordPipelineIds.UPSERT,
        RecordPipelineIds.UPSERT_FINISH,
        connector(
            "CLASSIFICATION_DELETE_CONNECTOR",
            "Checks the write's classifications and deletes those it names"),
        RecordContext.class,
        ctx -> {
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
              new ClassificationWrites.Plan(java.util.List.of(), plan.removals()),
              ctx.now(),
              ctx.user(),
              ctx::warn);
        });
  }

  @Bean
  @Order(Ordered.HIGHEST_PRECEDENCE + 1)
  PipelinePoint<RecordContext> classificationUpsertConnector(ClassificationWrites writes) {
    return new PipelinePoint<>(
        RecordPipelineIds.UPSERT,
        RecordPipelineIds.UPSERT_FINISH,
        connector(
            "CLASSIFICATION_UPSERT_CONNECTOR",
            "Writes the write's classifications, rebuilds their timelines"),
        RecordContext.class,
        ctx -> {
          if (ctx.extra(PLAN) instanceof ClassificationWrites.Plan plan) {
            writes.persist(
                target(ctx, ctx.write()),
                new ClassificationWrites.Plan(plan.placements(), java.util.List.of()),
                ctx.now(),
                ctx.user(),
                ctx::warn);
          }
        });
  }

  @Bean
  PipelinePoint<RecordContext> classificationWipe(ClassificationRepository repository) {
    return new PipelinePoint<>(
        RecordPipelineIds.DELETE,
        RecordPipelineIds.DELETE_FINISH,
        connector(
            "CLASSIFICATION_WIPE_CONNECTOR",
            "A physical delete removes the record's classifications"),
        RecordContext.class,
        ctx -> {
          if (ctx.wipe() && ctx.etalonId() != null) {
            repository.wipe(ctx.etalonId());
          }
        });
  }

  @Bean
  @Order(Ordered.HIGHEST_PRECEDENCE)
  PipelinePoint<MergeContext> classificationMergeConnector(ClassificationMerges merges) {
    return new PipelinePoint<>(
        RecordPipelineIds.MERGE,
        RecordPipelineIds.MERGE_FINISH,
        connector(
            "CLASSIFICATION_MERGE_CONNECTOR",
            "Moves the losers' classifications into the winner's of the same classifier and slot,"
                + " keeping what each loser lost, and rebuilds the winner's timelines"),
        MergeContext.class,
        merges::merge);
  }

  @Bean
  @Order(Ordered.HIGHEST_PRECEDENCE)
  PipelinePoint<MergeContext> classificationUnmergeConnector(ClassificationMerges merges) {
    return new PipelinePoint<>(
        RecordPipelineIds.UNMERGE,
        RecordPipelineIds.UNMERGE_FINISH,
        connector(
            "CLASSIFICATION_UNMERGE_CONNECTOR",
            "Moves the revisions the leaving keys wrote (and those a loser coming back brought) to"
                + " the detached record, and rebuilds both sides' timelines"),
        MergeContext.class,
        merges::unmerge);
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
