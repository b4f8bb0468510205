package org.platform.mdm.data.load;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.system.Problem;

/**
 * Where the lines of a batch go, decided one line after another: each line's etalon and origin (new
 * or existing, or made earlier in the batch), or why the line is refused. The problems of a line
 * are checked in the order a single write checks them, so that a line refused here is refused for
 * the same reason.
 */
final class BulkPlacement {

  /** Where a line goes: its etalon (new or existing) and origin (new or existing). */
  record Target(EtalonId etalon, UUID origin, boolean newEtalon, boolean newOrigin) {}

  private final Map<BulkRepository.Key, RecordRepository.KeyRow> keys;
  private final Map<EtalonId, RecordRepository.EtalonRow> existing;
  private final java.util.Set<EtalonId> hidden;
  private final PlatformUser user;
  private final BulkRecordWriter.Rights rights;
  private final Map<Long, List<Problem>> rejected = new LinkedHashMap<>();
  private final Map<BulkRepository.Key, Target> newKeys = new HashMap<>();
  private final Map<EtalonId, EntityModel> newEtalons = new LinkedHashMap<>();
  private final Map<EtalonId, EntityModel> touched = new LinkedHashMap<>();
  private final List<Map.Entry<BulkRecordWriter.Line, Target>> accepted = new ArrayList<>();
  private final Map<Long, BulkRecordWriter.Placed> placed = new LinkedHashMap<>();
  private int created;

  /**
   * @param keys the existing keys the lines name
   * @param existing the existing etalons the lines name, locked
   * @param hidden those of them the user's security labels hide
   */
  BulkPlacement(
      Map<BulkRepository.Key, RecordRepository.KeyRow> keys,
      Map<EtalonId, RecordRepository.EtalonRow> existing,
      java.util.Set<EtalonId> hidden,
      PlatformUser user,
      BulkRecordWriter.Rights rights) {
    this.hidden = hidden;
    this.keys = keys;
    this.existing = existing;
    this.user = user;
    this.rights = rights;
  }

  static BulkRepository.Key key(BulkRecordWriter.Line line) {
    return new BulkRepository.Key(
        line.write().entityName(), line.write().sourceSystem(), line.write().externalId());
  }

  /** Places the next line of the batch, or rejects it. */
  void place(BulkRecordWriter.Line line) {
    BulkRepository.Key key = key(line);
    RecordRepository.KeyRow known = keys.get(key);
    Target target = target(line.write(), key, known);
    Problem problem = hiddenTarget(line.write(), target);
    if (problem == null && known != null) {
      problem = keyOfAnotherEtalon(line.write(), known);
    }
    if (problem == null) {
      problem = refusal(line, target);
    }
    if (problem != null) {
      rejected.put(line.number(), List.of(problem));
    } else {
      accept(line, key, target);
    }
  }

  private Target target(RecordWrite w, BulkRepository.Key key, RecordRepository.KeyRow known) {
    if (known != null) {
      return new Target(known.etalonId(), known.originId(), false, false);
    }
    Target added = newKeys.get(key);
    if (added != null) {
      return added;
    }
    if (w.etalonId() != null && existing.containsKey(w.etalonId())) {
      return new Target(w.etalonId(), UUID.randomUUID(), false, true);
    }
    EtalonId etalon = w.etalonId() != null ? w.etalonId() : EtalonId.random();
    return new Target(etalon, UUID.randomUUID(), !newEtalons.containsKey(etalon), true);
  }

  /**
   * The line's record exists and the user's labels hide it: answered as the line named it, by its
   * key unless the line named that etalon, so that a hidden record's etalon id is never told.
   */
  private Problem hiddenTarget(RecordWrite w, Target target) {
    if (target.newEtalon() || !hidden.contains(target.etalon())) {
      return null;
    }
    if (target.etalon().equals(w.etalonId())) {
      return Problem.of(DataErrors.DATA_RECORD_NOT_FOUND, target.etalon());
    }
    return Problem.of(
        DataErrors.DATA_KEY_NOT_FOUND, w.entityName(), w.sourceSystem(), w.externalId());
  }

