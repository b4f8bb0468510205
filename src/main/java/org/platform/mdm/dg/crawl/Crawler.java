package org.platform.mdm.dg.crawl;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Problem;

/**
 * A kind of crawler: reads the structure of a source system (its databases, schemas, tables,
 * columns, keys) through a connection and tells what it finds to a {@link CatalogSink}. A Spring
 * bean implementing this is a crawler type; a crawler instance of an information system names the
 * type and the values of its parameters.
 */
public interface Crawler {

  /** The type's name, as crawler instances name it: {@code postgresql}, {@code jdbc}. */
  String type();

  /** The type's name for people. */
  String displayName();

  /** The parameters a connection of this type takes, in the order a form shows them. */
  List<CrawlerParameter> parameters();

  /**
   * Connects with these parameter values (already checked against {@link #parameters()}, secrets
   * unsealed) and tells the sink every asset and link found, containers before what they contain.
   *
   * @throws CrawlException when the source cannot be reached or read; its message says why
   */
  void crawl(Map<String, String> parameters, CatalogSink sink);

  /**
   * What this type says of parameter values beyond their declared types (a JDBC URL that is no JDBC
   * URL, say); {@link Crawlers#check} asks it once the values have their types. None by default.
   */
  default List<Problem> check(Map<String, String> parameters) {
    return List.of();
  }

  /**
   * Connects with these parameter values and answers the top asset reached (the database, with its
   * product and version) without reading further: a crawler instance's "test connection".
   *
   * @throws CrawlException when the source cannot be reached or read; its message says why
   */
  default CrawledAsset test(Map<String, String> parameters) {
    List<CrawledAsset> reached = new ArrayList<>(1);
    crawl(
        parameters,
        new CatalogSink() {
          @Override
          public void asset(CrawledAsset asset) {
            if (reached.isEmpty()) {
              reached.add(asset);
            }
          }

          @Override
          public void link(CrawledLink link) {}

          @Override
          public boolean stopped() {
            return !reached.isEmpty();
          }
        });
    if (reached.isEmpty()) {
      throw new CrawlException(displayName() + " reached the source but found nothing in it");
    }
    return reached.get(0);
  }
}
