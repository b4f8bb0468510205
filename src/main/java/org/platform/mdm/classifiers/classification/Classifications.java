package org.platform.mdm.classifiers.classification;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.ClassificationDelete;
import org.platform.mdm.data.ClassificationWrite;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.RecordBodies;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;

/**
 * Classifications written alone, without a new version of the record: the record named by its key
 * or its etalon id is locked as a write locks it (UPDATE on its entity), and the classifications
 * are written as the origin of its key's source system (or of {@code sourceSystem}, for a record
 * named by etalon id). The record's version moves on and its UPSERT notification is sent.
 */
@Service
public class Classifications {

  private final ClassificationChecks checks;
  private final ClassificationWrites writes;
  private final ClassificationReads reads;
  private final RecordAccess records;
  private final DataModelService model;
  private final Clock clock;

  Classifications(
      ClassificationChecks checks,
      ClassificationWrites writes,
      ClassificationReads reads,
      RecordAccess records,
      DataModelService model,
      Clock clock) {
    this.checks = checks;
    this.writes = writes;
    this.reads = reads;
    this.records = records;
    this.model = model;
    this.clock = clock;
  }

  /** What a write did: the record, its classifications now, and notes. */
  public record Written(
      RecordAccess.RecordRef record,
      List<ClassificationView> classifications,
      List<Notice> notes) {}

  /** Writes the body's classifications; answers with the record's classifications in force now. */
  @Transactional
  public Written write(JsonNode body, PlatformUser user) {
    Applied applied = apply(body, user);
    return new Written(
        applied.record(),
        reads.of(applied.record().etalonId(), null, null, false, user),
        applied.notes());
  }

  /** What a write did, without reading the classifications back: the record, notes. */
  public record Applied(RecordAccess.RecordRef record, List<Notice> notes) {}

  /** The same write, answering without reading the classifications back (a load's rows). */
  @Transactional
  public Applied apply(JsonNode body, PlatformUser user) {
    if (body == null || !body.isObject()) {
      throw new PlatformException(DataErrors.DATA_BODY_NOT_AN_OBJECT);
    }
    RecordLocator locator = RecordBodies.locator(body);
    List<Problem> problems = new ArrayList<>();
    String sourceSystem = RecordBodies.sourceSystem(body, model.published().model(), problems);
    String externalId = RecordBodies.text(body, "externalId", problems);
    List<ClassificationWrite> items = RecordBodies.classifications(body, clock.getZone(), problems);
    List<ClassificationDelete> deletes =
        RecordBodies.classificationDeletes(body, clock.getZone(), problems);
    if (problems.isEmpty() && items.isEmpty() && deletes.isEmpty()) {
      problems.add(Problem.of(ClassifierErrors.CLASSIFICATION_NOTHING_TO_WRITE));
    }
    PlatformException.throwIfAny(problems);
    RecordAccess.RecordRef record = records.lock(locator, Right.UPDATE, user);
    ClassificationWrites.Target target =
        new ClassificationWrites.Target(
            record.etalonId(),
            record.entityName(),
            sourceSystem,
            externalId != null ? externalId : record.etalonId().toString(),
            Period.ALL_TIME);
    ClassificationWrites.Plan plan = checks.check(target, items, deletes, user);
    List<Notice> notes = new ArrayList<>();
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    writes.persist(target, plan, now, user, notes::add);
    records.changed(record, now, user);
    return new Applied(record, notes);
  }
}
