package org.platform.mdm.matching;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.MergeRequests;
import org.platform.mdm.data.RecordMerges;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.system.PlatformException;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** What data stewards do with clusters: list and read them, confirm (merge) or reject them. */
@Service
public class MatchingClusters {

  private final ClusterRepository clusters;
  private final Clusters keeper;
  private final MatchingModels models;
  private final RecordService records;
  private final RecordMerges merges;
  private final JsonMapper json;

  MatchingClusters(
      ClusterRepository clusters,
      Clusters keeper,
      MatchingModels models,
      @Lazy RecordService records,
      @Lazy RecordMerges merges,
      JsonMapper json) {
    this.clusters = clusters;
    this.keeper = keeper;
    this.models = models;
    this.records = records;
    this.merges = merges;
    this.json = json;
  }

  /** A page of clusters, how many there are in all, and each listed cluster's records. */
  public record ClusterPage(
      long total, List<ClusterView> clusters, Map<String, List<ClusterRecord>> records) {}

  /** A cluster with its records (golden values now) and its matched pairs with their scores. */
  public record ClusterDetails(
      ClusterView cluster, List<ClusterRecord> records, List<PairView> pairs) {}

  public record ClusterRecord(String etalonId, Map<String, JsonNode> attributes) {}

  public record PairView(
      String etalonIdA,
      String etalonIdB,
      String ruleName,
      String ruleDisplayName,
      java.time.OffsetDateTime matchingDate,
      JsonNode comparisons) {}

  @Transactional(readOnly = true)
  public ClusterPage list(
      String entityName,
      String setName,
      EtalonId holding,
      int offset,
      int limit,
      PlatformUser user) {
    if (entityName != null) {
      require(user, entityName, Right.READ);
    }
    List<ClusterView> page =
        clusters.page(entityName, setName, holding, offset, limit).stream()
            .filter(c -> user.can(c.entityName(), Right.READ))
            .map(this::view)
            .toList();
    return new ClusterPage(clusters.count(entityName, setName, holding), page, recordsOf(page));
  }

  /** The records of listed clusters with their golden values now, read at once for the page. */
  private Map<String, List<ClusterRecord>> recordsOf(List<ClusterView> page) {
    if (page.isEmpty()) {
      return Map.of();
    }
    Map<UUID, Set<EtalonId>> members =
        clusters.members(page.stream().map(c -> UUID.fromString(c.id())).toList());
    Map<EtalonId, RecordService.CurrentValues> values =
        records.currentValues(
            members.values().stream().flatMap(Set::stream).collect(Collectors.toSet()));
    Map<String, List<ClusterRecord>> out = new LinkedHashMap<>();
    for (ClusterView c : page) {
      List<ClusterRecord> list = new ArrayList<>();
      for (EtalonId id : members.getOrDefault(UUID.fromString(c.id()), Set.of())) {
        RecordService.CurrentValues v = values.get(id);
        list.add(new ClusterRecord(id.toString(), v == null ? Map.of() : v.values()));
      }
      out.put(c.id(), list);
    }
    return out;
  }

  /** The clusters holding a record (the atomic get's matching payload). */
  @Transactional(readOnly = true)
  public List<ClusterView> holding(EtalonId etalonId) {
    return clusters.holding(etalonId).stream().map(this::view).toList();
  }

  @Transactional(readOnly = true)
  public ClusterDetails get(UUID clusterId, PlatformUser user) {
    ClusterRepository.ClusterRow row = find(clusterId);
    require(user, row.entityName(), Right.READ);
    List<ClusterRepository.PairRow> pairs = clusters.pairs(clusterId);
    Set<EtalonId> members = members(pairs);
    Map<EtalonId, RecordService.CurrentValues> values = records.currentValues(members);
    List<ClusterRecord> list = new ArrayList<>();
    for (EtalonId id : members) {
      RecordService.CurrentValues v = values.get(id);
      list.add(new ClusterRecord(id.toString(), v == null ? Map.of() : v.values()));
    }
    Optional<MatchSet> set = set(row);
    List<PairView> pairViews = new ArrayList<>();
    for (ClusterRepository.PairRow p : pairs) {
      pairViews.add(
          new PairView(
              p.a().toString(),
              p.b().toString(),
              p.ruleName(),
              ruleDisplayName(set, p.ruleName()),
              p.matchingDate(),
              json.readTree(p.scores())));
    }
    return new ClusterDetails(view(row), list, pairViews);
  }

