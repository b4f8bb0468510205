package org.platform.mdm.data;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.draft.RecordDrafts;
import org.platform.mdm.data.history.RecordHistory;
import org.platform.mdm.data.record.GoldenRecords;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordPipelines;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RecordViews;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.data.relation.RelationBodies;
import org.platform.mdm.data.relation.RelationReads;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.system.Pipeline;
import org.platform.mdm.system.Pipelines;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;

/**
 * Records: write origin versions, read golden records at a date, delete and restore. Each operation
 * runs its pipeline in one transaction; rights are those of the record's entity (READ to read,
 * CREATE for a new etalon, UPDATE to change one, DELETE to delete or restore).
 */
@Service
public class RecordService {

  private static final int MAX_ATTEMPTS = 3;

  private final Pipelines pipelines;
  private final RecordOperations operations;
  private final RecordRepository records;
  private final RecordViews views;
  private final RelationReads relationReads;
  private final TransactionTemplate transactions;
  private final RecordDrafts drafts;
  private final DraftService draftService;
  private final Clock clock;
  private final RecordHistory history;
  private final GoldenRecords golden;

  RecordService(
      Pipelines pipelines,
      RecordOperations operations,
      RecordRepository records,
      RecordViews views,
      RelationReads relationReads,
      TransactionTemplate transactions,
      RecordDrafts drafts,
      @Lazy DraftService draftService,
      GoldenRecords golden,
      RecordHistory history,
      Clock clock) {
    this.golden = golden;
    this.history = history;
    this.drafts = drafts;
    this.draftService = draftService;
    this.relationReads = relationReads;
    this.pipelines = pipelines;
    this.operations = operations;
    this.records = records;
    this.views = views;
    this.transactions = transactions;
    this.clock = clock;
  }

  /**
   * A write body: applied at once, or, with {@code draftId} or {@code parentDraftId}, kept in a
   * record draft.
   */
  public WriteResult write(JsonNode body, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    DraftTarget target = DraftTarget.of(body, problems);
    PlatformException.throwIfAny(problems);
    RecordWrite write = RecordBodies.write(body, clock.getZone());
    return target.present() ? drafts.write(target, write, body, user) : upsert(write, user);
  }

  /**
   * Writes one origin version: a new revision of its origin, a new etalon when the key is new. Runs
   * in a transaction of its own, tried again when a concurrent request created the same key.
   */
  public WriteResult upsert(RecordWrite write, PlatformUser user) {
    for (int attempt = 1; ; attempt++) {
      try {
        return transactions.execute(
            s -> {
              RecordWork ctx = context(RecordContext.Operation.UPSERT, user);
              ctx.write = write;
              run(RecordPipelines.UPSERT, ctx);
              return ctx.result(operations.keys(ctx));
            });
      } catch (RecordOperations.RetryableWrite e) {
        if (attempt == MAX_ATTEMPTS) {
          throw new PlatformException(
              DataErrors.DATA_CONCURRENT_CREATE,
              write.entityName(),
              write.sourceSystem(),
              write.externalId());
        }
      }
    }
  }

  /**
   * The golden record as the draft would make it: the draft (with its children, as a publication
   * would) is applied in a transaction of its own, the record is read, and everything is rolled
   * back. The draft is applied with every right and even if the record changed since it started:
   * reading through a draft needs only the right to read the record. A published draft's changes
   * are in the record already.
   */
  public EtalonView getThroughDraft(RecordRead read, DraftId draftId, PlatformUser user) {
    DraftView draft = draftService.get(draftId);
    if (draft.state() == DraftState.PUBLISHED) {
      return get(read, user);
    }
    PlatformUser applier =
        new PlatformUser(
            user.userName(),
            user.fullName(),
            user.email(),
            user.locale(),
            user.roles(),
            true,
            Map.of());
    return draftService.preview(draftId, applier, () -> get(read, user));
  }

