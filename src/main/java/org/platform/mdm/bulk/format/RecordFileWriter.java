package org.platform.mdm.bulk.format;

import java.io.IOException;
import java.util.List;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordClassifications.ClassifiedPeriod;
import org.platform.mdm.data.RelationView;

/**
 * Writes golden records into an export file, a row per active period of each record, each row keyed
 * so that the file loads back (the key: the record's id as {@code EXTERNAL_ID} of the export's
 * source system, joining the record by {@code ETALON_ID}).
 */
public interface RecordFileWriter extends AutoCloseable {

  /**
   * Writes a record's rows and, when the file holds them, its outgoing links' rows and its
   * classifications' rows.
   */
  void write(GoldenRecord record, List<RelationView> outgoing, List<ClassifiedPeriod> classified)
      throws IOException;

  /** Whether the file holds the records' outgoing links (a spreadsheet's relation sheets). */
  default boolean writesLinks() {
    return false;
  }

  /** Whether the file holds the records' classifications (a spreadsheet's classifier sheets). */
  default boolean writesClassifications() {
    return false;
  }

  /**
   * What the run should tell of the file once it is written (values the format could not hold
   * whole); null when nothing.
   */
  default String remark() {
    return null;
  }

  /** Ends the file; without it the file is left incomplete. */
  void finish() throws IOException;

  @Override
  void close() throws IOException;
}
