package org.platform.mdm.dg.crawl;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.platform.mdm.dg.crawl.PostgresCatalogRepository.Column;
import org.platform.mdm.dg.crawl.PostgresCatalogRepository.Database;
import org.platform.mdm.dg.crawl.PostgresCatalogRepository.KeyPair;
import org.platform.mdm.dg.crawl.PostgresCatalogRepository.Reads;
import org.platform.mdm.dg.crawl.PostgresCatalogRepository.Relation;
import org.platform.mdm.dg.crawl.PostgresCatalogRepository.Schema;
import org.springframework.stereotype.Component;

/**
 * The built-in PostgreSQL crawler: reads {@code pg_catalog} in a handful of set-based queries (one
 * per kind of object over all the schemas crawled) in one read-only repeatable-read transaction,
 * and tells the database, its schemas, tables, views, materialized views and their columns (types
 * as {@code format_type} writes them, nullability, defaults, comments, primary keys), then the
 * foreign keys (a link per column pair) and what each view reads. Paths are {@code [database,
 * schema, table, column]}. Partitions are left out: their partitioned table stands for them.
 */
@Component
public class PostgresCrawler implements Crawler {

  public static final String TYPE = "postgresql";

  /** How long connecting and logging in may take before the source counts as unreachable. */
  static final int CONNECT_SECONDS = 10;

  /** How long one catalog query may stay unanswered. */
  static final int READ_SECONDS = 300;

  private static final List<CrawlerParameter> PARAMETERS =
      List.of(
          new CrawlerParameter("host", "Host", "STRING", true, null, "The server's host name"),
          new CrawlerParameter("port", "Port", "INTEGER", true, "5432", null),
          new CrawlerParameter("database", "Database", "STRING", true, null, null),
          new CrawlerParameter("user", "User", "STRING", true, null, null),
          new CrawlerParameter("password", "Password", "SECRET", false, null, null),
          new CrawlerParameter(
              "schemas",
              "Schemas",
              "STRING",
              false,
              null,
              "The schemas to crawl, separated by commas; every schema but PostgreSQL's own when"
                  + " empty"),
          new CrawlerParameter(
              "excludeSchemas",
              "Schemas left out",
              "STRING",
              false,
              null,
              "Schemas not to crawl, separated by commas"));

  @Override
  public String type() {
    return TYPE;
  }

  @Override
  public String displayName() {
    return "PostgreSQL";
  }

  @Override
  public List<CrawlerParameter> parameters() {
    return PARAMETERS;
  }

  @Override
  public void crawl(Map<String, String> parameters, CatalogSink sink) {
    String host = required(parameters, "host");
    String port = value(parameters, "port", "5432");
    String where = "PostgreSQL at " + host + ":" + port;
    Properties properties = new Properties();
    properties.setProperty("user", value(parameters, "user", ""));
    String password = parameters.get("password");
    if (password != null) {
      properties.setProperty("password", password);
    }
    properties.setProperty("loginTimeout", Integer.toString(CONNECT_SECONDS));
    properties.setProperty("connectTimeout", Integer.toString(CONNECT_SECONDS));
    properties.setProperty("socketTimeout", Integer.toString(READ_SECONDS));
    properties.setProperty("ApplicationName", "Platform MDM crawler");
    String url = url(host, port, required(parameters, "database"));
    try (Connection connection = CrawlConnections.open(url, properties, where)) {
      new Walk(new PostgresCatalogRepository(connection), sink)
          .run(names(parameters.get("schemas")), names(parameters.get("excludeSchemas")));
    } catch (SQLException e) {
      throw CrawlConnections.failure(where, properties.getProperty("user"), password, e);
    }
  }

  static String url(String host, String port, String database) {
    String server = host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
    return "jdbc:postgresql://"
        + server
        + ":"
        + port
        + "/"
        + URLEncoder.encode(database, StandardCharsets.UTF_8);
  }

