package org.platform.mdm.data;

import java.util.List;

/**
 * Events other modules add to a record's history (the classifiers module: the record's
 * classifications written and deleted), each with its platform-wide {@code seq} so that the history
 * lists everything in the order it happened.
 */
public interface RecordHistoryPart {

  /** The module's events of the record (in any order). */
  List<HistoryEvent> events(EtalonId etalonId);
}
