package org.platform.mdm.classifiers.classification;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.tree.ClassifierNodes;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.ClassificationDelete;
import org.platform.mdm.data.ClassificationWrite;
import org.platform.mdm.data.DraftTarget;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordWrite;
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
 * The classifications of a record write drafted under a parent: each classifier's items are
 * appended to the {@code classification} draft under the parent for the record and classifier
 * (found by its tags, or created), as the body of a classification write of the record's key.
 */
@Component
class ClassificationDrafts {

  private static final char UNIT_SEPARATOR = '\u001F';

  private final DraftService drafts;
  private final JsonMapper json;
  private final ClassifierNodes nodes;

  ClassificationDrafts(@Lazy DraftService drafts, JsonMapper json, ClassifierNodes nodes) {
    this.drafts = drafts;
    this.json = json;
    this.nodes = nodes;
  }

  void draft(DraftTarget target, RecordWrite write, EtalonId record, PlatformUser user) {
    Map<String, List<ClassificationWrite>> writes = new LinkedHashMap<>();
    write
        .classifications()
        .forEach(c -> writes.computeIfAbsent(c.classifierName(), k -> new ArrayList<>()).add(c));
    Map<String, List<ClassificationDelete>> deletes = new LinkedHashMap<>();
    write
        .classificationDeletes()
        .forEach(c -> deletes.computeIfAbsent(c.classifierName(), k -> new ArrayList<>()).add(c));
    List<String> classifiers = new ArrayList<>(writes.keySet());
    deletes.keySet().stream().filter(c -> !writes.containsKey(c)).forEach(classifiers::add);
    for (String classifier : classifiers) {
      List<ClassificationWrite> items = writes.getOrDefault(classifier, List.of());
      ObjectNode body = json.createObjectNode();
      body.put("entityName", write.entityName());
      body.put("externalId", write.externalId());
      body.put("sourceSystem", write.sourceSystem());
      ObjectNode placed = body.putObject("classifications");
      if (!items.isEmpty()) {
        placed.set(classifier, json.valueToTree(items.stream().map(this::item).toList()));
      }
      ObjectNode removed = body.putObject("classificationsDeletes");
      if (deletes.containsKey(classifier)) {
        removed.set(
            classifier,
            json.valueToTree(deletes.get(classifier).stream().map(this::item).toList()));
      }
      append(target, write, record, classifier, items, body, user);
    }
  }

  private void append(
      DraftTarget target,
      RecordWrite write,
      EtalonId record,
      String classifier,
      List<ClassificationWrite> items,
      ObjectNode body,
      PlatformUser user) {
    String origin =
        write.externalId()
            + UNIT_SEPARATOR
            + write.entityName()
            + UNIT_SEPARATOR
            + write.sourceSystem();
    List<String> key =
        List.of(
            ClassificationDraftProvider.ORIGIN + ":" + origin,
            ClassificationDraftProvider.CLASSIFIER + ":" + classifier);
    DraftView draft = find(target, record, key, user);
    List<JsonNode> changes =
        ClassificationDraftProvider.changes(drafts.latestEdition(draft.draftId()).orElse(null));
    ObjectNode change = json.createObjectNode();
    change.put("operation", ClassificationDraftProvider.UPSERT);
    change.set("body", body);
    changes.add(change);
    ObjectNode content = json.createObjectNode();
    ArrayNode list = content.putArray(ClassificationDraftProvider.OPERATIONS);
    changes.forEach(list::add);
    List<String> tags = new ArrayList<>(key);
    tags.add(ClassificationDraftProvider.NAMESPACE + ":" + ClassificationDraftProvider.TYPE);
    tags.add(ClassificationDraftProvider.OPERATION_CODE + ":" + ClassificationDraftProvider.UPSERT);
    if (record != null) {
      tags.add(ClassificationDraftProvider.CLASSIFIED + ":" + record);
    }
    if (!items.isEmpty()) {
      ClassificationWrite last = items.get(items.size() - 1);
      if (last.versionName() != null) {
        tags.add(ClassificationDraftProvider.VERSION + ":" + last.versionName());
      }
      tags.add(ClassificationDraftProvider.NODE + ":" + nodeName(classifier, last));
    }
    drafts.addTaggedEdition(draft.draftId(), content, tags, user);
  }

  /**
   * The name of the node an item places the record in (the tag {@code node-name} names nodes by
   * name, whichever of id, code or name the item gave); what the item gave when the node is not
   * found (the write's own checks answer that).
   */
  private String nodeName(String classifier, ClassificationWrite item) {
    if (item.nodeName() != null) {
      return item.nodeName();
    }
    if (item.nodeId() != null) {
      return nodes.node(item.nodeId()).map(p -> p.node().name()).orElse(item.nodeId().toString());
    }
    String version =
        item.versionName() != null
            ? item.versionName()
            : nodes.defaultVersion(classifier).orElse(null);
    return version == null
        ? item.nodeCode()
        : nodes
            .byCode(classifier, version, item.nodeCode())
            .map(ClassifierNode::name)
            .orElse(item.nodeCode());
  }

  /** The classification draft under the parent with these tags, or a new one. */
  private DraftView find(DraftTarget target, EtalonId record, List<String> key, PlatformUser user) {
    DraftQuery query =
        new DraftQuery(
            ClassificationDraftProvider.TYPE, null, null, null, target.parentDraftId(), key, null);
    List<DraftView> found = drafts.search(query, 0, 1).drafts();
    if (!found.isEmpty()) {
      return found.get(0);
    }
    return drafts.upsert(
        new UpsertCommand(
            ClassificationDraftProvider.TYPE,
            null,
            record == null ? null : record.toString(),
            null,
            target.parentDraftId(),
            key,
            null,
            Map.of(),
            null),
        user);
  }

  /** An item as a classification write body holds it. */
  private Map<String, Object> item(ClassificationWrite w) {
    Map<String, Object> item = new LinkedHashMap<>();
    put(item, "nodeId", w.nodeId() == null ? null : w.nodeId().toString());
    put(item, "nodeCode", w.nodeCode());
    put(item, "nodeName", w.nodeName());
    put(item, "versionName", w.versionName());
    put(item, "validFrom", w.validFrom() == null ? null : w.validFrom().toString());
    put(item, "validTo", w.validTo() == null ? null : w.validTo().toString());
    put(item, "attributes", w.attributes());
    return item;
  }

  private Map<String, Object> item(ClassificationDelete d) {
    Map<String, Object> item = new LinkedHashMap<>();
    put(item, "nodeId", d.nodeId() == null ? null : d.nodeId().toString());
    put(item, "nodeCode", d.nodeCode());
    put(item, "validFrom", d.validFrom() == null ? null : d.validFrom().toString());
    put(item, "validTo", d.validTo() == null ? null : d.validTo().toString());
    return item;
  }

  private static void put(Map<String, Object> item, String name, Object value) {
    if (value != null) {
      item.put(name, value);
    }
  }
}
