package org.platform.mdm.dg.crawl;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the assets crawlers tell: every one with its {@code name} and {@code qualifiedName} (the
 * path joined by dots, for people only: identity is the path), absent values left out.
 */
final class CrawlAssets {

  private final List<String> path;
  private final String type;
  private final Map<String, Object> attributes = new LinkedHashMap<>();

  private CrawlAssets(List<String> path, String type) {
    this.path = List.copyOf(path);
    this.type = type;
    attributes.put("name", this.path.get(this.path.size() - 1));
    attributes.put("qualifiedName", String.join(".", this.path));
  }

  static CrawlAssets asset(String type, List<String> path) {
    return new CrawlAssets(path, type);
  }

  /** The attribute, unless its value is null. */
  CrawlAssets with(String attribute, Object value) {
    if (value != null) {
      attributes.put(attribute, value);
    }
    return this;
  }

  CrawledAsset build() {
    return new CrawledAsset(path, type, attributes);
  }

  /** The path below {@code container}: the container's names, then {@code name}. */
  static List<String> below(List<String> container, String name) {
    String[] names = container.toArray(new String[container.size() + 1]);
    names[container.size()] = name;
    return List.of(names);
  }
}
