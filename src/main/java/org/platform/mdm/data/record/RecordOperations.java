package org.platform.mdm.data.record;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.CoreSettings;
import org.platform.mdm.core.LargeObjects;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.PublishedModel;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.Settings;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.StringNode;

/**
 * The steps of the record pipelines: check a write against the model, lock or create the etalon,
 * append revisions, rebuild the stored timeline, read. Every change first locks the etalon's row,
 * so writes to one etalon serialize in the database on every node.
 */
@Component
public class RecordOperations {

  public static final String UPSERT = "UPSERT";
  public static final String DELETE_PERIOD = "DELETE_PERIOD";
  public static final String RESTORE_PERIOD = "RESTORE_PERIOD";
  public static final String DELETE_RECORD = "DELETE_RECORD";
  public static final String RESTORE_RECORD = "RESTORE_RECORD";

  /** A delete made because the record's owner (CONTAINS) was deleted. */
  public static final String DELETE_CASCADE = "DELETE_CASCADE";

  private static final int MAX_KEY_LENGTH = 1000;

  private final RecordRepository records;
  private final EntityModels entities;
  private final Settings settings;
  private final RecordViews views;
  private final RecordLinks links;
  private final LargeObjects largeObjects;
  private final GoldenRecords golden;
  private final MergedRecords merges;
  private final Clock clock;
  private final ZoneId zone;

  /** A merged record read by its etalon id shows its winner; chains longer than this are cut. */
  private static final int MAX_MERGE_HOPS = 100;

  RecordOperations(
      RecordRepository records,
      EntityModels entities,
      Settings settings,
      RecordViews views,
      RecordLinks links,
      LargeObjects largeObjects,
      GoldenRecords golden,
      MergedRecords merges,
      Clock clock) {
    this.largeObjects = largeObjects;
    this.golden = golden;
    this.merges = merges;
    this.clock = clock;
    this.links = links;
    this.records = records;
    this.entities = entities;
    this.settings = settings;
    this.views = views;
    this.zone = clock.getZone();
  }

  // ---- upsert

  /** Checks the write against the published model; every problem at once. */
  public void checkWrite(RecordWork ctx) {
    checkWrite(ctx, records::missingCodes);
  }

  /** Of these codes of a reference set, those no active record has. */
  public Set<String> missingCodes(String referenceSet, Set<String> codes) {
    return records.missingCodes(referenceSet, codes);
  }

  /** The same, with LookupLink codes looked up by {@code lookups}. */
  public void checkWrite(RecordWork ctx, LookupCodes lookups) {
    RecordWrite w = ctx.write;
    PublishedModel published = entities.published();
    DataModel model = published.model();
    List<Problem> problems = new ArrayList<>();
    Optional<EntityModel> entity = entity(published, w.entityName(), "entityName", problems);
    requireText(w.externalId(), "externalId", problems);
    if (requireText(w.sourceSystem(), "sourceSystem", problems)
        && model.sourceSystem(w.sourceSystem()).isEmpty()) {
      problems.add(
          Problem.at("sourceSystem", DataErrors.DATA_SOURCE_SYSTEM_UNKNOWN, w.sourceSystem()));
    }
    ctx.period = period(w.validFrom(), w.validTo(), problems);
    if (entity.isPresent()) {
      ctx.entity = entity.get();
      CheckedValues checked =
          RecordValueRules.check(
              model,
              w.entityName(),
              entity.get().attributes(),
              w.attributes(),
              zone,
              lookups,
              settings.get(CoreSettings.FILE_MAX_COUNT));
      problems.addAll(checked.problems());
      ctx.values = new LinkedHashMap<>(checked.values());
      ctx.largeObjects.putAll(checked.largeObjects());
      checkParent(ctx, problems);
      if (w.touchesRelations()) {
        links.check(ctx, model, lookups, problems);
      }
      checkLargeObjects(ctx, problems);
    }
    PlatformException.throwIfAny(problems);
  }

  /** The large objects the write names must have been uploaded. */
  private void checkLargeObjects(RecordWork ctx, List<Problem> problems) {
    if (ctx.largeObjects.isEmpty()) {
      return;
    }
    Set<UUID> existing = largeObjects.existing(ctx.largeObjects.keySet());
    ctx.largeObjects.forEach(
        (id, paths) -> {
          if (!existing.contains(id)) {
            paths.forEach(p -> problems.add(Problem.at(p, DataErrors.DATA_LOB_UNKNOWN, id)));
          }
        });
  }

  /** Writes the record's revision, then attaches the large objects it names to the record. */
  void persistWrite(RecordWork ctx) {
    persistRevision(ctx);
    attachLargeObjects(ctx);
  }

