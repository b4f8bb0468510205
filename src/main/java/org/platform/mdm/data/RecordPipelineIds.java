package org.platform.mdm.data;

/** The ids of the record pipelines and of the segments other modules place their points before. */
public final class RecordPipelineIds {

  public static final String UPSERT = segment("RECORD_UPSERT_START");
  public static final String UPSERT_FINISH = segment("RECORD_UPSERT_FINISH");
  public static final String DELETE = segment("RECORD_DELETE_START");
  public static final String DELETE_PERSISTENCE = segment("RECORD_DELETE_PERSISTENCE");
  public static final String DELETE_FINISH = segment("RECORD_DELETE_FINISH");
  public static final String RESTORE = segment("RECORD_RESTORE_START");
  public static final String RESTORE_FINISH = segment("RECORD_RESTORE_FINISH");
  public static final String MERGE = segment("RECORD_MERGE_START");
  public static final String MERGE_PERSISTENCE = segment("RECORD_MERGE_PERSISTENCE");
  public static final String MERGE_FINISH = segment("RECORD_MERGE_FINISH");
  public static final String UNMERGE = segment("RECORD_UNMERGE_START");
  public static final String UNMERGE_FINISH = segment("RECORD_UNMERGE_FINISH");

  private RecordPipelineIds() {}

  private static String segment(String name) {
    return DataErrors.MODULE_ID + "[" + name + "]";
  }
}
