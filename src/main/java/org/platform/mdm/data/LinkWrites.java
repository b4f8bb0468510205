package org.platform.mdm.data;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordRuns;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.data.relation.LinkBatches;
import org.platform.mdm.data.relation.RelationBodies;
import org.platform.mdm.data.relation.RelationReads;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;

/**
 * Links written alone, without a new version of the record they start at, and the links of many
 * records read at once (an export's block). A write names the record by its key, or by its etalon
 * id with the source system the links come from; the record is locked as a write locks it (UPDATE
 * on its register), the links are checked as a record write checks them (every problem listed,
 * nothing written on refusal) and written as the origin of that source system. The record's version
 * moves on and its change is told as a write's is.
 */
@Service
public class LinkWrites {

  private final RecordRuns runs;
  private final RecordOperations operations;
  private final LinkBatches batches;
  private final RecordAccess access;
  private final RelationReads reads;
  private final DataModelService models;
  private final Clock clock;

  LinkWrites(
      RecordRuns runs,
      RecordOperations operations,
      LinkBatches batches,
      RecordAccess access,
      RelationReads reads,
      DataModelService models,
      Clock clock) {
    this.runs = runs;
    this.operations = operations;
    this.batches = batches;
    this.access = access;
    this.reads = reads;
    this.models = models;
    this.clock = clock;
  }

  /** What a write did: the record, its outgoing links in force now by relation, warnings. */
  public record Written(
      EtalonId etalonId,
      String entityName,
      Map<String, List<RelationView>> relations,
      List<Notice> warnings) {}

  /** What a write did, without reading the links back: the record, warnings. */
  public record Applied(EtalonId etalonId, String entityName, List<Notice> warnings) {}

  /**
   * A body {@code {entityName, etalonId | externalId, sourceSystem, relations?,
   * relationsDeletes?}}: at least one link to write or delete; answers with the record's links in
   * force now.
   */
  @Transactional
  public Written write(JsonNode body, PlatformUser user) {
    Applied applied = apply(body, user);
    return new Written(
        applied.etalonId(),
        applied.entityName(),
        reads.at(applied.etalonId(), null, user),
        applied.warnings());
  }

  /** The same write, answering without reading the links back (a load's rows). */
  @Transactional
  public Applied apply(JsonNode body, PlatformUser user) {
    RecordLocator locator = RecordBodies.locator(body);
    List<Problem> problems = new ArrayList<>();
    String sourceSystem = RecordBodies.sourceSystem(body, models.published().model(), problems);
    List<RelationWrite> links = RelationBodies.relations(body, clock.getZone(), problems);
    List<RelationDelete> deletes = RelationBodies.deletes(body, clock.getZone(), problems);
    if (problems.isEmpty() && links.isEmpty() && deletes.isEmpty()) {
      problems.add(Problem.of(DataErrors.DATA_LINKS_NOTHING_TO_WRITE));
    }
    PlatformException.throwIfAny(problems);
    return apply(locator, sourceSystem, links, deletes, user);
  }

  /**
   * The same write, typed: the links of the record the locator names, written and deleted as the
   * origin of {@code sourceSystem} (a module writing links of its own, such as a scan writing a
   * container's CASCADED links).
   */
  @Transactional
  public Applied apply(
      RecordLocator locator,
      String sourceSystem,
      List<RelationWrite> links,
      List<RelationDelete> deletes,
      PlatformUser user) {
    String externalId =
        locator.externalId() != null ? locator.externalId() : locator.etalonId().toString();
    RecordWork ctx = runs.writeLinks(locator, sourceSystem, externalId, links, deletes, user);
    access.changed(
        new RecordAccess.RecordRef(ctx.etalonId, ctx.entity.name(), ctx.status), ctx.now(), user);
    return new Applied(ctx.etalonId, ctx.entity.name(), ctx.warnings);
  }

  /** The links of one record to write and delete, for {@link #applyAll}. */
  public record RecordLinkWrites(
      RecordLocator locator, List<RelationWrite> writes, List<RelationDelete> deletes) {}

  /**
   * The typed write for many records at once, as the origin of {@code sourceSystem} each (a scan's
   * block): every record locked and checked as {@link #apply(RecordLocator, String, List, List,
   * PlatformUser)} locks and checks it, every problem of every record refusing the whole; the
   * records that only gain links over all time written together (one statement per step for all),
   * the others one by one. The records' versions move on and their changes are told at once.
   */
  @Transactional
  public void applyAll(String sourceSystem, List<RecordLinkWrites> items, PlatformUser user) {
    DataModel model = models.published().model();
    List<RecordLinkWrites> alone = new ArrayList<>();
    List<RelationWrite> named = new ArrayList<>();
    for (RecordLinkWrites item : items) {
      if (item.deletes().isEmpty() && LinkBatches.takes(item.writes())) {
        named.addAll(item.writes());
      }
    }
    Map<List<String>, org.platform.mdm.data.record.RecordRepository.EtalonRow> known =
        batches.targets(model, named);
    java.time.OffsetDateTime now =
        java.time.OffsetDateTime.now(clock).truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
    List<RecordWork> works = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    for (RecordLinkWrites item : items) {
      if (!item.deletes().isEmpty() || !LinkBatches.takes(item.writes())) {
        alone.add(item);
        continue;
      }
      RecordLocator locator = item.locator();
      RecordWork ctx = new RecordWork(RecordContext.Operation.UPSERT, user, now);
      ctx.locator = locator;
      ctx.write =
          RecordWrite.links(
              locator.entityName(),
              locator.externalId() != null ? locator.externalId() : locator.etalonId().toString(),
              sourceSystem,
              item.writes(),
              List.of());
      operations.lockNamed(ctx, Right.UPDATE);
      ctx.period = Period.ALL_TIME;
      batches.check(ctx, model, operations::missingCodes, problems, known);
      if (!ctx.largeObjects.isEmpty()) {
        // Links carrying files are attached one by one.
        alone.add(item);
        continue;
      }
      works.add(ctx);
    }
    PlatformException.throwIfAny(problems);
    batches.persist(works);
    access.changedAll(
        works.stream()
            .map(w -> new RecordAccess.RecordRef(w.etalonId, w.entity.name(), w.status))
            .toList(),
        now,
        user);
    for (RecordLinkWrites item : alone) {
      apply(item.locator(), sourceSystem, item.writes(), item.deletes(), user);
    }
  }

  /**
   * The links starting at these records of a register, by record: each stored period in force of
   * each link, not reduced (what a load of them writes back); links to records the user may not
   * read or see are left out. The views carry no keys of the linked records, only their etalon ids.
   */
  @Transactional(readOnly = true)
  public Map<EtalonId, List<RelationView>> outgoing(
      String entityName, List<EtalonId> from, PlatformUser user) {
    return reads.outgoing(entityName, from, user);
  }
}