  private void attachLargeObjects(RecordWork ctx) {
    if (!ctx.largeObjects.isEmpty()) {
      List<UUID> refused =
          largeObjects.attach(
              ctx.largeObjects.keySet(), ctx.etalonId.value(), ctx.entity.name(), ctx.now());
      if (!refused.isEmpty()) {
        UUID id = refused.get(0);
        throw new PlatformException(
            List.of(
                Problem.at(
                    ctx.largeObjects.get(id).get(0),
                    DataErrors.DATA_LOB_OF_ANOTHER_RECORD,
                    id,
                    ctx.etalonId)));
      }
    }
  }

  /**
   * Finds or creates the etalon and origin of the write's key, appends the revision.
   *
   * @throws RetryableWrite when another transaction created the key or etalon meanwhile: the caller
   *     rolls back and tries again in a new transaction, which then sees it
   */
  private void persistRevision(RecordWork ctx) {
    RecordWrite w = ctx.write;
    Optional<Map.Entry<RecordRepository.KeyRow, RecordRepository.EtalonRow>> key =
        records.lockByKey(w.entityName(), w.sourceSystem(), w.externalId());
    UUID originId;
    if (key.isPresent()) {
      EtalonId etalonId = key.get().getKey().etalonId();
      if (w.etalonId() != null && !w.etalonId().equals(etalonId)) {
        throw new PlatformException(
            DataErrors.DATA_KEY_OF_ANOTHER_ETALON,
            w.sourceSystem(),
            w.externalId(),
            etalonId,
            w.etalonId());
      }
      require(ctx, Right.UPDATE);
      accept(ctx, key.get().getValue());
      originId = key.get().getKey().originId();
    } else if (w.etalonId() != null && records.findEtalon(w.etalonId()).isPresent()) {
      require(ctx, Right.UPDATE);
      lockExisting(ctx, w.etalonId());
      originId = newOrigin(ctx, w, ctx.etalonId);
    } else {
      create(ctx);
      return;
    }
    appendAndRebuild(
        ctx,
        new RecordRepository.NewRevision(
            originId, ctx.period, RecordStatus.ACTIVE, UPSERT, ctx.values));
  }

  /**
   * A new etalon with its one origin and revision: its timeline is computed from the write alone
   * and everything is written in one statement.
   */
  private void create(RecordWork ctx) {
    require(ctx, Right.CREATE);
    RecordWrite w = ctx.write;
    EtalonId etalonId = w.etalonId() != null ? w.etalonId() : EtalonId.random();
    UUID originId = UUID.randomUUID();
    ctx.etalonId = etalonId;
    ctx.status = RecordStatus.ACTIVE;
    ctx.created = true;
    // The creation sequence number orders revisions; with one revision it decides nothing.
    OriginRevision revision =
        new OriginRevision(
            originId,
            w.sourceSystem(),
            w.externalId(),
            1,
            0,
            ctx.period,
            RecordStatus.ACTIVE,
            ctx.values);
    List<TimelineInterval> timeline =
        TimelineCalculator.compute(
            ctx.entity.rule(),
            RecordStatus.ACTIVE,
            List.of(
                new OriginHistory(
                    originId,
                    w.sourceSystem(),
                    w.externalId(),
                    RecordStatus.ACTIVE,
                    List.of(revision))));
    RecordRepository.KeyRow key =
        new RecordRepository.KeyRow(
            w.entityName(), w.sourceSystem(), w.externalId(), etalonId, originId, etalonId);
    if (!records.createRecord(
        key, ctx.entity, ctx.period, ctx.values, timeline, ctx.now(), user(ctx))) {
      throw new RetryableWrite();
    }
    golden.stored(ctx.entity.name(), etalonId, timeline, true);
    ctx.keys = List.of(key);
  }

  /** Claims the write's key for a new origin of the etalon. */
  private UUID newOrigin(RecordWork ctx, RecordWrite w, EtalonId owner) {
    UUID originId = UUID.randomUUID();
    boolean claimed =
        records.insertKey(
            new RecordRepository.KeyRow(
                w.entityName(), w.sourceSystem(), w.externalId(), ctx.etalonId, originId, owner),
            ctx.now(),
            user(ctx));
    if (!claimed) {
      throw new RetryableWrite();
    }
    return originId;
  }

