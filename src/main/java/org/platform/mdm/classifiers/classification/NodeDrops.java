package org.platform.mdm.classifiers.classification;

import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.classifiers.NodeClassifications;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.TimelineCalculator;
import org.springframework.stereotype.Component;

/** The classifications of nodes a tree's publication removes. */
@Component
class NodeDrops implements NodeClassifications {

  private final ClassificationRepository repository;
  private final RecordAccess records;

  NodeDrops(ClassificationRepository repository, RecordAccess records) {
    this.repository = repository;
    this.records = records;
  }

  @Override
  public boolean classifies(Collection<UUID> nodeIds) {
    return repository.classifies(nodeIds);
  }

  @Override
  public void drop(Collection<UUID> nodeIds) {
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
  }
}
