package org.platform.mdm.data.record;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EnumValueDef;
import org.platform.mdm.meta.EnumerationDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.NestedEntityDef;
import org.platform.mdm.system.BodyChecks;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.SystemErrors;
import org.springframework.modulith.NamedInterface;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Checks the attribute values of one record write against the published model and returns every
 * problem at once (at most {@link #MAX_PROBLEMS}), each at the attribute's path ({@code
 * attributes.address.zip}, {@code attributes.phones[2]}), with the values to store: dates, times
 * and timestamps in one canonical form, nulls left out. The walk follows the model, never the JSON
 * beyond it, so a deeply nested body costs no more than the model allows. LookupLink codes are
 * checked with one question per reference set.
 */
@NamedInterface("timelines")
public final class RecordValueRules {

  static final int MAX_PROBLEMS = 1000;
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final DataModel model;
  private final ZoneId zone;
  private final int fileMaxCount;
  private final List<Problem> problems = new ArrayList<>();
  private int unlisted;
  private final Map<String, Map<String, List<String>>> lookupCodes = new LinkedHashMap<>();
  private final Map<java.util.UUID, List<String>> largeObjects = new LinkedHashMap<>();

  /** A write of changes (the platform's source): an absent required attribute is left as is. */
  private final boolean changes;

  private RecordValueRules(DataModel model, ZoneId zone, int fileMaxCount, boolean changes) {
    this.model = model;
    this.zone = zone;
    this.fileMaxCount = fileMaxCount;
    this.changes = changes;
  }

  static CheckedValues check(
      DataModel model,
      String entityName,
      JsonNode attributes,
      ZoneId zone,
      LookupCodes lookups,
      int fileMaxCount) {
    List<AttributeDef> defs =
        EntityModel.of(model, entityName).map(EntityModel::attributes).orElse(List.of());
    return check(model, entityName, defs, attributes, zone, lookups, fileMaxCount);
  }

  /** The same check with the entity's attributes already at hand. */
  public static CheckedValues check(
      DataModel model,
      String entityName,
      List<AttributeDef> defs,
      JsonNode attributes,
      ZoneId zone,
      LookupCodes lookups,
      int fileMaxCount) {
    return check(model, entityName, defs, attributes, zone, lookups, fileMaxCount, false);
  }

  /**
   * The same check; with {@code changes}, of a write that holds only what changes (the platform's
   * source): an absent attribute, required or not, is left as it is, but a required one may not be
   * emptied.
   */
  public static CheckedValues check(
      DataModel model,
      String entityName,
      List<AttributeDef> defs,
      JsonNode attributes,
      ZoneId zone,
      LookupCodes lookups,
      int fileMaxCount,
      boolean changes) {
    RecordValueRules rules = new RecordValueRules(model, zone, fileMaxCount, changes);
    Map<String, JsonNode> values = new LinkedHashMap<>();
    if (attributes == null || attributes.isNull() || attributes.isMissingNode()) {
      rules.required("attributes", NODES.objectNode(), defs);
    } else if (!attributes.isObject()) {
      rules.add(Problem.at("attributes", DataErrors.DATA_ATTRIBUTES_NOT_AN_OBJECT));
    } else {
      rules
          .object("attributes", attributes, defs, entityName)
          .properties()
          .forEach(e -> values.put(e.getKey(), e.getValue()));
    }
    rules.checkLookupCodes(lookups);
    List<Problem> found = new ArrayList<>(rules.problems);
    if (rules.unlisted > 0) {
      found.add(Problem.of(DataErrors.DATA_TOO_MANY_PROBLEMS, rules.unlisted));
    }
    return new CheckedValues(found, values, rules.largeObjects);
  }

  private ObjectNode object(String path, JsonNode node, List<AttributeDef> defs, String owner) {
    ObjectNode values = NODES.objectNode();
    for (Map.Entry<String, JsonNode> field : node.properties()) {
      String name = field.getKey();
      String at = path + "." + name;
      Optional<AttributeDef> def = defs.stream().filter(d -> d.name().equals(name)).findFirst();
      if (def.isEmpty()) {
        add(Problem.at(at, DataErrors.DATA_ATTRIBUTE_UNKNOWN, name, owner));
        continue;
      }
      JsonNode value = field.getValue();
      if (value.isNull()) {
        continue;
      }
      JsonNode checked = attribute(at, def.get(), value);
      if (checked != null) {
        values.set(name, checked);
      }
    }
    required(path, node, defs);
    return values;
  }

