package org.platform.mdm.dg.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.dg.crawl.CrawledTypes;
import org.platform.mdm.meta.AssetTypeDef;
import org.platform.mdm.meta.AssetTypeInheritance;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DisplayFormat;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.RelationDef;

/**
 * The asset types the catalog ships: what crawlers write (database, schema, table, view, column;
 * {@link CrawledTypes}) and the business layer (business term, report), with their containment
 * (CONTAINS, from the container) and the links lineage follows (foreign keys, views reading tables,
 * reports using tables, terms describing tables and columns). They are ordinary model objects: an
 * administrator may add attributes, change colours or add types of their own.
 */
public final class StandardAssetTypes {

  public static final String BUSINESS_TERM = "dgBusinessTerm";
  public static final String REPORT = "dgReport";

  /** Containment, from the container to the contained, by relation name. */
  public static final String DATABASE_SCHEMAS = "dgDatabaseSchemas";

  public static final String SCHEMA_TABLES = "dgSchemaTables";
  public static final String SCHEMA_VIEWS = "dgSchemaViews";
  public static final String TABLE_COLUMNS = "dgTableColumns";
  public static final String VIEW_COLUMNS = "dgViewColumns";

  /** Lineage: a column referencing another (a foreign key), from the referencing one. */
  public static final String FOREIGN_KEY = "dgForeignKey";

  /** Lineage: a view reading a table, or a view. */
  public static final String VIEW_READS_TABLE = "dgViewReadsTable";

  public static final String VIEW_READS_VIEW = "dgViewReadsView";

  /** Lineage: a report using a table. */
  public static final String REPORT_USES_TABLE = "dgReportUsesTable";

  /** The business layer: a term describing a table or a column. */
  public static final String TERM_DESCRIBES_TABLE = "dgTermDescribesTable";

  public static final String TERM_DESCRIBES_COLUMN = "dgTermDescribesColumn";

  private StandardAssetTypes() {}

  /** The standard asset types as registers, their inherited attributes materialized. */
  public static List<EntityDef> types() {
    List<EntityDef> types =
        List.of(
            type(
                CrawledTypes.DATABASE,
                "Database",
                null,
                "#1f77b4",
                List.of(string("product", "Product"), string("productVersion", "Version"))),
            type(CrawledTypes.SCHEMA, "Schema", null, "#ff7f0e", List.of()),
            type(
                CrawledTypes.TABLE,
                "Table",
                null,
                "#2ca02c",
                List.of(attribute("rowEstimate", "Estimated rows", "Integer"))),
            type(
                CrawledTypes.VIEW,
                "View",
                CrawledTypes.TABLE,
                "#17becf",
                List.of(string("definition", "Definition"))),
            type(
                CrawledTypes.COLUMN,
                "Column",
                null,
                "#9467bd",
                List.of(
                    string("dataType", "Data type"),
                    attribute("nullable", "Nullable", "Boolean"),
                    attribute("primaryKey", "Primary key", "Boolean"),
                    attribute("ordinalPosition", "Position", "Integer"),
                    string("defaultValue", "Default value"))),
            type(
                BUSINESS_TERM,
                "Business term",
                null,
                "#d62728",
                List.of(string("definition", "Definition"), string("steward", "Steward"))),
            type(REPORT, "Report", null, "#8c564b", List.of(string("url", "Address"))));
    DataModel model = DataModel.empty();
    for (EntityDef t : types) {
      model = model.withEntity(t);
    }
    return AssetTypeInheritance.resolve(model).entities();
  }

  /** The standard relations between the standard asset types. */
  public static List<RelationDef> relations() {
    List<RelationDef> r = new ArrayList<>();
    r.add(rel(DATABASE_SCHEMAS, "Schemas", CrawledTypes.DATABASE, CrawledTypes.SCHEMA, "CONTAINS"));
    r.add(rel(SCHEMA_TABLES, "Tables", CrawledTypes.SCHEMA, CrawledTypes.TABLE, "CONTAINS"));
    r.add(rel(SCHEMA_VIEWS, "Views", CrawledTypes.SCHEMA, CrawledTypes.VIEW, "CONTAINS"));
    r.add(rel(TABLE_COLUMNS, "Columns", CrawledTypes.TABLE, CrawledTypes.COLUMN, "CONTAINS"));
    r.add(rel(VIEW_COLUMNS, "Columns", CrawledTypes.VIEW, CrawledTypes.COLUMN, "CONTAINS"));
    r.add(
        rel(
            FOREIGN_KEY,
            "References",
            CrawledTypes.COLUMN,
            CrawledTypes.COLUMN,
            "MANY_TO_MANY",
            List.of(string("constraintName", "Constraint"))));
    r.add(rel(VIEW_READS_TABLE, "Reads", CrawledTypes.VIEW, CrawledTypes.TABLE, "MANY_TO_MANY"));
    r.add(rel(VIEW_READS_VIEW, "Reads", CrawledTypes.VIEW, CrawledTypes.VIEW, "MANY_TO_MANY"));
    r.add(rel(REPORT_USES_TABLE, "Uses", REPORT, CrawledTypes.TABLE, "MANY_TO_MANY"));
    r.add(
        rel(TERM_DESCRIBES_TABLE, "Describes", BUSINESS_TERM, CrawledTypes.TABLE, "MANY_TO_MANY"));
    r.add(
        rel(
            TERM_DESCRIBES_COLUMN,
            "Describes",
            BUSINESS_TERM,
            CrawledTypes.COLUMN,
            "MANY_TO_MANY"));
    return List.copyOf(r);
  }

  /**
   * The model with every standard asset type and relation it lacks added; what it has already
   * (perhaps changed by an administrator) is kept as it is.
   */
  public static DataModel addMissing(DataModel model) {
    DataModel result = model;
    for (EntityDef t : types()) {
      if (result.entity(t.name()).isEmpty()) {
        result = result.withEntity(t);
      }
    }
    for (RelationDef r : relations()) {
      if (result.relation(r.name()).isEmpty()) {
        result = result.withRelation(r);
      }
    }
    return result;
  }

  /** Whether the model has every standard asset type and relation. */
  public static boolean complete(DataModel model) {
    return types().stream().allMatch(t -> model.entity(t.name()).isPresent())
        && relations().stream().allMatch(r -> model.relation(r.name()).isPresent());
  }

  private static EntityDef type(
      String name, String displayName, String parent, String color, List<AttributeDef> own) {
    List<AttributeDef> attributes = new ArrayList<>();
    if (parent == null) {
      attributes.add(string("name", "Name").withRequired(true));
      attributes.add(string("qualifiedName", "Qualified name"));
      attributes.add(string("description", "Description"));
    }
    attributes.addAll(own);
    return new EntityDef(
        name,
        displayName,
        null,
        "BVT",
        attributes,
        Map.of(DisplayFormat.DISPLAY_FORMAT, "{name}"),
        new AssetTypeDef(parent, color));
  }

  private static AttributeDef string(String name, String displayName) {
    return attribute(name, displayName, "String");
  }

  private static AttributeDef attribute(String name, String displayName, String type) {
    return new AttributeDef(
        name,
        displayName,
        null,
        type,
        false,
        false,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null);
  }

  private static RelationDef rel(
      String name, String displayName, String from, String to, String type) {
    return rel(name, displayName, from, to, type, List.of());
  }

  private static RelationDef rel(
      String name,
      String displayName,
      String from,
      String to,
      String type,
      List<AttributeDef> attributes) {
    return new RelationDef(name, displayName, null, from, to, type, attributes, null);
  }
}
