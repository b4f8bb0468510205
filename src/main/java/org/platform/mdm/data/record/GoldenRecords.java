package org.platform.mdm.data.record;

import java.util.Collection;
import java.util.List;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.GoldenRecordListener;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/** Tells the {@link GoldenRecordListener}s of stored and removed timelines. */
@Component
public class GoldenRecords {

  private final List<GoldenRecordListener> listeners;

  GoldenRecords(ObjectProvider<GoldenRecordListener> listeners) {
    this.listeners = listeners.orderedStream().toList();
  }

  void stored(
      String entityName, EtalonId etalonId, List<TimelineInterval> timeline, boolean created) {
    stored(List.of(record(entityName, etalonId, timeline, created)));
  }

  public void stored(List<GoldenRecord> records) {
    if (!records.isEmpty()) {
      listeners.forEach(l -> l.stored(records));
    }
  }

  /** Tells the listeners again of stored timelines, to rebuild their copies. */
  public void retold(List<GoldenRecord> records) {
    if (!records.isEmpty()) {
      listeners.forEach(l -> l.retold(records));
    }
  }

  public void removed(Collection<EtalonId> etalonIds) {
    if (!etalonIds.isEmpty()) {
      listeners.forEach(l -> l.removed(etalonIds));
    }
  }

  public static GoldenRecord record(
      String entityName, EtalonId etalonId, List<TimelineInterval> timeline, boolean created) {
    return new GoldenRecord(
        entityName,
        etalonId,
        timeline.stream()
            .map(
                i ->
                    new GoldenPeriod(
                        Period.utc(i.period().from(), Period.UNBOUNDED_FROM),
                        Period.utc(i.period().to(), Period.UNBOUNDED_TO),
                        i.active(),
                        i.values()))
            .toList(),
        created);
  }
}
