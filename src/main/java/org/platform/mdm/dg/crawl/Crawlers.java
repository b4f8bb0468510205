package org.platform.mdm.dg.crawl;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/**
 * The crawler types there are: every {@link Crawler} bean, by its type's name, and the check of a
 * crawler instance's parameter values against its type's parameters.
 */
@Component
public class Crawlers {

  private final Map<String, Crawler> byType;

  public Crawlers(List<Crawler> crawlers) {
    Map<String, Crawler> types = new TreeMap<>();
    for (Crawler crawler : crawlers) {
      Crawler before = types.put(crawler.type(), crawler);
      if (before != null) {
        throw new IllegalStateException(
            "Two crawlers of type '"
                + crawler.type()
                + "': "
                + before.getClass().getName()
                + " and "
                + crawler.getClass().getName());
      }
    }
    this.byType = Collections.unmodifiableMap(types);
  }

  /** The crawler of this type; empty when there is none. */
  public Optional<Crawler> find(String type) {
    return type == null ? Optional.empty() : Optional.ofNullable(byType.get(type));
  }

  /** The names of the types, in their order. */
  public List<String> types() {
    return List.copyOf(byType.keySet());
  }

  /** Every crawler, in the order of their types' names. */
  public List<Crawler> all() {
    return List.copyOf(byType.values());
  }

  /**
   * Every problem of these parameter values for a crawler of this type, at once: an unknown type
   * (at {@code type}); at {@code parameters.<name>}, a required parameter without a value (and no
   * default), a name the type does not take, an {@code INTEGER} that is no integer, a {@code
   * BOOLEAN} that is neither {@code true} nor {@code false}; then what the type itself says of them
   * ({@link Crawler#check}), once the values have their types. Empty when the values will do.
   */
  public List<Problem> check(String type, Map<String, String> values) {
    Optional<Crawler> crawler = find(type);
    if (crawler.isEmpty()) {
      return List.of(
          Problem.at(
              "type",
              DgErrors.DG_CRAWLER_TYPE_UNKNOWN,
              String.valueOf(type),
              String.join(", ", types())));
    }
    List<Problem> problems = CrawlerParameterRules.check(crawler.get(), values);
    if (problems.isEmpty()) {
      crawler.get().check(values).forEach(p -> problems.add(p.under("parameters")));
    }
    return problems;
  }
}
