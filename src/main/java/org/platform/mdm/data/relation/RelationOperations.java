package org.platform.mdm.data.relation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.core.CoreSettings;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.RelationDelete;
import org.platform.mdm.data.RelationWrite;
import org.platform.mdm.data.record.CheckedValues;
import org.platform.mdm.data.record.ConsolidationRule;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.LookupCodes;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordLinks.Link;
import org.platform.mdm.data.record.RecordLinks.Unlink;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RecordValueRules;
import org.platform.mdm.data.record.RecordViews;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.data.record.TimelineCalculator;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.Settings;
import org.springframework.stereotype.Component;

/**
 * The relation steps of a record write: check the links it makes and deletes against the model,
 * then delete and write them once the record's etalon is known and locked. A link's timeline is
 * computed like a record's, from its origins (one per source system that wrote it), with the
 * consolidation rule of the record it starts at.
 */
@Component
public class RelationOperations {

  public static final String UPSERT = "UPSERT";
  static final String DELETE_PERIOD = "DELETE_PERIOD";

  private final RelationRepository relations;
  private final RecordRepository records;
  private final Settings settings;
  private final RecordViews views;

  private final org.platform.mdm.data.record.RecordLabelChecks labels;

  RelationOperations(
      RelationRepository relations,
      RecordRepository records,
      Settings settings,
      RecordViews views,
      org.platform.mdm.data.record.RecordLabelChecks labels) {
    this.labels = labels;
    this.relations = relations;
    this.records = records;
    this.settings = settings;
    this.views = views;
  }

  /**
   * Checks the write's links: each relation must start at the write's entity, the related record
   * must exist in the relation's {@code to} register, and the attributes must fit the relation.
   */
  void check(RecordWork ctx, DataModel model, LookupCodes lookups, List<Problem> problems) {
    check(ctx, model, lookups, problems, Map.of());
  }

  /**
   * The same, the related records named by key looked up first in {@code known} (by register,
   * source system and key; see {@link LinkBatches#targets}).
   */
  void check(
      RecordWork ctx,
      DataModel model,
      LookupCodes lookups,
      List<Problem> problems,
      Map<List<String>, RecordRepository.EtalonRow> known) {
    RecordWrite w = ctx.write;
    ctx.links = new ArrayList<>();
    ctx.unlinks = new ArrayList<>();
    for (RelationWrite item : w.relations()) {
      checkLink(ctx, item, model, lookups, problems, known);
    }
    for (RelationDelete item : w.relationDeletes()) {
      Optional<RelationDef> relation =
          relation(model, ctx.entity, item.relationName(), "relationsDeletes", problems);
      Period period =
          item.periodic() ? period(item.path(), item.validFrom(), item.validTo(), problems) : null;
      relation.ifPresent(r -> ctx.unlinks.add(new Unlink(item, r, period)));
    }
  }

  /** Checks one link of the write; a link that passes joins {@code ctx.links}. */
  private void checkLink(
      RecordWork ctx,
      RelationWrite item,
      DataModel model,
      LookupCodes lookups,
      List<Problem> problems,
      Map<List<String>, RecordRepository.EtalonRow> known) {
    Optional<RelationDef> relation =
        relation(model, ctx.entity, item.relationName(), "relations", problems);
    if (relation.isEmpty()) {
      return;
    }
    String path = item.path();
    Period period =
        item.validFrom() == null && item.validTo() == null
            ? ctx.period
            : period(path, item.validFrom(), item.validTo(), problems);
    CheckedValues checked =
        RecordValueRules.check(
            model,
            item.relationName(),
            relation.get().attributes(),
            item.attributes(),
            views.zone(),
            lookups,
            settings.get(CoreSettings.FILE_MAX_COUNT));
    checked.problems().forEach(p -> problems.add(p.under(path)));
    checked
        .largeObjects()
        .forEach((id, paths) -> paths.forEach(p -> largeObjectsOf(ctx, id).add(path + "." + p)));
    Optional<EtalonId> to = target(ctx, relation.get(), item, problems, known);
    if (to.isPresent() && period != null) {
      ctx.links.add(new Link(item, relation.get(), to.get(), period, checked.values()));
    }
  }

