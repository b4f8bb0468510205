package org.platform.mdm.bulk.format;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.RelationDef;

/**
 * The columns of a relation's sheet in a spreadsheet: the record the links start at (as the records
 * sheet names it), the record they go to, the period, then the relation's own attributes. A row is
 * one period of one link; a load writes it as a link of the row's source system.
 *
 * @param relationName the relation
 * @param displayName its display name (the sheet's title)
 * @param from the register the links start at
 * @param attributes the relation's attributes that are exported, in model order
 */
public record LinkColumns(
    String relationName, String displayName, String from, List<AttributeDef> attributes) {

  /** The related record's id. */
  static final String TO_ETALON_ID = "TO_ETALON_ID";

  /** The related record's key, with {@link #TO_SOURCE_SYSTEM}; used without a TO_ETALON_ID. */
  static final String TO_EXTERNAL_ID = "TO_EXTERNAL_ID";

  static final String TO_SOURCE_SYSTEM = "TO_SOURCE_SYSTEM";

  static final List<String> SYSTEM =
      List.of(
          RecordColumns.ETALON_ID,
          RecordColumns.EXTERNAL_ID,
          RecordColumns.SOURCE_SYSTEM,
          TO_ETALON_ID,
          TO_EXTERNAL_ID,
          TO_SOURCE_SYSTEM,
          RecordColumns.FROM,
          RecordColumns.TO);

  /** The relations starting at a register, in model order. */
  public static List<LinkColumns> from(DataModel model, String entityName) {
    return model.relations().stream()
        .filter(r -> r.from().equals(entityName))
        .map(LinkColumns::of)
        .toList();
  }

  static LinkColumns of(RelationDef relation) {
    return new LinkColumns(
        relation.name(),
        relation.displayName() == null ? relation.name() : relation.displayName(),
        relation.from(),
        relation.attributes().stream().filter(RecordColumns::exported).toList());
  }

  /** The system header: the column names. */
  List<String> names() {
    List<String> names = new ArrayList<>(SYSTEM);
    attributes.forEach(a -> names.add(a.name()));
    return names;
  }

  /** The human header. */
  List<String> labels() {
    List<String> labels =
        new ArrayList<>(
            List.of(
                "From: golden record id",
                "From: external id",
                "Source system",
                "To: golden record id",
                "To: external id",
                "To: source system",
                "Valid from (UTC)",
                "Valid to (UTC)"));
    attributes.forEach(a -> labels.add(a.displayName() == null ? a.name() : a.displayName()));
    return labels;
  }

  /** The system columns' cells of one period of a link, as an export writes them. */
  static List<String> keyCells(RelationView link, String sourceSystem) {
    String from = link.fromEtalonId().value().toString();
    return List.of(
        from,
        from,
        sourceSystem,
        link.toEtalonId().value().toString(),
        "",
        "",
        RecordColumns.instant(link.validFrom()),
        RecordColumns.instant(link.validTo()));
  }
}
