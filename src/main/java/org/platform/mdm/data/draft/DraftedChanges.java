package org.platform.mdm.data.draft;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.RecordBodies;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.RelationWrite;
import org.platform.mdm.data.WriteResult;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RecordRuns;
import org.platform.mdm.data.relation.RelationBodies;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * What record and relation drafts kept, applied to the records: a publication applies the drafted
 * changes in order, and a read through a draft applies them and rolls them back.
 */
@Component
public class DraftedChanges {

  private final RecordRuns runs;
  private final RecordRepository records;
  private final DraftService draftService;
  private final Clock clock;

  DraftedChanges(
      RecordRuns runs, RecordRepository records, @Lazy DraftService draftService, Clock clock) {
    this.runs = runs;
    this.records = records;
    this.draftService = draftService;
    this.clock = clock;
  }

  /**
   * The golden record as the draft would make it: the draft (with its children, as a publication
   * would) is applied in a transaction of its own, the record is read, and everything is rolled
   * back. The draft is applied with every right and even if the record changed since it started:
   * reading through a draft needs only the right to read the record. A published draft's changes
   * are in the record already.
   */
  public EtalonView getThroughDraft(RecordRead read, DraftId draftId, PlatformUser user) {
    return draftService.readThrough(draftId, user, () -> runs.get(read, user));
  }

  /**
   * Applies drafted changes in order in the caller's transaction; answers the etalon of the last
   * one (the draft's record).
   *
   * @param reserved the etalon id the draft reserved for a new record (null: none): a write that
   *     creates the record and names no etalon id of its own creates it with this one
   */
  EtalonId apply(List<JsonNode> changes, EtalonId reserved, PlatformUser user) {
    EtalonId etalonId = null;
    for (JsonNode change : changes) {
      JsonNode body = change.path("body");
      String operation = change.path("operation").asString();
      WriteResult result =
          switch (operation) {
            case RecordDrafts.UPSERT_DATA ->
                runs.upsertOnce(
                    reserving(RecordBodies.write(body, clock.getZone()), reserved), user);
            case "DELETE_RECORD", "DELETE_PERIOD" ->
                runs.delete(
                    RecordBodies.locator(body),
                    date(body, "validFrom"),
                    date(body, "validTo"),
                    false,
                    user);
            default ->
                runs.restore(
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
    return w.withEtalonId(reserved);
  }

  /**
   * Writes drafted links from existing records in the caller's transaction; answers the record the
   * last one starts at.
   */
  EtalonId applyLinks(List<JsonNode> changes, PlatformUser user) {
    EtalonId from = null;
    for (JsonNode change : changes) {
      JsonNode origin = change.path("from");
      String relationName = change.path("relationName").asString();
      ObjectNode body = JsonNodeFactory.instance.objectNode();
      body.putObject("relations").putArray(relationName).add(change.path("item"));
      List<Problem> problems = new ArrayList<>();
      List<RelationWrite> links = RelationBodies.relations(body, clock.getZone(), problems);
      PlatformException.throwIfAny(problems);
      RecordLocator locator =
          RecordLocator.byKey(
              origin.path("entityName").asString(),
              origin.path("sourceSystem").asString(),
              origin.path("externalId").asString());
      from = runs.writeLinks(locator, links, user);
    }
    return from;
  }

  private OffsetDateTime date(JsonNode body, String field) {
    List<Problem> problems = new ArrayList<>();
    OffsetDateTime date = RecordBodies.date(body, field, clock.getZone(), problems);
    PlatformException.throwIfAny(problems);
    return date;
  }
}