  /**
   * Applies drafted changes in order in the caller's transaction; answers the etalon of the last
   * one (the draft's record).
   *
   * @param reserved the etalon id the draft reserved for a new record (null: none): a write that
   *     creates the record and names no etalon id of its own creates it with this one
   */
  public EtalonId apply(List<JsonNode> changes, EtalonId reserved, PlatformUser user) {
    EtalonId etalonId = null;
    for (JsonNode change : changes) {
      JsonNode body = change.path("body");
      String operation = change.path("operation").asString();
      WriteResult result =
          switch (operation) {
            case RecordDrafts.UPSERT_DATA ->
                upsertHere(reserving(RecordBodies.write(body, clock.getZone()), reserved), user);
            case "DELETE_RECORD", "DELETE_PERIOD" ->
                delete(
                    RecordBodies.locator(body),
                    date(body, "validFrom"),
                    date(body, "validTo"),
                    false,
                    user);
            default ->
                restore(
                    RecordBodies.locator(body),
                    date(body, "validFrom"),
                    date(body, "validTo"),
                    user);
          };
      etalonId = result.etalonId();
    }
    return etalonId;
  }

  /**
   * The write with the reserved etalon id when it would create its record: it names no etalon and
   * its key is new. A key someone created meanwhile (a forced publication) stays with its record.
   */
  private RecordWrite reserving(RecordWrite w, EtalonId reserved) {
    if (reserved == null
        || w.etalonId() != null
        || records.findKey(w.entityName(), w.sourceSystem(), w.externalId()).isPresent()) {
      return w;
    }
    return new RecordWrite(
        w.entityName(),
        w.externalId(),
        w.sourceSystem(),
        w.validFrom(),
        w.validTo(),
        reserved,
        w.attributes(),
        w.parent(),
        w.relations(),
        w.relationDeletes());
  }

  /**
   * Writes drafted links from existing records in the caller's transaction; answers the record the
   * last one starts at.
   */
  public EtalonId applyLinks(List<JsonNode> changes, PlatformUser user) {
    EtalonId from = null;
    for (JsonNode change : changes) {
      JsonNode origin = change.path("from");
      String relationName = change.path("relationName").asString();
      tools.jackson.databind.node.ObjectNode body =
          tools.jackson.databind.node.JsonNodeFactory.instance.objectNode();
      body.putObject("relations").putArray(relationName).add(change.path("item"));
      List<Problem> problems = new ArrayList<>();
      List<RelationWrite> links = RelationBodies.relations(body, clock.getZone(), problems);
      PlatformException.throwIfAny(problems);
      RecordWork ctx = context(RecordContext.Operation.UPSERT, user);
      ctx.locator =
          RecordLocator.byKey(
              origin.path("entityName").asString(),
              origin.path("sourceSystem").asString(),
              origin.path("externalId").asString());
      ctx.write =
          new RecordWrite(
              ctx.locator.entityName(),
              ctx.locator.externalId(),
              ctx.locator.sourceSystem(),
              null,
              null,
              null,
              null,
              null,
              links,
              List.of());
      operations.writeLinks(ctx);
      from = ctx.etalonId;
    }
    return from;
  }

  private OffsetDateTime date(JsonNode body, String field) {
    List<Problem> problems = new ArrayList<>();
    OffsetDateTime date = RecordBodies.date(body, field, clock.getZone(), problems);
    PlatformException.throwIfAny(problems);
    return date;
  }

  /** A write in the caller's transaction, without retries: a concurrent creation is a 409. */
  private WriteResult upsertHere(RecordWrite write, PlatformUser user) {
    RecordWork ctx = context(RecordContext.Operation.UPSERT, user);
    ctx.write = write;
    try {
      run(RecordPipelines.UPSERT, ctx);
    } catch (RecordOperations.RetryableWrite e) {
      throw new PlatformException(
          DataErrors.DATA_CONCURRENT_CREATE,
          write.entityName(),
          write.sourceSystem(),
          write.externalId());
    }
    return ctx.result(operations.keys(ctx));
  }

  /** A delete, kept in a record draft when a draft is named. */
  public WriteResult delete(
      RecordLocator locator,
      OffsetDateTime from,
      OffsetDateTime to,
      boolean wipe,
      DraftTarget target,
      PlatformUser user) {
    return target.present()
        ? drafts.delete(target, locator, from, to, wipe, user)
        : delete(locator, from, to, wipe, user);
  }

  /** A restore, kept in a record draft when a draft is named. */
  public WriteResult restore(
      RecordLocator locator,
      OffsetDateTime from,
      OffsetDateTime to,
      DraftTarget target,
      PlatformUser user) {
    return target.present()
        ? drafts.restore(target, locator, from, to, user)
        : restore(locator, from, to, user);
  }

