package org.platform.mdm.dg.crawl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The PostgreSQL crawler against a real PostgreSQL (embedded, as the product's), reading a schema
 * the test made as a role that is no superuser and must give its password.
 */
class PostgresCrawlerTest {

  private final CrawledDatabase db = CrawledDatabase.shared();
  private final ShopSchema shop = db.shop;
  private final PostgresCrawler crawler = new PostgresCrawler();

  PostgresCrawlerTest() throws IOException {}

  private RecordingSink crawlShop() {
    Map<String, String> parameters = db.postgresParameters();
    parameters.put("schemas", shop.name);
    RecordingSink sink = new RecordingSink();
    crawler.crawl(parameters, sink);
    return sink;
  }

  @Test
  void everyTableViewColumnKeyAndCommentOfTheSchemaIsFoundExactly() {
    RecordingSink sink = crawlShop();

    CrawledAsset database = sink.assets.get(0);
    assertThat(database.path()).isEqualTo(List.of("postgres"));
    assertThat(database.attributes())
        .containsEntry("product", "PostgreSQL")
        .containsEntry(
            "productVersion",
            db.admin()
                .sql("select current_setting('server_version')")
                .query(String.class)
                .single());
    assertThat(sink.of(CrawledTypes.SCHEMA).keySet())
        .as("only the schema asked for")
        .containsExactly(List.of("postgres", shop.name));
    assertThat(sink.of(CrawledTypes.SCHEMA).get(List.of("postgres", shop.name)).attributes())
        .containsEntry("description", shop.comment)
        .containsEntry("name", shop.name)
        .containsEntry("qualifiedName", "postgres." + shop.name);

    Map<List<String>, CrawledAsset> tables = sink.of(CrawledTypes.TABLE);
    Map<List<String>, CrawledAsset> views = sink.of(CrawledTypes.VIEW);
    assertThat(tables.keySet()).isEqualTo(expectedTables(true));
    assertThat(views.keySet()).isEqualTo(expectedTables(false));
    Map<List<String>, CrawledAsset> relations = new HashMap<>(tables);
    relations.putAll(views);
    shop.tables
        .keySet()
        .forEach(
            t -> {
              CrawledAsset asset = relations.get(shop.path("postgres", t));
              assertThat(asset.name()).isEqualTo(t);
              assertThat(asset.attributes().get("description"))
                  .as("the comment of %s", t)
                  .isEqualTo(shop.comments.get(List.of(t)));
            });
    assertThat(tables.get(shop.path("postgres", "customers")).attributes())
        .containsEntry("rowEstimate", 3L);
    assertThat(tables.get(shop.path("postgres", "shipments")).attributes())
        .as("never analyzed: no estimate")
        .doesNotContainKey("rowEstimate");
    assertThat(
            (String)
                views.get(shop.path("postgres", "customer orders")).attributes().get("definition"))
        .contains("JOIN", "customers c", "orders o");
    assertThat(
            (String)
                views.get(shop.path("postgres", "order.counts")).attributes().get("definition"))
        .contains("count(*)");

    assertThat(columns(sink)).isEqualTo(expectedColumns());
    assertThat(
            sink.of(CrawledTypes.COLUMN)
                .get(shop.path("postgres", "customers", "e.mail"))
                .attributes())
        .containsEntry("description", "Where to write")
        .containsEntry("qualifiedName", "postgres." + shop.name + ".customers.e.mail");
    assertThat(
            sink.of(CrawledTypes.COLUMN).values().stream()
                .filter(c -> c.attributes().containsKey("description"))
                .map(CrawledAsset::path)
                .toList())
        .containsExactly(shop.path("postgres", "customers", "e.mail"));

    assertThat(sink.links(CrawledLink.FOREIGN_KEY)).isEqualTo(expectedKeys("postgres"));
    assertThat(sink.links(CrawledLink.READS).stream().map(l -> List.of(l.from(), l.to())).toList())
        .containsExactlyInAnyOrderElementsOf(
            shop.reads.stream()
                .map(r -> List.of(shop.path("postgres", r.get(0)), shop.path("postgres", r.get(1))))
                .toList());
  }

  @Test
  void whatTheCatalogHoldsIsWhatTheCrawlerFinds() {
    RecordingSink sink = crawlShop();

    Set<List<String>> catalog =
        db.admin()
            .sql(
                "select table_name, column_name from information_schema.columns"
                    + " where table_schema = ?")
            .param(shop.name)
            .query((r, n) -> List.of(r.getString(1), r.getString(2)))
            .set();
    // information_schema has no materialized views
    catalog.add(List.of("order.counts", "region"));
    catalog.add(List.of("order.counts", "orders"));
    assertThat(
            sink.of(CrawledTypes.COLUMN).keySet().stream()
                .map(p -> p.subList(2, 4))
                .collect(Collectors.toSet()))
        .isEqualTo(catalog);
  }

  @Test
  void everySchemaButPostgresOwnByDefaultAndExcludedOnesLeftOut() {
    Map<String, String> parameters = db.postgresParameters();
    RecordingSink all = new RecordingSink();
    crawler.crawl(parameters, all);

    assertThat(all.of(CrawledTypes.SCHEMA).keySet())
        .containsExactlyInAnyOrder(
            List.of("postgres", "public"),
            List.of("postgres", shop.name),
            List.of("postgres", shop.other));
    List<String> returns = List.of("postgres", shop.other, "returns", "customer_id");
    assertThat(all.links(CrawledLink.FOREIGN_KEY))
        .as("a key between two schemas crawled")
        .contains(
            new CrawledLink(
                CrawledLink.FOREIGN_KEY,
                returns,
                shop.path("postgres", "customers", "id"),
                "returns_customer_id_fkey"));

    parameters.put("excludeSchemas", " public , " + shop.other);
    RecordingSink some = new RecordingSink();
    crawler.crawl(parameters, some);
    assertThat(some.of(CrawledTypes.SCHEMA).keySet())
        .containsExactly(List.of("postgres", shop.name));
    assertThat(some.links(CrawledLink.FOREIGN_KEY))
        .as("a key from a schema left out is left out")
        .isEqualTo(expectedKeys("postgres"));
  }

  @Test
  void aStoppedCrawlTellsNothingMore() {
    for (int stopAfter : List.of(1, 2, 5, 12)) {
      Map<String, String> parameters = db.postgresParameters();
      parameters.put("schemas", shop.name);
      RecordingSink sink = new RecordingSink(stopAfter);

      crawler.crawl(parameters, sink);

      assertThat(sink.assets).hasSize(stopAfter);
      assertThat(sink.links).isEmpty();
    }
  }

  @Test
  void aConnectionTestAnswersTheDatabaseReached() {
    CrawledAsset reached = crawler.test(db.postgresParameters());

    assertThat(reached.assetType()).isEqualTo(CrawledTypes.DATABASE);
    assertThat(reached.path()).containsExactly("postgres");
    assertThat(reached.attributes()).containsEntry("product", "PostgreSQL");
  }

  @Test
  void aClosedPortFailsAtOnceNamingHostAndPort() throws IOException {
    int closed;
    try (ServerSocket socket = new ServerSocket(0)) {
      closed = socket.getLocalPort();
    }
    Map<String, String> parameters = db.postgresParameters();
    parameters.put("host", "127.0.0.1");
    parameters.put("port", Integer.toString(closed));
    Instant started = Instant.now();

    assertThatThrownBy(() -> crawler.crawl(parameters, new RecordingSink()))
        .isInstanceOf(CrawlException.class)
        .hasMessageContaining("127.0.0.1:" + closed + " could not be reached")
        .hasMessageNotContaining(CrawledDatabase.PASSWORD);
    assertThat(Duration.between(started, Instant.now())).isLessThan(Duration.ofSeconds(5));
  }

  @Test
  void aServerThatNeverAnswersFailsAfterTheLoginTimeout() throws IOException {
    try (ServerSocket silent = new ServerSocket(0)) {
      Map<String, String> parameters = db.postgresParameters();
      parameters.put("host", "127.0.0.1");
      parameters.put("port", Integer.toString(silent.getLocalPort()));
      Instant started = Instant.now();

      assertThatThrownBy(() -> crawler.crawl(parameters, new RecordingSink()))
          .isInstanceOf(CrawlException.class)
          .hasMessageContaining("127.0.0.1:" + silent.getLocalPort() + " could not be reached");
      assertThat(Duration.between(started, Instant.now()))
          .isLessThan(Duration.ofSeconds(PostgresCrawler.CONNECT_SECONDS + 5));
    }
  }

  @Test
  void aWrongPasswordIsRefusedClearly() {
    Map<String, String> parameters = db.postgresParameters();
    parameters.put("password", "not-the-password");

    assertThatThrownBy(() -> crawler.crawl(parameters, new RecordingSink()))
        .isInstanceOf(CrawlException.class)
        .hasMessageContaining("localhost:" + db.port() + " refused the user 'crawler'")
        .hasMessageContaining("password authentication failed")
        .hasMessageNotContaining("not-the-password");
  }

  @Test
  void anUnknownDatabaseIsNamed() {
    Map<String, String> parameters = db.postgresParameters();
    parameters.put("database", "no such/db");

    assertThatThrownBy(() -> crawler.crawl(parameters, new RecordingSink()))
        .isInstanceOf(CrawlException.class)
        .hasMessageContaining("no such/db");
  }

  private Set<List<String>> expectedTables(boolean table) {
    Set<List<String>> paths = new HashSet<>();
    shop.tables.forEach(
        (name, isTable) -> {
          if (isTable == table) {
            paths.add(shop.path("postgres", name));
          }
        });
    return paths;
  }

  /** The crawled columns as the schema declares them. */
  private Map<List<String>, ShopSchema.Column> columns(RecordingSink sink) {
    Map<List<String>, ShopSchema.Column> found = new LinkedHashMap<>();
    sink.of(CrawledTypes.COLUMN)
        .forEach(
            (path, c) ->
                found.put(
                    path,
                    new ShopSchema.Column(
                        (String) c.attributes().get("dataType"),
                        (Boolean) c.attributes().get("nullable"),
                        (Boolean) c.attributes().get("primaryKey"),
                        (Integer) c.attributes().get("ordinalPosition"),
                        (String) c.attributes().get("defaultValue"))));
    return found;
  }

  private Map<List<String>, ShopSchema.Column> expectedColumns() {
    Map<List<String>, ShopSchema.Column> expected = new HashMap<>();
    shop.columns.forEach((k, c) -> expected.put(shop.path("postgres", k.get(0), k.get(1)), c));
    return expected;
  }

  private List<CrawledLink> expectedKeys(String database) {
    return shop.keys.stream()
        .map(
            k ->
                new CrawledLink(
                    CrawledLink.FOREIGN_KEY,
                    shop.path(database, k.fromTable(), k.fromColumn()),
                    shop.path(database, k.toTable(), k.toColumn()),
                    k.name()))
        .toList();
  }
}
