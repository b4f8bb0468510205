package org.platform.mdm.data.load;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.GoldenRecords;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Overrides;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.TimelineCalculator;
import org.platform.mdm.data.record.TimelineInterval;
import org.platform.mdm.data.record.TimelineJson;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The rows one batch of record writes adds, built in memory and sent with one COPY per table: its
 * new etalons and keys, a revision per line, and the timelines of every etalon it touches, computed
 * from all the revisions of the etalon's origins, those stored and those of the batch.
 */
final class BulkRows {

  private static final String ETALONS =
      "etalons (etalon_id, entity_name, status, create_date, created_by, update_date, updated_by)";
  private static final String KEYS =
      "external_keys (entity_name, source_system, external_id, etalon_id, origin_id, initial_owner, create_date, status, created_by)";
  private static final String REVISIONS =
      "revisions (etalon_id, origin_id, revision, seq, valid_from, valid_to, status, operation, data, create_date, created_by)";
  private static final String TIMELINE =
      "timeline (etalon_id, entity_name, code, valid_from, valid_to, active, data, contributors, winners)";

  private final JsonMapper json;
  private final String userName;
  private final OffsetDateTime now;
  private final CopyRows etalonRows = new CopyRows(ETALONS);
  private final CopyRows keyRows = new CopyRows(KEYS);
  private final CopyRows revisionRows = new CopyRows(REVISIONS);
  private final CopyRows timelineRows = new CopyRows(TIMELINE);
  // The origins of the etalons touched: each with its etalon, its revisions and its last number.
  private final Map<UUID, OriginHistory> origins = new HashMap<>();
  private final Map<UUID, List<OriginRevision>> revisions = new HashMap<>();
  private final Map<UUID, EtalonId> originEtalon = new HashMap<>();
  private final Map<UUID, Integer> lastRevision = new HashMap<>();
  private final Map<EtalonId, List<UUID>> etalonOrigins = new HashMap<>();

  /**
   * The batch's revisions waiting for their sequence numbers, in the order written; meanwhile
   * provisional numbers, above every stored one, order them as their real ones will.
   */
  private final List<Pending> pending = new ArrayList<>();

  private long provisional = 1;

  /** The etalons a line changed (a steward's line may change nothing). */
  private final Set<EtalonId> changed = new LinkedHashSet<>();

  /** A revision of the batch, at {@code index} in its origin's list of revisions. */
  private record Pending(EtalonId etalon, OriginRevision revision, int index) {}

  BulkRows(JsonMapper json, String userName, OffsetDateTime now) {
    this.json = json;
    this.userName = userName;
    this.now = now;
  }

  /** Takes the stored histories of the existing etalons the batch touches. */
  void stored(Map<EtalonId, List<OriginHistory>> histories) {
    histories.forEach(
        (etalon, list) ->
            list.forEach(
                o -> {
                  origins.put(o.originId(), o);
                  originEtalon.put(o.originId(), etalon);
                  etalonOrigins.computeIfAbsent(etalon, k -> new ArrayList<>()).add(o.originId());
                  revisions.put(o.originId(), new ArrayList<>(o.revisions()));
                  lastRevision.put(
                      o.originId(),
                      o.revisions().stream().mapToInt(OriginRevision::revision).max().orElse(0));
                  for (OriginRevision r : o.revisions()) {
                    provisional = Math.max(provisional, r.seq() + 1);
                  }
                }));
  }

  /** A new etalon's row. */
  void etalon(EtalonId etalon, EntityModel entity) {
    etalonRows
        .value(etalon)
        .value(entity.name())
        .value("ACTIVE")
        .value(now)
        .value(userName)
        .value(now)
        .value(userName)
        .endRow();
  }

  /**
   * A line's revisions and its key when it is a new one; the revisions get their numbers from
   * {@link #number}. A line of the platform's source to a record there is writes only what differs
   * from its golden record ({@link Overrides}), possibly nothing.
   *
   * @param status the etalon's status before the batch
   * @return whether the line changes its record
   */
  boolean line(BulkRecordWriter.Line line, BulkPlacement.Target target, RecordStatus status) {
    RecordWrite w = line.write();
    List<Overrides.Piece> pieces;
    if (w.overrides() && !target.newEtalon()) {
      pieces =
          Overrides.plan(
              line.entity().rule(),
              status,
              history(target.etalon()),
              origins.containsKey(target.origin()) ? target.origin() : null,
              line.period(),
              line.values(),
              w.followSources());
      if (pieces.isEmpty()) {
        return false;
      }
    } else {
      Map<String, JsonNode> values = line.values();
      if (w.overrides()) {
        // a steward's new record: a null empties nothing
        values = new java.util.LinkedHashMap<>(values);
        values.values().removeIf(JsonNode::isNull);
      }
      pieces = List.of(new Overrides.Piece(line.period(), values));
    }
    if (!origins.containsKey(target.origin())) {
      key(w, target);
    }
    for (Overrides.Piece piece : pieces) {
      int revision = lastRevision.merge(target.origin(), 1, Integer::sum);
      OriginRevision r =
          new OriginRevision(
              target.origin(),
              w.sourceSystem(),
              w.externalId(),
              revision,
              provisional++,
              piece.period(),
              RecordStatus.ACTIVE,
              piece.values());
      List<OriginRevision> list = revisions.get(target.origin());
      pending.add(new Pending(target.etalon(), r, list.size()));
      list.add(r);
    }
    changed.add(target.etalon());
    return true;
  }

