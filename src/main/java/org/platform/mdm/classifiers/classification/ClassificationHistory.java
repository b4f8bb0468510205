package org.platform.mdm.classifiers.classification;

import java.time.Clock;
import java.util.List;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;
import org.platform.mdm.data.RecordHistoryPart;
import org.springframework.stereotype.Component;

/**
 * A record's history shows every revision of its classifications: CLASSIFICATION_UPSERT (a source
 * placed the record into a node for a period) and CLASSIFICATION_PERIOD_DELETE; and every change of
 * a whole classification's status: CLASSIFICATION_DELETE and CLASSIFICATION_RESTORE.
 */
@Component
class ClassificationHistory implements RecordHistoryPart {

  private final ClassificationHistoryRepository repository;
  private final Clock clock;

  ClassificationHistory(ClassificationHistoryRepository repository, Clock clock) {
    this.repository = repository;
    this.clock = clock;
  }

  @Override
  public List<HistoryEvent> events(EtalonId etalonId) {
    return repository.events(etalonId, clock.getZone());
  }
}