  private static List<String> largeObjectsOf(RecordWork ctx, UUID id) {
    return ctx.largeObjects.computeIfAbsent(id, k -> new ArrayList<>());
  }

  /** Deletes, then writes the checked links of the write from its (locked) etalon. */
  void persist(RecordWork ctx) {
    if (ctx.links == null || (ctx.links.isEmpty() && ctx.unlinks.isEmpty())) {
      return;
    }
    Map<EtalonId, RelationRepository.LinkRow> touched = new LinkedHashMap<>();
    for (Unlink unlink : ctx.unlinks) {
      unlink(ctx, unlink, touched);
    }
    for (Link l : ctx.links) {
      link(ctx, l, touched);
    }
    ConsolidationRule rule = rule(ctx.entity);
    for (RelationRepository.LinkRow link : touched.values()) {
      relations.touch(link, ctx.now(), user(ctx));
      relations.replaceTimeline(
          link, TimelineCalculator.compute(rule, link.status(), relations.histories(link)));
    }
  }

  /**
   * Deletes the link a delete item names (a warning when there is none): the whole link becomes
   * INACTIVE, or each of its sources gets an inactive revision for the period.
   */
  private void unlink(
      RecordWork ctx, Unlink unlink, Map<EtalonId, RelationRepository.LinkRow> touched) {
    Optional<RelationRepository.LinkRow> found = match(ctx, unlink);
    if (found.isEmpty()) {
      ctx.warnings.add(
          Notice.of(
              unlink.item().path(),
              "data.warning.relationNotFound",
              unlink.relation().name(),
              ctx.etalonId));
      return;
    }
    RelationRepository.LinkRow link = found.get();
    if (unlink.period() == null) {
      if (link.status() == RecordStatus.ACTIVE) {
        link = withStatus(link, RecordStatus.INACTIVE);
        touched.put(link.relationEtalonId(), link);
      }
      return;
    }
    for (String source : relations.sources(link)) {
      relations.appendRevision(
          link,
          new RelationRepository.NewRevision(
              source,
              ctx.write.externalId(),
              unlink.period(),
              RecordStatus.INACTIVE,
              DELETE_PERIOD,
              Map.of()),
          ctx.now(),
          user(ctx));
    }
    touched.putIfAbsent(link.relationEtalonId(), link);
  }

  /** Writes one checked link: a revision of the write's source, on a link made if it is new. */
  private void link(RecordWork ctx, Link l, Map<EtalonId, RelationRepository.LinkRow> touched) {
    RelationRepository.LinkRow link =
        relations.findOrCreate(ctx.etalonId, l.relation().name(), l.to(), ctx.now(), user(ctx));
    if (link.status() != RecordStatus.ACTIVE) {
      // Writing a deleted link again brings it back.
      link = withStatus(link, RecordStatus.ACTIVE);
    }
    relations.operationType(link, l.item().operationType());
    relations.appendRevision(
        link,
        new RelationRepository.NewRevision(
            ctx.write.sourceSystem(),
            ctx.write.externalId(),
            l.period(),
            RecordStatus.ACTIVE,
            UPSERT,
            l.values()),
        ctx.now(),
        user(ctx));
    touched.put(link.relationEtalonId(), link);
  }

  /** Links consolidate like the record they start at, by source weights only. */
  public static ConsolidationRule rule(EntityModel from) {
    return new ConsolidationRule(from.rule().bvr(), from.rule().sourceWeights(), Map.of());
  }

