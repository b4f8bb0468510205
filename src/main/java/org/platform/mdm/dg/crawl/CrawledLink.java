package org.platform.mdm.dg.crawl;

import java.util.List;

/**
 * A link a crawler found between two assets, by their paths.
 *
 * @param kind {@link #FOREIGN_KEY} (from the referencing column to the referenced one) or {@link
 *     #READS} (from a view to a table or view it reads)
 * @param name the link's name in the source (the constraint's name); null when it has none
 */
public record CrawledLink(String kind, List<String> from, List<String> to, String name) {

  public static final String FOREIGN_KEY = "FOREIGN_KEY";
  public static final String READS = "READS";

  public CrawledLink {
    from = List.copyOf(from);
    to = List.copyOf(to);
  }
}
