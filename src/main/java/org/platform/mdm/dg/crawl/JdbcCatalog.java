package org.platform.mdm.dg.crawl;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One crawl through {@link DatabaseMetaData}: the tables and views first (to know what is crawled),
 * the primary keys (for the columns' flag), then it tells the database, the schemas, the tables,
 * the columns (one {@code getColumns} over them all) and the foreign keys. Keys are asked for all
 * tables at once (a null table name, which drivers such as PostgreSQL's accept); a driver that
 * answers nothing so is asked table by table.
 */
final class JdbcCatalog {

  /** The table types crawled as tables; any other type whose name has VIEW is a view. */
  private static final Set<String> TABLE_TYPES =
      Set.of("TABLE", "BASE TABLE", "PARTITIONED TABLE", "FOREIGN TABLE");

  /** Schemas of the systems' own, left out when no schema pattern is given. */
  private static final Set<String> SYSTEM_SCHEMAS = Set.of("information_schema", "sys");

  /** The schema standing for a driver's tables that have neither a schema nor a catalog. */
  static final String NO_SCHEMA = "default";

  private final Connection connection;
  private final DatabaseMetaData metadata;
  private final String catalog;
  private final String schemaPattern;
  private final CatalogSink sink;

  /** A crawled table's path by its schema's and its own name. */
  private final Map<List<String>, Table> tables = new HashMap<>();

  private final Set<List<String>> keyColumns = new HashSet<>();
  private List<String> top;

  JdbcCatalog(Connection connection, String catalog, String schemaPattern, CatalogSink sink)
      throws SQLException {
    this.connection = connection;
    this.metadata = connection.getMetaData();
    this.catalog = catalog;
    this.schemaPattern = schemaPattern;
    this.sink = sink;
  }

  /** A table or view as the driver names it, and its path. */
  private record Table(String cat, String schem, String name, List<String> path) {}

  void run() throws SQLException {
    String current = connection.getCatalog();
    String name =
        current == null || current.isBlank() ? metadata.getDatabaseProductName() : current;
    top = List.of(name);
    if (!tell(
        CrawlAssets.asset(CrawledTypes.DATABASE, top)
            .with("product", metadata.getDatabaseProductName())
            .with("productVersion", metadata.getDatabaseProductVersion())
            .build())) {
      return;
    }
    List<CrawledAsset> relations = relations();
    for (String schema : schemas()) {
      if (!tell(CrawlAssets.asset(CrawledTypes.SCHEMA, List.of(name, schema)).build())) {
        return;
      }
    }
    for (CrawledAsset relation : relations) {
      if (!tell(relation)) {
        return;
      }
    }
    primaryKeys();
    if (!columns() || sink.stopped()) {
      return;
    }
    foreignKeys();
  }

  private List<CrawledAsset> relations() throws SQLException {
    List<String> types = new ArrayList<>();
    try (ResultSet r = metadata.getTableTypes()) {
      while (r.next()) {
        String type = r.getString(1).strip();
        if (crawled(type)) {
          types.add(type);
        }
      }
    }
    List<CrawledAsset> relations = new ArrayList<>();
    try (ResultSet r =
        metadata.getTables(catalog, schemaPattern, "%", types.toArray(String[]::new))) {
      while (r.next()) {
        String cat = r.getString("TABLE_CAT");
        String schem = r.getString("TABLE_SCHEM");
        String schema = schema(cat, schem);
        if (schemaPattern == null && system(schema)) {
          continue;
        }
        String tableName = r.getString("TABLE_NAME");
        List<String> path = List.of(top.get(0), schema, tableName);
        tables.put(List.of(schema, tableName), new Table(cat, schem, tableName, path));
        boolean view = r.getString("TABLE_TYPE").toUpperCase(Locale.ROOT).contains("VIEW");
        relations.add(
            CrawlAssets.asset(view ? CrawledTypes.VIEW : CrawledTypes.TABLE, path)
                .with("description", blankless(r.getString("REMARKS")))
                .build());
      }
    }
    return relations;
  }

  private static boolean crawled(String type) {
    String upper = type.toUpperCase(Locale.ROOT);
    return TABLE_TYPES.contains(upper) || (upper.contains("VIEW") && !upper.startsWith("SYSTEM"));
  }

  /** The schemas the driver lists (within the pattern), then those only the tables name. */
  private Set<String> schemas() throws SQLException {
    Set<String> schemas = new LinkedHashSet<>();
    try (ResultSet r = metadata.getSchemas(catalog, schemaPattern)) {
      while (r.next()) {
        String schema = r.getString("TABLE_SCHEM");
        if (schemaPattern != null || !system(schema)) {
          schemas.add(schema);
        }
      }
    } catch (java.sql.SQLFeatureNotSupportedException e) {
      // the tables name their schemas
    }
    tables.values().forEach(t -> schemas.add(t.path().get(1)));
    return schemas;
  }

  private void primaryKeys() throws SQLException {
    keys(
        metadata::getPrimaryKeys,
        "",
        (r, from) -> keyColumns.add(CrawlAssets.below(from.path(), r.getString("COLUMN_NAME"))));
  }

  private boolean columns() throws SQLException {
    try (ResultSet r = metadata.getColumns(catalog, schemaPattern, "%", "%")) {
      while (r.next()) {
        Table table = table(r, "");
        if (table == null) {
          continue;
        }
        List<String> path = CrawlAssets.below(table.path(), r.getString("COLUMN_NAME"));
        int nullable = r.getInt("NULLABLE");
        CrawledAsset column =
            CrawlAssets.asset(CrawledTypes.COLUMN, path)
                .with("description", blankless(r.getString("REMARKS")))
                .with("dataType", r.getString("TYPE_NAME"))
                .with(
                    "nullable",
                    nullable == DatabaseMetaData.columnNullableUnknown
                        ? null
                        : nullable == DatabaseMetaData.columnNullable)
                .with("primaryKey", keyColumns.contains(path))
                .with("ordinalPosition", r.getInt("ORDINAL_POSITION"))
                .with("defaultValue", r.getString("COLUMN_DEF"))
                .build();
        if (!tell(column)) {
          return false;
        }
      }
    }
    return true;
  }

  /** A link per column pair of each foreign key between two tables crawled. */
  private void foreignKeys() throws SQLException {
    keys(
        metadata::getImportedKeys,
        "FK",
        (r, from) -> {
          Table to = table(r, "PK");
          if (to != null) {
            sink.link(
                new CrawledLink(
                    CrawledLink.FOREIGN_KEY,
                    CrawlAssets.below(from.path(), r.getString("FKCOLUMN_NAME")),
                    CrawlAssets.below(to.path(), r.getString("PKCOLUMN_NAME")),
                    r.getString("FK_NAME")));
          }
        });
  }

  /**
   * Asks for the keys of all tables at once, or table by table when that answers nothing or the
   * driver refuses a null table name.
   *
   * @param owner the prefix of the result's columns naming the key's own table
   */
  private void keys(KeyQuery query, String owner, KeyRow row) throws SQLException {
    boolean any = false;
    try (ResultSet r = query.ask(catalog, null, null)) {
      while (r.next()) {
        any = true;
        Table table = table(r, owner);
        if (table != null) {
          row.take(r, table);
        }
      }
    } catch (SQLException e) {
      if (any) {
        throw e;
      }
    }
    for (Table table : any ? List.<Table>of() : tables.values()) {
      if (sink.stopped()) {
        return;
      }
      try (ResultSet r = query.ask(table.cat(), table.schem(), table.name())) {
        while (r.next()) {
          row.take(r, table);
        }
      }
    }
  }

  /** The crawled table a row names in its columns {@code <prefix>TABLE_CAT} and so on; or null. */
  private Table table(ResultSet r, String prefix) throws SQLException {
    String schema = schema(r.getString(prefix + "TABLE_CAT"), r.getString(prefix + "TABLE_SCHEM"));
    return tables.get(List.of(schema, r.getString(prefix + "TABLE_NAME")));
  }

  /** A table's schema: its schema, else its catalog (drivers with catalogs only), else none. */
  private static String schema(String cat, String schem) {
    if (schem != null && !schem.isEmpty()) {
      return schem;
    }
    return cat != null && !cat.isEmpty() ? cat : NO_SCHEMA;
  }

  private static boolean system(String schema) {
    String lower = schema.toLowerCase(Locale.ROOT);
    return SYSTEM_SCHEMAS.contains(lower) || lower.startsWith("pg_");
  }

  private static String blankless(String value) {
    return value == null || value.isBlank() ? null : value;
  }

  /** Tells the asset unless the crawl is stopped; whether to go on. */
  private boolean tell(CrawledAsset asset) {
    if (sink.stopped()) {
      return false;
    }
    sink.asset(asset);
    return !sink.stopped();
  }

  private interface KeyQuery {
    ResultSet ask(String cat, String schem, String table) throws SQLException;
  }

  private interface KeyRow {
    void take(ResultSet row, Table table) throws SQLException;
  }
}
