package org.platform.mdm.dg.crawl;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/**
 * The built-in crawler for any database with a JDBC driver on the classpath: reads only what {@link
 * java.sql.DatabaseMetaData} tells (schemas, tables and views, columns, primary keys, imported
 * foreign keys, remarks), so it knows nothing of view definitions or of what a view reads. Paths
 * are {@code [database, schema, table, column]}, the database named by the connection's catalog
 * (its product's name when it has none). Timeouts are the driver's: give them in the URL.
 */
@Component
public class JdbcCrawler implements Crawler {

  public static final String TYPE = "jdbc";

  private static final List<CrawlerParameter> PARAMETERS =
      List.of(
          new CrawlerParameter(
              "url", "JDBC URL", "STRING", true, null, "jdbc:<driver>:..., as the driver reads it"),
          new CrawlerParameter("user", "User", "STRING", false, null, null),
          new CrawlerParameter("password", "Password", "SECRET", false, null, null),
          new CrawlerParameter(
              "driverClass",
              "Driver class",
              "STRING",
              false,
              null,
              "The driver's class, for a driver that does not register itself"),
          new CrawlerParameter(
              "catalog",
              "Catalog",
              "STRING",
              false,
              null,
              "The catalog to crawl; every catalog when empty"),
          new CrawlerParameter(
              "schemaPattern",
              "Schema pattern",
              "STRING",
              false,
              null,
              "A LIKE pattern of the schemas to crawl (% for any); every schema but the system's"
                  + " when empty"));

  @Override
  public String type() {
    return TYPE;
  }

  @Override
  public String displayName() {
    return "JDBC";
  }

  @Override
  public List<CrawlerParameter> parameters() {
    return PARAMETERS;
  }

  @Override
  public List<Problem> check(Map<String, String> parameters) {
    String url = parameters.get("url");
    if (url != null && !url.isBlank() && !url.strip().startsWith("jdbc:")) {
      return List.of(Problem.at("url", DgErrors.DG_CRAWLER_JDBC_URL_INVALID));
    }
    return List.of();
  }

  @Override
  public void crawl(Map<String, String> parameters, CatalogSink sink) {
    String url = blankless(parameters.get("url"));
    if (url == null || !url.startsWith("jdbc:")) {
      throw new CrawlException("The JDBC crawler needs a URL that starts with jdbc:");
    }
    String where = "The database at " + CrawlConnections.display(url);
    loadDriver(blankless(parameters.get("driverClass")));
    try {
      DriverManager.getDriver(url);
    } catch (SQLException e) {
      throw new CrawlException(
          "No JDBC driver on the classpath reads " + CrawlConnections.display(url));
    }
    Properties properties = new Properties();
    String user = blankless(parameters.get("user"));
    String password = parameters.get("password");
    if (user != null) {
      properties.setProperty("user", user);
    }
    if (password != null && !password.isEmpty()) {
      properties.setProperty("password", password);
    }
    try (Connection connection = CrawlConnections.open(url, properties, where)) {
      new JdbcCatalog(
              connection,
              blankless(parameters.get("catalog")),
              blankless(parameters.get("schemaPattern")),
              sink)
          .run();
    } catch (SQLException e) {
      throw CrawlConnections.failure(where, user, password, e);
    }
  }

  private static void loadDriver(String driverClass) {
    if (driverClass == null) {
      return;
    }
    try {
      Class.forName(driverClass, true, JdbcCrawler.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new CrawlException("The JDBC driver class " + driverClass + " is not on the classpath");
    }
  }

  private static String blankless(String value) {
    return value == null || value.isBlank() ? null : value.strip();
  }
}
