package org.platform.mdm.dg.catalog;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dg.asset.AssetGraphRepository;
import org.platform.mdm.dg.asset.AssetTypes;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The catalog's reads of the asset graph: an asset's relations, a node's next level, search by
 * display name across asset types, and whether an information system is linked to the outside.
 * Every list leaves out the assets the user may not read ({@link AssetReaders}).
 */
@Service
public class Catalog {

  /** The node naming the business layer in next-level: the assets of no information system. */
  public static final String BUSINESS_LAYER = "BUSINESS_LAYER";

  static final String BUSINESS_LAYER_NAME = "Business layer";

  private final CatalogRepository catalog;
  private final AssetReaders readers;
  private final AssetTypes types;

  Catalog(CatalogRepository catalog, AssetReaders readers, AssetTypes types) {
    this.catalog = catalog;
    this.readers = readers;
    this.types = types;
  }

  /** Problems for names that are no relation between asset types. */
  public void checkRelationNames(List<String> names, String field, List<Problem> problems) {
    if (names == null) {
      return;
    }
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      if (name == null || types.assetRelation(name).isEmpty()) {
        problems.add(Problem.at(field + "[" + i + "]", DgErrors.DG_ASSET_RELATION_UNKNOWN, name));
      }
    }
  }

  /** Problems for names that are no asset type. */
  public void checkAssetTypes(List<String> names, String field, List<Problem> problems) {
    if (names == null) {
      return;
    }
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      if (name == null || types.type(name).isEmpty()) {
        problems.add(Problem.at(field + "[" + i + "]", DgErrors.DG_ASSET_TYPE_UNKNOWN, name));
      }
    }
  }

  /**
   * The links of an asset the user may read, with the assets at their other ends it may read.
   *
   * @throws PlatformException DG_ASSET_NOT_FOUND, DG_ASSET_ACCESS_DENIED
   */
  @Transactional(readOnly = true)
  public RelationPage relations(RelationsQuery query, PlatformUser user) {
    AssetGraphRepository.Node asset = readers.require(query.etalonId(), user);
    return catalog.relations(query, asset.active(), readers.of(user));
  }

  /**
   * The children of a node: with neither node nor system the information systems and the business
   * layer; with a system its top assets; with {@link #BUSINESS_LAYER} the top assets of no system;
   * with an asset those it contains through counted CONTAINS links.
   *
   * @param node null, {@link #BUSINESS_LAYER} or an asset's etalon id (checked by the caller)
   * @throws PlatformException DG_ASSET_NOT_FOUND, DG_ASSET_ACCESS_DENIED,
   *     DG_INFORMATION_SYSTEM_NOT_FOUND
   */
  @Transactional(readOnly = true)
  public NodePage nextLevel(
      String node,
      EtalonId asset,
      String informationSystem,
      LinkFilter filter,
      int offset,
      int limit,
      PlatformUser user) {
    Readable readable = readers.of(user);
    if (asset != null) {
      readers.require(asset, user);
      return catalog.children(
          new CatalogRepository.Parent(asset, null, false), filter, readable, offset, limit);
    }
    if (BUSINESS_LAYER.equals(node)) {
      return catalog.children(
          new CatalogRepository.Parent(null, null, true), filter, readable, offset, limit);
    }
    if (informationSystem != null) {
      requireSystem(informationSystem);
      return catalog.children(
          new CatalogRepository.Parent(null, informationSystem, false),
          filter,
          readable,
          offset,
          limit);
    }
    return roots(filter, readable, offset, limit);
  }

  private NodePage roots(LinkFilter filter, Readable readable, int offset, int limit) {
    List<CatalogRepository.SystemName> systems = catalog.informationSystems();
    long total = systems.size() + 1L;
    List<CatalogNode> items = new ArrayList<>();
    for (int i = offset; i < total && items.size() < limit; i++) {
      if (i < systems.size()) {
        String name = systems.get(i).name();
        String shown = systems.get(i).displayName();
        items.add(
            new CatalogNode(
                NodeKind.INFORMATION_SYSTEM,
                null,
                shown == null || shown.isBlank() ? name : shown,
                null,
                name,
                true,
                catalog.hasChildren(
                    new CatalogRepository.Parent(null, name, false), filter, readable)));
      } else {
        items.add(
            new CatalogNode(
                NodeKind.BUSINESS_LAYER,
                null,
                BUSINESS_LAYER_NAME,
                null,
                null,
                true,
                catalog.hasChildren(
                    new CatalogRepository.Parent(null, null, true), filter, readable)));
      }
    }
    return new NodePage(total, items);
  }

  /** Assets by a part of their display name, across asset types. */
  @Transactional(readOnly = true)
  public AssetPage search(AssetSearch search, PlatformUser user) {
    return catalog.search(search, readers.of(user));
  }

  /**
   * Whether active links join the system's assets to the business layer or to assets of other
   * systems, with their counts. An administrator's check before a system is deleted or a crawler
   * instance cleaned: every link counts, whoever asks.
   *
   * @throws PlatformException DG_INFORMATION_SYSTEM_NOT_FOUND when no asset is of that system
   */
  @Transactional(readOnly = true)
  public SystemRelations hasRelations(String informationSystem) {
    requireSystem(informationSystem);
    Map<String, Long> counts = catalog.linksLeaving(informationSystem);
    long businessLayer = counts.getOrDefault(null, 0L);
    Map<String, Long> others = new LinkedHashMap<>();
    counts.forEach(
        (system, count) -> {
          if (system != null) {
            others.put(system, count);
          }
        });
    return new SystemRelations(
        informationSystem, businessLayer > 0 || !others.isEmpty(), businessLayer, others);
  }

  private void requireSystem(String name) {
    if (!catalog.informationSystemExists(name)) {
      throw new PlatformException(DgErrors.DG_INFORMATION_SYSTEM_NOT_FOUND, name);
    }
  }
}
