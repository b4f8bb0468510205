package org.platform.mdm.classifiers.classification;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import org.platform.mdm.classifiers.NodeClassifications;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.TimelineCalculator;
import org.springframework.stereotype.Component;

/**
 * The classifications of nodes a tree's publication removes: their revisions go, each
 * classification's timeline is computed from what is left, and each record concerned moves to a new
 * version with its UPSERT notification (its classifications changed).
 */
@Component
class NodeDrops implements NodeClassifications {

  private final ClassificationRepository repository;
  private final RecordAccess records;
  private final Clock clock;

  NodeDrops(ClassificationRepository repository, RecordAccess records, Clock clock) {
    this.repository = repository;
    this.records = records;
    this.clock = clock;
  }

  @Override
  public boolean classifies(Collection<UUID> nodeIds) {
    return repository.classifies(nodeIds);
  }

  @Override
  public void drop(Collection<UUID> nodeIds, PlatformUser user) {
    // The records first, in id order as every bulk write takes them: a record write in flight
    // either finishes before the drop reads its classifications or waits for the drop.
    Set<EtalonId> classified = new TreeSet<>(Comparator.comparing(EtalonId::value));
    repository.placingInto(nodeIds).forEach(r -> classified.add(r.record()));
    List<RecordAccess.RecordRef> locked = records.lockAll(classified);
    var affected = repository.placingInto(nodeIds);
    repository.deleteRevisions(nodeIds);
    for (ClassificationRepository.Row row : affected) {
      List<OriginHistory> left = repository.histories(row, null);
      if (left.isEmpty()) {
        repository.delete(row);
        continue;
      }
      String entity =
          records.find(row.record()).map(RecordAccess.RecordRef::entityName).orElse(null);
      repository.replaceTimeline(
          row, TimelineCalculator.compute(records.wholeRevisionRule(entity), row.status(), left));
    }
    records.changedAll(locked, OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS), user);
  }
}