  /** The link a delete item names: by relation etalon, else related etalon, else related key. */
  private Optional<RelationRepository.LinkRow> match(RecordWork ctx, Unlink unlink) {
    RelationDelete item = unlink.item();
    String name = unlink.relation().name();
    if (item.etalonId() != null) {
      return relations
          .find(item.etalonId())
          .filter(l -> l.from().equals(ctx.etalonId) && l.relationName().equals(name));
    }
    if (item.toEtalonId() != null) {
      return relations.find(ctx.etalonId, name, item.toEtalonId());
    }
    return records
        .findKey(unlink.relation().to(), item.toSourceSystem(), item.toExternalId())
        .flatMap(key -> relations.find(ctx.etalonId, name, key.etalonId()));
  }

  private Optional<RelationDef> relation(
      DataModel model, EntityModel entity, String name, String field, List<Problem> problems) {
    String path = field + "." + name;
    Optional<RelationDef> relation = model.relation(name);
    if (relation.isEmpty()) {
      problems.add(Problem.at(path, DataErrors.DATA_RELATION_UNKNOWN, name));
      return Optional.empty();
    }
    if (!relation.get().from().equals(entity.name())) {
      problems.add(
          Problem.at(
              path,
              DataErrors.DATA_RELATION_NOT_FROM_ENTITY,
              name,
              relation.get().from(),
              entity.name()));
      return Optional.empty();
    }
    return relation;
  }

  /** The related record: an etalon of the relation's {@code to} register the writer sees. */
  private Optional<EtalonId> target(
      RecordWork ctx,
      RelationDef relation,
      RelationWrite item,
      List<Problem> problems,
      Map<List<String>, RecordRepository.EtalonRow> known) {
    Optional<RecordRepository.EtalonRow> etalon;
    String named;
    List<String> key =
        item.toEtalonId() != null
            ? null
            : java.util.Arrays.asList(relation.to(), item.toSourceSystem(), item.toExternalId());
    if (key != null && known.containsKey(key)) {
      named = item.toSourceSystem() + "/" + item.toExternalId();
      etalon = Optional.of(known.get(key));
    } else if (item.toEtalonId() != null) {
      named = item.toEtalonId().toString();
      etalon =
          records.findEtalon(item.toEtalonId()).filter(e -> e.entityName().equals(relation.to()));
    } else {
      named = item.toSourceSystem() + "/" + item.toExternalId();
      etalon =
          records
              .findKey(relation.to(), item.toSourceSystem(), item.toExternalId())
              .flatMap(k -> records.findEtalon(k.etalonId()));
    }
    // A record the writer's security labels hide cannot be linked to: it is not found.
    etalon = etalon.filter(e -> labels.visible(ctx.user(), e.etalonId(), e.entityName()));
    if (etalon.isEmpty() && ctx.drafting) {
      return Optional.empty();
    }
    if (etalon.isEmpty()) {
      problems.add(
          Problem.at(item.path(), DataErrors.DATA_RELATION_TARGET_NOT_FOUND, named, relation.to()));
      return Optional.empty();
    }
    if (etalon.get().status() != RecordStatus.ACTIVE) {
      ctx.warnings.add(
          Notice.of(item.path(), "data.warning.relatedInactive", etalon.get().etalonId()));
    }
    return Optional.of(etalon.get().etalonId());
  }

  private Period period(
      String path,
      java.time.OffsetDateTime from,
      java.time.OffsetDateTime to,
      List<Problem> problems) {
    Period period = Period.between(from, to);
    if (period == null) {
      problems.add(
          Problem.at(
              path + ".validFrom",
              DataErrors.DATA_PERIOD_INVALID,
              views.format(from),
              views.format(to)));
    }
    return period;
  }

  private static RelationRepository.LinkRow withStatus(
      RelationRepository.LinkRow link, RecordStatus status) {
    return new RelationRepository.LinkRow(
        link.relationEtalonId(), link.relationName(), link.from(), link.to(), status);
  }

  private static String user(RecordWork ctx) {
    return ctx.user().userName();
  }
}
