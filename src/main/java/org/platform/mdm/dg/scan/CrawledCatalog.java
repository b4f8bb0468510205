package org.platform.mdm.dg.scan;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import org.platform.mdm.data.LinkState;
import org.platform.mdm.dg.crawl.CatalogSink;
import org.platform.mdm.dg.crawl.CrawledAsset;
import org.platform.mdm.dg.crawl.CrawledLink;
import org.platform.mdm.dg.crawl.CrawledTypes;
import org.platform.mdm.dg.model.StandardAssetTypes;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.RelationDef;

/**
 * What a crawl found, held whole before anything is written, and turned into the assets a scan
 * writes: each with its key, the values its asset type has, and the links it starts (its
 * containment of what it contains, CASCADED, by the CONTAINS relation of the published model
 * between the two asset types; its foreign keys and reads, DIRECT). Links the model has no relation
 * for, or to assets the crawl did not tell, are left out and counted.
 */
final class CrawledCatalog implements CatalogSink {

  /** How often a crawl asks whether its run was stopped (the question is a query). */
  static final long ASK_NANOS = 200_000_000L;

  private final BooleanSupplier stop;
  private long asked;
  private boolean stopped;
  private final Map<List<String>, CrawledAsset> assets = new LinkedHashMap<>();
  private final List<CrawledLink> links = new ArrayList<>();
  private int skipped;

  CrawledCatalog(BooleanSupplier stop) {
    this.stop = stop;
  }

  @Override
  public void asset(CrawledAsset asset) {
    assets.put(asset.path(), asset);
  }

  @Override
  public void link(CrawledLink link) {
    links.add(link);
  }

  /**
   * Whether the run was stopped, asked of the run at most every {@link #ASK_NANOS} (a crawler asks
   * after every asset and link; a stop is seen within a fifth of a second all the same).
   */
  @Override
  public boolean stopped() {
    long now = System.nanoTime();
    if (!stopped && (asked == 0 || now - asked >= ASK_NANOS)) {
      asked = now;
      stopped = stop.getAsBoolean();
    }
    return stopped;
  }

  /** Links and values left out because the model has no place for them. */
  int skipped() {
    return skipped;
  }

  /** The assets to write, in the crawl's order, keyed for the crawler instance. */
  List<FoundAsset> plan(AssetKeys keys, DataModel model) {
    Map<List<String>, List<PlannedLink>> from = new LinkedHashMap<>();
    for (CrawledAsset a : assets.values()) {
      if (a.path().size() > 1) {
        CrawledAsset container = assets.get(a.containerPath());
        if (container == null) {
          skipped++;
          continue;
        }
        Optional<String> relation = containment(model, container.assetType(), a.assetType());
        if (relation.isEmpty()) {
          skipped++;
          continue;
        }
        from.computeIfAbsent(container.path(), k -> new ArrayList<>())
            .add(new PlannedLink(relation.get(), keys.of(a.path()), LinkState.CASCADED, null));
      }
    }
    for (CrawledLink l : links) {
      CrawledAsset target = assets.get(l.to());
      Optional<String> relation =
          target == null || !assets.containsKey(l.from())
              ? Optional.empty()
              : lineage(model, l.kind(), target.assetType());
      if (relation.isEmpty()) {
        skipped++;
        continue;
      }
      from.computeIfAbsent(l.from(), k -> new ArrayList<>())
          .add(
              new PlannedLink(
                  relation.get(),
                  keys.of(l.to()),
                  LinkState.DIRECT,
                  CrawledLink.FOREIGN_KEY.equals(l.kind()) ? l.name() : null));
    }
    List<FoundAsset> found = new ArrayList<>(assets.size());
    int seq = 0;
    for (CrawledAsset a : assets.values()) {
      Optional<EntityDef> type = model.entity(a.assetType()).filter(e -> e.assetType() != null);
      if (type.isEmpty()) {
        skipped++;
        continue;
      }
      Map<String, Object> values = known(type.get(), a.attributes());
      List<PlannedLink> starts = new ArrayList<>(from.getOrDefault(a.path(), List.of()));
      starts.sort(null);
      found.add(
          new FoundAsset(
              ++seq,
              keys.of(a.path()),
              a.assetType(),
              values,
              digest(a.assetType(), values),
              dedupe(starts)));
    }
    return found;
  }

  /** The values of attributes the asset type has; the others are counted as left out. */
  private Map<String, Object> known(EntityDef type, Map<String, Object> attributes) {
    Set<String> names =
        type.attributes().stream().map(AttributeDef::name).collect(Collectors.toSet());
    Map<String, Object> values = new TreeMap<>();
    attributes.forEach(
        (name, value) -> {
          if (names.contains(name) && value != null) {
            values.put(name, value);
          }
        });
    return values;
  }

  /** One link of a relation to an asset: the last told wins. */
  private static List<PlannedLink> dedupe(List<PlannedLink> links) {
    Map<String, PlannedLink> byTarget = new LinkedHashMap<>();
    links.forEach(l -> byTarget.put(l.target(), l));
    return List.copyOf(byTarget.values());
  }

  /**
   * The CONTAINS relation from the container's type (or a parent of it) to the contained's type (or
   * a parent of it), the closest types first.
   */
  static Optional<String> containment(DataModel model, String container, String contained) {
    for (String from : lineageOf(model, container)) {
      for (String to : lineageOf(model, contained)) {
        for (RelationDef r : model.relations()) {
          if ("CONTAINS".equals(r.type()) && r.from().equals(from) && r.to().equals(to)) {
            return Optional.of(r.name());
          }
        }
      }
    }
    return Optional.empty();
  }

  /** A foreign key's or a read's relation, when the published model has it. */
  private static Optional<String> lineage(DataModel model, String kind, String targetType) {
    String name =
        switch (kind) {
          case CrawledLink.FOREIGN_KEY -> StandardAssetTypes.FOREIGN_KEY;
          case CrawledLink.READS ->
              lineageOf(model, targetType).contains(CrawledTypes.VIEW)
                  ? StandardAssetTypes.VIEW_READS_VIEW
                  : StandardAssetTypes.VIEW_READS_TABLE;
          default -> null;
        };
    return name == null ? Optional.empty() : model.relation(name).map(RelationDef::name);
  }

  /** The type, its parent, its parent's parent … */
  private static List<String> lineageOf(DataModel model, String type) {
    List<String> types = new ArrayList<>();
    String at = type;
    while (at != null && !types.contains(at)) {
      types.add(at);
      at =
          model
              .entity(at)
              .map(EntityDef::assetType)
              .map(org.platform.mdm.meta.AssetTypeDef::parent)
              .orElse(null);
    }
    return types;
  }

  static String digest(String assetType, Map<String, Object> values) {
    StringBuilder text = new StringBuilder(assetType);
    new TreeMap<>(values)
        .forEach(
            (name, value) ->
                text.append('\u0000')
                    .append(name)
                    .append('=')
                    .append(value.getClass().getSimpleName())
                    .append(':')
                    .append(value));
    try {
      return HexFormat.of()
          .formatHex(
              MessageDigest.getInstance("SHA-256")
                  .digest(text.toString().getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