  /** How many revisions wait for their numbers. */
  int revisionCount() {
    return pending.size();
  }

  /** Gives the batch's revisions their sequence numbers, in order, and makes their rows. */
  void number(long[] seqs) {
    for (int i = 0; i < pending.size(); i++) {
      OriginRevision p = pending.get(i).revision();
      OriginRevision r =
          new OriginRevision(
              p.originId(),
              p.sourceSystem(),
              p.externalId(),
              p.revision(),
              seqs[i],
              p.period(),
              p.status(),
              p.values());
      revisions.get(r.originId()).set(pending.get(i).index(), r);
      revisionRows
          .value(pending.get(i).etalon())
          .value(r.originId())
          .value(r.revision())
          .value(r.seq())
          .bound(r.period().from(), true)
          .bound(r.period().to(), false)
          .value("ACTIVE")
          .value(RecordOperations.UPSERT)
          .value(json.writeValueAsString(r.values()))
          .value(now)
          .value(userName)
          .endRow();
    }
  }

  /** The etalons the batch's lines changed. */
  Set<EtalonId> changed() {
    return changed;
  }

  /** The etalon's origins with their revisions so far (stored, then the batch's). */
  private List<OriginHistory> history(EtalonId etalon) {
    List<OriginHistory> list = new ArrayList<>();
    for (UUID id : etalonOrigins.getOrDefault(etalon, List.of())) {
      OriginHistory o = origins.get(id);
      list.add(
          new OriginHistory(
              o.originId(), o.sourceSystem(), o.externalId(), o.status(), revisions.get(id)));
    }
    return list;
  }

  /** A new origin: its key's row. */
  private void key(RecordWrite w, BulkPlacement.Target target) {
    OriginHistory origin =
        new OriginHistory(
            target.origin(), w.sourceSystem(), w.externalId(), RecordStatus.ACTIVE, List.of());
    origins.put(target.origin(), origin);
    originEtalon.put(target.origin(), target.etalon());
    etalonOrigins.computeIfAbsent(target.etalon(), k -> new ArrayList<>()).add(target.origin());
    revisions.put(target.origin(), new ArrayList<>());
    keyRows
        .value(w.entityName())
        .value(w.sourceSystem())
        .value(w.externalId())
        .value(target.etalon())
        .value(target.origin())
        .value(target.etalon())
        .value(now)
        .value("ACTIVE")
        .value(userName)
        .endRow();
  }

  /**
   * The timelines of the etalons the batch changed, after every line of the batch.
   *
   * @param existing the etalons that existed before the batch
   * @return the golden records they make
   */
  List<GoldenRecord> timelines(
      Map<EtalonId, EntityModel> touched, Map<EtalonId, RecordRepository.EtalonRow> existing) {
    Map<EtalonId, List<OriginHistory>> byEtalon = byEtalon();
    List<GoldenRecord> stored = new ArrayList<>(touched.size());
    for (Map.Entry<EtalonId, EntityModel> e : touched.entrySet()) {
      EtalonId etalon = e.getKey();
      if (!changed.contains(etalon)) {
        continue;
      }
      EntityModel entity = e.getValue();
      RecordStatus status =
          existing.containsKey(etalon) ? existing.get(etalon).status() : RecordStatus.ACTIVE;
      List<TimelineInterval> timeline =
          TimelineCalculator.compute(
              entity.rule(), status, byEtalon.getOrDefault(etalon, List.of()));
      stored.add(
          GoldenRecords.record(entity.name(), etalon, timeline, !existing.containsKey(etalon)));
      for (TimelineInterval interval : timeline) {
        timelineRow(etalon, entity, interval);
      }
    }
    return stored;
  }

  /** The origins of each etalon touched, with all their revisions. */
  private Map<EtalonId, List<OriginHistory>> byEtalon() {
    Map<EtalonId, List<OriginHistory>> byEtalon = new HashMap<>();
    origins.forEach(
        (id, o) ->
            byEtalon
                .computeIfAbsent(originEtalon.get(id), k -> new ArrayList<>())
                .add(
                    new OriginHistory(
                        o.originId(),
                        o.sourceSystem(),
                        o.externalId(),
                        o.status(),
                        revisions.get(id))));
    return byEtalon;
  }

  private void timelineRow(EtalonId etalon, EntityModel entity, TimelineInterval interval) {
    JsonNode code =
        entity.codeAttribute() == null ? null : interval.values().get(entity.codeAttribute());
    timelineRows
        .value(etalon)
        .value(entity.name())
        .value(code == null ? null : code.asString())
        .bound(interval.period().from(), true)
        .bound(interval.period().to(), false)
        .value(interval.active() ? "t" : "f")
        .value(json.writeValueAsString(interval.values()))
        .value(json.writeValueAsString(TimelineJson.contributors(json, interval.contributors())))
        .value(
            json.writeValueAsString(
                TimelineJson.winners(interval.winners(), interval.contributors())))
        .endRow();
  }

  /** Sends the new etalons, keys and revisions. */
  void copyRecords(DataSource dataSource) {
    etalonRows.copy(dataSource);
    keyRows.copy(dataSource);
    revisionRows.copy(dataSource);
  }

  /** Sends the timelines (those they replace deleted first). */
  void copyTimelines(DataSource dataSource) {
    timelineRows.copy(dataSource);
  }
}
