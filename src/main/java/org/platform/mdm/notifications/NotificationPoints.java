package org.platform.mdm.notifications;

import org.platform.mdm.data.MergeContext;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordPipelineIds;
import org.platform.mdm.system.PipelinePoints;
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

  @Bean
  @Order(0)
  PipelinePoints sendNotifications(Notifications notifications) {
    return PipelinePoints.of(NotificationErrors.MODULE_ID)
        .point(
            RecordPipelineIds.UPSERT,
            RecordPipelineIds.UPSERT_FINISH,
            SEND_UPSERT,
            "Writes the UPSERT notification into the outbox",
            RecordContext.class,
            notifications::upserted)
        .point(
            RecordPipelineIds.RESTORE,
            RecordPipelineIds.RESTORE_FINISH,
            SEND_UPSERT,
            "Writes the UPSERT notification of the restored record into the outbox",
            RecordContext.class,
            notifications::upserted)
        .point(
            RecordPipelineIds.DELETE,
            RecordPipelineIds.DELETE_PERSISTENCE,
            CAPTURE_DELETED,
            "Keeps the record as it is before the delete, for its notification",
            RecordContext.class,
            notifications::capture)
        .point(
            RecordPipelineIds.DELETE,
            RecordPipelineIds.DELETE_FINISH,
            SEND_DELETE,
            "Writes the LOGICAL_DELETE or PHYSICAL_DELETE notification",
            RecordContext.class,
            notifications::deleted)
        .point(
            RecordPipelineIds.MERGE,
            RecordPipelineIds.MERGE_PERSISTENCE,
            SEND_MERGE_LOSER,
            "Writes UPDATE_LOSER_MERGE of each loser as it is before the merge",
            MergeContext.class,
            notifications::mergeLosers)
        .point(
            RecordPipelineIds.MERGE,
            RecordPipelineIds.MERGE_FINISH,
            SEND_MERGE,
            "Writes UPDATE_WINNER_MERGE of the winner as the merge made it",
            MergeContext.class,
            notifications::mergeWinner)
        .point(
            RecordPipelineIds.UNMERGE,
            RecordPipelineIds.UNMERGE_FINISH,
            SEND_UNMERGE,
            "Writes UPDATE_UNMERGE and CREATE_UNMERGE of both records",
            MergeContext.class,
            notifications::unmerged);
  }
}