  /** The record's external keys. */
  @Transactional(readOnly = true)
  public List<EtalonView.ExternalKeyView> keys(EtalonId etalonId) {
    return views.keys(etalonId);
  }

  /** The versions and keys of several records (for notifications of a bulk load). */
  @Transactional(readOnly = true)
  public Map<EtalonId, Long> versions(java.util.Collection<EtalonId> etalonIds) {
    return records.versions(etalonIds);
  }

  /** The keys of several records, by record. */
  @Transactional(readOnly = true)
  public Map<EtalonId, List<EtalonView.ExternalKeyView>> keys(
      java.util.Collection<EtalonId> etalonIds) {
    Map<EtalonId, List<EtalonView.ExternalKeyView>> keys = new java.util.HashMap<>();
    records.keys(etalonIds).forEach((etalon, rows) -> keys.put(etalon, views.keys(rows)));
    return keys;
  }

  /** The golden values of active records now and when each was created; others are absent. */
  @Transactional(readOnly = true)
  public Map<EtalonId, CurrentValues> currentValues(java.util.Collection<EtalonId> etalonIds) {
    Map<EtalonId, CurrentValues> values = new LinkedHashMap<>();
    if (!etalonIds.isEmpty()) {
      records
          .activeValuesAt(etalonIds, OffsetDateTime.now(clock))
          .forEach((id, v) -> values.put(id, new CurrentValues(v.getKey(), v.getValue())));
    }
    return values;
  }

  /** A record's golden values now, and when it was created (matching compares these). */
  public record CurrentValues(OffsetDateTime createDate, Map<String, JsonNode> values) {}

  /** The etalon's version (it grows with every change of the record); empty when it is gone. */
  @Transactional(readOnly = true)
  public java.util.OptionalLong version(EtalonId etalonId) {
    return records
        .findEtalon(etalonId)
        .map(e -> java.util.OptionalLong.of(e.version()))
        .orElse(java.util.OptionalLong.empty());
  }

  /**
   * Tells the {@link GoldenRecordListener}s again of the stored timelines of the entity's next
   * {@code limit} etalons after {@code after} (null: from the first), in etalon id order, with
   * those etalons locked as a write locks them: modules rebuild their copies (the search index
   * after a model change) without racing a concurrent write.
   *
   * @return the etalons told, in id order; empty when none is left after {@code after}
   */
  @Transactional
  public List<EtalonId> retell(String entityName, EtalonId after, int limit) {
    List<GoldenRecord> batch = records.goldenRecords(entityName, after, limit);
    golden.stored(batch);
    return batch.stream().map(GoldenRecord::etalonId).toList();
  }

  /**
   * The stored timelines of the entity's next {@code limit} etalons after {@code after} (null: from
   * the first), in etalon id order, without telling anyone: a whole entity read in pages (a bulk
   * matching run). With {@code lock}, the etalons are locked as a write locks them.
   */
  @Transactional
  public List<GoldenRecord> goldenRecords(
      String entityName, EtalonId after, int limit, boolean lock) {
    return records.goldenRecords(entityName, after, limit, lock);
  }

  /** The golden record at a date; 404 when there is none (or it is inactive and not asked for). */
  @Transactional(readOnly = true)
  public EtalonView get(RecordRead read, PlatformUser user) {
    RecordWork ctx = context(RecordContext.Operation.GET, user);
    ctx.read = read;
    run(RecordPipelines.GET, ctx);
    return ctx.view;
  }

  /**
   * Deletes the record named by a key: logically (the etalon becomes INACTIVE, history kept), one
   * period of that origin (when {@code from} or {@code to} is given), or physically ({@code wipe}).
   */
  @Transactional
  public WriteResult delete(
      RecordLocator locator,
      OffsetDateTime from,
      OffsetDateTime to,
      boolean wipe,
      PlatformUser user) {
    RecordWork ctx = context(RecordContext.Operation.DELETE, user);
    ctx.locator = locator;
    ctx.wipe = wipe;
    ctx.period = optionalPeriod(from, to);
    if (wipe && ctx.period != null) {
      throw new PlatformException(DataErrors.DATA_WIPE_WITH_PERIOD);
    }
    run(RecordPipelines.DELETE, ctx);
    return ctx.result(wipe ? List.of() : operations.keys(ctx));
  }

