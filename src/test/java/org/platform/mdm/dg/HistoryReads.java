package org.platform.mdm.dg;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;
import org.platform.mdm.data.RecordHistoryPart;
import org.springframework.stereotype.Component;

/**
 * Counts the whole-history reads of each record: the record history asks every {@link
 * RecordHistoryPart} once per read. Adds no events.
 */
@Component
public class HistoryReads implements RecordHistoryPart {

  private static final Map<EtalonId, Integer> READS = new ConcurrentHashMap<>();

  /** How often the whole history of the record was read. */
  public static int of(EtalonId etalonId) {
    return READS.getOrDefault(etalonId, 0);
  }

  @Override
  public List<HistoryEvent> events(EtalonId etalonId) {
    READS.merge(etalonId, 1, Integer::sum);
    return List.of();
  }
}
