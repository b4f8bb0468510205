package org.platform.mdm.data.load;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.platform.mdm.core.LargeObjects;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.BulkWriteListener;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.GoldenRecords;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.TimelineCalculator;
import org.platform.mdm.data.record.TimelineInterval;
import org.platform.mdm.data.record.TimelineJson;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes a batch of checked record writes with one statement per table: existing keys read at once,
 * the etalons touched locked in id order, their histories read at once, timelines computed in
 * memory, and every new row sent by COPY. Lines the batch cannot take (a key of another etalon, a
 * missing right) are returned as rejections; everything else is written in the caller's
 * transaction.
 */
@Component
class BulkRecordWriter {

  private final BulkRepository bulk;
  private final DataSource dataSource;
  private final JsonMapper json;
  private final LargeObjects largeObjects;
  private final List<BulkWriteListener> listeners;
  private final GoldenRecords golden;

  BulkRecordWriter(
      BulkRepository bulk,
      DataSource dataSource,
      JsonMapper json,
      LargeObjects largeObjects,
      List<BulkWriteListener> listeners,
      GoldenRecords golden) {
    this.listeners = listeners;
    this.golden = golden;
    this.largeObjects = largeObjects;
    this.bulk = bulk;
    this.dataSource = dataSource;
    this.json = json;
  }

  /** A line checked against the model. */
  record Line(
      long number,
      RecordWrite write,
      EntityModel entity,
      Map<String, JsonNode> values,
      Period period,
      Set<UUID> largeObjects) {}

  /**
   * What the batch did: records created and updated, lines rejected with their problems, and where
   * each written line went.
   */
  record Outcome(
      int created, int updated, Map<Long, List<Problem>> rejected, Map<Long, Placed> placed) {}

  /**
   * Where a written line went: its etalon, whether the line created it, whether it added its key,
   * and the etalon's status before the batch (a logically deleted record stays so).
   */
  record Placed(EtalonId etalonId, boolean created, boolean newKey, RecordStatus status) {}

  /**
   * How the rights of lines that write the same record are checked. {@code IMPORT}: a record
   * created in the batch needs CREATE for every line writing it. {@code SEQUENTIAL}: as if the
   * lines were written one after another (a batch of the API), the lines after the first change a
   * record that exists by then and need UPDATE.
   */
  enum Rights {
    IMPORT,
    SEQUENTIAL
  }

  /** Where a line goes: its etalon (new or existing) and origin (new or existing). */
  private record Target(EtalonId etalon, UUID origin, boolean newEtalon, boolean newOrigin) {}

  Outcome write(List<Line> lines, PlatformUser user, OffsetDateTime now) {
    return write(lines, user, now, Rights.IMPORT);
  }

