package org.platform.mdm.dg.crawl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * A sink that keeps what a crawler told and checks the contract as it comes: each asset's container
 * told before it, a path told once, a link's ends told before it; nothing after a stop.
 */
final class RecordingSink implements CatalogSink {

  final List<CrawledAsset> assets = new ArrayList<>();
  final List<CrawledLink> links = new ArrayList<>();
  private final Set<List<String>> told = new HashSet<>();
  private final int stopAfter;

  RecordingSink() {
    this(Integer.MAX_VALUE);
  }

  /** A sink asking the crawler to stop once it has this many assets. */
  RecordingSink(int stopAfter) {
    this.stopAfter = stopAfter;
  }

  @Override
  public void asset(CrawledAsset asset) {
    assertThat(stopped()).as("told %s after the stop", asset.path()).isFalse();
    if (asset.path().size() > 1) {
      assertThat(told)
          .as("the container of %s told first", asset.path())
          .contains(asset.containerPath());
    }
    assertThat(told.add(asset.path())).as("%s told once", asset.path()).isTrue();
    assets.add(asset);
  }

  @Override
  public void link(CrawledLink link) {
    assertThat(stopped()).as("a link after the stop").isFalse();
    assertThat(told).as("the ends of %s told first", link).contains(link.from(), link.to());
    links.add(link);
  }

  @Override
  public boolean stopped() {
    return assets.size() >= stopAfter;
  }

  /** The assets of this type by path. */
  Map<List<String>, CrawledAsset> of(String type) {
    return assets.stream()
        .filter(a -> a.assetType().equals(type))
        .collect(Collectors.toMap(CrawledAsset::path, a -> a));
  }

  /** The assets of this type whose path passes, by path. */
  Map<List<String>, CrawledAsset> of(String type, Predicate<List<String>> where) {
    return of(type).entrySet().stream()
        .filter(e -> where.test(e.getKey()))
        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
  }

  List<CrawledLink> links(String kind) {
    return links.stream().filter(l -> l.kind().equals(kind)).toList();
  }
}
