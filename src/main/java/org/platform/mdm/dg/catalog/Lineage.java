package org.platform.mdm.dg.catalog;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.dg.asset.AssetGraphRepository;
import org.platform.mdm.dg.asset.AssetTypes;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Lineage: from an asset, breadth first, to the assets it depends on (upstream) and those that
 * depend on it (downstream), through links other than CONTAINS and, for a container, through the
 * links of what it contains ({@link LineageRepository}), to a depth, at most {@link #MAX_NODES}
 * nodes. Assets the user may not read are neither shown nor walked through.
 */
@Service
public class Lineage {

  /** The most nodes one answer holds. */
  public static final int MAX_NODES = 2000;

  public static final int MAX_DEPTH = 10;

  private final LineageRepository lineage;
  private final AssetReaders readers;
  private final AssetTypes types;

  Lineage(LineageRepository lineage, AssetReaders readers, AssetTypes types) {
    this.lineage = lineage;
    this.readers = readers;
    this.types = types;
  }

  /**
   * The graph around the asset.
   *
   * @throws PlatformException DG_ASSET_NOT_FOUND, DG_ASSET_ACCESS_DENIED
   */
  @Transactional(readOnly = true)
  public LineageGraph of(
      EtalonId etalonId,
      LineageDirection direction,
      int depth,
      boolean includeInactive,
      PlatformUser user) {
    AssetGraphRepository.Node start = readers.require(etalonId, user);
    Readable readable = readers.of(user);
    Walk walk = new Walk();
    walk.nodes.put(
        etalonId,
        node(
            new AssetRef(
                etalonId.toString(), start.assetType(), start.displayName(), start.active()),
            0));
    if (includeInactive || start.active()) {
      if (direction != LineageDirection.DOWNSTREAM) {
        walk(walk, etalonId, true, depth, includeInactive, readable);
      }
      if (direction != LineageDirection.UPSTREAM) {
        walk(walk, etalonId, false, depth, includeInactive, readable);
      }
    }
    List<LineageGraph.Edge> edges =
        walk.edges.stream()
            .filter(e -> walk.nodes.containsKey(e.from()) && walk.nodes.containsKey(e.to()))
            .map(
                e ->
                    new LineageGraph.Edge(
                        e.from().toString(), e.to().toString(), e.relationName(), e.kind()))
            .toList();
    return new LineageGraph(List.copyOf(walk.nodes.values()), edges, walk.truncated);
  }

  private record EdgeKey(EtalonId from, EtalonId to, String relationName, String kind) {}

  private static final class Walk {
    final Map<EtalonId, LineageGraph.Node> nodes = new LinkedHashMap<>();
    final Set<EdgeKey> edges = new LinkedHashSet<>();
    boolean truncated;
  }

  private void walk(
      Walk walk,
      EtalonId start,
      boolean upstream,
      int depth,
      boolean includeInactive,
      Readable readable) {
    Set<EtalonId> frontier = Set.of(start);
    Set<EtalonId> seen = new LinkedHashSet<>(frontier);
    for (int level = 1; level <= depth && !frontier.isEmpty(); level++) {
      Set<EtalonId> next = new LinkedHashSet<>();
      for (LineageRepository.Hop hop :
          lineage.step(frontier, upstream, includeInactive, readable)) {
        EtalonId reached = upstream ? hop.to() : hop.from();
        if (!walk.nodes.containsKey(reached)) {
          if (walk.nodes.size() >= MAX_NODES) {
            walk.truncated = true;
            continue;
          }
          walk.nodes.put(reached, node(hop.reached(), upstream ? -level : level));
        }
        walk.edges.add(new EdgeKey(hop.from(), hop.to(), hop.relationName(), hop.kind()));
        if (seen.add(reached)) {
          next.add(reached);
        }
      }
      frontier = next;
    }
  }

  private LineageGraph.Node node(AssetRef asset, int depth) {
    return new LineageGraph.Node(
        asset.etalonId(),
        asset.assetType(),
        asset.displayName(),
        asset.active(),
        depth,
        color(asset.assetType()));
  }

  /** The type's colour, else its nearest ancestor's; null when none has one. */
  private String color(String assetType) {
    String name = assetType;
    for (int i = 0; name != null && i < 20; i++) {
      Optional<EntityDef> type = types.type(name);
      if (type.isEmpty()) {
        return null;
      }
      if (type.get().assetType().color() != null) {
        return type.get().assetType().color();
      }
      name = type.get().assetType().parent();
    }
    return null;
  }
}
