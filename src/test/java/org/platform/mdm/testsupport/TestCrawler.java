package org.platform.mdm.testsupport;

import java.util.List;
import java.util.Map;
import org.platform.mdm.dg.crawl.CatalogSink;
import org.platform.mdm.dg.crawl.CrawlException;
import org.platform.mdm.dg.crawl.CrawledAsset;
import org.platform.mdm.dg.crawl.Crawler;
import org.platform.mdm.dg.crawl.CrawlerParameter;
import org.springframework.stereotype.Component;

/**
 * A crawler type for the tests of connections ({@code testdb}): a required host, a port with a
 * default, a flag and a required password. The host {@value #UNREACHABLE} cannot be reached; any
 * other gives a database and two schemas, and the values it crawled with are kept in {@link
 * #lastParameters}.
 */
@Component
public class TestCrawler implements Crawler {

  public static final String TYPE = "testdb";
  public static final String UNREACHABLE = "unreachable.invalid";

  /** The values of the last crawl, secrets opened. */
  public static volatile Map<String, String> lastParameters = Map.of();

  /** How many assets the last crawl told before it was asked to stop. */
  public static volatile int lastTold;

  @Override
  public String type() {
    return TYPE;
  }

  @Override
  public String displayName() {
    return "Test database";
  }

  @Override
  public List<CrawlerParameter> parameters() {
    return List.of(
        new CrawlerParameter("host", "Host", "STRING", true, null, "The server's name"),
        new CrawlerParameter("port", "Port", "INTEGER", false, "5432", null),
        new CrawlerParameter("ssl", "Use TLS", "BOOLEAN", false, null, null),
        new CrawlerParameter("password", "Password", "SECRET", true, null, null));
  }

  @Override
  public void crawl(Map<String, String> parameters, CatalogSink sink) {
    lastParameters = Map.copyOf(parameters);
    lastTold = 0;
    if (UNREACHABLE.equals(parameters.get("host"))) {
      throw new CrawlException(
          "Connection to " + UNREACHABLE + " refused", new java.net.ConnectException());
    }
    for (List<String> path : List.of(List.of("db"), List.of("db", "public"), List.of("db", "x"))) {
      if (sink.stopped()) {
        return;
      }
      sink.asset(new CrawledAsset(path, path.size() == 1 ? "dgDatabase" : "dgSchema", Map.of()));
      lastTold++;
    }
  }
}
