package org.platform.mdm.data.draft;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.DraftTarget;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.WriteResult;
import org.platform.mdm.data.record.RecordLabelChecks;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftQuery;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.EditionView;
import org.platform.mdm.draft.UpsertCommand;
import org.platform.mdm.system.PlatformException;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Changes of records kept in record drafts instead of applied: each data write, delete or restore
 * sent with a draft appends an edition holding every change of the draft so far, in order, and sets
 * the draft's {@code operation-code} and {@code record-external-id} tags. A write is checked
 * against the model when it is drafted (links to records that do not exist yet are checked when the
 * draft is published, so a parent draft can link records it creates).
 */
@Component
public class RecordDrafts {

  static final String TYPE = "record";
  static final String OPERATIONS = "operations";
  public static final String UPSERT_DATA = "UPSERT_DATA";

  private final DraftService drafts;
  private final RecordRepository records;
  private final RecordOperations operations;
  private final LinkDrafts linkDrafts;
  private final ObjectProvider<RecordClassifications> classifications;
  private final JsonMapper json;
  private final Clock clock;

  private final RecordLabelChecks labels;

  RecordDrafts(
      @Lazy DraftService drafts,
      RecordRepository records,
      RecordOperations operations,
      LinkDrafts linkDrafts,
      JsonMapper json,
      Clock clock,
      ObjectProvider<RecordClassifications> classifications,
      RecordLabelChecks labels) {
    this.labels = labels;
    this.classifications = classifications;
    this.drafts = drafts;
    this.records = records;
    this.operations = operations;
    this.linkDrafts = linkDrafts;
    this.json = json;
    this.clock = clock;
  }

  /** A change to draft: its operation code, its body as an edition keeps it, what it names. */
  record Change(
      String operation,
      ObjectNode body,
      String entityName,
      EtalonId etalonId,
      String sourceSystem,
      String externalId) {

    boolean namesKey() {
      return externalId != null && sourceSystem != null;
    }

    String keyTag() {
      return externalId
          + RecordDraftProvider.UNIT_SEPARATOR
          + entityName
          + RecordDraftProvider.UNIT_SEPARATOR
          + sourceSystem;
    }
  }

