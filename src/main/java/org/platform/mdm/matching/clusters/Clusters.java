package org.platform.mdm.matching.clusters;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.matching.model.Comparison;
import org.platform.mdm.matching.model.WeightedScore;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Keeps REVIEW clusters: the records of one set connected by matched pairs. A record's new matches
 * join the clusters of the records it matched (merging clusters it connects); a record that no
 * longer matches leaves its pairs, and a cluster it held together splits.
 */
@Component
public class Clusters {

  private final ClusterRepository clusters;
  private final ClusterBatchRepository batches;
  private final JsonMapper json;

  public Clusters(ClusterRepository clusters, ClusterBatchRepository batches, JsonMapper json) {
    this.clusters = clusters;
    this.batches = batches;
    this.json = json;
  }

  /** Takes a record out of every cluster; clusters it held together split or go. */
  public void forget(EtalonId etalonId) {
    List<ClusterRepository.ClusterRow> holding = clusters.holding(etalonId);
    if (holding.isEmpty()) {
      return;
    }
    clusters.lockEntity(holding.get(0).entityName());
    for (UUID cluster : clusters.deletePairsOf(etalonId)) {
      settle(cluster);
    }
  }

  /** Of these records, those some cluster holds. */
  public java.util.Set<EtalonId> held(java.util.Collection<EtalonId> etalonIds) {
    return etalonIds.isEmpty() ? java.util.Set.of() : clusters.paired(etalonIds);
  }

  /** Serialises the matching of one entity's records to the end of the transaction. */
  public void lockEntity(String entityName) {
    clusters.lockEntity(entityName);
  }

  /** Takes records out of one cluster (the caller holds the entity's lock). */
  void remove(UUID clusterId, List<EtalonId> leaving) {
    clusters.deletePairs(clusterId, leaving);
    settle(clusterId);
  }

  /** Places a record's REVIEW matches: into the clusters of the records it matched, per set. */
  public void place(String entityName, EtalonId etalonId, List<Found> matches, OffsetDateTime now) {
    place(entityName, etalonId, matches, now, Unclustered.unknown());
  }

  /**
   * {@link #place(String, EtalonId, List, OffsetDateTime)}, asking for the clusters of the records
   * only when some of them are not known to be {@code unclustered}.
   */
  public void place(
      String entityName,
      EtalonId etalonId,
      List<Found> matches,
      OffsetDateTime now,
      Unclustered unclustered) {
    if (matches.isEmpty()) {
      return;
    }
    clusters.lockEntity(entityName);
    Map<String, List<Found>> bySet = new LinkedHashMap<>();
    matches.forEach(f -> bySet.computeIfAbsent(f.set().name(), k -> new ArrayList<>()).add(f));
    bySet.forEach(
        (set, found) -> {
          Set<EtalonId> members = new LinkedHashSet<>();
          members.add(etalonId);
          found.forEach(f -> members.add(f.other()));
          List<ClusterRepository.ClusterRow> existing =
              unclustered.all(members)
                  ? List.of()
                  : clusters.ofSetHolding(entityName, set, members);
          unclustered.placed(members);
          if (existing.isEmpty()) {
            // A new cluster and its pairs in one statement: a batch's records mostly make these.
            UUID created = UUID.randomUUID();
            clusters.insertWithPairs(
                new ClusterRepository.ClusterRow(
                    created, entityName, set, found.get(0).rule().name(), now, 0),
                pairsOf(created, etalonId, found),
                now);
            return;
          }
          UUID target = existing.get(0).clusterId();
          Map<UUID, UUID> into = new LinkedHashMap<>();
          existing.subList(1, existing.size()).forEach(o -> into.put(o.clusterId(), target));
          batches.mergeAll(into);
          batches.insertPairs(pairsOf(target, etalonId, found), now);
          batches.recountAll(List.of(target));
        });
  }

