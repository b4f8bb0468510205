package org.platform.mdm.dg.crawl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.Problem;

class CrawlersTest {

  /** A crawler type with a parameter of every kind. */
  private static final class Every implements Crawler {
    @Override
    public String type() {
      return "every";
    }

    @Override
    public String displayName() {
      return "Every kind";
    }

    @Override
    public List<CrawlerParameter> parameters() {
      return List.of(
          new CrawlerParameter("name", "Name", "STRING", true, null, null),
          new CrawlerParameter("port", "Port", "INTEGER", true, "5432", null),
          new CrawlerParameter("count", "Count", "INTEGER", false, null, null),
          new CrawlerParameter("deep", "Deep", "BOOLEAN", false, null, null),
          new CrawlerParameter("secret", "Secret", "SECRET", true, null, null));
    }

    @Override
    public void crawl(Map<String, String> parameters, CatalogSink sink) {}
  }

  private final Crawlers crawlers =
      new Crawlers(List.of(new JdbcCrawler(), new Every(), new PostgresCrawler()));

  @Test
  void theTypesAreFoundByName() {
    assertThat(crawlers.types()).containsExactly("every", "jdbc", "postgresql");
    assertThat(crawlers.find("postgresql")).get().isInstanceOf(PostgresCrawler.class);
    assertThat(crawlers.find("oracle")).isEmpty();
    assertThat(crawlers.find(null)).isEmpty();
    assertThat(crawlers.all()).extracting(Crawler::type).isEqualTo(crawlers.types());
  }

  @Test
  void twoCrawlersOfOneTypeStopTheStart() {
    assertThatThrownBy(() -> new Crawlers(List.of(new JdbcCrawler(), new JdbcCrawler())))
        .hasMessageContaining("Two crawlers of type 'jdbc'");
  }

  @Test
  void goodValuesHaveNoProblem() {
    assertThat(
            crawlers.check(
                "every",
                Map.of("name", "x", "secret", "s", "count", " 12 ", "deep", "TRUE", "port", "1")))
        .isEmpty();
    assertThat(
            crawlers.check(
                "postgresql", Map.of("host", "h", "database", "d", "user", "u", "password", "p")))
        .as("the port has a default")
        .isEmpty();
  }

  @Test
  void anUnknownTypeIsNamedWithTheTypesThereAre() {
    assertThat(crawlers.check("oracle", Map.of()))
        .containsExactly(
            Problem.at(
                "type", DgErrors.DG_CRAWLER_TYPE_UNKNOWN, "oracle", "every, jdbc, postgresql"));
    assertThat(crawlers.check(null, Map.of()))
        .extracting(Problem::code)
        .containsExactly(DgErrors.DG_CRAWLER_TYPE_UNKNOWN);
  }

  @Test
  void everyProblemOfTheValuesAtOnce() {
    Map<String, String> values = new HashMap<>();
    values.put("name", " ");
    values.put("count", "12.5");
    values.put("deep", "yes");
    values.put("colour", "red");
    values.put("port", "");

    List<Problem> problems = crawlers.check("every", values);

    assertThat(problems)
        .containsExactlyInAnyOrder(
            Problem.at("parameters.name", DgErrors.DG_CRAWLER_PARAMETER_REQUIRED, "name", "every"),
            Problem.at(
                "parameters.secret", DgErrors.DG_CRAWLER_PARAMETER_REQUIRED, "secret", "every"),
            Problem.at(
                "parameters.count", DgErrors.DG_CRAWLER_PARAMETER_NOT_INTEGER, "count", "12.5"),
            Problem.at("parameters.deep", DgErrors.DG_CRAWLER_PARAMETER_NOT_BOOLEAN, "deep", "yes"),
            Problem.at(
                "parameters.colour", DgErrors.DG_CRAWLER_PARAMETER_UNKNOWN, "colour", "every"));
  }

  @Test
  void aTypesOwnCheckComesOnceTheValuesHaveTheirTypes() {
    assertThat(codes(crawlers.check("jdbc", Map.of("url", "mysql://db"))))
        .containsExactly(DgErrors.DG_CRAWLER_JDBC_URL_INVALID);
    assertThat(crawlers.check("jdbc", Map.of("url", "mysql://db")).get(0).source())
        .isEqualTo("parameters.url");
    assertThat(codes(crawlers.check("jdbc", Map.of("url", "mysql://db", "port", "1"))))
        .containsExactly(DgErrors.DG_CRAWLER_PARAMETER_UNKNOWN);
    assertThat(crawlers.check("jdbc", Map.of("url", "jdbc:h2:mem:x"))).isEmpty();
  }

  @Test
  void theBuiltInTypesDeclareTheirParameters() {
    assertThat(new PostgresCrawler().parameters())
        .extracting(CrawlerParameter::name)
        .containsExactly(
            "host", "port", "database", "user", "password", "schemas", "excludeSchemas");
    assertThat(new PostgresCrawler().parameters())
        .filteredOn(p -> p.name().equals("password"))
        .singleElement()
        .satisfies(p -> assertThat(p.type()).isEqualTo("SECRET"));
    assertThat(new JdbcCrawler().parameters())
        .extracting(CrawlerParameter::name)
        .containsExactly("url", "user", "password", "driverClass", "catalog", "schemaPattern");
  }

  private static List<ErrorCode> codes(List<Problem> problems) {
    return problems.stream().map(Problem::code).toList();
  }
}