  /**
   * Writes the lines in the caller's transaction. The problems of a line are checked in the order a
   * single write checks them, so that a line refused here is refused for the same reason.
   */
  Outcome write(List<Line> lines, PlatformUser user, OffsetDateTime now, Rights rights) {
    bulk.keyAccessOnly();
    Map<BulkRepository.Key, RecordRepository.KeyRow> keys =
        bulk.keys(
            lines.stream().map(BulkRecordWriter::key).collect(java.util.stream.Collectors.toSet()));
    Set<EtalonId> named = new LinkedHashSet<>();
    keys.values().forEach(k -> named.add(k.etalonId()));
    lines.stream()
        .map(l -> l.write().etalonId())
        .filter(java.util.Objects::nonNull)
        .forEach(named::add);
    Map<EtalonId, RecordRepository.EtalonRow> existing = bulk.lock(named);

    Map<Long, List<Problem>> rejected = new LinkedHashMap<>();
    Map<BulkRepository.Key, Target> newKeys = new HashMap<>();
    Map<EtalonId, EntityModel> newEtalons = new LinkedHashMap<>();
    Map<EtalonId, EntityModel> touched = new LinkedHashMap<>();
    List<Map.Entry<Line, Target>> accepted = new ArrayList<>();
    Map<Long, Placed> placed = new LinkedHashMap<>();
    int created = 0;
    for (Line line : lines) {
      RecordWrite w = line.write();
      BulkRepository.Key key = key(line);
      RecordRepository.KeyRow known = keys.get(key);
      Target target;
      Problem problem = null;
      String ownerEntity = null;
      RecordStatus ownerStatus = null;
      if (known != null) {
        target = new Target(known.etalonId(), known.originId(), false, false);
        if (w.etalonId() != null && !w.etalonId().equals(known.etalonId())) {
          problem =
              Problem.of(
                  DataErrors.DATA_KEY_OF_ANOTHER_ETALON,
                  w.sourceSystem(),
                  w.externalId(),
                  known.etalonId(),
                  w.etalonId());
        }
      } else if (newKeys.containsKey(key)) {
        target = newKeys.get(key);
      } else if (w.etalonId() != null && existing.containsKey(w.etalonId())) {
        target = new Target(w.etalonId(), UUID.randomUUID(), false, true);
        ownerEntity = existing.get(w.etalonId()).entityName();
        ownerStatus = existing.get(w.etalonId()).status();
      } else {
        EtalonId etalon = w.etalonId() != null ? w.etalonId() : EtalonId.random();
        boolean isNew = !newEtalons.containsKey(etalon);
        target = new Target(etalon, UUID.randomUUID(), isNew, true);
        if (!isNew) {
          ownerEntity = newEtalons.get(etalon).name();
        }
      }
      boolean createdHere = newEtalons.containsKey(target.etalon());
      Right right =
          target.newEtalon() || (rights == Rights.IMPORT && createdHere)
              ? Right.CREATE
              : Right.UPDATE;
      if (problem == null && !user.can(line.entity().name(), right)) {
        problem =
            Problem.of(
                DataErrors.DATA_ACCESS_DENIED, user.userName(), right.name(), line.entity().name());
      }
      if (problem == null && ownerEntity != null && !ownerEntity.equals(line.entity().name())) {
        problem =
            Problem.at(
                "etalonId",
                DataErrors.DATA_ETALON_OF_ANOTHER_ENTITY,
                target.etalon(),
                ownerEntity,
                line.entity().name());
      }
      if (problem == null && ownerStatus == RecordStatus.MERGED) {
        // Its keys went with its origins to the winner: a new key belongs there too.
        problem = Problem.at("etalonId", DataErrors.DATA_ETALON_MERGED, w.etalonId());
      }
      if (problem != null) {
        rejected.put(line.number(), List.of(problem));
        continue;
      }
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
          new Placed(
              target.etalon(),
              target.newEtalon(),
              target.newOrigin(),
              before == null ? RecordStatus.ACTIVE : before.status()));
    }
    write(accepted, newEtalons, touched, existing, user, now);
    attach(accepted, now);
    if (!touched.isEmpty()) {
      Map<EtalonId, String> written = new LinkedHashMap<>();
      touched.forEach((etalon, entity) -> written.put(etalon, entity.name()));
      listeners.forEach(l -> l.written(written, user, now));
    }
    return new Outcome(created, accepted.size() - created, rejected, placed);
  }

  /**
   * Attaches the large objects the lines name to their records. One attached to another record
   * fails the batch, whose lines are then written one by one, so that only that line is refused.
   */
  private void attach(List<Map.Entry<Line, Target>> accepted, OffsetDateTime now) {
    for (Map.Entry<Line, Target> entry : accepted) {
      Line line = entry.getKey();
      if (line.largeObjects().isEmpty()) {
        continue;
      }
      List<UUID> refused =
          largeObjects.attach(
              line.largeObjects(), entry.getValue().etalon().value(), line.entity().name(), now);
      if (!refused.isEmpty()) {
        throw new PlatformException(
            DataErrors.DATA_LOB_OF_ANOTHER_RECORD, refused.get(0), entry.getValue().etalon());
      }
    }
  }

  private void write(
      List<Map.Entry<Line, Target>> accepted,
      Map<EtalonId, EntityModel> newEtalons,
      Map<EtalonId, EntityModel> touched,
      Map<EtalonId, RecordRepository.EtalonRow> existing,
      PlatformUser user,
      OffsetDateTime now) {
    if (accepted.isEmpty()) {
      return;
    }
    Set<EtalonId> old = new LinkedHashSet<>(touched.keySet());
    old.removeAll(newEtalons.keySet());
    Map<EtalonId, List<OriginHistory>> histories = bulk.histories(old);
    Map<UUID, OriginHistory> origins = new HashMap<>();
    Map<UUID, List<OriginRevision>> revisions = new HashMap<>();
    Map<UUID, EtalonId> originEtalon = new HashMap<>();
    Map<UUID, Integer> lastRevision = new HashMap<>();
    histories.forEach(
        (etalon, list) ->
            list.forEach(
                o -> {
                  origins.put(o.originId(), o);
                  originEtalon.put(o.originId(), etalon);
                  revisions.put(o.originId(), new ArrayList<>(o.revisions()));
                  lastRevision.put(
                      o.originId(),
                      o.revisions().stream().mapToInt(OriginRevision::revision).max().orElse(0));
                }));
    long[] seqs = bulk.nextSeqs(accepted.size());
    String userName = user.userName();
    CopyRows etalonRows =
        new CopyRows(
            "etalons (etalon_id, entity_name, status, create_date, created_by, update_date, updated_by)");
    CopyRows keyRows =
        new CopyRows(
            "external_keys (entity_name, source_system, external_id, etalon_id, origin_id, initial_owner, create_date, status, created_by)");
    CopyRows revisionRows =
        new CopyRows(
            "revisions (etalon_id, origin_id, revision, seq, valid_from, valid_to, status, operation, data, create_date, created_by)");
    newEtalons.forEach(
        (etalon, entity) ->
            etalonRows
                .value(etalon)
                .value(entity.name())
                .value("ACTIVE")
                .value(now)
                .value(userName)
                .value(now)
                .value(userName)
                .endRow());
    int i = 0;
    for (Map.Entry<Line, Target> entry : accepted) {
      Line line = entry.getKey();
      Target target = entry.getValue();
      RecordWrite w = line.write();
      if (!origins.containsKey(target.origin())) {
        OriginHistory origin =
            new OriginHistory(
                target.origin(), w.sourceSystem(), w.externalId(), RecordStatus.ACTIVE, List.of());
        origins.put(target.origin(), origin);
        originEtalon.put(target.origin(), target.etalon());
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
      int revision = lastRevision.merge(target.origin(), 1, Integer::sum);
      OriginRevision r =
          new OriginRevision(
              target.origin(),
              w.sourceSystem(),
              w.externalId(),
              revision,
              seqs[i++],
              line.period(),
              RecordStatus.ACTIVE,
              line.values());
      revisions.get(target.origin()).add(r);
      revisionRows
          .value(target.etalon())
          .value(target.origin())
          .value(revision)
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
    CopyRows timelineRows =
        new CopyRows(
            "timeline (etalon_id, entity_name, code, valid_from, valid_to, active, data, contributors, winners)");
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
    List<GoldenRecord> stored = new ArrayList<>(touched.size());
    for (Map.Entry<EtalonId, EntityModel> e : touched.entrySet()) {
      EtalonId etalon = e.getKey();
      EntityModel entity = e.getValue();
      RecordStatus status =
          existing.containsKey(etalon) ? existing.get(etalon).status() : RecordStatus.ACTIVE;
      List<TimelineInterval> timeline =
          TimelineCalculator.compute(
              entity.rule(), status, byEtalon.getOrDefault(etalon, List.of()));
      stored.add(
          GoldenRecords.record(entity.name(), etalon, timeline, !existing.containsKey(etalon)));
      for (TimelineInterval interval : timeline) {
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
            .value(
                json.writeValueAsString(TimelineJson.contributors(json, interval.contributors())))
            .value(
                json.writeValueAsString(
                    TimelineJson.winners(interval.winners(), interval.contributors())))
            .endRow();
      }
    }
    etalonRows.copy(dataSource);
    keyRows.copy(dataSource);
    revisionRows.copy(dataSource);
    bulk.deleteTimelines(old);
    timelineRows.copy(dataSource);
    bulk.touch(old, now, userName);
    golden.stored(stored);
  }

  private static BulkRepository.Key key(Line line) {
    return new BulkRepository.Key(
        line.write().entityName(), line.write().sourceSystem(), line.write().externalId());
  }
}
