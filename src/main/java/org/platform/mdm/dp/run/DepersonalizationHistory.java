package org.platform.mdm.dp.run;

import java.time.Clock;
import java.util.List;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;
import org.platform.mdm.data.RecordHistoryPart;
import org.springframework.stereotype.Component;

/**
 * A record's history tells each depersonalization in place that replaced its confidential values
 * (DEPERSONALIZED): from that event on, and before it too, the values the history shows are the
 * replaced ones, for the originals are gone.
 */
@Component
class DepersonalizationHistory implements RecordHistoryPart {

  private final InPlaceRuns runs;
  private final Clock clock;

  DepersonalizationHistory(InPlaceRuns runs, Clock clock) {
    this.runs = runs;
    this.clock = clock;
  }

  @Override
  public List<HistoryEvent> events(EtalonId etalonId) {
    return runs.events(etalonId, clock.getZone());
  }
}