  /**
   * Merges the cluster's records into one (the winner named, else the oldest record); the cluster
   * goes with its losers.
   */
  @Transactional
  public RecordMerges.MergeResult confirm(UUID clusterId, EtalonId winner, PlatformUser user) {
    ClusterRepository.ClusterRow row = find(clusterId);
    require(user, row.entityName(), Right.UPDATE);
    Set<EtalonId> members = members(clusters.pairs(clusterId));
    if (winner != null && !members.contains(winner)) {
      throw new PlatformException(MatchingErrors.MATCHING_RECORD_NOT_IN_CLUSTER, winner, clusterId);
    }
    EtalonId chosen =
        winner != null ? winner : RecordMatching.oldest(records.currentValues(members));
    List<EtalonId> losers = members.stream().filter(m -> !m.equals(chosen)).toList();
    RecordMerges.MergeResult result =
        merges.merge(new MergeRequests.Merge(row.entityName(), chosen, losers), user);
    clusters.delete(clusterId);
    return result;
  }

  /**
   * Rejects the cluster (every pair of its records never matches again, the cluster goes) or, with
   * records named, takes those out of it: each never matches the others again.
   */
  @Transactional
  public Optional<ClusterView> reject(UUID clusterId, List<EtalonId> leaving, PlatformUser user) {
    ClusterRepository.ClusterRow row = find(clusterId);
    require(user, row.entityName(), Right.UPDATE);
    Set<EtalonId> members = members(clusters.pairs(clusterId));
    List<EtalonId> out = leaving.isEmpty() ? List.copyOf(members) : leaving;
    for (EtalonId id : out) {
      if (!members.contains(id)) {
        throw new PlatformException(MatchingErrors.MATCHING_RECORD_NOT_IN_CLUSTER, id, clusterId);
      }
    }
    clusters.lockEntity(row.entityName());
    for (EtalonId a : out) {
      for (EtalonId b : members) {
        if (!a.equals(b)) {
          merges.block(a, b, user);
        }
      }
    }
    if (leaving.isEmpty()) {
      clusters.delete(clusterId);
      return Optional.empty();
    }
    keeper.remove(clusterId, leaving);
    return clusters.find(clusterId).map(this::view);
  }

  private ClusterRepository.ClusterRow find(UUID clusterId) {
    return clusters
        .find(clusterId)
        .orElseThrow(
            () -> new PlatformException(MatchingErrors.MATCHING_CLUSTER_NOT_FOUND, clusterId));
  }

  private static Set<EtalonId> members(List<ClusterRepository.PairRow> pairs) {
    Set<EtalonId> members = new LinkedHashSet<>();
    for (ClusterRepository.PairRow p : pairs) {
      members.add(p.a());
      members.add(p.b());
    }
    return members;
  }

  private ClusterView view(ClusterRepository.ClusterRow row) {
    Optional<MatchSet> set = set(row);
    return new ClusterView(
        row.clusterId().toString(),
        row.entityName(),
        row.setName(),
        set.map(MatchSet::displayName).orElse(null),
        row.ruleName(),
        ruleDisplayName(set, row.ruleName()),
        row.matchingDate(),
        row.recordsCount());
  }

  private Optional<MatchSet> set(ClusterRepository.ClusterRow row) {
    return models
        .of(row.entityName())
        .flatMap(m -> m.sets().stream().filter(s -> s.name().equals(row.setName())).findFirst());
  }

  private static String ruleDisplayName(Optional<MatchSet> set, String rule) {
    return set.flatMap(s -> s.rules().stream().filter(r -> r.name().equals(rule)).findFirst())
        .map(MatchRule::displayName)
        .orElse(null);
  }

  private static void require(PlatformUser user, String entityName, Right right) {
    if (!user.can(entityName, right)) {
      throw new PlatformException(
          MatchingErrors.MATCHING_ACCESS_DENIED, user.userName(), right.name(), entityName);
    }
  }
}
