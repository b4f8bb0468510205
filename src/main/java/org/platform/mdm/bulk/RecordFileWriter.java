package org.platform.mdm.bulk;

import java.io.IOException;
import org.platform.mdm.data.GoldenRecord;

/**
 * Writes golden records into an export file, a row per active period of each record, each row keyed
 * so that the file loads back (the key: the record's id as {@code EXTERNAL_ID} of the export's
 * source system, joining the record by {@code ETALON_ID}).
 */
interface RecordFileWriter extends AutoCloseable {

  void write(GoldenRecord record) throws IOException;

  /** Ends the file; without it the file is left incomplete. */
  void finish() throws IOException;

  @Override
  void close() throws IOException;
}
