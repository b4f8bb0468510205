package org.platform.mdm.bulk.format;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The columns of a register's or reference set's records in an exported file, and how a cell's text
 * becomes a value again: the system columns, then one column per attribute (large objects and files
 * are not exported). Arrays and Complex values are JSON in their cell.
 *
 * @param entityName the register or reference set
 * @param displayName its display name (a spreadsheet's title)
 * @param attributes its attributes that are exported, in model order
 */
public record RecordColumns(String entityName, String displayName, List<AttributeDef> attributes) {

  /** The golden record's id. */
  static final String ETALON_ID = "ETALON_ID";

  /** The key a load writes the row under; empty in an export (the ETALON_ID is used). */
  static final String EXTERNAL_ID = "EXTERNAL_ID";

  /** The source system a load writes the row as; empty: the load's. */
  static final String SOURCE_SYSTEM = "SOURCE_SYSTEM";

  /** First instant of the row's period, ISO-8601 in UTC; empty: unbounded. */
  static final String FROM = "FROM";

  /** Last instant of the row's period; empty: unbounded. */
  static final String TO = "TO";

  /** The code of the parent record (hierarchical reference sets). */
  static final String PARENT = "PARENT";

  static final List<String> SYSTEM =
      List.of(ETALON_ID, EXTERNAL_ID, SOURCE_SYSTEM, FROM, TO, PARENT);

  /** The golden values' key of a hierarchical record's parent code. */
  static final String PARENT_VALUE = "$parent";

  private static final List<String> NOT_EXPORTED = List.of("Blob", "Clob", "File");

  /** The columns of the entity of that name, if the model has one. */
  public static Optional<RecordColumns> of(DataModel model, String entityName) {
    Optional<List<AttributeDef>> all = model.recordAttributes(entityName);
    if (all.isEmpty()) {
      return Optional.empty();
    }
    String display =
        model
            .entity(entityName)
            .map(e -> e.displayName())
            .or(() -> model.lookupEntity(entityName).map(l -> l.displayName()))
            .orElse(null);
    List<AttributeDef> exported = all.get().stream().filter(RecordColumns::exported).toList();
    return Optional.of(
        new RecordColumns(entityName, display == null ? entityName : display, exported));
  }

  /** Whether an attribute has a column (large objects and files have none). */
  static boolean exported(AttributeDef attribute) {
    return !NOT_EXPORTED.contains(attribute.type());
  }

  /** The system header: the column names. */
  List<String> names() {
    List<String> names = new ArrayList<>(SYSTEM);
    attributes.forEach(a -> names.add(a.name()));
    return names;
  }

  /** The human header: what a person reads above each column. */
  List<String> labels() {
    List<String> labels =
        new ArrayList<>(
            List.of(
                "Golden record id",
                "External id",
                "Source system",
                "Valid from (UTC)",
                "Valid to (UTC)",
                "Parent code"));
    attributes.forEach(a -> labels.add(a.displayName() == null ? a.name() : a.displayName()));
    return labels;
  }

  /**
   * The system columns' cells of one period of a record: its id (also its key under the export's
   * source system), the period's bounds and the parent code.
   */
  static List<String> keyCells(GoldenRecord record, GoldenPeriod period, String sourceSystem) {
    String id = record.etalonId().value().toString();
    JsonNode parent = period.values().get(PARENT_VALUE);
    return List.of(
        id,
        id,
        sourceSystem,
        instant(period.from()),
        instant(period.to()),
        parent == null || parent.isNull() ? "" : parent.asString());
  }

  /** A period bound as a cell shows it; empty for an unbounded one. */
  static String instant(OffsetDateTime at) {
    return at == null ? "" : at.withOffsetSameInstant(ZoneOffset.UTC).toString();
  }

  /** Whether a value is written into its cell as JSON (arrays, Complex values). */
  static boolean asJson(AttributeDef attribute) {
    return attribute.array() || "Complex".equals(attribute.type());
  }

  /** The text of a value in a text cell (a CSV field, a spreadsheet's text cell). */
  static String text(AttributeDef attribute, JsonNode value, JsonMapper json) {
    if (value == null || value.isNull()) {
      return "";
    }
    if (asJson(attribute) || value.isContainer()) {
      return json.writeValueAsString(value);
    }
    return value.isString() ? value.asString() : value.toString();
  }
}
