package org.platform.mdm.data.draft;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.DraftTarget;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.draft.DraftQuery;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.UpsertCommand;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The links of a record write drafted under a parent: each link is appended to the relation draft
 * under the parent for its record, relation and related record (found by its tags, or created).
 */
@Component
class LinkDrafts {

  private final DraftService drafts;
  private final RecordOperations operations;
  private final JsonMapper json;

  LinkDrafts(@Lazy DraftService drafts, RecordOperations operations, JsonMapper json) {
    this.drafts = drafts;
    this.operations = operations;
    this.json = json;
  }

  /**
   * Appends every link of the write ({@code links}: relation name → items) to its relation draft.
   *
   * @param from the record the write names when it exists; null for a new one
   */
  void draft(
      DraftTarget target, RecordWrite write, EtalonId from, JsonNode links, PlatformUser user) {
    links
        .properties()
        .forEach(
            e -> e.getValue().forEach(item -> link(target, write, from, e.getKey(), item, user)));
  }

  /** Appends one link to its relation draft under the parent (found or created). */
  private void link(
      DraftTarget target,
      RecordWrite write,
      EtalonId from,
      String relationName,
      JsonNode item,
      PlatformUser user) {
    DraftView draft =
        relationDraft(target, from, relationName, tags(write, from, relationName, item), user);
    List<JsonNode> changes =
        RecordDrafts.changes(drafts.latestEdition(draft.draftId()).orElse(null));
    changes.add(change(write, relationName, item));
    ObjectNode content = json.createObjectNode();
    ArrayNode list = content.putArray(RecordDrafts.OPERATIONS);
    changes.forEach(list::add);
    List<String> all = new ArrayList<>(draft.tags());
    all.removeIf(t -> t.startsWith(RecordDraftProvider.OPERATION_CODE + ":"));
    all.add(RecordDraftProvider.OPERATION_CODE + ":" + RelationDraftProvider.UPSERT_RELATION);
    drafts.addTaggedEdition(draft.draftId(), content, all, user);
  }

  /**
   * The tags of the link's relation draft: the record's key, the relation, the related record (by
   * etalon, or by key) and, when it exists, the record's etalon.
   */
  private List<String> tags(RecordWrite write, EtalonId from, String relationName, JsonNode item) {
    String fromKey =
        write.externalId()
            + RecordDraftProvider.UNIT_SEPARATOR
            + write.entityName()
            + RecordDraftProvider.UNIT_SEPARATOR
            + write.sourceSystem();
    // The search reads the first tag from its index: the record's key is the selective one.
    List<String> tags = new ArrayList<>();
    tags.add(RelationDraftProvider.FROM_KEY + ":" + fromKey);
    tags.add(RecordDraftProvider.ENTITY_NAME + ":" + relationName);
    String toEtalon = item.path("toEtalonId").asString(null);
    if (toEtalon != null) {
      tags.add(RelationDraftProvider.TO_ETALON + ":" + toEtalon);
    } else {
      String toEntity = operations.relationTarget(relationName);
      tags.add(
          RelationDraftProvider.TO_KEY
              + ":"
              + item.path("toExternalId").asString()
              + RecordDraftProvider.UNIT_SEPARATOR
              + toEntity
              + RecordDraftProvider.UNIT_SEPARATOR
              + item.path("toSourceSystem").asString());
    }
    if (from != null) {
      tags.add(RelationDraftProvider.FROM_ETALON + ":" + from);
    }
    return tags;
  }

  /** The relation draft under the parent with these tags, or a new one. */
  private DraftView relationDraft(
      DraftTarget target,
      EtalonId from,
      String relationName,
      List<String> tags,
      PlatformUser user) {
    DraftQuery query =
        new DraftQuery(
            RelationDraftProvider.TYPE, null, null, null, target.parentDraftId(), tags, null);
    List<DraftView> found = drafts.search(query, 0, 1).drafts();
    if (!found.isEmpty()) {
      return found.get(0);
    }
    return drafts.upsert(
        new UpsertCommand(
            RelationDraftProvider.TYPE,
            null,
            from == null ? null : from.toString(),
            null,
            target.parentDraftId(),
            tags,
            null,
            Map.of(RecordDraftProvider.ENTITY_NAME, relationName),
            null),
        user);
  }

  /** The drafted change of one link: from the write's record, of the relation, the item. */
  private ObjectNode change(RecordWrite write, String relationName, JsonNode item) {
    ObjectNode entry = json.createObjectNode();
    entry.put("operation", RelationDraftProvider.UPSERT_RELATION);
    ObjectNode origin = entry.putObject("from");
    origin.put("entityName", write.entityName());
    origin.put("sourceSystem", write.sourceSystem());
    origin.put("externalId", write.externalId());
    entry.put("relationName", relationName);
    entry.set("item", item);
    return entry;
  }
}
