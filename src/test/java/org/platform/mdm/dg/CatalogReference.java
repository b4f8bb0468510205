package org.platform.mdm.dg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.platform.mdm.data.EtalonId;
import tools.jackson.databind.JsonNode;

/**
 * The brute-force reference of the catalog's reads over a small asset graph held in memory: which
 * links count for the spec's flags, an asset's relations, a node's children, in the catalog's order
 * (lower-case name, then ids as text).
 */
final class CatalogReference {

  record Asset(EtalonId id, String type, String name, String system, boolean active) {}

  record Link(
      EtalonId rel,
      String name,
      String type,
      EtalonId from,
      EtalonId to,
      String status,
      String op) {}

  private final Map<EtalonId, Asset> assets;
  private final List<Link> links;

  CatalogReference(Map<EtalonId, Asset> assets, List<Link> links) {
    this.assets = assets;
    this.links = links;
  }

  private boolean active(EtalonId id) {
    return assets.get(id).active();
  }

  /** Whether the link counts: its operation type, and unless inactive ones count, its state. */
  boolean counted(Link l, boolean cascaded, boolean inactive) {
    return (cascaded || l.op().equals("DIRECT"))
        && (inactive || (l.status().equals("ACTIVE") && active(l.from()) && active(l.to())));
  }

  private static String key(Asset a) {
    return a.name().toLowerCase(Locale.ROOT);
  }

  private static final Comparator<Asset> ORDER =
      Comparator.comparing(CatalogReference::key).thenComparing(a -> a.id().toString());

  /** The relations answer's items, each as a line. */
  List<String> relations(
      EtalonId id, String direction, String type, boolean cascaded, boolean inactive) {
    record Item(Link link, String direction, Asset other) {}
    List<Item> items = new ArrayList<>();
    for (Link l : links) {
      if (!counted(l, cascaded, inactive) || (type != null && !type.equals(l.type()))) {
        continue;
      }
      if (l.from().equals(id) && !direction.equals("INCOMING")) {
        items.add(new Item(l, "OUTGOING", assets.get(l.to())));
      }
      if (l.to().equals(id) && !direction.equals("OUTGOING")) {
        items.add(new Item(l, "INCOMING", assets.get(l.from())));
      }
    }
    items.sort(
        Comparator.comparing((Item i) -> key(i.other()))
            .thenComparing(i -> i.other().id().toString())
            .thenComparing(i -> i.link().rel().toString())
            .thenComparing(Item::direction));
    return items.stream()
        .map(
            i ->
                String.join(
                    "|",
                    i.link().rel().toString(),
                    i.link().name(),
                    i.link().type(),
                    i.direction(),
                    i.link().op(),
                    i.link().status(),
                    i.other().id().toString(),
                    i.other().type(),
                    i.other().name(),
                    String.valueOf(i.other().active())))
        .toList();
  }

  /** The children of an asset, each as a line. */
  List<String> children(EtalonId node, boolean cascaded, boolean inactive) {
    List<Asset> children =
        links.stream()
            .filter(
                l ->
                    l.type().equals("CONTAINS")
                        && l.from().equals(node)
                        && counted(l, cascaded, inactive))
            .map(l -> assets.get(l.to()))
            .filter(a -> inactive || a.active())
            .distinct()
            .sorted(ORDER)
            .toList();
    return lines(children, cascaded, inactive);
  }

  /** The top assets of a system (null: the business layer), each as a line. */
  List<String> top(String system, boolean cascaded, boolean inactive) {
    return lines(topAssets(system, cascaded, inactive), cascaded, inactive);
  }

  boolean hasTop(String system, boolean cascaded, boolean inactive) {
    return !topAssets(system, cascaded, inactive).isEmpty();
  }

  private List<Asset> topAssets(String system, boolean cascaded, boolean inactive) {
    return assets.values().stream()
        .filter(a -> Objects.equals(a.system(), system) && (inactive || a.active()))
        .filter(
            a ->
                links.stream()
                    .noneMatch(
                        l ->
                            l.type().equals("CONTAINS")
                                && l.to().equals(a.id())
                                && counted(l, cascaded, inactive)))
        .sorted(ORDER)
        .toList();
  }

  private List<String> lines(List<Asset> list, boolean cascaded, boolean inactive) {
    return list.stream()
        .map(
            a ->
                String.join(
                    "|",
                    "ASSET",
                    a.id().toString(),
                    a.name(),
                    a.type(),
                    String.valueOf(a.system()),
                    String.valueOf(a.active()),
                    String.valueOf(
                        links.stream()
                            .anyMatch(
                                l ->
                                    l.type().equals("CONTAINS")
                                        && l.from().equals(a.id())
                                        && counted(l, cascaded, inactive)))))
        .toList();
  }

  /** An item of a relations answer as a line. */
  static String relationLine(JsonNode i) {
    JsonNode o = i.path("other");
    return String.join(
        "|",
        text(i, "relationEtalonId"),
        text(i, "relationName"),
        text(i, "relationType"),
        text(i, "direction"),
        text(i, "operationType"),
        text(i, "status"),
        text(o, "etalonId"),
        text(o, "assetType"),
        text(o, "displayName"),
        text(o, "active"));
  }

  /** An item of a next-level answer as a line. */
  static String nodeLine(JsonNode i) {
    return String.join(
        "|",
        text(i, "kind"),
        text(i, "etalonId"),
        text(i, "displayName"),
        text(i, "assetType"),
        text(i, "informationSystem"),
        text(i, "active"),
        text(i, "hasChildren"));
  }

  private static String text(JsonNode node, String field) {
    JsonNode value = node.get(field);
    return value == null || value.isNull() ? "null" : value.asString();
  }
}
