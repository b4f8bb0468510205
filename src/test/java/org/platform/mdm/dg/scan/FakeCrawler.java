package org.platform.mdm.dg.scan;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.platform.mdm.dg.crawl.CatalogSink;
import org.platform.mdm.dg.crawl.Crawler;
import org.platform.mdm.dg.crawl.CrawlerParameter;
import org.springframework.stereotype.Component;

/** A crawler telling the catalog a test set under the name its {@code catalog} parameter gives. */
@Component
class FakeCrawler implements Crawler {

  static final String TYPE = "fake";

  static final Map<String, Consumer<CatalogSink>> CATALOGS = new ConcurrentHashMap<>();

  @Override
  public String type() {
    return TYPE;
  }

  @Override
  public String displayName() {
    return "Fake (tests)";
  }

  @Override
  public List<CrawlerParameter> parameters() {
    return List.of(new CrawlerParameter("catalog", "Catalog", "STRING", true, null, null));
  }

  @Override
  public void crawl(Map<String, String> parameters, CatalogSink sink) {
    CATALOGS.get(parameters.get("catalog")).accept(sink);
  }
}
