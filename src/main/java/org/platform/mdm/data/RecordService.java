package org.platform.mdm.data;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.draft.RecordDrafts;
import org.platform.mdm.data.history.ShownHistory;
import org.platform.mdm.data.record.GoldenRecords;
import org.platform.mdm.data.record.RecordDetails;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RecordRuns;
import org.platform.mdm.data.record.RecordViews;
import org.platform.mdm.data.record.TimelineRepository;
import org.platform.mdm.data.relation.RelationReads;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;

/**
 * Records: write origin versions, read golden records at a date, delete and restore, each at once
 * or kept in a record draft; and what other modules read of records (keys, versions, current
 * values, stored timelines). Each operation runs its pipeline in one transaction; rights are those
 * of the record's entity (READ to read, CREATE for a new etalon, UPDATE to change one, DELETE to
 * delete or restore).
 */
@Service
public class RecordService {

  private static final int MAX_ATTEMPTS = 3;

  private final RecordRuns runs;
  private final RecordDetails details;
  private final RecordRepository records;
  private final TimelineRepository timelines;
  private final RecordViews views;
  private final RelationReads relationReads;
  private final TransactionTemplate transactions;
  private final RecordDrafts drafts;
  private final ShownHistory shown;
  private final GoldenRecords golden;
  private final org.platform.mdm.data.record.RecordLabelChecks labels;
  private final org.platform.mdm.data.relation.RelationRepository links;
  private final Clock clock;

  RecordService(
      RecordRuns runs,
      RecordDetails details,
      RecordRepository records,
      TimelineRepository timelines,
      RecordViews views,
      RelationReads relationReads,
      TransactionTemplate transactions,
      RecordDrafts drafts,
      ShownHistory shown,
      GoldenRecords golden,
      org.platform.mdm.data.record.RecordLabelChecks labels,
      org.platform.mdm.data.relation.RelationRepository links,
      Clock clock) {
    this.labels = labels;
    this.links = links;
    this.runs = runs;
    this.details = details;
    this.records = records;
    this.timelines = timelines;
    this.views = views;
    this.relationReads = relationReads;
    this.transactions = transactions;
    this.drafts = drafts;
    this.shown = shown;
    this.golden = golden;
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
    RecordWrite write = keyed(RecordBodies.write(body, clock.getZone()));
    return target.present() ? drafts.write(target, write, body, user) : upsert(write, user);
  }

  /**
   * The write under the platform's key of the record it names, when it is a write of the platform's
   * source naming a record by its etalon id without a key ({@link
   * RecordWrite#namesRecordWithoutKey()}): a steward edits the record, whatever its key.
   *
   * @throws PlatformException DATA_RECORD_NOT_FOUND at {@code etalonId} when no record has that id
   *     (a key-less write makes no record under an id it chose)
   */
  private RecordWrite keyed(RecordWrite write) {
    if (!write.namesRecordWithoutKey()) {
      return write;
    }
    if (records.findEtalon(write.etalonId()).isEmpty()) {
      throw new PlatformException(
          List.of(Problem.at("etalonId", DataErrors.DATA_RECORD_NOT_FOUND, write.etalonId())));
    }
    return write.withExternalId(platformKey(write.etalonId()));
  }

  /**
   * The key under which the platform's source writes a record: its key of the platform's source if
   * it has one (the first in the order of keys, after a merge brought several), else its etalon id,
   * the key a new record of the platform gets.
   */
  public String platformKey(EtalonId etalonId) {
    return views.keys(etalonId).stream()
        .filter(k -> org.platform.mdm.meta.SourceSystemDef.PLATFORM.equals(k.sourceSystem()))
        .map(EtalonView.ExternalKeyView::id)
        .findFirst()
        .orElse(etalonId.toString());
  }

  /**
   * Writes one origin version: a new revision of its origin, a new etalon when the key is new. Runs
   * in a transaction of its own, tried again when a concurrent request created the same key.
   */
  public WriteResult upsert(RecordWrite write, PlatformUser user) {
    for (int attempt = 1; ; attempt++) {
      try {
        return transactions.execute(s -> runs.upsert(write, user));
      } catch (RecordOperations.RetryableWrite e) {
        if (attempt == MAX_ATTEMPTS) {
          throw RecordRuns.concurrentCreate(write);
        }
      }
    }
  }