  /**
   * Places a batch's REVIEW matches, record by record in the map's order, as {@link #place} would
   * one after the other, in a few statements: per set, the records the batch's pairs connect, with
   * the clusters already holding any of them, make one cluster each, the oldest of those clusters
   * kept (a new one when there is none).
   */
  public void placeAll(String entityName, Map<EtalonId, List<Found>> matches, OffsetDateTime now) {
    if (matches.isEmpty()) {
      return;
    }
    clusters.lockEntity(entityName);
    Map<String, Map<EtalonId, List<Found>>> bySet = new LinkedHashMap<>();
    matches.forEach(
        (record, found) ->
            found.forEach(
                f ->
                    bySet
                        .computeIfAbsent(f.set().name(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(record, k -> new ArrayList<>())
                        .add(f)));
    bySet.forEach((set, found) -> placeAll(entityName, set, found, now));
  }

  private void placeAll(
      String entityName, String set, Map<EtalonId, List<Found>> found, OffsetDateTime now) {
    Groups groups = new Groups();
    found.forEach((record, list) -> list.forEach(f -> groups.join(record, f.other())));
    List<ClusterBatchRepository.Membership> held =
        batches.membershipsInSet(entityName, set, groups.members());
    // Records of one cluster are connected already: through the cluster, batch groups join.
    Map<UUID, EtalonId> firstOf = new LinkedHashMap<>();
    for (ClusterBatchRepository.Membership m : held) {
      EtalonId first = firstOf.putIfAbsent(m.clusterId(), m.etalonId());
      if (first != null) {
        groups.join(first, m.etalonId());
      }
    }
    Map<EtalonId, UUID> target = new java.util.HashMap<>(); // a group's root: its cluster
    Map<UUID, UUID> mergedInto = new LinkedHashMap<>();
    for (ClusterBatchRepository.Membership m : held) { // oldest cluster first
      EtalonId group = groups.root(m.etalonId());
      UUID kept = target.putIfAbsent(group, m.clusterId());
      if (kept != null && !kept.equals(m.clusterId())) {
        mergedInto.putIfAbsent(m.clusterId(), kept);
      }
    }
    List<ClusterRepository.ClusterRow> created = new ArrayList<>();
    List<ClusterRepository.PairRow> pairs = new ArrayList<>();
    found.forEach(
        (record, list) -> {
          EtalonId group = groups.root(record);
          UUID cluster = target.get(group);
          if (cluster == null) {
            cluster = UUID.randomUUID();
            target.put(group, cluster);
            created.add(
                new ClusterRepository.ClusterRow(
                    cluster, entityName, set, list.get(0).rule().name(), now, 0));
          }
          pairs.addAll(pairsOf(cluster, record, list));
        });
    batches.mergeAll(mergedInto);
    batches.insertAll(created, now);
    batches.insertPairs(pairs, now);
    batches.recountAll(new java.util.HashSet<>(target.values()));
  }

  /** The pairs of a record with each record it matched by one set, smaller id first. */
  private List<ClusterRepository.PairRow> pairsOf(
      UUID cluster, EtalonId etalonId, List<Found> found) {
    List<ClusterRepository.PairRow> pairs = new ArrayList<>();
    for (Found f : found) {
      boolean first = before(etalonId, f.other());
      pairs.add(
          new ClusterRepository.PairRow(
              cluster,
              first ? etalonId : f.other(),
              first ? f.other() : etalonId,
              f.rule().name(),
              scores(f),
              null));
    }
    return pairs;
  }

  /** Whether one id sorts before another as PostgreSQL orders uuids (unsigned, byte by byte). */
  public static boolean before(EtalonId a, EtalonId b) {
    int high =
        Long.compareUnsigned(
            a.value().getMostSignificantBits(), b.value().getMostSignificantBits());
    return high != 0
        ? high < 0
        : Long.compareUnsigned(
                a.value().getLeastSignificantBits(), b.value().getLeastSignificantBits())
            < 0;
  }

  /**
   * The explanation of a match: each comparison of the rule with its score; for a weighted rule,
   * the score and each evidence's level and weight.
   */
  String scores(Found f) {
    WeightedScore weighted = f.match().weighted();
    if (weighted != null) {
      return json.writeValueAsString(Explanations.weighted(json, f.rule(), weighted));
    }
    ArrayNode array = json.createArrayNode();
    for (int i = 0; i < f.rule().comparisons().size(); i++) {
      Comparison c = f.rule().comparisons().get(i);
      ObjectNode node = array.addObject();
      ArrayNode attributes = node.putArray("attributes");
      c.attributes().forEach(attributes::add);
      node.put("type", c.type().name());
      node.put("score", Math.round(f.match().scores().get(i) * 1000) / 1000.0);
    }
    return json.writeValueAsString(array);
  }

  /** A cluster after pairs left it: gone when empty, split when no longer connected. */
  private void settle(UUID clusterId) {
    List<ClusterRepository.PairRow> pairs = clusters.pairs(clusterId);
    if (pairs.isEmpty()) {
      clusters.delete(clusterId);
      return;
    }
    List<Set<EtalonId>> components = components(pairs);
    ClusterRepository.ClusterRow row = clusters.find(clusterId).orElseThrow();
    for (Set<EtalonId> component : components.subList(1, components.size())) {
      UUID split = UUID.randomUUID();
      clusters.insert(
          new ClusterRepository.ClusterRow(
              split, row.entityName(), row.setName(), row.ruleName(), row.matchingDate(), 0));
      clusters.movePairs(clusterId, split, component);
      batches.recountAll(List.of(split));
    }
    batches.recountAll(List.of(clusterId));
  }

  /** The connected groups of records of some pairs, the first group first met first. */
  static List<Set<EtalonId>> components(List<ClusterRepository.PairRow> pairs) {
    Groups groups = new Groups();
    pairs.forEach(p -> groups.join(p.a(), p.b()));
    return groups.all();
  }
}
