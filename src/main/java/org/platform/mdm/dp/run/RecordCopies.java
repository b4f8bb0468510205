package org.platform.mdm.dp.run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.BatchUpserts;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.LinkWrites;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.data.RelationWrite;
import org.platform.mdm.operations.Step;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * One block of a depersonalized copy, in the block's transaction: a page of a register's golden
 * records written into its copy, or the links of a page of its records written between the copies.
 * A copy is the origin of the plan's source system keyed by the source record's etalon id, so a run
 * again writes the same copies anew instead of adding records, and links find the copies of the
 * records they pointed at by that key.
 */
@Component
class RecordCopies {

  private final RecordService records;
  private final BatchUpserts upserts;
  private final LinkWrites links;
  private final DepersonalizationRepository repository;

  RecordCopies(
      @Lazy RecordService records,
      @Lazy BatchUpserts upserts,
      @Lazy LinkWrites links,
      DepersonalizationRepository repository) {
    this.records = records;
    this.upserts = upserts;
    this.links = links;
    this.repository = repository;
  }

  /**
   * Copies the next page of the register's records after {@code after} (null: from the first): each
   * interval of its timeline in force, with its confidential values replaced. A record a function
   * refuses a value of is a failed item and is not copied.
   *
   * @return the records read
   */
  int copy(
      Step.Scope scope,
      CopyPlan plan,
      String entity,
      ValueObfuscation values,
      EtalonId after,
      PlatformUser user) {
    List<GoldenRecord> page = records.goldenRecords(entity, after, plan.blockSize(), false);
    String target = plan.targets().get(entity);
    List<RecordWrite> writes = new ArrayList<>();
    for (GoldenRecord record : page) {
      List<RecordWrite> own = new ArrayList<>();
      try {
        for (GoldenPeriod period : record.periods()) {
          if (period.active()) {
            own.add(
                new RecordWrite(
                    target,
                    record.etalonId().toString(),
                    plan.sourceSystem(),
                    period.from(),
                    period.to(),
                    null,
                    values.apply(period.values()),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null));
          }
        }
        writes.addAll(own);
      } catch (IllegalArgumentException e) {
        scope.failed(entity + " " + record.etalonId(), e.getMessage());
      }
    }
    upserts.upsert(writes, user);
    finish(scope, page);
    return page.size();
  }

  /**
   * Writes the links in force of the next page of the register's records between their copies: a
   * link to a record of a register copied goes to its copy, one to a record of another register to
   * the same record; the links' confidential values are replaced.
   *
   * @param relations the obfuscation of each relation's link values, by relation
   * @return the records read
   */
  int link(
      Step.Scope scope,
      CopyPlan plan,
      String entity,
      Map<String, ValueObfuscation> relations,
      Map<String, String> relationTargets,
      EtalonId after,
      PlatformUser user) {
    List<GoldenRecord> page = records.goldenRecords(entity, after, plan.blockSize(), false);
    List<EtalonId> ids = page.stream().map(GoldenRecord::etalonId).toList();
    Map<EtalonId, List<RelationView>> outgoing =
        ids.isEmpty() ? Map.of() : links.outgoing(entity, ids, user);
    String target = plan.targets().get(entity);
    Set<String> from =
        repository.keysPresent(
            target, plan.sourceSystem(), ids.stream().map(EtalonId::toString).toList());
    Map<String, Set<String>> copiedTo = copiedTargets(plan, outgoing, relationTargets);
    List<LinkWrites.RecordLinkWrites> items = new ArrayList<>();
    for (EtalonId id : ids) {
      if (!from.contains(id.toString())) {
        continue; // not copied (no interval in force, or refused): neither are its links
      }
      List<RelationWrite> writes = new ArrayList<>();
      Map<String, Integer> index = new HashMap<>();
      try {
        for (RelationView link : outgoing.getOrDefault(id, List.of())) {
          ValueObfuscation values = relations.get(link.relationName());
          if (!link.active() || values == null) {
            continue;
          }
          String toRegister = relationTargets.get(link.relationName());
          boolean toCopy = plan.entities().contains(toRegister);
          if (toCopy && !copiedTo.get(toRegister).contains(link.toEtalonId().toString())) {
            scope.failed(
                entity + " " + id,
                link.relationName()
                    + ": the record linked, "
                    + link.toEtalonId()
                    + ", has no copy (no interval in force, or refused)");
            continue;
          }
          String copied = plan.targets().get(link.relationName());
          int at = index.merge(copied, 1, Integer::sum) - 1;
          writes.add(
              new RelationWrite(
                  copied,
                  at,
                  toCopy ? null : link.toEtalonId(),
                  toCopy ? link.toEtalonId().toString() : null,
                  toCopy ? plan.sourceSystem() : null,
                  link.validFrom(),
                  link.validTo(),
                  link.attributes() == null || link.attributes().isEmpty()
                      ? null
                      : values.apply(link.attributes())));
        }
      } catch (IllegalArgumentException e) {
        scope.failed(entity + " " + id, e.getMessage());
        continue;
      }
      if (!writes.isEmpty()) {
        items.add(
            new LinkWrites.RecordLinkWrites(
                RecordLocator.byKey(target, plan.sourceSystem(), id.toString()),
                writes,
                List.of()));
      }
    }
    if (!items.isEmpty()) {
      links.applyAll(plan.sourceSystem(), items, user);
    }
    finish(scope, page);
    return page.size();
  }

  /** The records linked that have copies, by register copied. */
  private Map<String, Set<String>> copiedTargets(
      CopyPlan plan,
      Map<EtalonId, List<RelationView>> outgoing,
      Map<String, String> relationTargets) {
    Map<String, List<String>> linked = new HashMap<>();
    outgoing.values().stream()
        .flatMap(List::stream)
        .filter(l -> relationTargets.containsKey(l.relationName()))
        .forEach(
            l ->
                linked
                    .computeIfAbsent(relationTargets.get(l.relationName()), r -> new ArrayList<>())
                    .add(l.toEtalonId().toString()));
    Map<String, Set<String>> copied = new HashMap<>();
    for (String register : plan.entities()) {
      List<String> ids = linked.getOrDefault(register, List.of());
      copied.put(
          register,
          repository.keysPresent(
              plan.targets().get(register), plan.sourceSystem(), ids.stream().distinct().toList()));
    }
    return copied;
  }

  private static void finish(Step.Scope scope, List<GoldenRecord> page) {
    if (!page.isEmpty()) {
      scope.checkpoint(page.get(page.size() - 1).etalonId().value().toString());
    }
    scope.processed(page.size());
  }
}
