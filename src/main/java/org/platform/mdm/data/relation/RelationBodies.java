package org.platform.mdm.data.relation;

import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.LinkState;
import org.platform.mdm.data.RecordBodies;
import org.platform.mdm.data.RelationDelete;
import org.platform.mdm.data.RelationQuery;
import org.platform.mdm.data.RelationWrite;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * Reads {@code relations} and {@code relationsDeletes} of a record write body: objects from
 * relation name to an array of items. Every bad field is a problem naming its path.
 */
public final class RelationBodies {

  /** Links one write may make or delete: more belong in several writes or an import. */
  static final int MAX_ITEMS = 10_000;

  private RelationBodies() {}

  public static List<RelationWrite> relations(JsonNode body, ZoneId zone, List<Problem> problems) {
    List<RelationWrite> items = new ArrayList<>();
    forEachItem(
        body,
        "relations",
        problems,
        (name, index, item, path) -> {
          int before = problems.size();
          EtalonId to = etalonId(item, "toEtalonId", path, problems);
          String toExternalId = text(item, "toExternalId", path, problems);
          String toSourceSystem = text(item, "toSourceSystem", path, problems);
          OffsetDateTime from = date(item, "validFrom", path, zone, problems);
          OffsetDateTime until = date(item, "validTo", path, zone, problems);
          String operationType = text(item, "operationType", path, problems);
          if (to == null && (toExternalId == null || toSourceSystem == null)) {
            problems.add(Problem.at(path, DataErrors.DATA_RELATION_TARGET_REQUIRED, name));
          }
          if (operationType != null
              && !operationType.equals(LinkState.DIRECT)
              && !operationType.equals(LinkState.CASCADED)) {
            problems.add(
                Problem.at(
                    path + ".operationType",
                    DataErrors.DATA_RELATION_OPERATION_TYPE_INVALID,
                    operationType));
          }
          if (problems.size() == before) {
            items.add(
                new RelationWrite(
                    name,
                    index,
                    to,
                    toExternalId,
                    toSourceSystem,
                    from,
                    until,
                    item.get("attributes"),
                    operationType));
          }
        });
    return items;
  }

  public static List<RelationDelete> deletes(JsonNode body, ZoneId zone, List<Problem> problems) {
    List<RelationDelete> items = new ArrayList<>();
    forEachItem(
        body,
        "relationsDeletes",
        problems,
        (name, index, item, path) -> {
          int before = problems.size();
          EtalonId etalonId = etalonId(item, "etalonId", path, problems);
          EtalonId to = etalonId(item, "toEtalonId", path, problems);
          String toExternalId = text(item, "toExternalId", path, problems);
          String toSourceSystem = text(item, "toSourceSystem", path, problems);
          OffsetDateTime from = date(item, "validFrom", path, zone, problems);
          OffsetDateTime until = date(item, "validTo", path, zone, problems);
          RelationDelete delete =
              new RelationDelete(
                  name, index, etalonId, to, toExternalId, toSourceSystem, from, until);
          if (problems.size() == before && !delete.named()) {
            problems.add(Problem.at(path, DataErrors.DATA_RELATION_DELETE_NOT_NAMED, name));
          }
          if (problems.size() == before) {
            items.add(delete);
          }
        });
    return items;
  }

  interface ItemReader {
    void read(String name, int index, JsonNode item, String path);
  }

  private static void forEachItem(
      JsonNode body, String field, List<Problem> problems, ItemReader reader) {
    forEachItem(body, field, DataErrors.DATA_RELATIONS_NOT_AN_OBJECT, problems, reader);
  }

  /**
   * Reads {@code body.<field>}, an object from a name (a relation's, a classifier's) to an array of
   * item objects; {@code notAnObject} is the problem of a field that is no object.
   */
  static void forEachItem(
      JsonNode body,
      String field,
      DataErrors notAnObject,
      List<Problem> problems,
      ItemReader reader) {
    JsonNode node = body.get(field);
    if (node == null || node.isNull()) {
      return;
    }
    if (!node.isObject()) {
      problems.add(Problem.at(field, notAnObject, field));
      return;
    }
    int count = 0;
    for (Map.Entry<String, JsonNode> relation : node.properties()) {
      String name = relation.getKey();
      JsonNode items = relation.getValue();
      String at = field + "." + name;
      if (!items.isArray()) {
        problems.add(Problem.at(at, DataErrors.DATA_RELATION_ITEMS_NOT_AN_ARRAY, at));
        continue;
      }
      count += items.size();
      if (count > MAX_ITEMS) {
        throw new PlatformException(
            List.of(Problem.at(field, DataErrors.DATA_RELATIONS_TOO_MANY, MAX_ITEMS)));
      }
      for (int i = 0; i < items.size(); i++) {
        String path = at + "[" + i + "]";
        JsonNode item = items.get(i);
        if (!item.isObject()) {
          problems.add(Problem.at(path, DataErrors.DATA_RELATION_ITEM_NOT_AN_OBJECT, path));
          continue;
        }
        reader.read(name, i, item, path);
      }
    }
  }

  static String text(JsonNode item, String field, String path, List<Problem> problems) {
    List<Problem> found = new ArrayList<>();
    String value = RecordBodies.text(item, field, found);
    found.forEach(p -> problems.add(p.under(path)));
    return value == null || value.isBlank() ? null : value;
  }