  /** Restores a logically deleted record, or a deleted period (of one origin, or of all). */
  @Transactional
  public WriteResult restore(
      RecordLocator locator, OffsetDateTime from, OffsetDateTime to, PlatformUser user) {
    RecordWork ctx = context(RecordContext.Operation.RESTORE, user);
    ctx.locator = locator;
    ctx.period = optionalPeriod(from, to);
    run(RecordPipelines.RESTORE, ctx);
    return ctx.result(operations.keys(ctx));
  }

  private void run(String pipeline, RecordWork ctx) {
    Pipeline<RecordWork> p = pipelines.get(pipeline, RecordWork.class);
    p.run(ctx);
  }

  private RecordWork context(RecordContext.Operation operation, PlatformUser user) {
    return new RecordWork(
        operation, user, OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS));
  }

  private Period optionalPeriod(OffsetDateTime from, OffsetDateTime to) {
    if (from == null && to == null) {
      return null;
    }
    List<Problem> problems = new ArrayList<>();
    Period period = operations.period(from, to, problems);
    PlatformException.throwIfAny(problems);
    return period;
  }

  /** A record's links: in force and paged, or every stored period (see {@link RelationQuery}). */
  @Transactional(readOnly = true)
  public RelationPage relations(RelationQuery query, PlatformUser user) {
    return relationReads.query(query, user);
  }

  /** Every interval of the etalon's timeline with its contributors. */
  @Transactional(readOnly = true)
  public List<TimelineView> timeline(EtalonId etalonId, PlatformUser user) {
    readable(etalonId, user);
    return records.timeline(etalonId).stream()
        .map(
            i ->
                new TimelineView(
                    views.dateOf(i.period().from(), Period.UNBOUNDED_FROM),
                    views.dateOf(i.period().to(), Period.UNBOUNDED_TO),
                    i.active(),
                    contributors(i.contributors())))
        .toList();
  }

  /** Every origin of the etalon with all its revisions. */
  @Transactional(readOnly = true)
  public List<OriginView> origins(EtalonId etalonId, PlatformUser user) {
    readable(etalonId, user);
    Map<UUID, List<OriginView.RevisionView>> revisions = new LinkedHashMap<>();
    List<RecordRepository.RevisionRow> rows = records.revisionRows(etalonId);
    for (RecordRepository.RevisionRow row : rows) {
      OriginRevision r = row.revision();
      revisions
          .computeIfAbsent(r.originId(), k -> new ArrayList<>())
          .add(
              new OriginView.RevisionView(
                  r.revision(),
                  views.dateOf(r.period().from(), Period.UNBOUNDED_FROM),
                  views.dateOf(r.period().to(), Period.UNBOUNDED_TO),
                  r.status(),
                  row.operation(),
                  r.values(),
                  row.createDate(),
                  row.createdBy()));
    }
    return RecordRepository.origins(rows).stream()
        .map(
            o ->
                new OriginView(
                    o.externalId(),
                    o.sourceSystem(),
                    o.status(),
                    revisions.getOrDefault(o.originId(), List.of())))
        .toList();
  }

  /** The etalon's entity, when the user may read it; 404 for an unknown etalon. */
  /**
   * Every event of a record's history, oldest first; a merged record answers its own history (its
   * RECORD_MERGE_LOSER event names the winner).
   */
  @Transactional(readOnly = true)
  public List<HistoryEvent> history(EtalonId etalonId, PlatformUser user) {
    readable(etalonId, user);
    return history.events(etalonId);
  }

  private void readable(EtalonId etalonId, PlatformUser user) {
    RecordRepository.EtalonRow etalon =
        records
            .findEtalon(etalonId)
            .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, etalonId));
    if (!user.can(etalon.entityName(), Right.READ)) {
      throw new PlatformException(
          DataErrors.DATA_ACCESS_DENIED, user.userName(), Right.READ.name(), etalon.entityName());
    }
  }

  private static List<TimelineView.ContributorView> contributors(JsonNode contributors) {
    List<TimelineView.ContributorView> list = new ArrayList<>();
    for (JsonNode c : contributors) {
      list.add(
          new TimelineView.ContributorView(
              c.path("externalId").asString(),
              c.path("sourceSystem").asString(),
              c.path("revision").asInt(),
              RecordStatus.valueOf(c.path("status").asString())));
    }
    return list;
  }
}
