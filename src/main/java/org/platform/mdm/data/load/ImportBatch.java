package org.platform.mdm.data.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.platform.mdm.system.Problem;

/**
 * Checked lines of the file, one batch, and the place in the file after them.
 *
 * @param failure what stopped the reading after these lines, or null
 */
record ImportBatch(
    List<ImportBatch.Checked> entries, FilePosition end, boolean last, Throwable failure) {

  /** A line of the file as checked: the line to write, or why it is rejected. */
  record Checked(
      long number, FilePosition end, BulkRecordWriter.Line line, List<Problem> problems) {}

  List<BulkRecordWriter.Line> lines() {
    List<BulkRecordWriter.Line> lines = new ArrayList<>(entries.size());
    for (Checked c : entries) {
      if (c.line() != null) {
        lines.add(c.line());
      }
    }
    return lines;
  }

  Map<Long, List<Problem>> rejected() {
    Map<Long, List<Problem>> rejected = new TreeMap<>();
    for (Checked c : entries) {
      if (c.problems() != null) {
        rejected.put(c.number(), c.problems());
      }
    }
    return rejected;
  }
}
