package org.platform.mdm.dg.crawl;

/**
 * Where a crawler tells what it found. Assets come containers first (a database before its schemas,
 * a table before its columns); links come after both their ends.
 */
public interface CatalogSink {

  /** An asset found. */
  void asset(CrawledAsset asset);

  /** A link found between two assets already told (a foreign key, a view reading a table). */
  void link(CrawledLink link);

  /** Whether the scan was asked to stop: a crawler checks it between objects and returns early. */
  boolean stopped();
}