  /** The names of a comma-separated list, blanks dropped. */
  static List<String> names(String list) {
    if (list == null) {
      return List.of();
    }
    return Arrays.stream(list.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
  }

  private static String required(Map<String, String> parameters, String name) {
    String value = parameters.get(name);
    if (value == null || value.isBlank()) {
      throw new CrawlException("The PostgreSQL crawler needs its parameter '" + name + "'");
    }
    return value.strip();
  }

  private static String value(Map<String, String> parameters, String name, String otherwise) {
    String value = parameters.get(name);
    return value == null || value.isBlank() ? otherwise : value.strip();
  }

  /** One crawl: tells the sink what the catalog holds, containers first, until it is stopped. */
  private static final class Walk {

    private final PostgresCatalogRepository catalog;
    private final CatalogSink sink;
    private final Map<Long, List<String>> paths = new HashMap<>();

    Walk(PostgresCatalogRepository catalog, CatalogSink sink) {
      this.catalog = catalog;
      this.sink = sink;
    }

    void run(List<String> include, List<String> exclude) throws SQLException {
      Database database = catalog.database();
      List<String> top = List.of(database.name());
      if (!tell(
          CrawlAssets.asset(CrawledTypes.DATABASE, top)
              .with("description", database.comment())
              .with("product", "PostgreSQL")
              .with("productVersion", database.version())
              .build())) {
        return;
      }
      List<Schema> schemas = catalog.schemas(include, exclude);
      for (Schema schema : schemas) {
        CrawledAsset asset =
            CrawlAssets.asset(CrawledTypes.SCHEMA, CrawlAssets.below(top, schema.name()))
                .with("description", schema.comment())
                .build();
        if (!tell(asset)) {
          return;
        }
      }
      List<String> names = schemas.stream().map(Schema::name).toList();
      if (!relations(top, names)) {
        return;
      }
      catalog.columns(names, this::column);
      if (sink.stopped()) {
        return;
      }
      links(names);
    }

    private boolean relations(List<String> top, List<String> schemas) throws SQLException {
      for (Relation relation : catalog.relations(schemas)) {
        List<String> path = List.of(top.get(0), relation.schema(), relation.name());
        paths.put(relation.oid(), path);
        CrawledAsset asset =
            CrawlAssets.asset(relation.view() ? CrawledTypes.VIEW : CrawledTypes.TABLE, path)
                .with("description", relation.comment())
                .with("rowEstimate", relation.rows())
                .with("definition", relation.definition())
                .build();
        if (!tell(asset)) {
          return false;
        }
      }
      return true;
    }

    private boolean column(Column column) {
      List<String> table = paths.get(column.relation());
      if (table == null) {
        return !sink.stopped();
      }
      return tell(
          CrawlAssets.asset(CrawledTypes.COLUMN, CrawlAssets.below(table, column.name()))
              .with("description", column.comment())
              .with("dataType", column.dataType())
              .with("nullable", column.nullable())
              .with("primaryKey", column.primaryKey())
              .with("ordinalPosition", column.position())
              .with("defaultValue", column.defaultValue())
              .build());
    }

    /** Foreign keys, then what views read: links between relations both crawled only. */
    private void links(List<String> schemas) throws SQLException {
      for (KeyPair pair : catalog.foreignKeys(schemas)) {
        List<String> from = paths.get(pair.from());
        List<String> to = paths.get(pair.to());
        if (from != null && to != null) {
          sink.link(
              new CrawledLink(
                  CrawledLink.FOREIGN_KEY,
                  CrawlAssets.below(from, pair.fromColumn()),
                  CrawlAssets.below(to, pair.toColumn()),
                  pair.constraint()));
        }
        if (sink.stopped()) {
          return;
        }
      }
      for (Reads reads : catalog.viewReads(schemas)) {
        List<String> view = paths.get(reads.view());
        List<String> read = paths.get(reads.relation());
        if (view != null && read != null) {
          sink.link(new CrawledLink(CrawledLink.READS, view, read, null));
        }
        if (sink.stopped()) {
          return;
        }
      }
    }

    /** Tells the asset unless the crawl is stopped; whether to go on. */
    private boolean tell(CrawledAsset asset) {
      if (sink.stopped()) {
        return false;
      }
      sink.asset(asset);
      return !sink.stopped();
    }
  }
}
