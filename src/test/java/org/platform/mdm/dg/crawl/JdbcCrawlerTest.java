package org.platform.mdm.dg.crawl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The JDBC crawler through the PostgreSQL driver finds what the PostgreSQL crawler finds, as far as
 * {@link java.sql.DatabaseMetaData} tells.
 */
class JdbcCrawlerTest {

  private final CrawledDatabase db = CrawledDatabase.shared();
  private final ShopSchema shop = db.shop;
  private final JdbcCrawler crawler = new JdbcCrawler();

  JdbcCrawlerTest() throws IOException {}

  @Test
  void theSchemaThroughMetadataHasTheSameTablesColumnsAndKeys() {
    Map<String, String> parameters = db.jdbcParameters();
    parameters.put("schemaPattern", shop.name);
    RecordingSink jdbc = new RecordingSink();
    crawler.crawl(parameters, jdbc);
    Map<String, String> postgresParameters = db.postgresParameters();
    postgresParameters.put("schemas", shop.name);
    RecordingSink postgres = new RecordingSink();
    new PostgresCrawler().crawl(postgresParameters, postgres);

    CrawledAsset database = jdbc.assets.get(0);
    assertThat(database.path()).containsExactly("postgres");
    assertThat(database.attributes()).containsEntry("product", "PostgreSQL");
    assertThat(jdbc.of(CrawledTypes.SCHEMA).keySet())
        .containsExactly(List.of("postgres", shop.name));
    for (String type : List.of(CrawledTypes.TABLE, CrawledTypes.VIEW, CrawledTypes.COLUMN)) {
      assertThat(jdbc.of(type).keySet()).as(type).isEqualTo(postgres.of(type).keySet());
    }
    assertThat(jdbc.of(CrawledTypes.TABLE).keySet()).isNotEmpty();
    assertThat(flags(jdbc, "primaryKey")).isEqualTo(flags(postgres, "primaryKey"));
    assertThat(flags(jdbc, "nullable")).isEqualTo(flags(postgres, "nullable"));
    assertThat(flags(jdbc, "ordinalPosition")).isEqualTo(flags(postgres, "ordinalPosition"));
    assertThat(flags(jdbc, "description")).isEqualTo(flags(postgres, "description"));
    assertThat(jdbc.of(CrawledTypes.TABLE).get(shop.path("postgres", "customers")).attributes())
        .containsEntry("description", "Who buys");
    assertThat(jdbc.links(CrawledLink.FOREIGN_KEY))
        .containsExactlyInAnyOrderElementsOf(postgres.links(CrawledLink.FOREIGN_KEY));
    assertThat(jdbc.links(CrawledLink.FOREIGN_KEY)).hasSize(shop.keys.size());
    assertThat(jdbc.links(CrawledLink.READS))
        .as("metadata cannot tell what a view reads")
        .isEmpty();
  }

  @Test
  void withoutAPatternEverySchemaButTheSystemsOwn() {
    RecordingSink sink = new RecordingSink();
    crawler.crawl(db.jdbcParameters(), sink);

    assertThat(sink.of(CrawledTypes.SCHEMA).keySet())
        .containsExactlyInAnyOrder(
            List.of("postgres", "public"),
            List.of("postgres", shop.name),
            List.of("postgres", shop.other));
    assertThat(sink.links(CrawledLink.FOREIGN_KEY))
        .as("the key between the two schemas too")
        .hasSize(shop.keys.size() + 1);
  }

  @Test
  void aStoppedCrawlTellsNothingMore() {
    for (int stopAfter : List.of(1, 3, 9)) {
      Map<String, String> parameters = db.jdbcParameters();
      parameters.put("schemaPattern", shop.name);
      RecordingSink sink = new RecordingSink(stopAfter);

      crawler.crawl(parameters, sink);

      assertThat(sink.assets).hasSize(stopAfter);
      assertThat(sink.links).isEmpty();
    }
  }

  @Test
  void aUrlThatIsNoJdbcUrlIsRefused() {
    Map<String, String> parameters = db.jdbcParameters();
    parameters.put("url", "postgresql://localhost/postgres");

    assertThat(crawler.check(parameters))
        .singleElement()
        .satisfies(p -> assertThat(p.source()).isEqualTo("url"));
    assertThatThrownBy(() -> crawler.crawl(parameters, new RecordingSink()))
        .isInstanceOf(CrawlException.class)
        .hasMessageContaining("jdbc:");
  }

