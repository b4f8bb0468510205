package org.platform.mdm.data.record;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

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

  private final WriteChecks checks;
  private final NamedRecords named;
  private final RecordUpserts upserts;
  private final TimelineWrites timelines;
  private final RecordRepository records;
  private final RevisionRepository revisions;
  private final TimelineRepository storedTimelines;
  private final EntityModels entities;
  private final RecordViews views;
  private final RecordLinks links;
  private final RecordLargeObjects largeObjects;
  private final Clock clock;

  RecordOperations(
      WriteChecks checks,
      NamedRecords named,
      RecordUpserts upserts,
      TimelineWrites timelines,
      RecordRepository records,
      RevisionRepository revisions,
      TimelineRepository storedTimelines,
      EntityModels entities,
      RecordViews views,
      RecordLinks links,
      RecordLargeObjects largeObjects,
      Clock clock) {
    this.checks = checks;
    this.named = named;
    this.upserts = upserts;
    this.timelines = timelines;
    this.records = records;
    this.revisions = revisions;
    this.storedTimelines = storedTimelines;
    this.entities = entities;
    this.views = views;
    this.links = links;
    this.largeObjects = largeObjects;
    this.clock = clock;
  }

  // ---- upsert

  /** Checks the write against the published model; every problem at once. */
  public void checkWrite(RecordWork ctx) {
    checks.check(ctx, storedTimelines::missingCodes);
  }

  /** Of these codes of a reference set, those no active record has. */
  public Set<String> missingCodes(String referenceSet, Set<String> codes) {
    return storedTimelines.missingCodes(referenceSet, codes);
  }

  /** The same, with LookupLink codes looked up by {@code lookups}. */
  public void checkWrite(RecordWork ctx, LookupCodes lookups) {
    checks.check(ctx, lookups);
  }

  /** Writes the record's revision, then attaches the large objects it names to the record. */
  void persistWrite(RecordWork ctx) {
    upserts.persist(ctx);
    largeObjects.attach(ctx);
  }

  /** Another transaction created the same key or etalon a moment ago. */
  public static final class RetryableWrite extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RetryableWrite() {
      super("concurrent creation", null, false, false);
    }
  }

  // ---- delete and restore

  /** Finds the record named by the locator, checks the right and locks its etalon. */
  public void lockNamed(RecordWork ctx, Right right) {
    named.lockNamed(ctx, right);
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
    links.check(ctx, entities.published().model(), storedTimelines::missingCodes, problems);
    largeObjects.check(ctx, problems);
    PlatformException.throwIfAny(problems);
    links.persist(ctx);
    largeObjects.attach(ctx);
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
      RecordRepository.KeyRow key = named.key(ctx.locator);
      timelines.appendAndRebuild(
          ctx,
          new RevisionRepository.NewRevision(
              key.originId(), ctx.period, RecordStatus.INACTIVE, DELETE_PERIOD, Map.of()));
      return;
    }
    if (timelines.status(ctx) == RecordStatus.INACTIVE) {
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
    timelines.rebuild(ctx);
    links.delete(ctx);
  }

  void persistRestore(RecordWork ctx) {
    if (ctx.period == null) {
      if (timelines.status(ctx) != RecordStatus.INACTIVE) {
        ctx.warnings.add(Notice.of(null, "data.warning.notDeleted", ctx.etalonId));
        return;
      }
      records.changeStatus(ctx.etalonId, RecordStatus.ACTIVE, RESTORE_RECORD, ctx.now(), user(ctx));
      ctx.status = RecordStatus.ACTIVE;
      ctx.touched = true;
      links.restore(ctx);
    } else if (restorePeriod(ctx) == 0) {
      ctx.warnings.add(Notice.of(null, "data.warning.nothingToRestore", ctx.etalonId));
      return;
    }
    timelines.rebuild(ctx);
  }

  /**
   * Appends the revisions that bring back what was deleted inside the period ({@link
   * PeriodRestore}), of the origin the locator names or of every origin; how many it appended.
   */
  private int restorePeriod(RecordWork ctx) {
    Set<UUID> origins = new HashSet<>();
    if (ctx.locator.byKey()) {
      origins.add(named.key(ctx.locator).originId());
    }
    int restored = 0;
    for (OriginHistory origin : revisions.histories(ctx.etalonId)) {
      if (!origins.isEmpty() && !origins.contains(origin.originId())) {
        continue;
      }
      for (PeriodRestore.Piece piece : PeriodRestore.pieces(origin, ctx.period)) {
        timelines.appendRevision(
            ctx,
            new RevisionRepository.NewRevision(
                origin.originId(),
                piece.period(),
                RecordStatus.ACTIVE,
                RESTORE_PERIOD,
                piece.values()));
        restored++;
      }
    }
    return restored;
  }

  // ---- get

  void read(RecordWork ctx) {
    RecordRead read = ctx.read;
    ctx.entity = knownEntity(read.locator().entityName());
    NamedRecords.require(ctx, Right.READ);
    ctx.etalonId = named.readable(ctx, read.locator());
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

  /** The keys the operation's answer shows: as the operation read them, or read now. */
  public List<EtalonView.ExternalKeyView> keys(RecordWork ctx) {
    return ctx.keys != null ? views.keys(ctx.keys) : views.keys(ctx.etalonId);
  }

  /** The entity of a read, delete or restore; unknown → 404 (no such records can exist). */
  public EntityModel knownEntity(String entityName) {
    return named.knownEntity(entityName);
  }

  public Period period(OffsetDateTime from, OffsetDateTime to, List<Problem> problems) {
    return checks.period(from, to, problems);
  }

  private static String user(RecordWork ctx) {
    return ctx.user().userName();
  }
}
