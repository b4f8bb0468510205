package org.platform.mdm.data.record;

import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.RecordPipelineIds;
import org.platform.mdm.system.Pipeline;
import org.platform.mdm.system.Segment;
import org.platform.mdm.system.SegmentType;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The record pipelines. Other modules insert their POINT segments before the segments named here
 * (notifications before {@code RECORD_UPSERT_FINISH}, for example).
 */
@Configuration(proxyBeanMethods = false)
public class RecordPipelines {

  public static final String UPSERT = RecordPipelineIds.UPSERT;
  public static final String DELETE = RecordPipelineIds.DELETE;
  public static final String GET = segment("RECORD_GET_START");
  public static final String RESTORE = RecordPipelineIds.RESTORE;

  private static String segment(String name) {
    return DataErrors.MODULE_ID + "[" + name + "]";
  }

  private static Segment of(String name, SegmentType type, String description) {
    return Segment.of(DataErrors.MODULE_ID, name, type, description);
  }

  @Bean
  Pipeline<RecordWork> recordUpsertPipeline(RecordOperations operations) {
    return Pipeline.builder(
            RecordWork.class,
            of("RECORD_UPSERT_START", SegmentType.START, "Checks the write against the data model"),
            "Writes one origin record: a new revision and the rebuilt timeline of its etalon")
        .onStart(operations::checkWrite)
        .then(
            of(
                "RECORD_UPSERT_PERSISTENCE",
                SegmentType.CONNECTOR,
                "Locks or creates the etalon, appends the revision, rebuilds the timeline"),
            operations::persistWrite)
        .then(
            of(
                "RELATION_UPSERT_CONNECTOR",
                SegmentType.CONNECTOR,
                "Deletes and writes the links the write names, rebuilds their timelines"),
            operations::persistRelations)
        .then(
            of("RECORD_UPSERT_FINISH", SegmentType.FINISH, "Answers the etalon and its keys"),
            c -> {})
        .build();
  }

  @Bean
  Pipeline<RecordWork> recordDeletePipeline(RecordOperations operations) {
    return Pipeline.builder(
            RecordWork.class,
            of("RECORD_DELETE_START", SegmentType.START, "Finds the record and locks its etalon"),
            "Deletes a record logically, one period of an origin, or physically")
        .onStart(c -> operations.lockNamed(c, Right.DELETE))
        .then(
            of(
                "RECORD_DELETE_PERSISTENCE",
                SegmentType.CONNECTOR,
                "Marks the etalon or the period inactive, or removes everything of the record"),
            operations::persistDelete)
        .then(of("RECORD_DELETE_FINISH", SegmentType.FINISH, "Answers the etalon"), c -> {})
        .build();
  }

  @Bean
  Pipeline<RecordWork> recordGetPipeline(RecordOperations operations) {
    return Pipeline.builder(
            RecordWork.class,
            of(
                "RECORD_GET_START",
                SegmentType.START,
                "Finds the record and its timeline interval at the date"),
            "Reads a golden record at a date, as known at a moment")
        .onStart(operations::read)
        .then(
            of("RECORD_GET_FINISH", SegmentType.FINISH, "Answers the flat golden record"), c -> {})
        .build();
  }

  @Bean
  Pipeline<RecordWork> recordRestorePipeline(RecordOperations operations) {
    return Pipeline.builder(
            RecordWork.class,
            of("RECORD_RESTORE_START", SegmentType.START, "Finds the record and locks its etalon"),
            "Restores a logically deleted record or period")
        .onStart(c -> operations.lockNamed(c, Right.DELETE))
        .then(
            of(
                "RECORD_RESTORE_PERSISTENCE",
                SegmentType.CONNECTOR,
                "Makes the etalon active again, or brings back the period's revisions"),
            operations::persistRestore)
        .then(of("RECORD_RESTORE_FINISH", SegmentType.FINISH, "Answers the etalon"), c -> {})
        .build();
  }
}
