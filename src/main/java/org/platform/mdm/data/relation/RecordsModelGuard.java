package org.platform.mdm.data.relation;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.ModelChangeGuard;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/**
 * A register or reference set that still has records, and a relation that still has links, cannot
 * be removed from the model.
 */
@Component
class RecordsModelGuard implements ModelChangeGuard {

  private final RecordRepository records;
  private final RelationRepository relations;

  RecordsModelGuard(RecordRepository records, RelationRepository relations) {
    this.records = records;
    this.relations = relations;
  }

  @Override
  public List<Problem> check(DataModel published, DataModel candidate) {
    List<Problem> problems = new ArrayList<>();
    Stream.concat(
            published.entities().stream().map(EntityDef::name),
            published.lookupEntities().stream().map(LookupEntityDef::name))
        .filter(name -> candidate.entity(name).isEmpty() && candidate.lookupEntity(name).isEmpty())
        .filter(records::hasRecords)
        .forEach(name -> problems.add(Problem.at(name, DataErrors.DATA_ENTITY_HAS_RECORDS, name)));
    published.relations().stream()
        .map(RelationDef::name)
        .filter(name -> candidate.relation(name).isEmpty())
        .filter(relations::hasLinks)
        .forEach(name -> problems.add(Problem.at(name, DataErrors.DATA_RELATION_HAS_LINKS, name)));
    return problems;
  }
}
