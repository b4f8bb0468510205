package org.platform.mdm.notifications;

import org.platform.mdm.data.MergeContext;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordPipelineIds;
import org.platform.mdm.system.PipelinePoint;
import org.platform.mdm.system.Segment;
import org.platform.mdm.system.SegmentType;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;

/**
 * The spec's notification points in the record, merge and unmerge pipelines. They come first among
 * the points at one place ({@code @Order(0)}): a record's notification is written before what other
 * modules do after the write (a merge matching makes is told after the write it follows).
 */
@Configuration(proxyBeanMethods = false)
class NotificationPoints {

  static final String SEND_UPSERT = "SEND_UPSERT_NOTIFICATION";
  static final String SEND_DELETE = "SEND_DELETE_NOTIFICATION";
  static final String CAPTURE_DELETED = "CAPTURE_DELETED_RECORD";

  /** In RECORD_MERGE_START, before RECORD_MERGE_FINISH: UPDATE_WINNER_MERGE. */
  static final String SEND_MERGE = "SEND_MERGE_NOTIFICATION";

  /** In RECORD_MERGE_START, before RECORD_MERGE_PERSISTENCE: UPDATE_LOSER_MERGE. */
  static final String SEND_MERGE_LOSER = "SEND_MERGE_LOSER_NOTIFICATION";

  /** In RECORD_UNMERGE_START, before RECORD_UNMERGE_FINISH: UPDATE_UNMERGE, CREATE_UNMERGE. */
  static final String SEND_UNMERGE = "SEND_UNMERGE_NOTIFICATION";

  private static Segment point(String name, String description) {
    return Segment.of(NotificationErrors.MODULE_ID, name, SegmentType.POINT, description);
  }

  @Bean
  @Order(0)
  PipelinePoint<RecordContext> sendUpsertNotification(Notifications notifications) {
    return new PipelinePoint<>(
        RecordPipelineIds.UPSERT,
        RecordPipelineIds.UPSERT_FINISH,
        point(SEND_UPSERT, "Writes the UPSERT notification into the outbox"),
        RecordContext.class,
        notifications::upserted);
  }

  @Bean
  @Order(0)
  PipelinePoint<RecordContext> sendRestoreNotification(Notifications notifications) {
    return new PipelinePoint<>(
        RecordPipelineIds.RESTORE,
        RecordPipelineIds.RESTORE_FINISH,
        point(SEND_UPSERT, "Writes the UPSERT notification of the restored record into the outbox"),
        RecordContext.class,
        notifications::upserted);
  }

  @Bean
  @Order(0)
  PipelinePoint<RecordContext> captureDeletedRecord(Notifications notifications) {
    return new PipelinePoint<>(
        RecordPipelineIds.DELETE,
        RecordPipelineIds.DELETE_PERSISTENCE,
        point(CAPTURE_DELETED, "Keeps the record as it is before the delete, for its notification"),
        RecordContext.class,
        notifications::capture);
  }

  @Bean
  @Order(0)
  PipelinePoint<RecordContext> sendDeleteNotification(Notifications notifications) {
    return new PipelinePoint<>(
        RecordPipelineIds.DELETE,
        RecordPipelineIds.DELETE_FINISH,
        point(SEND_DELETE, "Writes the LOGICAL_DELETE or PHYSICAL_DELETE notification"),
        RecordContext.class,
        notifications::deleted);
  }

  @Bean
  @Order(0)
  PipelinePoint<MergeContext> sendMergeLoserNotification(Notifications notifications) {
    return new PipelinePoint<>(
        RecordPipelineIds.MERGE,
        RecordPipelineIds.MERGE_PERSISTENCE,
        point(
            SEND_MERGE_LOSER, "Writes UPDATE_LOSER_MERGE of each loser as it is before the merge"),
        MergeContext.class,
        notifications::mergeLosers);
  }

  @Bean
  @Order(0)
  PipelinePoint<MergeContext> sendMergeNotification(Notifications notifications) {
    return new PipelinePoint<>(
        RecordPipelineIds.MERGE,
        RecordPipelineIds.MERGE_FINISH,
        point(SEND_MERGE, "Writes UPDATE_WINNER_MERGE of the winner as the merge made it"),
        MergeContext.class,
        notifications::mergeWinner);
  }

  @Bean
  @Order(0)
  PipelinePoint<MergeContext> sendUnmergeNotification(Notifications notifications) {
    return new PipelinePoint<>(
        RecordPipelineIds.UNMERGE,
        RecordPipelineIds.UNMERGE_FINISH,
        point(SEND_UNMERGE, "Writes UPDATE_UNMERGE and CREATE_UNMERGE of both records"),
        MergeContext.class,
        notifications::unmerged);
  }
}