  /** Another transaction created the same key or etalon a moment ago. */
  public static final class RetryableWrite extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RetryableWrite() {
      super("concurrent creation", null, false, false);
    }
  }

  private void lockExisting(RecordWork ctx, EtalonId etalonId) {
    accept(
        ctx,
        records
            .lockEtalon(etalonId)
            .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, etalonId)));
  }

  /** The locked etalon becomes the operation's, when it is of the operation's entity. */
  private void accept(RecordWork ctx, RecordRepository.EtalonRow etalon) {
    EtalonId etalonId = etalon.etalonId();
    if (!etalon.entityName().equals(ctx.entity.name())) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "etalonId",
                  DataErrors.DATA_ETALON_OF_ANOTHER_ENTITY,
                  etalonId,
                  etalon.entityName(),
                  ctx.entity.name())));
    }
    if (etalon.status() == RecordStatus.MERGED) {
      // Its keys went with its origins to the winner; only its etalon id can name it.
      throw new PlatformException(
          List.of(Problem.at("etalonId", DataErrors.DATA_ETALON_MERGED, etalonId)));
    }
    if (etalon.status() == RecordStatus.INACTIVE
        && ctx.operation() == RecordContext.Operation.UPSERT) {
      ctx.warnings.add(Notice.of("etalonId", "data.warning.recordInactive", etalonId));
    }
    ctx.etalonId = etalonId;
    ctx.status = etalon.status();
  }

  // ---- delete and restore

  /** Finds the record named by the locator, checks the right and locks its etalon. */
  void lockNamed(RecordWork ctx, Right right) {
    RecordLocator locator = ctx.locator;
    ctx.entity = knownEntity(locator.entityName());
    require(ctx, right);
    EtalonId etalonId = resolve(locator);
    lockExisting(ctx, etalonId);
  }

  /** The register a relation of the published model points to. */
  public String relationTarget(String relationName) {
    return entities
        .published()
        .model()
        .relation(relationName)
        .map(org.platform.mdm.meta.RelationDef::to)
        .orElseThrow(() -> new PlatformException(DataErrors.DATA_RELATION_UNKNOWN, relationName));
  }

  /**
   * Writes links from an existing record without a new revision of it (relation drafts): the record
   * named by {@code ctx.locator} is locked, the links of {@code ctx.write} checked and written.
   */
  public void writeLinks(RecordWork ctx) {
    lockNamed(ctx, Right.UPDATE);
    ctx.period = Period.ALL_TIME;
    List<Problem> problems = new ArrayList<>();
    links.check(ctx, entities.published().model(), records::missingCodes, problems);
    checkLargeObjects(ctx, problems);
    PlatformException.throwIfAny(problems);
    links.persist(ctx);
    attachLargeObjects(ctx);
  }

  /** Deletes and writes the links of the write, once its etalon is locked or created. */
  void persistRelations(RecordWork ctx) {
    links.persist(ctx);
  }

  void persistDelete(RecordWork ctx) {
    if (ctx.wipe) {
      links.wipe(ctx);
      return;
    }
    if (ctx.period != null) {
      RecordRepository.KeyRow key = key(ctx.locator);
      appendAndRebuild(
          ctx,
          new RecordRepository.NewRevision(
              key.originId(), ctx.period, RecordStatus.INACTIVE, DELETE_PERIOD, Map.of()));
      return;
    }
    if (status(ctx) == RecordStatus.INACTIVE) {
      ctx.warnings.add(Notice.of(null, "data.warning.alreadyDeleted", ctx.etalonId));
      return;
    }
    records.changeStatus(
        ctx.etalonId,
        RecordStatus.INACTIVE,
        ctx.cascade ? DELETE_CASCADE : DELETE_RECORD,
        ctx.now(),
        user(ctx));
    ctx.status = RecordStatus.INACTIVE;
    ctx.touched = true;
    rebuild(ctx);
    links.delete(ctx);
  }

  void persistRestore(RecordWork ctx) {
    if (ctx.period == null) {
      if (status(ctx) != RecordStatus.INACTIVE) {
        ctx.warnings.add(Notice.of(null, "data.warning.notDeleted", ctx.etalonId));
        return;
      }
      records.changeStatus(ctx.etalonId, RecordStatus.ACTIVE, RESTORE_RECORD, ctx.now(), user(ctx));
      ctx.status = RecordStatus.ACTIVE;
      ctx.touched = true;
      links.restore(ctx);
    } else {
      Set<UUID> origins = new HashSet<>();
      if (ctx.locator.byKey()) {
        origins.add(key(ctx.locator).originId());
      }
      int restored = 0;
      for (OriginHistory origin : records.histories(ctx.etalonId)) {
        if (!origins.isEmpty() && !origins.contains(origin.originId())) {
          continue;
        }
        for (PeriodRestore.Piece piece : PeriodRestore.pieces(origin, ctx.period)) {
          appendRevision(
              ctx,
              new RecordRepository.NewRevision(
                  origin.originId(),
                  piece.period(),
                  RecordStatus.ACTIVE,
                  RESTORE_PERIOD,
                  piece.values()));
          restored++;
        }
      }
      if (restored == 0) {
        ctx.warnings.add(Notice.of(null, "data.warning.nothingToRestore", ctx.etalonId));
        return;
      }
    }
    rebuild(ctx);
  }

  // ---- get

  void read(RecordWork ctx) {
    RecordRead read = ctx.read;
    ctx.entity = knownEntity(read.locator().entityName());
    require(ctx, Right.READ);
    ctx.etalonId = readable(ctx, read.locator());
    ctx.view = views.etalon(ctx.entity, ctx.etalonId, read);
    for (Notice note : ctx.notes) {
      ctx.view = ctx.view.withInfo(note);
    }
    if (read.relations()) {
      OffsetDateTime at =
          read.timelineDate() == null ? OffsetDateTime.now(clock) : read.timelineDate();
      ctx.view = ctx.view.withRelations(links.at(ctx.etalonId, at, ctx.user()));
    }
  }

  // ---- shared

  /**
   * Appends a revision; the first change of an existing etalon in the operation also stamps its
   * update date and version (in the same statement).
   */
  private void appendRevision(RecordWork ctx, RecordRepository.NewRevision revision) {
    records.insertRevision(ctx.etalonId, revision, ctx.now(), user(ctx), firstTouch(ctx));
  }

  /** Appends a revision, reads the etalon's history with it and stores the new timeline. */
  private void appendAndRebuild(RecordWork ctx, RecordRepository.NewRevision revision) {
    RecordRepository.EtalonHistory history =
        records.appendAndRead(ctx.etalonId, revision, ctx.now(), user(ctx), firstTouch(ctx));
    ctx.keys = history.keys();
    store(ctx, history.origins());
  }

  /** Recomputes the etalon's timeline from all its revisions and stores it. */
  void rebuild(RecordWork ctx) {
    RecordRepository.EtalonHistory history = records.history(ctx.etalonId);
    ctx.keys = history.keys();
    store(ctx, history.origins());
  }

  /** Computes the timeline of these origins and stores it; stamps the etalon if not done yet. */
  private void store(RecordWork ctx, List<OriginHistory> origins) {
    store(ctx.entity, ctx.etalonId, status(ctx), origins, false);
    if (firstTouch(ctx)) {
      records.touchEtalon(ctx.etalonId, ctx.now(), user(ctx));
    }
  }

  /**
   * Computes an etalon's timeline from these origins by the entity's rule, stores it and tells the
   * golden-record listeners (search).
   */
  public void store(
      EntityModel entity,
      EtalonId etalonId,
      RecordStatus status,
      List<OriginHistory> origins,
      boolean created) {
    List<TimelineInterval> timeline = TimelineCalculator.compute(entity.rule(), status, origins);
    records.replaceTimeline(etalonId, entity.name(), entity.codeAttribute(), timeline);
    golden.stored(entity.name(), etalonId, timeline, created);
  }

  /** True the first time in an operation: its first write of the etalon stamps it. */
  private static boolean firstTouch(RecordWork ctx) {
    boolean first = !ctx.touched;
    ctx.touched = true;
    return first;
  }

  /** The keys the operation's answer shows: as the operation read them, or read now. */
  public List<EtalonView.ExternalKeyView> keys(RecordWork ctx) {
    return ctx.keys != null ? views.keys(ctx.keys) : views.keys(ctx.etalonId);
  }

  /** The etalon's status: as locked, created or changed by this operation. */
  private RecordStatus status(RecordWork ctx) {
    if (ctx.status != null) {
      return ctx.status;
    }
    return records
        .findEtalon(ctx.etalonId)
        .map(RecordRepository.EtalonRow::status)
        .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, ctx.etalonId));
  }

  private EtalonId resolve(RecordLocator locator) {
    if (locator.byKey()) {
      return key(locator).etalonId();
    }
    RecordRepository.EtalonRow etalon =
        records
            .findEtalon(locator.etalonId())
            .filter(e -> e.entityName().equals(locator.entityName()))
            .orElseThrow(
                () -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, locator.etalonId()));
    return etalon.etalonId();
  }

  /**
   * The etalon a read shows: the one named, or for a merged record the record it was merged into
   * (following that one's later merges), with a note naming both.
   */
  private EtalonId readable(RecordWork ctx, RecordLocator locator) {
    if (locator.byKey()) {
      return key(locator).etalonId(); // keys move with their origins: never to a merged record
    }
    EtalonId asked = locator.etalonId();
    RecordRepository.EtalonRow etalon =
        records
            .findEtalon(asked)
            .filter(e -> e.entityName().equals(locator.entityName()))
            .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, asked));
    boolean follow = ctx.read == null || !ctx.read.historic(); // a historic read shows the loser
    for (int hops = 0;
        follow && etalon.status() == RecordStatus.MERGED && hops < MAX_MERGE_HOPS;
        hops++) {
      EtalonId winner =
          merges
              .winnerOf(etalon.etalonId())
              .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, asked));
      etalon =
          records
              .findEtalon(winner)
              .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, asked));
    }
    if (!etalon.etalonId().equals(asked)) {
      ctx.notes.add(Notice.of("etalonId", "data.info.recordMerged", asked, etalon.etalonId()));
    }
    return etalon.etalonId();
  }

  private RecordRepository.KeyRow key(RecordLocator locator) {
    return records
        .findKey(locator.entityName(), locator.sourceSystem(), locator.externalId())
        .orElseThrow(
            () ->
                new PlatformException(
                    DataErrors.DATA_KEY_NOT_FOUND,
                    locator.entityName(),
                    locator.sourceSystem(),
                    locator.externalId()));
  }

  /** The entity of a read, delete or restore; unknown → 404 (no such records can exist). */
  public EntityModel knownEntity(String entityName) {
    return entities
        .of(entities.published(), entityName)
        .orElseThrow(
            () ->
                new PlatformException(
                    DataErrors.DATA_ENTITY_NOT_FOUND, String.valueOf(entityName)));
  }

  public Period period(OffsetDateTime from, OffsetDateTime to, List<Problem> problems) {
    return period("validFrom", from, to, problems);
  }

  /** The period between two dates; when it would start after it ends, a problem at {@code at}. */
  Period period(String at, OffsetDateTime from, OffsetDateTime to, List<Problem> problems) {
    Period period = Period.between(from, to);
    if (period == null) {
      problems.add(
          Problem.at(at, DataErrors.DATA_PERIOD_INVALID, views.format(from), views.format(to)));
      return Period.ALL_TIME;
    }
    return period;
  }

  private static void require(RecordWork ctx, Right right) {
    if (!ctx.user().can(ctx.entity.name(), right)) {
      throw new PlatformException(
          DataErrors.DATA_ACCESS_DENIED, ctx.user().userName(), right.name(), ctx.entity.name());
    }
  }

  private static String user(RecordWork ctx) {
    return ctx.user().userName();
  }

  private Optional<EntityModel> entity(
      PublishedModel published, String name, String source, List<Problem> problems) {
    if (!requireText(name, source, problems)) {
      return Optional.empty();
    }
    Optional<EntityModel> entity = entities.of(published, name);
    if (entity.isEmpty()) {
      problems.add(Problem.at(source, DataErrors.DATA_ENTITY_UNKNOWN, name));
    }
    return entity;
  }

  private static boolean requireText(String value, String source, List<Problem> problems) {
    if (value == null || value.isBlank()) {
      problems.add(Problem.at(source, DataErrors.DATA_FIELD_REQUIRED, source));
      return false;
    }
    if (value.length() > MAX_KEY_LENGTH) {
      problems.add(Problem.at(source, DataErrors.DATA_FIELD_TOO_LONG, source, MAX_KEY_LENGTH));
      return false;
    }
    return true;
  }

  /**
   * A hierarchical reference set's record may name its parent by code: the parent must be an active
   * record of the same set, and the chain of parents may not come back to this record.
   */
  private void checkParent(RecordWork ctx, List<Problem> problems) {
    String parent = ctx.write.parent();
    if (parent == null) {
      return;
    }
    if (!ctx.entity.hierarchical()) {
      problems.add(
          Problem.at("parent", DataErrors.DATA_PARENT_NOT_HIERARCHICAL, ctx.entity.name()));
      return;
    }
    if (!records.missingCodes(ctx.entity.name(), Set.of(parent)).isEmpty()) {
      problems.add(Problem.at("parent", DataErrors.DATA_PARENT_UNKNOWN, parent, ctx.entity.name()));
      return;
    }
    JsonNode own = ctx.values.get(ctx.entity.codeAttribute());
    String code = own == null ? null : own.asString();
    Set<String> seen = new HashSet<>();
    for (String p = parent; p != null && seen.add(p); p = records.parentOf(ctx.entity.name(), p)) {
      if (p.equals(code)) {
        problems.add(Problem.at("parent", DataErrors.DATA_PARENT_CYCLE, parent, code));
        return;
      }
    }
    ctx.values.put(EntityModel.PARENT, StringNode.valueOf(parent));
  }
}
