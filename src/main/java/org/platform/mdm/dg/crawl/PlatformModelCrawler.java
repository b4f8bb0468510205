package org.platform.mdm.dg.crawl;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.GoldenValues;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.PublishedModel;
import org.springframework.stereotype.Component;

/**
 * The built-in crawler of this platform's own published data model: a data steward's registers and
 * reference sets as tables of a catalog, so that business terms, lineage and data profiles can name
 * them. Paths are {@code [database, registers|referenceSets, entity, attribute]}; a table's {@code
 * rowEstimate} is the number of its records active now; a reference set's code attribute is its
 * primary key, and a {@code LookupLink} attribute is a foreign key to the code of the reference set
 * it names. Registers that are asset types (the catalog's own) are left out unless asked for.
 */
@Component
public class PlatformModelCrawler implements Crawler {

  public static final String TYPE = "platform";

  /** The schema of the registers. */
  public static final String REGISTERS = "registers";

  /** The schema of the reference sets. */
  public static final String REFERENCE_SETS = "referenceSets";

  private static final List<CrawlerParameter> PARAMETERS =
      List.of(
          new CrawlerParameter(
              "databaseName",
              "Database name",
              "STRING",
              false,
              "platform",
              "The name the catalog gives this platform's model"),
          new CrawlerParameter(
              "includeAssetTypes",
              "Include asset types",
              "BOOLEAN",
              false,
              "false",
              "Whether the registers of the catalog's own asset types are crawled too"));

  private final DataModelService models;
  private final GoldenValues values;

  PlatformModelCrawler(DataModelService models, GoldenValues values) {
    this.models = models;
    this.values = values;
  }

  @Override
  public String type() {
    return TYPE;
  }

  @Override
  public String displayName() {
    return "Platform MDM data model";
  }

  @Override
  public List<CrawlerParameter> parameters() {
    return PARAMETERS;
  }

  @Override
  public void crawl(Map<String, String> parameters, CatalogSink sink) {
    PublishedModel published = models.published();
    String name = parameters.get("databaseName");
    List<String> top = List.of(name == null || name.isBlank() ? "platform" : name.strip());
    boolean assetTypes = Boolean.parseBoolean(parameters.get("includeAssetTypes"));
    OffsetDateTime now = OffsetDateTime.now();
    sink.asset(
        CrawlAssets.asset(CrawledTypes.DATABASE, top)
            .with("product", "Platform MDM")
            .with("productVersion", "model revision " + published.revision())
            .with("description", "The published data model of this platform")
            .build());
    List<String> registers = CrawlAssets.below(top, REGISTERS);
    List<String> referenceSets = CrawlAssets.below(top, REFERENCE_SETS);
    sink.asset(CrawlAssets.asset(CrawledTypes.SCHEMA, registers).build());
    sink.asset(CrawlAssets.asset(CrawledTypes.SCHEMA, referenceSets).build());
    Map<String, String> codes = new LinkedHashMap<>();
    List<Table> tables = new ArrayList<>();
    for (LookupEntityDef set : published.model().lookupEntities()) {
      List<AttributeDef> columns = new ArrayList<>();
      if (set.codeAttribute() != null) {
        columns.add(set.codeAttribute());
        codes.put(set.name(), set.codeAttribute().name());
      }
      columns.addAll(set.attributes());
      tables.add(
          new Table(
              CrawlAssets.below(referenceSets, set.name()),
              text(set.description(), set.displayName()),
              columns,
              set.codeAttribute() != null));
    }
    for (EntityDef entity : published.model().entities()) {
      if (entity.assetType() == null || assetTypes) {
        tables.add(
            new Table(
                CrawlAssets.below(registers, entity.name()),
                text(entity.description(), entity.displayName()),
                entity.attributes(),
                false));
      }
    }
    for (Table table : tables) {
      if (sink.stopped()) {
        return;
      }
      String entity = table.path().get(2);
      sink.asset(
          CrawlAssets.asset(CrawledTypes.TABLE, table.path())
              .with("description", table.description())
              .with("rowEstimate", values.countActiveAt(entity, now))
              .build());
      int position = 0;
      for (AttributeDef attribute : table.columns()) {
        position++;
        sink.asset(
            CrawlAssets.asset(
                    CrawledTypes.COLUMN, CrawlAssets.below(table.path(), attribute.name()))
                .with("dataType", dataType(attribute))
                .with("nullable", !attribute.required())
                .with("primaryKey", table.keyed() && position == 1)
                .with("ordinalPosition", position)
                .with("defaultValue", attribute.defaultValue())
                .with("description", text(attribute.description(), attribute.displayName()))
                .build());
      }
    }
    for (Table table : tables) {
      for (AttributeDef attribute : table.columns()) {
        String code = codes.get(attribute.lookupEntity());
        if (sink.stopped()) {
          return;
        }
        if ("LookupLink".equals(attribute.type()) && code != null) {
          List<String> to =
              CrawlAssets.below(CrawlAssets.below(referenceSets, attribute.lookupEntity()), code);
          sink.link(
              new CrawledLink(
                  CrawledLink.FOREIGN_KEY,
                  CrawlAssets.below(table.path(), attribute.name()),
                  to,
                  attribute.name()));
        }
      }
    }
  }

  /** A register or reference set as a table; {@code keyed}: its first column is its code. */
  private record Table(
      List<String> path, String description, List<AttributeDef> columns, boolean keyed) {}

  /** The description, else the display name; null when neither says anything. */
  private static String text(String description, String displayName) {
    if (description != null && !description.isBlank()) {
      return description;
    }
    return displayName == null || displayName.isBlank() ? null : displayName;
  }

  /** The type as the model names it, with what it refers to: {@code LookupLink(Country)[]}. */
  static String dataType(AttributeDef attribute) {
    String of =
        attribute.enumeration() != null
            ? attribute.enumeration()
            : attribute.lookupEntity() != null
                ? attribute.lookupEntity()
                : attribute.nestedEntity();
    String type = of == null ? attribute.type() : attribute.type() + "(" + of + ")";
    return attribute.array() ? type + "[]" : type;
  }
}
