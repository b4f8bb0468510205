package org.platform.mdm.dg.model;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.dg.crawl.Crawler;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * The crawler types: every {@link Crawler} bean, by its type name. Taken from the context at each
 * call, so that none at all (a build without crawlers) is no error.
 */
@Component
public class CrawlerTypes {

  private final ObjectProvider<Crawler> crawlers;

  CrawlerTypes(ObjectProvider<Crawler> crawlers) {
    this.crawlers = crawlers;
  }

  /** Every type, by name. */
  public List<Crawler> all() {
    return crawlers.orderedStream().sorted(Comparator.comparing(Crawler::type)).toList();
  }

  /** The types' names, sorted and joined for a message. */
  public String names() {
    return String.join(", ", all().stream().map(Crawler::type).sorted().toList());
  }

  public Optional<Crawler> find(String type) {
    return crawlers.orderedStream().filter(c -> c.type().equals(type)).findFirst();
  }
}
