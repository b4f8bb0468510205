package org.platform.mdm.matching.record;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import org.platform.mdm.data.BatchWriteListener;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.GoldenRecordListener;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordPipelineIds;
import org.platform.mdm.matching.MatchingErrors;
import org.platform.mdm.system.PipelinePoints;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;

/**
 * Where matching runs: a point at the end of the upsert and restore pipelines (after the record's
 * own notification, so a merge it makes is told after the write), and a listener of every stored
 * golden record that keeps the blocking keys.
 */
@Configuration(proxyBeanMethods = false)
class MatchingPoints {

  static final String MATCH = "MATCH_RECORD";

  @Bean
  @Order(Ordered.LOWEST_PRECEDENCE)
  PipelinePoints matchRecords(RecordMatching matching) {
    return PipelinePoints.of(MatchingErrors.MODULE_ID)
        .point(
            RecordPipelineIds.UPSERT,
            RecordPipelineIds.UPSERT_FINISH,
            MATCH,
            "Matches the written record: merges AUTO_MERGE matches, clusters REVIEW ones",
            RecordContext.class,
            ctx -> match(matching, ctx))
        .point(
            RecordPipelineIds.RESTORE,
            RecordPipelineIds.RESTORE_FINISH,
            MATCH,
            "Matches the restored record like a written one",
            RecordContext.class,
            ctx -> match(matching, ctx));
  }

  private static void match(RecordMatching matching, RecordContext ctx) {
    if (ctx.changed() && ctx.etalonId() != null) {
      matching.match(ctx.entityName(), ctx.etalonId(), ctx.user(), ctx.now());
    }
  }

  /**
   * Records a batch of the record API wrote through the bulk path are matched as a single write's
   * would be, at the end of the batch's transaction, once per record (with its values after the
   * batch), in the order of the items.
   */
  @Bean
  BatchWriteListener matchBatchRecords(RecordMatching matching) {
    return matching::matchAll;
  }

  @Bean
  GoldenRecordListener matchingKeys(RecordMatching matching, Clock clock) {
    return new GoldenRecordListener() {
      @Override
      public void stored(List<GoldenRecord> records) {
        matching.keep(records, OffsetDateTime.now(clock));
      }

      @Override
      public void removed(Collection<EtalonId> etalonIds) {
        matching.removed(etalonIds);
      }
    };
  }
}
