package org.platform.mdm.data.load;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.platform.mdm.core.LargeObjects;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.BulkWriteListener;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.GoldenRecords;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordLabelChecks;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes a batch of checked record writes with one statement per table: existing keys read at once,
 * the etalons touched locked in id order, their histories read at once, timelines computed in
 * memory, and every new row sent by COPY. Lines the batch cannot take (a key of another etalon, a
 * missing right) are returned as rejections; everything else is written in the caller's
 * transaction. {@link BulkPlacement} decides where each line goes, {@link BulkRows} builds the
 * rows.
 */
@Component
class BulkRecordWriter {

  private final BulkRepository bulk;
  private final RecordRepository records;
  private final DataSource dataSource;
  private final JsonMapper json;
  private final LargeObjects largeObjects;
  private final List<BulkWriteListener> listeners;
  private final GoldenRecords golden;
  private final ObjectProvider<RecordClassifications> classifications;

  private final RecordLabelChecks labels;

  BulkRecordWriter(
      BulkRepository bulk,
      RecordRepository records,
      DataSource dataSource,
      JsonMapper json,
      LargeObjects largeObjects,
      List<BulkWriteListener> listeners,
      GoldenRecords golden,
      ObjectProvider<RecordClassifications> classifications,
      RecordLabelChecks labels) {
    this.labels = labels;
    this.classifications = classifications;
    this.listeners = listeners;
    this.golden = golden;
    this.largeObjects = largeObjects;
    this.bulk = bulk;
    this.records = records;
    this.dataSource = dataSource;
    this.json = json;
  }

  /**
   * A line checked against the model.
   *
   * @param classifications the classifiers module's checked plan of the line's classifications;
   *     null when it has none
   */
  record Line(
      long number,
      RecordWrite write,
      EntityModel entity,
      Map<String, JsonNode> values,
      Period period,
      Set<UUID> largeObjects,
      Object classifications) {}

  /**
   * What the batch did: records created and updated (a steward's line with the golden values
   * updates nothing), lines rejected with their problems, and where each written line went.
   */
  record Outcome(
      int created,
      int updated,
      Map<Long, List<Problem>> rejected,
      Map<Long, Placed> placed,
      Map<EtalonId, String> written) {}

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

  Outcome write(List<Line> lines, PlatformUser user, OffsetDateTime now) {
    return write(lines, user, now, Rights.IMPORT);
  }

  /**
   * Writes the lines in the caller's transaction. The problems of a line are checked in the order a
   * single write checks them, so that a line refused here is refused for the same reason. The
   * modules that follow every change are told by {@link #announce}, which the caller calls in the
   * same transaction: an import's batch does so only once its turn to commit came, so that the
   * notifications' ids follow the commits.
   */
  Outcome write(List<Line> lines, PlatformUser user, OffsetDateTime now, Rights rights) {
    bulk.keyAccessOnly();
    Map<BulkRepository.Key, RecordRepository.KeyRow> keys =
        bulk.keys(lines.stream().map(BulkPlacement::key).collect(Collectors.toSet()));
    Set<EtalonId> named = new LinkedHashSet<>();
    keys.values().forEach(k -> named.add(k.etalonId()));
    lines.stream().map(l -> l.write().etalonId()).filter(Objects::nonNull).forEach(named::add);
    Map<EtalonId, RecordRepository.EtalonRow> existing = records.lockEtalons(named);
    BulkPlacement placement =
        new BulkPlacement(keys, existing, labels.hiddenRows(user, existing), user, rights);
    for (Line line : lines) {
      placement.place(line);
    }
    Changes changes = write(placement, user, now);
    Set<EtalonId> changed = changes.records();
    attach(placement.accepted(), now);
    classify(placement.accepted(), placement.newEtalons().keySet(), user, now);
    Map<EtalonId, String> written = new LinkedHashMap<>();
    placement
        .touched()
        .forEach(
            (etalon, entity) -> {
              if (changed.contains(etalon)) {
                written.put(etalon, entity.name());
              }
            });
    int created = placement.created();
    return new Outcome(
        created,
        placement.accepted().size() - created - changes.unchangedLines(),
        placement.rejected(),
        placement.placed(),
        written);
  }