  /** A delete, kept in a record draft when a draft is named. */
  @Transactional
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
  @Transactional
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
      timelines
          .activeValuesAt(etalonIds, OffsetDateTime.now(clock))
          .forEach((id, v) -> values.put(id, new CurrentValues(v.getKey(), v.getValue())));
    }
    return values;
  }

  /** A record's golden values now, and when it was created (matching compares these). */
  public record CurrentValues(OffsetDateTime createDate, Map<String, JsonNode> values) {}

  /**
   * Of these records (with their entities), those the user's security labels hide: none for a
   * record of an entity without labels, all for a record that no longer exists under a label.
   */
  @Transactional(readOnly = true)
  public java.util.Set<EtalonId> hiddenFrom(PlatformUser user, Map<EtalonId, String> entityOf) {
    return labels.hidden(user, entityOf);
  }

  /**
   * The SQL condition that the record of the entity whose etalon id is in {@code etalonIdColumn} is
   * visible to the user (its security labels admit it); empty when none of the entity's records is
   * hidden from the user. For other modules' lists of records (clusters).
   */
  public java.util.Optional<String> visibleCondition(
      PlatformUser user, String entityName, String etalonIdColumn) {
    return labels.visibleSql(user, entityName, etalonIdColumn);
  }

  /** A record's version and external keys, read together. */
  public record Stamp(long version, List<EtalonView.ExternalKeyView> keys) {}

  /** The record's version and keys in one look-up (version 0 and no keys when it is gone). */
  @Transactional(readOnly = true)
  public Stamp stamp(EtalonId etalonId) {
    return records
        .versionAndKeys(etalonId)
        .map(found -> new Stamp(found.getKey(), views.keys(found.getValue())))
        .orElse(new Stamp(0, List.of()));
  }

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
    List<GoldenRecord> batch = timelines.goldenRecords(entityName, after, limit);
    golden.retold(batch);
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
    return timelines.goldenRecords(entityName, after, limit, lock);
  }

  /**
   * The stored timelines of the entity's records of the given ids, in the order given (a selection
   * exported); ids of other entities or of records gone are left out.
   */
  @Transactional(readOnly = true)
  public List<GoldenRecord> goldenRecords(String entityName, List<EtalonId> etalonIds) {
    return timelines.goldenRecords(entityName, etalonIds, false);
  }

  /** Like {@link #goldenRecords(String, List)}, the records locked as a write locks them. */
  @Transactional
  public List<GoldenRecord> lockedGoldenRecords(String entityName, List<EtalonId> etalonIds) {
    return timelines.goldenRecords(entityName, etalonIds, true);
  }

  /**
   * Tells the {@link GoldenRecordListener}s again of the stored timelines of the entity's records
   * of the given ids, those locked as a write locks them (a selection re-indexed).
   */
  @Transactional
  public List<EtalonId> retell(String entityName, List<EtalonId> etalonIds) {
    List<GoldenRecord> batch = timelines.goldenRecords(entityName, etalonIds, true);
    golden.retold(batch);
    return batch.stream().map(GoldenRecord::etalonId).toList();
  }

  /** The golden record at a date; 404 when there is none (or it is inactive and not asked for). */
  @Transactional(readOnly = true)
  public EtalonView get(RecordRead read, PlatformUser user) {
    return runs.get(read, user);
  }

  /**
   * The golden record of an atomic get or a historic record, read by the data module's read; 400
   * when a module's own request names another record ({@link AtomicRead#otherRecords}).
   */
  @Transactional(readOnly = true)
  public EtalonView get(AtomicRead read, PlatformUser user) {
    EtalonView view = runs.get(read.read(), user);
    PlatformException.throwIfAny(read.otherRecords(view.etalonId()));
    return view;
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
    return runs.delete(locator, from, to, wipe, user);
  }

  /**
   * Logically deletes one origin over its whole timeline (the record named by a key loses that
   * source's version; a record with no other active origin has no active period left).
   */
  @Transactional
  public WriteResult deleteOrigin(RecordLocator byKey, PlatformUser user) {
    return runs.deleteOrigin(byKey, user);
  }

  /** The record a locator names, when it exists (by its etalon id, or by a key of it). */
  @Transactional(readOnly = true)
  public java.util.Optional<EtalonId> keyOwner(RecordLocator locator) {
    if (!locator.byKey()) {
      return records.findEtalon(locator.etalonId()).map(RecordRepository.EtalonRow::etalonId);
    }
    return records
        .findKey(locator.entityName(), locator.sourceSystem(), locator.externalId())
        .map(RecordRepository.KeyRow::etalonId);
  }

  /** Restores a logically deleted record, or a deleted period (of one origin, or of all). */
  @Transactional
  public WriteResult restore(
      RecordLocator locator, OffsetDateTime from, OffsetDateTime to, PlatformUser user) {
    return runs.restore(locator, from, to, user);
  }

  /**
   * The links starting at these records as they stand now (status and how they were last written,
   * whatever their periods), with no check of rights: for modules that keep a copy of the links
   * ({@link RelationListener}).
   */
  @Transactional(readOnly = true)
  public List<LinkState> outgoingLinks(java.util.Collection<EtalonId> fromEtalons) {
    return links.outgoing(fromEtalons);
  }

  /** A record's links: in force and paged, or every stored period (see {@link RelationQuery}). */
  @Transactional(readOnly = true)
  public RelationPage relations(RelationQuery query, PlatformUser user) {
    return relationReads.query(query, user);
  }

  /**
   * Every event of a record's history, oldest first; a merged record answers its own history (its
   * RECORD_MERGE_LOSER event names the winner). The other records an event mentions are named
   * beside their ids ({@link RecordName}, by their values now), in one batch for the whole history.
   */
  @Transactional(readOnly = true)
  public List<HistoryEvent> history(EtalonId etalonId, PlatformUser user) {
    details.readable(etalonId, user);
    return shown.events(etalonId, user);
  }

  /**
   * The record's delete or restore made at a moment, as {@link #history} tells it, read alone:
   * {@code type} is one of DELETE and RESTORE (the whole record) or PERIOD_DELETE and
   * PERIOD_RESTORE (a period; the last origin's, without the changes, which only the whole history
   * computes). What a pipeline step of a delete or restore asks of the event its operation just
   * wrote (at its {@link RecordContext#now()}); empty when there is none.
   */
  @Transactional(readOnly = true)
  public java.util.Optional<HistoryEvent> eventAt(
      EtalonId etalonId, String type, OffsetDateTime at, PlatformUser user) {
    details.readable(etalonId, user);
    return shown.eventAt(etalonId, type, at);
  }
}
