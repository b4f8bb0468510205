package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.data.relation.ClassificationBodies;
import org.platform.mdm.data.relation.RelationBodies;
import org.platform.mdm.system.JsonDates;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * Reads record bodies field by field, so that one bad field is a 400 naming it and one bad item of
 * a batch or import is rejected alone.
 */
public final class RecordBodies {

  private RecordBodies() {}

  /**
   * A write body: {@code {entityName, externalId, sourceSystem, validFrom?, validTo?, attributes,
   * relations?, relationsDeletes?, classifications?, classificationsDeletes?, …}}; a new record of
   * the platform's source may leave its key out (see {@link RecordWrite#keyedByPlatform()}).
   */
  public static RecordWrite write(JsonNode body, ZoneId zone) {
    if (body == null || !body.isObject()) {
      throw new PlatformException(DataErrors.DATA_BODY_NOT_AN_OBJECT);
    }
    List<Problem> problems = new ArrayList<>();
    String entityName = text(body, "entityName", problems);
    String externalId = text(body, "externalId", problems);
    String sourceSystem = text(body, "sourceSystem", problems);
    OffsetDateTime from = date(body, "validFrom", zone, problems);
    OffsetDateTime to = date(body, "validTo", zone, problems);
    String etalon = text(body, "etalonId", problems);
    EtalonId etalonId = null;
    if (etalon != null) {
      try {
        etalonId = EtalonId.parse(etalon, "etalonId");
      } catch (PlatformException e) {
        problems.addAll(e.problems());
      }
    }
    String parent = text(body, "parent", problems);
    List<RelationWrite> relations = RelationBodies.relations(body, zone, problems);
    List<RelationDelete> deletes = RelationBodies.deletes(body, zone, problems);
    List<ClassificationWrite> classifications =
        ClassificationBodies.classifications(body, zone, problems);
    List<ClassificationDelete> classificationDeletes =
        ClassificationBodies.deletes(body, zone, problems);
    List<String> followSources = names(body, "followSources", problems);
    PlatformException.throwIfAny(problems);
    JsonNode attributes = body.get("attributes");
    return new RecordWrite(
            entityName,
            externalId,
            sourceSystem,
            from,
            to,
            etalonId,
            attributes,
            parent,
            relations,
            deletes,
            classifications,
            classificationDeletes,
            followSources)
        .keyedByPlatform();
  }

  /** An optional array of names: null as empty, anything but strings a problem. */
  private static List<String> names(JsonNode body, String field, List<Problem> problems) {
    JsonNode node = body.get(field);
    if (node == null || node.isNull()) {
      return List.of();
    }
    List<String> names = new ArrayList<>();
    if (!node.isArray()) {
      problems.add(Problem.at(field, DataErrors.DATA_FIELD_NOT_NAMES, field));
      return names;
    }
    for (int i = 0; i < node.size(); i++) {
      JsonNode name = node.get(i);
      if (name.isString() && !name.asString().isBlank()) {
        names.add(name.asString());
      } else {
        problems.add(Problem.at(field + "[" + i + "]", DataErrors.DATA_FIELD_NOT_NAMES, field));
      }
    }
    return names;
  }

  /** The {@code classifications} of a body (the classifiers module's own write reads them too). */
  public static List<ClassificationWrite> classifications(
      JsonNode body, ZoneId zone, List<Problem> problems) {
    return ClassificationBodies.classifications(body, zone, problems);
  }

  /** The {@code classificationsDeletes} of a body. */
  public static List<ClassificationDelete> classificationDeletes(
      JsonNode body, ZoneId zone, List<Problem> problems) {
    return ClassificationBodies.deletes(body, zone, problems);
  }

  /**
   * Names a record in a body: {@code entityName} with {@code etalonId}, or with {@code externalId}
   * and {@code sourceSystem}.
   */
  public static RecordLocator locator(JsonNode body) {
    if (body == null || !body.isObject()) {
      throw new PlatformException(DataErrors.DATA_BODY_NOT_AN_OBJECT);
    }
    List<Problem> problems = new ArrayList<>();
    String entityName = text(body, "entityName", problems);
    String etalon = text(body, "etalonId", problems);
    String externalId = text(body, "externalId", problems);
    String sourceSystem = text(body, "sourceSystem", problems);
    if (entityName == null || entityName.isBlank()) {
      problems.add(Problem.at("entityName", DataErrors.DATA_FIELD_REQUIRED, "entityName"));
    }
    if (etalon == null && (externalId == null || sourceSystem == null)) {
      problems.add(Problem.of(DataErrors.DATA_RECORD_NOT_NAMED));
    }
    PlatformException.throwIfAny(problems);
    return etalon != null
        ? RecordLocator.byEtalon(entityName, EtalonId.parse(etalon, "etalonId"))
        : RecordLocator.byKey(entityName, sourceSystem, externalId);
  }

  /** A filtered read of a record's links: {@code {etalonId, relationName?, direction?, …}}. */
  public static RelationQuery relationQuery(JsonNode body, ZoneId zone) {
    return RelationBodies.query(body, zone);
  }

  /**
   * The required {@code sourceSystem} of a body, which must be one of the model's; null with a
   * problem otherwise.
   */
  public static String sourceSystem(
      JsonNode body, org.platform.mdm.meta.DataModel model, List<Problem> problems) {
    String sourceSystem = text(body, "sourceSystem", problems);
    if (sourceSystem == null) {
      problems.add(Problem.at("sourceSystem", DataErrors.DATA_FIELD_REQUIRED, "sourceSystem"));
    } else if (model.sourceSystem(sourceSystem).isEmpty()) {
      problems.add(Problem.at("sourceSystem", DataErrors.DATA_SOURCE_SYSTEM_UNKNOWN, sourceSystem));
      return null;
    }
    return sourceSystem;
  }

  /** A text field; absent or null is null, any other non-text a problem. */
  public static String text(JsonNode body, String field, List<Problem> problems) {
    JsonNode node = body.get(field);
    if (node == null || node.isNull()) {
      return null;
    }
    if (!node.isString()) {
      problems.add(Problem.at(field, DataErrors.DATA_FIELD_NOT_TEXT, field));
      return null;
    }
    return node.asString();
  }

  public static OffsetDateTime date(
      JsonNode body, String field, ZoneId zone, List<Problem> problems) {
    return date(text(body, field, problems), field, zone, problems);
  }

  /** An ISO 8601 date-time, with or without offset (local means in the server's zone). */
  public static OffsetDateTime date(
      String text, String field, ZoneId zone, List<Problem> problems) {
    if (text == null || text.isBlank()) {
      return null;
    }
    try {
      return JsonDates.parse(text, zone);
    } catch (DateTimeParseException e) {
      problems.add(Problem.at(field, DataErrors.DATA_DATE_INVALID, field, shorten(text)));
      return null;
    }
  }

  /** A date query parameter; a bad one is a 400 naming it. */
  public static OffsetDateTime date(String text, String field, ZoneId zone) {
    List<Problem> problems = new ArrayList<>();
    OffsetDateTime date = date(text, field, zone, problems);
    PlatformException.throwIfAny(problems);
    return date;
  }

  private static String shorten(String text) {
    return text.length() > 100 ? text.substring(0, 100) + "…" : text;
  }
}
