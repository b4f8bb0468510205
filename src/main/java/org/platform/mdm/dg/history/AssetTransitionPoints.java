package org.platform.mdm.dg.history;

import java.util.Optional;
import java.util.function.Function;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordPipelineIds;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dg.asset.AssetTypes;
import org.platform.mdm.system.PipelinePoints;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Lazy;

/**
 * The spec's {@code [ASSET_DELETE_TRANSITION]} and {@code [ASSET_RESTORE_TRANSITION]}: an asset's
 * delete and restore run through the record pipelines, and these points, placed before their
 * FINISH, tell the answer the transition the operation wrote into the asset's history (its event
 * type, date and order; that one event read back, not the whole history), as an info note under
 * {@link #NOTICE_KEY}. Records of other types, drafted operations, wipes (no history is left),
 * operations that changed nothing and those whose history shows no such event of their moment (an
 * origin's inactivation) are left alone.
 */
@Configuration(proxyBeanMethods = false)
public class AssetTransitionPoints {

  /** The message key of the note a transition adds to the operation's answer. */
  public static final String NOTICE_KEY = "dg.asset.transition";

  @Bean
  PipelinePoints assetTransitionSteps(@Lazy AssetTransitions transitions, @Lazy AssetTypes types) {
    return PipelinePoints.of(DgErrors.MODULE_ID)
        .point(
            RecordPipelineIds.DELETE,
            RecordPipelineIds.DELETE_FINISH,
            AssetHistoryIds.DELETE_TRANSITION_NAME,
            "Tells the answer of an asset's delete the transition its history records",
            RecordContext.class,
            ctx ->
                tell(
                    ctx,
                    types,
                    id -> transitions.deleted(id, ctx.periodic(), ctx.now(), ctx.user())))
        .point(
            RecordPipelineIds.RESTORE,
            RecordPipelineIds.RESTORE_FINISH,
            AssetHistoryIds.RESTORE_TRANSITION_NAME,
            "Tells the answer of an asset's restore the transition its history records",
            RecordContext.class,
            ctx ->
                tell(
                    ctx,
                    types,
                    id -> transitions.restored(id, ctx.periodic(), ctx.now(), ctx.user())));
  }

  private static void tell(
      RecordContext ctx,
      AssetTypes types,
      Function<EtalonId, Optional<AssetHistoryItem>> transition) {
    if (ctx.etalonId() == null
        || !ctx.changed()
        || ctx.drafting()
        || ctx.wipe()
        || !types.isAssetType(ctx.entityName())) {
      return;
    }
    transition
        .apply(ctx.etalonId())
        .ifPresent(
            t ->
                ctx.warn(
                    Notice.of(
                        null, NOTICE_KEY, t.eventType().name(), t.date().toString(), t.seq())));
  }
}