  /** Tells the modules that follow every change (notifications) of the records a write wrote. */
  void announce(Outcome outcome, PlatformUser user, OffsetDateTime now) {
    if (!outcome.written().isEmpty()) {
      listeners.forEach(l -> l.written(outcome.written(), user, now));
    }
  }

  /** Writes the classifications of the accepted lines that have some. */
  private void classify(
      List<Map.Entry<Line, BulkPlacement.Target>> accepted,
      Set<EtalonId> created,
      PlatformUser user,
      OffsetDateTime now) {
    List<RecordClassifications.Planned> planned = new ArrayList<>();
    for (Map.Entry<Line, BulkPlacement.Target> entry : accepted) {
      Line line = entry.getKey();
      if (line.classifications() != null) {
        planned.add(
            new RecordClassifications.Planned(
                entry.getValue().etalon(),
                line.entity().name(),
                line.write(),
                line.classifications(),
                created.contains(entry.getValue().etalon())));
      }
    }
    if (!planned.isEmpty()) {
      classifications.getObject().write(planned, user, now);
    }
  }

  /**
   * Attaches the large objects the lines name to their records. One attached to another record
   * fails the batch, whose lines are then written one by one, so that only that line is refused.
   */
  private void attach(List<Map.Entry<Line, BulkPlacement.Target>> accepted, OffsetDateTime now) {
    for (Map.Entry<Line, BulkPlacement.Target> entry : accepted) {
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

  /** The records a batch changed, and how many of its lines changed nothing. */
  private record Changes(Set<EtalonId> records, int unchangedLines) {}

  /**
   * Writes the placed lines, and the timelines of every etalon they touch, with one COPY per table.
   */
  private Changes write(BulkPlacement placement, PlatformUser user, OffsetDateTime now) {
    List<Map.Entry<Line, BulkPlacement.Target>> accepted = placement.accepted();
    if (accepted.isEmpty()) {
      return new Changes(Set.of(), 0);
    }
    Set<EtalonId> old = new LinkedHashSet<>(placement.touched().keySet());
    old.removeAll(placement.newEtalons().keySet());
    BulkRows rows = new BulkRows(json, user.userName(), now);
    rows.stored(bulk.histories(old));
    placement.newEtalons().forEach(rows::etalon);
    int unchanged = 0;
    for (Map.Entry<Line, BulkPlacement.Target> entry : accepted) {
      RecordRepository.EtalonRow before = placement.existing().get(entry.getValue().etalon());
      if (!rows.line(
          entry.getKey(),
          entry.getValue(),
          before == null ? RecordStatus.ACTIVE : before.status())) {
        unchanged++;
      }
    }
    if (rows.revisionCount() > 0) {
      rows.number(records.nextSeqs(rows.revisionCount()));
    }
    // A steward's line that changes nothing leaves its record as it is: not rewritten, not told.
    old.retainAll(rows.changed());
    List<GoldenRecord> stored = rows.timelines(placement.touched(), placement.existing());
    requireAdmitted(accepted, stored, user);
    rows.copyRecords(dataSource);
    bulk.deleteTimelines(old);
    rows.copyTimelines(dataSource);
    records.touchEtalons(old, now, user.userName());
    golden.stored(stored);
    return new Changes(rows.changed(), unchanged);
  }

  /**
   * A steward's line over a record there is holds only what it changes, so that the user's labels
   * are checked on the record it makes, over the line's period. A refusal fails the batch, whose
   * lines then go one by one, so that only that line is refused.
   */
  private static void requireAdmitted(
      List<Map.Entry<Line, BulkPlacement.Target>> accepted,
      List<GoldenRecord> stored,
      PlatformUser user) {
    Map<EtalonId, GoldenRecord> byEtalon = new java.util.HashMap<>();
    stored.forEach(g -> byEtalon.put(g.etalonId(), g));
    for (Map.Entry<Line, BulkPlacement.Target> entry : accepted) {
      Line line = entry.getKey();
      GoldenRecord record = byEtalon.get(entry.getValue().etalon());
      if (record != null && line.write().overrides() && !entry.getValue().newEtalon()) {
        RecordLabelChecks.requireAdmitted(user, record, line.period());
      }
    }
  }
}