  @Test
  void aUrlNoDriverReadsAndADriverClassNotThereAreNamed() {
    Map<String, String> parameters = db.jdbcParameters();
    parameters.put("url", "jdbc:nosuch://host/db?password=" + CrawledDatabase.PASSWORD);

    assertThatThrownBy(() -> crawler.crawl(parameters, new RecordingSink()))
        .isInstanceOf(CrawlException.class)
        .hasMessageContaining("No JDBC driver")
        .hasMessageContaining("jdbc:nosuch://host/db")
        .hasMessageNotContaining(CrawledDatabase.PASSWORD);
    parameters.put("driverClass", "com.example.NoDriver");
    assertThatThrownBy(() -> crawler.crawl(parameters, new RecordingSink()))
        .hasMessageContaining("com.example.NoDriver is not on the classpath");
  }

  @Test
  void aClosedPortAndAWrongPasswordFailClearly() throws IOException {
    int closed;
    try (ServerSocket socket = new ServerSocket(0)) {
      closed = socket.getLocalPort();
    }
    Map<String, String> parameters = db.jdbcParameters();
    parameters.put("url", "jdbc:postgresql://127.0.0.1:" + closed + "/postgres");
    assertThatThrownBy(() -> crawler.crawl(parameters, new RecordingSink()))
        .isInstanceOf(CrawlException.class)
        .hasMessageContaining("127.0.0.1:" + closed + "/postgres could not be reached");

    Map<String, String> wrong = db.jdbcParameters();
    wrong.put("password", "not-the-password");
    assertThatThrownBy(() -> crawler.crawl(wrong, new RecordingSink()))
        .isInstanceOf(CrawlException.class)
        .hasMessageContaining("refused the user 'crawler'")
        .hasMessageNotContaining("not-the-password");
  }

  @Test
  void aDriverRefusingANullTableNameIsAskedForKeysTableByTable() throws Exception {
    Map<String, String> parameters = db.jdbcParameters();
    parameters.put("schemaPattern", shop.name);
    RecordingSink bulk = new RecordingSink();
    crawler.crawl(parameters, bulk);

    RecordingSink byTable = new RecordingSink();
    try (Connection connection =
        DriverManager.getConnection(
            parameters.get("url"), CrawledDatabase.USER, CrawledDatabase.PASSWORD)) {
      new JdbcCatalog(strict(connection), null, shop.name, byTable).run();
    }

    assertThat(byTable.assets).containsExactlyInAnyOrderElementsOf(bulk.assets);
    assertThat(byTable.links).containsExactlyInAnyOrderElementsOf(bulk.links);
    assertThat(flags(byTable, "primaryKey")).containsValue(true);
  }

  /** The connection with metadata that refuses a null table name for keys, as some drivers do. */
  private static Connection strict(Connection connection) throws SQLException {
    DatabaseMetaData real = connection.getMetaData();
    DatabaseMetaData metadata =
        proxy(
            DatabaseMetaData.class,
            real,
            (method, args) -> {
              boolean keys =
                  method.getName().equals("getPrimaryKeys")
                      || method.getName().equals("getImportedKeys");
              if (keys && args[2] == null) {
                throw new SQLException("a table name is required");
              }
              return null;
            });
    return proxy(
        Connection.class,
        connection,
        (method, args) -> method.getName().equals("getMetaData") ? metadata : null);
  }

  /** A proxy answering what {@code answer} answers, otherwise what {@code real} does. */
  private static <T> T proxy(Class<T> type, T real, Answer answer) {
    return type.cast(
        Proxy.newProxyInstance(
            type.getClassLoader(),
            new Class<?>[] {type},
            (p, method, args) -> {
              Object answered = answer.answer(method, args);
              if (answered != null) {
                return answered;
              }
              try {
                return method.invoke(real, args);
              } catch (InvocationTargetException e) {
                throw e.getCause();
              }
            }));
  }

  private interface Answer {
    Object answer(Method method, Object[] args) throws SQLException;
  }

  /** An attribute of every column, by path; absent ones left out. */
  private static Map<List<String>, Object> flags(RecordingSink sink, String attribute) {
    return sink.of(CrawledTypes.COLUMN).entrySet().stream()
        .filter(e -> e.getValue().attributes().containsKey(attribute))
        .collect(
            Collectors.toMap(Map.Entry::getKey, e -> e.getValue().attributes().get(attribute)));
  }
}
