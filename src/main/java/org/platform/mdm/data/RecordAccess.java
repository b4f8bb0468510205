package org.platform.mdm.data;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.record.ConsolidationRule;
import org.platform.mdm.data.record.EntityModels;
import org.platform.mdm.data.record.RecordDetails;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Service;

/**
 * What modules that keep their own things on records (the classifiers module's classifications)
 * need of a record: the record named and checked for a right, locked for a change as a record write
 * locks it, the consolidation rule of its entity, and the codes of reference sets.
 */
@Service
public class RecordAccess {

  private final RecordOperations operations;
  private final RecordDetails details;
  private final RecordRepository records;
  private final EntityModels entities;
  private final Clock clock;
  private final List<BulkWriteListener> listeners;

  RecordAccess(
      RecordOperations operations,
      RecordDetails details,
      RecordRepository records,
      EntityModels entities,
      Clock clock,
      List<BulkWriteListener> listeners) {
    this.listeners = listeners;
    this.operations = operations;
    this.details = details;
    this.records = records;
    this.entities = entities;
    this.clock = clock;
  }

  /** A record as these modules see it. */
  public record RecordRef(EtalonId etalonId, String entityName, RecordStatus status) {}

  /** The record, when the user may read it: 404 when there is none, 403 without the right. */
  public RecordRef readable(EtalonId etalonId, PlatformUser user) {
    details.readable(etalonId, user);
    return records
        .findEtalon(etalonId)
        .map(e -> new RecordRef(e.etalonId(), e.entityName(), e.status()))
        .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, etalonId));
  }

  /** The record, whoever asks (for a module's own upkeep, never for an answer to a user). */
  public java.util.Optional<RecordRef> find(EtalonId etalonId) {
    return records
        .findEtalon(etalonId)
        .map(e -> new RecordRef(e.etalonId(), e.entityName(), e.status()));
  }

  /**
   * The record the locator names, with the user's right {@code right} on its entity checked and its
   * etalon locked until the caller's transaction ends (as a write of the record locks it).
   */
  public RecordRef lock(RecordLocator locator, Right right, PlatformUser user) {
    RecordWork ctx =
        new RecordWork(
            RecordContext.Operation.UPSERT,
            user,
            OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS));
    ctx.locator = locator;
    operations.lockNamed(ctx, right);
    return new RecordRef(ctx.etalonId, ctx.entity.name(), ctx.status);
  }

  /**
   * Tells that a locked record changed without a new revision of its own (its classifications): its
   * version and update date move on, and the modules that follow every change (notifications) are
   * told as of a bulk write.
   */
  public void changed(RecordRef record, OffsetDateTime now, PlatformUser user) {
    changedAll(List.of(record), now, user);
  }

  /**
   * Locks these records for a module's own upkeep, whoever asks (in id order, as a bulk write locks
   * them: concurrent writers never deadlock); those that exist.
   */
  public List<RecordRef> lockAll(Collection<EtalonId> etalonIds) {
    return records.lockEtalons(etalonIds).values().stream()
        .map(e -> new RecordRef(e.etalonId(), e.entityName(), e.status()))
        .toList();
  }

  /**
   * Tells that locked records changed without new revisions of their own, as {@link #changed} does
   * for one: one bulk notification for all.
   */
  public void changedAll(List<RecordRef> changed, OffsetDateTime now, PlatformUser user) {
    if (changed.isEmpty()) {
      return;
    }
    Map<EtalonId, String> written = new LinkedHashMap<>();
    changed.forEach(r -> written.put(r.etalonId(), r.entityName()));
    records.touchEtalons(written.keySet(), now, user.userName());
    listeners.forEach(l -> l.written(written, user, now));
  }

  /** The record's status as known at a moment; empty when it did not exist then. */
  public java.util.Optional<RecordStatus> statusKnownAt(EtalonId etalonId, OffsetDateTime knownAt) {
    return records.statusKnownAt(etalonId, knownAt);
  }

  /** The next {@code count} values of the creation-order sequence records and revisions share. */
  public long[] nextSeqs(int count) {
    return records.nextSeqs(count);
  }

  /**
   * How values of the entity's records from several source systems are consolidated, taken whole
   * from the heaviest source (BVR), with the entity's source weights.
   */
  public ConsolidationRule wholeRevisionRule(String entityName) {
    return entities
        .of(entities.published(), entityName)
        .map(e -> new ConsolidationRule(true, e.rule().sourceWeights(), Map.of()))
        .orElseGet(() -> new ConsolidationRule(true, Map.of(), Map.of()));
  }

  /** Of these codes of a reference set, those no active record has. */
  public Set<String> missingCodes(String referenceSet, Set<String> codes) {
    return operations.missingCodes(referenceSet, codes);
  }
}
