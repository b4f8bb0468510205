package org.platform.mdm.classifiers.classification;

import java.util.Collection;
import java.util.UUID;
import org.platform.mdm.classifiers.NodeClassifications;
import org.platform.mdm.data.RecordAccess;
import org.springframework.stereotype.Component;

/** The classifications of nodes a tree's publication removes. */
@Component
class NodeDrops implements NodeClassifications {

  private final ClassificationRepository repository;
  private final ClassificationWrites writes;
  private final RecordAccess records;

  NodeDrops(
      ClassificationRepository repository, ClassificationWrites writes, RecordAccess records) {
    this.repository = repository;
    this.writes = writes;
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
      if (repository.histories(row, null).isEmpty()) {
        repository.delete(row);
        continue;
      }
      String entity =
          records.find(row.record()).map(RecordAccess.RecordRef::entityName).orElse(null);
      writes.rebuild(row, records.wholeRevisionRule(entity));
    }
  }
}
