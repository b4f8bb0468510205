package org.platform.mdm.classifiers.classification;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
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
  private final ClassificationRevisionRepository revisions;
  private final ClassificationTimelineRepository timelines;
  private final RecordAccess records;
  private final Clock clock;
  private final ClassificationArchiving archiving;

  NodeDrops(
      ClassificationRepository repository,
      ClassificationRevisionRepository revisions,
      ClassificationTimelineRepository timelines,
      RecordAccess records,
      Clock clock,
      ClassificationArchiving archiving) {
    this.repository = repository;
    this.revisions = revisions;
    this.timelines = timelines;
    this.records = records;
    this.clock = clock;
    this.archiving = archiving;
  }

  @Override
  public boolean classifies(Collection<UUID> nodeIds) {
    return repository.classifies(nodeIds);
  }

  @Override
  public void drop(Collection<UUID> nodeIds, PlatformUser user) {
    // The records first, in id order as every bulk write takes them: a record write in flight
    // either finishes before the drop reads its classifications or waits for the drop. One that
    // placed a record into the nodes meanwhile brings that record in: it is locked too.
    Map<EtalonId, RecordAccess.RecordRef> locked = new HashMap<>();
    Set<EtalonId> tried = new HashSet<>();
    List<ClassificationRepository.Row> affected = repository.placingInto(nodeIds);
    Set<EtalonId> unlocked = untried(affected, tried);
    while (!unlocked.isEmpty()) {
      tried.addAll(unlocked);
      records.lockAll(unlocked).forEach(r -> locked.put(r.etalonId(), r));
      affected = repository.placingInto(nodeIds);
      unlocked = untried(affected, tried);
    }
    repository.deleteRevisions(nodeIds);
    for (ClassificationRepository.Row row : affected) {
      // The dropped revisions may have hidden archived ones: those count again.
      archiving.restore(row);
      List<OriginHistory> left = revisions.histories(row, null);
      if (left.isEmpty()) {
        repository.delete(row);
        continue;
      }
      RecordAccess.RecordRef record = locked.get(row.record());
      String entity = record == null ? null : record.entityName();
      timelines.replaceTimeline(
          row, TimelineCalculator.compute(records.wholeRevisionRule(entity), row.status(), left));
    }
    records.changedAll(
        List.copyOf(locked.values()),
        OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS),
        user);
  }

  /** The records of these classifications not tried to lock yet, in id order. */
  private static Set<EtalonId> untried(
      List<ClassificationRepository.Row> rows, Set<EtalonId> tried) {
    Set<EtalonId> ids = new TreeSet<>(Comparator.comparing(EtalonId::value));
    rows.stream()
        .map(ClassificationRepository.Row::record)
        .filter(r -> !tried.contains(r))
        .forEach(ids::add);
    return ids;
  }
}