  /** The problems of required attributes without a value in these values (a new record's). */
  public static List<Problem> missing(List<AttributeDef> defs, Map<String, JsonNode> values) {
    RecordValueRules rules = new RecordValueRules(null, null, 0, false);
    ObjectNode node = NODES.objectNode();
    values.forEach(node::set);
    rules.required("attributes", node, defs);
    return rules.problems;
  }

  private void required(String path, JsonNode node, List<AttributeDef> defs) {
    for (AttributeDef def : defs) {
      JsonNode value = node.get(def.name());
      if (changes && value == null && path.equals("attributes")) {
        continue; // left as it is
      }
      boolean empty =
          value == null
              || value.isNull()
              || (value.isString() && value.asString().isEmpty())
              || (value.isArray() && value.isEmpty());
      if (def.required() && empty) {
        add(Problem.at(path + "." + def.name(), DataErrors.DATA_ATTRIBUTE_REQUIRED, def.name()));
      }
    }
  }

  private JsonNode attribute(String path, AttributeDef def, JsonNode value) {
    if ("File".equals(def.type())) {
      return files(path, def, value);
    }
    if (def.array()) {
      if (!value.isArray()) {
        add(Problem.at(path, DataErrors.DATA_ATTRIBUTE_NOT_ARRAY, def.name(), def.type()));
        return null;
      }
      ArrayNode values = NODES.arrayNode();
      for (int i = 0; i < value.size(); i++) {
        String at = path + "[" + i + "]";
        JsonNode element = value.get(i);
        if (element.isNull()) {
          add(Problem.at(at, DataErrors.DATA_ATTRIBUTE_NULL_ELEMENT, def.name()));
          continue;
        }
        JsonNode checked = single(at, def, element);
        if (checked != null) {
          values.add(checked);
        }
      }
      return values;
    }
    if (value.isArray()) {
      add(Problem.at(path, DataErrors.DATA_ATTRIBUTE_NOT_SINGLE, def.name(), def.type()));
      return null;
    }
    return single(path, def, value);
  }

  private JsonNode single(String path, AttributeDef def, JsonNode value) {
    String type = def.type();
    JsonNode checked =
        switch (type) {
          case "String" -> value.isString() ? value : null;
          case "Blob", "Clob" -> largeObject(path, value);
          case "Integer" ->
              value.isIntegralNumber() && value.canConvertToLong()
                  ? LongNode.valueOf(value.longValue())
                  : null;
          case "Number" -> value.isNumber() ? finite(path, value) : null;
          case "Boolean" -> value.isBoolean() ? value : null;
          case "Date" -> TemporalValues.date(value);
          case "Time" -> TemporalValues.time(value);
          case "Timestamp" -> TemporalValues.timestamp(value, zone);
          case "Enum" -> enumValue(path, def, value);
          case "LookupLink" -> lookupLink(path, def, value);
          case "Complex" -> complex(path, def, value);
          default -> value;
        };
    if (checked == null && !handledElsewhere(type, value)) {
      add(Problem.at(path, DataErrors.DATA_ATTRIBUTE_WRONG_TYPE, def.name(), type, shorten(value)));
    }
    return checked;
  }

  /** A number a Number attribute can hold: finite (an import line's 1e309 reads as infinity). */
  private JsonNode finite(String path, JsonNode value) {
    if (BodyChecks.finite(value)) {
      return value;
    }
    add(Problem.at(path, SystemErrors.SYSTEM_NUMBER_NOT_FINITE, path));
    return null;
  }

  /**
   * Enum, Complex and Number report their own problems once the JSON type is right; LookupLink all.
   */
  private static boolean handledElsewhere(String type, JsonNode value) {
    return switch (type) {
      case "Number" -> value.isNumber();
      case "Enum" -> value.isString();
      case "LookupLink" -> true;
      case "Complex" -> value.isObject();
      default -> false;
    };
  }

  private JsonNode enumValue(String path, AttributeDef def, JsonNode value) {
    if (!value.isString()) {
      return null;
    }
    List<String> names =
        model.enumeration(def.enumeration()).map(EnumerationDef::values).orElse(List.of()).stream()
            .map(EnumValueDef::name)
            .toList();
    if (!names.contains(value.asString())) {
      add(
          Problem.at(
              path,
              DataErrors.DATA_ENUM_VALUE_UNKNOWN,
              def.name(),
              shorten(value),
              def.enumeration(),
              String.join(", ", names.subList(0, Math.min(names.size(), 20)))));
      return null;
    }
    return value;
  }

