package org.platform.mdm.bulk.format;

import java.util.List;
import java.util.Map;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordClassifications.ClassifiedPeriod;

/**
 * The columns of a classifier's sheet in a spreadsheet: the record (as the records sheet names it,
 * with its register), the node (by id, else by code in a version: the default one when empty), the
 * period and the node attributes' values as one JSON object (each node has attributes of its own).
 * A row is one period of one classification; a load writes it as a classification of the row's
 * source system.
 */
public final class ClassificationColumns {

  static final String ENTITY_NAME = "ENTITY_NAME";
  static final String NODE_ID = "NODE_ID";
  static final String NODE_CODE = "NODE_CODE";
  static final String VERSION = "VERSION";
  static final String ATTRIBUTES = "ATTRIBUTES";

  static final List<String> NAMES =
      List.of(
          RecordColumns.ETALON_ID,
          RecordColumns.EXTERNAL_ID,
          RecordColumns.SOURCE_SYSTEM,
          ENTITY_NAME,
          NODE_ID,
          NODE_CODE,
          VERSION,
          RecordColumns.FROM,
          RecordColumns.TO,
          ATTRIBUTES);

  static final List<String> LABELS =
      List.of(
          "Golden record id",
          "External id",
          "Source system",
          "Register",
          "Node id",
          "Node code",
          "Classifier version",
          "Valid from (UTC)",
          "Valid to (UTC)",
          "Node attributes (JSON)");

  private ClassificationColumns() {}

  /** The classifiers assigned to the register, by name, of the classifiers' assignments. */
  public static List<String> assignedTo(String entityName, Map<String, List<String>> assignments) {
    return assignments.entrySet().stream()
        .filter(e -> e.getValue().contains(entityName))
        .map(Map.Entry::getKey)
        .toList();
  }

  /** The cells of one period of a classification, as an export writes them. */
  static List<String> cells(
      EtalonId record,
      String entityName,
      ClassifiedPeriod period,
      String sourceSystem,
      String json) {
    String id = record.value().toString();
    return List.of(
        id,
        id,
        sourceSystem,
        entityName,
        period.nodeId().toString(),
        period.nodeCode() == null ? "" : period.nodeCode(),
        period.versionName() == null ? "" : period.versionName(),
        RecordColumns.instant(period.validFrom()),
        RecordColumns.instant(period.validTo()),
        json);
  }
}
