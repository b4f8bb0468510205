package org.platform.mdm.notifications;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.DataSettings;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.RelationQuery;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.system.PlatformException;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The record blocks of a notification body (with {@code fetchResult}): the golden record now, its
 * outgoing relations with the related records' keys and the attributes the relation's parameters
 * name, its incoming relations, the parent of a hierarchical reference set's record. The record is
 * read with every right: a notification tells of the change, whoever made it.
 */
@Component
class NotificationBodies {

  /** Reads for notifications see every register. */
  static final PlatformUser READER = PlatformUser.acting("notifications", "Notifications");

  private final RecordService records;
  private final DataModelService models;
  private final DataSettings dataSettings;
  private final NotificationSettings settings;
  private final JsonMapper json;
  private final ObjectProvider<RecordNotificationPart> parts;

  NotificationBodies(
      @Lazy RecordService records,
      DataModelService models,
      DataSettings dataSettings,
      NotificationSettings settings,
      JsonMapper json,
      ObjectProvider<RecordNotificationPart> parts) {
    this.parts = parts;
    this.records = records;
    this.models = models;
    this.dataSettings = dataSettings;
    this.settings = settings;
    this.json = json;
  }

  /** The record now, with its outgoing links; empty when it has no version now. */
  Optional<EtalonView> read(String entityName, EtalonId etalonId) {
    try {
      return Optional.of(
          records.get(
              new RecordRead(
                  RecordLocator.byEtalon(entityName, etalonId),
                  null,
                  null,
                  true,
                  false,
                  dataSettings.fetchEnumIdValue(),
                  true),
              READER));
    } catch (PlatformException e) {
      return Optional.empty();
    }
  }

  /** The external keys of a record as the body's section. */
  ArrayNode keys(List<EtalonView.ExternalKeyView> keys) {
    ArrayNode array = json.createArrayNode();
    keys.forEach(k -> array.add(json.valueToTree(k)));
    return array;
  }

  /**
   * Fills the record blocks: {@code record}, {@code relations}, and per type {@code
   * lookupLinkAttributes}, {@code classifications}, {@code incomingRelations}, {@code parent}.
   */
  void fill(ObjectNode body, NotificationType type, EtalonView view) {
    DataModel model = models.published().model();
    boolean delete =
        type == NotificationType.LOGICAL_DELETE || type == NotificationType.PHYSICAL_DELETE;
    List<AttributeDef> attributes = attributes(model, view.entityName());
    ObjectNode record = body.putObject("record");
    record.put("status", view.status().name());
    record.set("validFrom", json.valueToTree(view.validFrom()));
    record.set("validTo", json.valueToTree(view.validTo()));
    record.set("createDate", json.valueToTree(view.createDate()));
    record.set("updateDate", json.valueToTree(view.updateDate()));
    ObjectNode values = record.putObject("attributes");
    boolean empty = !delete && settings.fetchEmptyAttributes();
    for (AttributeDef a : attributes) {
      JsonNode value = view.attributes().get(a.name());
      if (value != null) {
        values.set(a.name(), value);
      } else if (empty) {
        values.set(
            a.name(),
            Boolean.TRUE.equals(a.array()) || "File".equals(a.type())
                ? json.createArrayNode()
                : json.nullNode());
      }
    }
    if (delete) {
      ObjectNode lookups = body.putObject("lookupLinkAttributes");
      attributes.stream()
          .filter(a -> "LookupLink".equals(a.type()) && view.attributes().containsKey(a.name()))
          .forEach(a -> lookups.set(a.name(), view.attributes().get(a.name())));
    }
    for (RecordNotificationPart part : parts.orderedStream().toList()) {
      body.set(part.field(), json.valueToTree(part.value(view.etalonId())));
    }
    body.set("relations", outgoing(model, view));
    if (!delete) {
      body.set(
          "incomingRelations",
          settings.fetchIncomingRelations() ? incoming(model, view.etalonId()) : json.nullNode());
      parent(body, model, view);
    }
  }

  private ObjectNode outgoing(DataModel model, EtalonView view) {
    ObjectNode relations = json.createObjectNode();
    if (view.relations() == null) {
      return relations;
    }
    view.relations()
        .forEach(
            (name, links) -> {
              ArrayNode items = relations.putArray(name);
              List<String> extra = names(model, name, RelationDef.OUTGOING_ATTRIBUTES);
              links.forEach(link -> items.add(link(link, extra)));
            });
    return relations;
  }

  private ArrayNode incoming(DataModel model, EtalonId etalonId) {
    ArrayNode items = json.createArrayNode();
    List<RelationView> links =
        records
            .relations(
                new RelationQuery(
                    etalonId,
                    null,
                    true,
                    true,
                    null,
                    Map.of(),
                    java.time.OffsetDateTime.now(),
                    null,
                    false,
                    0,
                    null),
                READER)
            .relations();
    for (RelationView link : links) {
      ObjectNode item =
          link(link, names(model, link.relationName(), RelationDef.INCOMING_ATTRIBUTES));
      item.put("relationName", link.relationName());
      items.add(item);
    }
    return items;
  }

  /** A link: the related record (etalon, register, keys, the extra attributes), the link's own. */
  private ObjectNode link(RelationView link, List<String> extra) {
    ObjectNode item = json.createObjectNode();
    item.put("etalonId", link.etalonId().toString());
    item.put("entityName", link.entityName());
    item.set("externalKeys", keys(link.externalKeys()));
    item.put("relationEtalonId", link.relationEtalonId().toString());
    item.put("type", link.type());
    item.set("validFrom", json.valueToTree(link.validFrom()));
    item.set("validTo", json.valueToTree(link.validTo()));
    item.set("attributes", json.valueToTree(link.attributes()));
    if (!extra.isEmpty()) {
      ObjectNode related = item.putObject("relatedAttributes");
      Optional<EtalonView> other = read(link.entityName(), link.etalonId());
      for (String name : extra) {
        JsonNode value = other.map(v -> v.attributes().get(name)).orElse(null);
        related.set(name, value == null ? json.nullNode() : value);
      }
    }
    return item;
  }

  /** A hierarchical reference set's record: its parent's code, or that it is a root. */
  private void parent(ObjectNode body, DataModel model, EtalonView view) {
    Optional<LookupEntityDef> lookup = model.lookupEntity(view.entityName());
    if (lookup.isEmpty() || !Boolean.TRUE.equals(lookup.get().hierarchical())) {
      return;
    }
    ObjectNode parent = body.putObject("parent");
    parent.put("root", view.parent() == null);
    if (view.parent() != null) {
      parent.put("code", view.parent());
    }
  }

  private static List<String> names(DataModel model, String relation, String parameter) {
    String value =
        model.relation(relation).map(r -> r.customProperties().get(parameter)).orElse(null);
    return value == null || value.isEmpty() ? List.of() : List.of(value.split(","));
  }

  private static List<AttributeDef> attributes(DataModel model, String entityName) {
    return model.recordAttributes(entityName).orElse(List.of());
  }
}