  private JsonNode lookupLink(String path, AttributeDef def, JsonNode value) {
    Optional<LookupEntityDef> set = model.lookupEntity(def.lookupEntity());
    boolean integerCode =
        set.map(LookupEntityDef::codeAttribute).map(c -> "Integer".equals(c.type())).orElse(false);
    boolean fits =
        integerCode ? value.isIntegralNumber() && value.canConvertToLong() : value.isString();
    if (!fits) {
      add(
          Problem.at(
              path,
              DataErrors.DATA_ATTRIBUTE_WRONG_TYPE,
              def.name(),
              integerCode ? "Integer" : "String",
              shorten(value)));
      return null;
    }
    String code = integerCode ? Long.toString(value.longValue()) : value.asString();
    lookupCodes
        .computeIfAbsent(def.lookupEntity(), k -> new LinkedHashMap<>())
        .computeIfAbsent(code, k -> new ArrayList<>())
        .add(path);
    return integerCode ? LongNode.valueOf(value.longValue()) : value;
  }

  private JsonNode complex(String path, AttributeDef def, JsonNode value) {
    if (!value.isObject()) {
      return null;
    }
    List<AttributeDef> nested =
        model.nestedEntity(def.nestedEntity()).map(NestedEntityDef::attributes).orElse(List.of());
    return object(path, value, nested, def.nestedEntity());
  }

  private JsonNode files(String path, AttributeDef def, JsonNode value) {
    if (!value.isArray()) {
      add(Problem.at(path, DataErrors.DATA_ATTRIBUTE_NOT_ARRAY, def.name(), def.type()));
      return null;
    }
    if (value.size() > fileMaxCount) {
      add(Problem.at(path, DataErrors.DATA_FILES_TOO_MANY, def.name(), value.size(), fileMaxCount));
      return null;
    }
    boolean ok = true;
    for (int i = 0; i < value.size(); i++) {
      String at = path + "[" + i + "]";
      if (!value.get(i).isString()) {
        add(
            Problem.at(
                at,
                DataErrors.DATA_ATTRIBUTE_WRONG_TYPE,
                def.name(),
                "File",
                shorten(value.get(i))));
        ok = false;
      } else if (largeObject(at, value.get(i)) == null) {
        ok = false;
      }
    }
    return ok ? value : null;
  }

  /**
   * A File, Blob or Clob value: the id of an uploaded large object, kept for the check that it
   * exists; null (and a problem) when it is not an id.
   */
  private JsonNode largeObject(String path, JsonNode value) {
    if (!value.isString()) {
      return null;
    }
    String text = value.asString();
    try {
      if (text.length() == 36) {
        largeObjects
            .computeIfAbsent(java.util.UUID.fromString(text), k -> new ArrayList<>())
            .add(path);
        return value;
      }
    } catch (IllegalArgumentException e) {
      // answered below
    }
    add(Problem.at(path, DataErrors.DATA_LOB_ID_INVALID, shorten(value)));
    return NODES.nullNode();
  }

  private void checkLookupCodes(LookupCodes lookups) {
    lookupCodes.forEach(
        (set, codes) -> {
          Set<String> missing = lookups.missing(set, new LinkedHashSet<>(codes.keySet()));
          codes.forEach(
              (code, paths) -> {
                if (missing.contains(code)) {
                  paths.forEach(
                      p ->
                          add(
                              Problem.at(
                                  p,
                                  DataErrors.DATA_LOOKUP_CODE_UNKNOWN,
                                  p.substring(p.lastIndexOf('.') + 1),
                                  code,
                                  set)));
                }
              });
        });
  }

  /** Keeps the first problems; a hostile body cannot make the list grow without end. */
  private void add(Problem problem) {
    if (problems.size() < MAX_PROBLEMS) {
      problems.add(problem);
    } else {
      unlisted++;
    }
  }

  private static String shorten(JsonNode value) {
    String text = value.isString() ? value.asString() : value.toString();
    return text.length() > 60 ? text.substring(0, 60) + "…" : text;
  }
}