  /** Drafts a write: checked against the model now, applied when the draft is published. */
  @Transactional
  public WriteResult write(
      DraftTarget target, RecordWrite write, JsonNode body, PlatformUser user) {
    RecordWork ctx =
        new RecordWork(
            RecordContext.Operation.UPSERT,
            user,
            OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS));
    ctx.write = write;
    ctx.drafting = true;
    operations.checkWrite(ctx);
    if (write.touchesClassifications()) {
      classifications.getObject().checker(user).check(write, ctx.entity.name());
    }
    ObjectNode kept = ((ObjectNode) body).deepCopy();
    kept.remove("draftId");
    kept.remove("parentDraftId");
    // A key the platform named is kept: the publication makes the record the draft showed.
    if (write.externalId() != null) {
      kept.put("externalId", write.externalId());
    }
    if (write.etalonId() != null) {
      kept.put("etalonId", write.etalonId().toString());
    }
    Change change =
        new Change(
            UPSERT_DATA,
            kept,
            write.entityName(),
            write.etalonId(),
            write.sourceSystem(),
            write.externalId());
    if (target.draftId() == null && !write.relations().isEmpty()) {
      // Under a parent, each link goes to a relation draft of its own.
      JsonNode links = kept.remove("relations");
      linkDrafts.draft(target, write, named(change), links, user);
    }
    if (target.draftId() == null && write.touchesClassifications()) {
      // Under a parent, each classifier's items go to a classification draft of their own.
      kept.remove("classifications");
      kept.remove("classificationsDeletes");
      classifications.getObject().draft(target, write, named(change), user);
    }
    WriteResult result = edit(target, change, user);
    // What the checks noted (other modules' among them) is told with the drafted change.
    return ctx.warnings.isEmpty()
        ? result
        : new WriteResult(
            result.etalonId(),
            result.created(),
            result.externalKeys(),
            ctx.warnings,
            result.draftId(),
            result.unchanged());
  }

  /** Drafts a delete (of the record, or of a period); a physical delete cannot be drafted. */
  @Transactional
  public WriteResult delete(
      DraftTarget target,
      RecordLocator locator,
      OffsetDateTime from,
      OffsetDateTime to,
      boolean wipe,
      PlatformUser user) {
    if (wipe) {
      throw new PlatformException(DataErrors.DATA_DRAFT_WIPE);
    }
    boolean period = from != null || to != null;
    return edit(
        target, change(period ? "DELETE_PERIOD" : "DELETE_RECORD", locator, from, to), user);
  }

  /** Drafts a restore of the record, or of periods. */
  @Transactional
  public WriteResult restore(
      DraftTarget target,
      RecordLocator locator,
      OffsetDateTime from,
      OffsetDateTime to,
      PlatformUser user) {
    boolean period = from != null || to != null;
    return edit(
        target, change(period ? "RESTORE_PERIOD" : "RESTORE_RECORD", locator, from, to), user);
  }

  /** The changes a record draft holds, in order; empty when it has no edition. */
  static List<JsonNode> changes(EditionView latest) {
    List<JsonNode> list = new ArrayList<>();
    if (latest != null) {
      latest.content().path(OPERATIONS).forEach(list::add);
    }
    return list;
  }

  private Change change(
      String operation, RecordLocator locator, OffsetDateTime from, OffsetDateTime to) {
    operations.knownEntity(locator.entityName());
    ObjectNode body = json.createObjectNode();
    body.put("entityName", locator.entityName());
    if (locator.byKey()) {
      body.put("externalId", locator.externalId());
      body.put("sourceSystem", locator.sourceSystem());
    } else {
      body.put("etalonId", locator.etalonId().toString());
    }
    if (from != null) {
      body.put("validFrom", from.toString());
    }
    if (to != null) {
      body.put("validTo", to.toString());
    }
    return new Change(
        operation,
        body,
        locator.entityName(),
        locator.etalonId(),
        locator.sourceSystem(),
        locator.externalId());
  }

  private WriteResult edit(DraftTarget target, Change change, PlatformUser user) {
    EtalonId named = named(change);
    if (named != null) {
      requireVisible(change, named, user);
    }
    DraftView draft =
        target.draftId() != null ? existing(target.draftId()) : child(target, change, named, user);
    bind(draft, change, named);
    List<JsonNode> changes = changes(drafts.latestEdition(draft.draftId()).orElse(null));
    ObjectNode entry = json.createObjectNode();
    entry.put("operation", change.operation());
    entry.set("body", change.body());
    changes.add(entry);
    ObjectNode content = json.createObjectNode();
    ArrayNode list = content.putArray(OPERATIONS);
    changes.forEach(list::add);
    DraftView edited =
        drafts.addTaggedEdition(
            draft.draftId(),
            content,
            RecordDraftProvider.editionTags(
                draft, change.operation(), change.namesKey() ? change.keyTag() : null),
            reservation(draft, change, named),
            user);
    List<EtalonView.ExternalKeyView> keys = named == null ? List.of() : keysOf(named);
    EtalonId etalonId =
        named != null || !draft.subjectId().isEmpty()
            ? named
            : RecordDraftProvider.reservedEtalonId(edited);
    return new WriteResult(etalonId, false, keys, List.of(), edited.draftId().value());
  }

  /**
   * A draft of a new record reserves the record's etalon id with its first edition (the one its
   * change names, or a new one), so that the write's answer, reads through the draft and the
   * publication all show the same record.
   */
  private static Map<String, Object> reservation(DraftView draft, Change change, EtalonId named) {
    if (named != null
        || !draft.subjectId().isEmpty()
        || draft.variables().containsKey(RecordDraftProvider.RESERVED_ETALON_ID)) {
      return Map.of();
    }
    EtalonId reserved = change.etalonId() != null ? change.etalonId() : EtalonId.random();
    return Map.of(RecordDraftProvider.RESERVED_ETALON_ID, reserved.toString());
  }

  private List<EtalonView.ExternalKeyView> keysOf(EtalonId etalonId) {
    return records.keys(etalonId).stream()
        .map(
            k ->
                new EtalonView.ExternalKeyView(
                    k.externalId(), k.sourceSystem(), k.initialOwner().toString()))
        .toList();
  }

  /** A record the user's security labels hide cannot be drafted: it is answered as unknown. */
  private void requireVisible(Change change, EtalonId named, PlatformUser user) {
    String entity =
        records
            .findEtalon(named)
            .map(RecordRepository.EtalonRow::entityName)
            .orElse(change.entityName());
    if (labels.visible(user, named, entity)) {
      return;
    }
    if (change.etalonId() != null) {
      throw new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, change.etalonId());
    }
    throw new PlatformException(
        DataErrors.DATA_KEY_NOT_FOUND,
        change.entityName(),
        change.sourceSystem(),
        change.externalId());
  }

  /** The existing record the change names, if any. */
  private EtalonId named(Change change) {
    if (change.namesKey()) {
      Optional<RecordRepository.KeyRow> key =
          records.findKey(change.entityName(), change.sourceSystem(), change.externalId());
      if (key.isPresent()) {
        return key.get().etalonId();
      }
    }
    if (change.etalonId() != null && records.findEtalon(change.etalonId()).isPresent()) {
      return change.etalonId();
    }
    return null;
  }

  private DraftView existing(DraftId id) {
    DraftView draft = drafts.get(id);
    if (!TYPE.equals(draft.type())) {
      throw new PlatformException(DataErrors.DATA_DRAFT_NOT_RECORD, id.value(), draft.type());
    }
    return draft;
  }

  /** The record's draft under the parent: found by its record, or created. */
  private DraftView child(DraftTarget target, Change change, EtalonId named, PlatformUser user) {
    List<String> tags = new ArrayList<>();
    String subject = named == null ? null : named.toString();
    if (named == null) {
      if (!change.namesKey()) {
        throw new PlatformException(DataErrors.DATA_DRAFT_NEEDS_KEY);
      }
      tags.add(RecordDraftProvider.EXTERNAL_ID + ":" + change.keyTag());
    }
    DraftQuery query =
        new DraftQuery(TYPE, null, subject, null, target.parentDraftId(), tags, null);
    List<DraftView> found = drafts.search(query, 0, 1).drafts();
    if (!found.isEmpty()) {
      return found.get(0);
    }
    return drafts.upsert(
        new UpsertCommand(
            TYPE,
            null,
            subject,
            null,
            target.parentDraftId(),
            tags,
            null,
            Map.of(RecordDraftProvider.ENTITY_NAME, change.entityName()),
            null),
        user);
  }

  /**
   * The change must be of the draft's record: the same register, and the draft's etalon (or, for a
   * draft of a new record, the same key).
   */
  private void bind(DraftView draft, Change change, EtalonId named) {
    String entity = draft.tag(RecordDraftProvider.ENTITY_NAME);
    if (!change.entityName().equals(entity)) {
      throw new PlatformException(
          DataErrors.DATA_DRAFT_OTHER_ENTITY, draft.draftId().value(), entity, change.entityName());
    }
    if (!draft.subjectId().isEmpty()) {
      boolean same =
          named != null
              ? named.toString().equals(draft.subjectId())
              : change.etalonId() != null && change.etalonId().toString().equals(draft.subjectId());
      if (!same) {
        throw new PlatformException(
            DataErrors.DATA_DRAFT_OTHER_RECORD, draft.draftId().value(), draft.subjectId());
      }
      return;
    }
    if (named != null) {
      // A draft without a subject makes a new record: its publication would find the key taken
      // and answer that the record changed after the draft started.
      throw new PlatformException(
          DataErrors.DATA_DRAFT_OF_NEW_RECORD, draft.draftId().value(), named);
    }
    if (!change.namesKey()) {
      throw new PlatformException(DataErrors.DATA_DRAFT_NEEDS_KEY);
    }
    String key = draft.tag(RecordDraftProvider.EXTERNAL_ID);
    if (key != null && !key.equals(change.keyTag())) {
      throw new PlatformException(
          DataErrors.DATA_DRAFT_OTHER_RECORD,
          draft.draftId().value(),
          key.replace(RecordDraftProvider.UNIT_SEPARATOR, '/'));
    }
  }
}