  static EtalonId etalonId(JsonNode item, String field, String path, List<Problem> problems) {
    String text = text(item, field, path, problems);
    if (text == null) {
      return null;
    }
    try {
      return EtalonId.parse(text, path + "." + field);
    } catch (PlatformException e) {
      problems.addAll(e.problems());
      return null;
    }
  }

  static OffsetDateTime date(
      JsonNode item, String field, String path, ZoneId zone, List<Problem> problems) {
    List<Problem> found = new ArrayList<>();
    OffsetDateTime value = RecordBodies.date(item, field, zone, found);
    found.forEach(p -> problems.add(p.under(path)));
    return value;
  }

  /** The most link periods one filtered read answers. */
  static final int MAX_LIMIT = 10_000;

  /** A filtered read of a record's links (see {@link RelationQuery}). */
  public static RelationQuery query(JsonNode body, ZoneId zone) {
    if (body == null || !body.isObject()) {
      throw new PlatformException(List.of(Problem.of(DataErrors.DATA_FIELD_NOT_OBJECT, "body")));
    }
    List<Problem> problems = new ArrayList<>();
    EtalonId etalonId = etalonId(body, problems);
    String relationName = RecordBodies.text(body, "relationName", problems);
    String direction = RecordBodies.text(body, "direction", problems);
    if (direction != null && !List.of("outgoing", "incoming").contains(direction)) {
      problems.add(Problem.at("direction", DataErrors.DATA_RELATION_DIRECTION_INVALID, direction));
    }
    boolean reduce = bool(body, "isReduceReferences", true, problems);
    String entityName = RecordBodies.text(body, "entityName", problems);
    Map<String, JsonNode> attributes = attributeFilter(body, problems);
    OffsetDateTime timelineDate = RecordBodies.date(body, "timelineDate", zone, problems);
    String sortBy = RecordBodies.text(body, "sortBy", problems);
    if (!RelationReads.sortable(sortBy)) {
      problems.add(Problem.at("sortBy", DataErrors.DATA_RELATION_SORT_UNKNOWN, sortBy));
    }
    String sortOrder = RecordBodies.text(body, "sortOrder", problems);
    if (sortOrder != null && !List.of("asc", "desc").contains(sortOrder.toLowerCase())) {
      problems.add(Problem.at("sortOrder", DataErrors.DATA_SORT_ORDER_INVALID, sortOrder));
    }
    Integer offset = integer(body, "offset", 0, problems);
    Integer limit = limit(body, problems);
    PlatformException.throwIfAny(problems);
    return new RelationQuery(
        etalonId,
        relationName,
        "incoming".equals(direction),
        reduce,
        entityName,
        attributes,
        timelineDate,
        sortBy,
        "desc".equalsIgnoreCase(sortOrder),
        offset == null ? 0 : offset,
        limit);
  }

  /** The query's required {@code etalonId}; null (with a problem) when absent or malformed. */
  private static EtalonId etalonId(JsonNode body, List<Problem> problems) {
    String etalon = RecordBodies.text(body, "etalonId", problems);
    if (etalon == null) {
      problems.add(Problem.at("etalonId", DataErrors.DATA_FIELD_REQUIRED, "etalonId"));
      return null;
    }
    try {
      return EtalonId.parse(etalon, "etalonId");
    } catch (PlatformException e) {
      problems.addAll(e.problems());
      return null;
    }
  }

  /** The relation attribute values links must have; empty when none is asked. */
  private static Map<String, JsonNode> attributeFilter(JsonNode body, List<Problem> problems) {
    Map<String, JsonNode> attributes = new java.util.LinkedHashMap<>();
    JsonNode filter = body.get("attributes");
    if (filter != null && !filter.isNull()) {
      if (filter.isObject()) {
        filter.properties().forEach(e -> attributes.put(e.getKey(), e.getValue()));
      } else {
        problems.add(Problem.at("attributes", DataErrors.DATA_FIELD_NOT_OBJECT, "attributes"));
      }
    }
    return attributes;
  }

  private static Integer limit(JsonNode body, List<Problem> problems) {
    Integer limit = integer(body, "limit", 1, problems);
    if (limit != null && limit > MAX_LIMIT) {
      problems.add(Problem.at("limit", DataErrors.DATA_PAGE_TOO_LARGE, MAX_LIMIT));
    }
    return limit;
  }

  private static boolean bool(JsonNode body, String field, boolean absent, List<Problem> problems) {
    JsonNode node = body.get(field);
    if (node == null || node.isNull()) {
      return absent;
    }
    if (!node.isBoolean()) {
      problems.add(Problem.at(field, DataErrors.DATA_FIELD_NOT_BOOLEAN, field));
      return absent;
    }
    return node.asBoolean();
  }

  private static Integer integer(JsonNode body, String field, int min, List<Problem> problems) {
    JsonNode node = body.get(field);
    if (node == null || node.isNull()) {
      return null;
    }
    if (!node.isIntegralNumber() || !node.canConvertToInt() || node.asInt() < min) {
      problems.add(Problem.at(field, DataErrors.DATA_PAGE_INVALID, field, min));
      return null;
    }
    return node.asInt();
  }
}