  /** The line names an etalon, and its key is another one's; null when not. */
  private static Problem keyOfAnotherEtalon(RecordWrite w, RecordRepository.KeyRow known) {
    if (w.etalonId() == null || w.etalonId().equals(known.etalonId())) {
      return null;
    }
    return Problem.of(
        DataErrors.DATA_KEY_OF_ANOTHER_ETALON,
        w.sourceSystem(),
        w.externalId(),
        known.etalonId(),
        w.etalonId());
  }

  /**
   * Why the line may not go to its target: a right its user lacks, a record its security labels do
   * not admit, or a new key for an etalon of another entity or a merged one; null when it may.
   */
  private Problem refusal(BulkRecordWriter.Line line, Target target) {
    String entityName = line.entity().name();
    boolean createdHere = newEtalons.containsKey(target.etalon());
    Right right =
        target.newEtalon() || (rights == BulkRecordWriter.Rights.IMPORT && createdHere)
            ? Right.CREATE
            : Right.UPDATE;
    if (!user.can(entityName, right)) {
      return Problem.of(DataErrors.DATA_ACCESS_DENIED, user.userName(), right.name(), entityName);
    }
    // A steward's line over a record there is holds only what it changes: the record it makes is
    // checked once computed (BulkRecordWriter).
    boolean partial = line.write().overrides() && !target.newEtalon();
    if (!partial
        && !user.labels()
            .admits(
                entityName, a -> org.platform.mdm.core.LabelInstance.plain(line.values().get(a)))) {
      return Problem.of(DataErrors.DATA_LABEL_DENIED, user.userName(), entityName);
    }
    if (target.newEtalon() && line.write().overrides()) {
      // a steward's new record: what it leaves out is not there to keep
      List<Problem> missing =
          org.platform.mdm.data.record.RecordValueRules.missing(
              line.entity().attributes(), line.values());
      if (!missing.isEmpty()) {
        return missing.get(0);
      }
    }
    if (!target.newOrigin() || target.newEtalon()) {
      return null; // a key the etalon already has, or a new etalon: no other owner
    }
    // A new key for an etalon that exists, or that an earlier line of the batch creates.
    RecordRepository.EtalonRow owner = existing.get(target.etalon());
    String ownerEntity =
        owner != null ? owner.entityName() : newEtalons.get(target.etalon()).name();
    if (ownerEntity != null && !ownerEntity.equals(entityName)) {
      return Problem.at(
          "etalonId",
          DataErrors.DATA_ETALON_OF_ANOTHER_ENTITY,
          target.etalon(),
          ownerEntity,
          entityName);
    }
    if (owner != null && owner.status() == RecordStatus.MERGED) {
      // Its keys went with its origins to the winner: a new key belongs there too.
      return Problem.at("etalonId", DataErrors.DATA_ETALON_MERGED, line.write().etalonId());
    }
    return null;
  }

  private void accept(BulkRecordWriter.Line line, BulkRepository.Key key, Target target) {
    if (target.newEtalon()) {
      newEtalons.put(target.etalon(), line.entity());
      created++;
    }
    if (target.newOrigin()) {
      newKeys.put(key, new Target(target.etalon(), target.origin(), false, false));
    }
    touched.putIfAbsent(target.etalon(), line.entity());
    accepted.add(Map.entry(line, target));
    RecordRepository.EtalonRow before = existing.get(target.etalon());
    placed.put(
        line.number(),
        new BulkRecordWriter.Placed(
            target.etalon(),
            target.newEtalon(),
            target.newOrigin(),
            before == null ? RecordStatus.ACTIVE : before.status()));
  }

  /** The existing etalons the lines name, locked. */
  Map<EtalonId, RecordRepository.EtalonRow> existing() {
    return existing;
  }

  /** The lines placed, in their order, with where each goes. */
  List<Map.Entry<BulkRecordWriter.Line, Target>> accepted() {
    return accepted;
  }

  /** The etalons the batch creates, with their entity, in the order of their first line. */
  Map<EtalonId, EntityModel> newEtalons() {
    return newEtalons;
  }

  /** Every etalon the batch writes, with its entity, in the order of its first line. */
  Map<EtalonId, EntityModel> touched() {
    return touched;
  }

  /** Records created. */
  int created() {
    return created;
  }

  Map<Long, List<Problem>> rejected() {
    return rejected;
  }

  Map<Long, BulkRecordWriter.Placed> placed() {
    return placed;
  }
}
