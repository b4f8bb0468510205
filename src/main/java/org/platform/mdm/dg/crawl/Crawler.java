package org.platform.mdm.dg.crawl;

import java.util.List;
import java.util.Map;

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
}
