package org.platform.mdm.classifiers.classification;

import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.classifiers.ClassifierNodes;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.DraftTarget;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.Period;
import org.springframework.stereotype.Component;

/**
 * Classifications of writes without the record pipelines. In imports, each line's items are checked
 * with the same rules as a single write (classifiers and nodes looked up once per import), then
 * written after the batch's records, line by line in the batch's order. In drafts, they are checked
 * when drafted and, under a parent draft, kept in classification drafts.
 */
@Component
class UnpipedClassifications implements RecordClassifications {

  private final ClassificationWrites writes;
  private final ClassifierNodes nodes;
  private final ClassificationDrafts drafts;
  private final ClassificationBulk bulk;

  UnpipedClassifications(
      ClassificationWrites writes,
      ClassifierNodes nodes,
      ClassificationDrafts drafts,
      ClassificationBulk bulk) {
    this.bulk = bulk;
    this.writes = writes;
    this.nodes = nodes;
    this.drafts = drafts;
  }

  @Override
  public void draft(
      DraftTarget target,
      RecordWrite write,
      org.platform.mdm.data.EtalonId record,
      PlatformUser user) {
    drafts.draft(target, write, record, user);
  }

  @Override
  public Checker checker(PlatformUser user) {
    Nodes remembered = Nodes.remembering(Nodes.live(nodes));
    return (write, entityName) ->
        writes.check(
            target(null, entityName, write),
            write.classifications(),
            write.classificationDeletes(),
            user,
            remembered);
  }

  @Override
  public void write(List<Planned> lines, PlatformUser user, OffsetDateTime now) {
    // Records the batch created, with only placements: written in bulk. The others (a record that
    // existed, a line that deletes) one line after another.
    java.util.Set<org.platform.mdm.data.EtalonId> single = new java.util.HashSet<>();
    for (Planned line : lines) {
      if (!line.newRecord() || !((ClassificationWrites.Plan) line.plan()).removals().isEmpty()) {
        single.add(line.etalonId());
      }
    }
    bulk.write(lines.stream().filter(l -> !single.contains(l.etalonId())).toList(), user, now);
    for (Planned line : lines) {
      if (!single.contains(line.etalonId())) {
        continue;
      }
      writes.persist(
          target(line.etalonId(), line.entityName(), line.write()),
          (ClassificationWrites.Plan) line.plan(),
          now,
          user,
          notice -> {});
    }
  }

  private static ClassificationWrites.Target target(
      org.platform.mdm.data.EtalonId etalonId, String entityName, RecordWrite w) {
    Period period = Period.between(w.validFrom(), w.validTo());
    return new ClassificationWrites.Target(
        etalonId,
        entityName,
        w.sourceSystem(),
        w.externalId(),
        period == null ? Period.ALL_TIME : period);
  }
}
