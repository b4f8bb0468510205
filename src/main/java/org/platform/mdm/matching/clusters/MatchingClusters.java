package org.platform.mdm.matching.clusters;

import jakarta.validation.constraints.NotNull;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
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
import org.platform.mdm.data.RecordNames;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.matching.MatchingErrors;
import org.platform.mdm.matching.MatchingRequests;
import org.platform.mdm.matching.model.MatchRule;
import org.platform.mdm.matching.model.MatchSet;
import org.platform.mdm.matching.model.MatchingModels;
import org.platform.mdm.system.PlatformException;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Isolation;
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
  private final RecordNames names;
  private final ClusterVisibility visibility;
  private final Labels labels;

  MatchingClusters(
      ClusterRepository clusters,
      Clusters keeper,
      MatchingModels models,
      @Lazy RecordService records,
      @Lazy RecordMerges merges,
      JsonMapper json,
      @Lazy RecordNames names,
      ClusterVisibility visibility,
      Labels labels) {
    this.labels = labels;
    this.names = names;
    this.visibility = visibility;
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

  /**
   * @param displayName the record's name (its entity's display format, else its best key)
   */
  public record ClusterRecord(
      @NotNull String etalonId,
      @NotNull String displayName,
      @NotNull Map<String, JsonNode> attributes) {}

  /**
   * A matched pair and why: a rule of comparisons that must all hold gives each comparison's score;
   * a weighted rule gives the pair's score, the rule's thresholds then, its action (what reaching
   * the upper threshold does; null for pairs matched before it was kept), and each evidence's level
   * and weight.
   */
  public record PairView(
      String etalonIdA,
      String etalonIdB,
      String ruleName,
      String ruleDisplayName,
      java.time.OffsetDateTime matchingDate,
      List<ComparisonScore> comparisons,
      Double score,
      Double upperThreshold,
      Double lowerThreshold,
      String action,
      List<EvidenceScore> evidence) {}

  /** A comparison that held, with its score (0 to 1). */
  public record ComparisonScore(
      @NotNull List<String> attributes, @NotNull String type, double score) {}

  /**
   * What one attribute told of a pair under a weighted rule: the level reached (a comparison type,
   * NONE when no level was, MISSING when a record has no value), that level's parameter, and its
   * weight in bits.
   */
  public record EvidenceScore(
      @NotNull List<String> attributes, @NotNull String level, Double parameter, double weight) {}

  /**
   * A page of clusters and their total, read from one snapshot (repeatable read): a run committing
   * a cluster between the two reads would otherwise count one the page does not show.
   */
  @Transactional(readOnly = true, isolation = Isolation.REPEATABLE_READ)
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
    String visible = visibility.condition(user, entityName);
    List<ClusterView> page =
        // The condition keeps the registers the user may read (a named one was required above).
        clusters.page(entityName, setName, holding, visible, offset, limit).stream()
            .map(this::view)
            .toList();
    Map<String, List<ClusterRecord>> records = recordsOf(page, user);
    // A cluster counts the records the user is shown of it, not those its labels hide.
    List<ClusterView> counted =
        page.stream().map(c -> c.counting(records.getOrDefault(c.id(), List.of()).size())).toList();
    return new ClusterPage(clusters.count(entityName, setName, holding, visible), counted, records);
  }

  /**
   * The clusters waiting for review in each register the user may read, counted as {@link #list}
   * counts them (those whose records the user's labels hide left out); registers without any are
   * left out.
   */
  @Transactional(readOnly = true)
  public Map<String, Long> waiting(PlatformUser user) {
    return clusters.countsByEntity(visibility.condition(user, null));
  }

  /**
   * The records of listed clusters with their golden values now, read at once for the page; those
   * the user's security labels hide are left out.
   */
  private Map<String, List<ClusterRecord>> recordsOf(List<ClusterView> page, PlatformUser user) {
    if (page.isEmpty()) {
      return Map.of();
    }
    Map<UUID, Set<EtalonId>> members =
        clusters.members(page.stream().map(c -> UUID.fromString(c.id())).toList());
    Map<EtalonId, String> labelled = new LinkedHashMap<>();
    for (ClusterView c : page) {
      if (user.labels().restricts(c.entityName())) {
        members
            .getOrDefault(UUID.fromString(c.id()), Set.of())
            .forEach(m -> labelled.put(m, c.entityName()));
      }
    }
    Set<EtalonId> hidden = labelled.isEmpty() ? Set.of() : records.hiddenFrom(user, labelled);
    members.values().forEach(set -> set.removeAll(hidden));
    Map<EtalonId, RecordService.CurrentValues> values =
        records.currentValues(
            members.values().stream().flatMap(Set::stream).collect(Collectors.toSet()));
    Map<String, Map<EtalonId, Map<String, JsonNode>>> byEntity = new LinkedHashMap<>();
    for (ClusterView c : page) {
      Map<EtalonId, Map<String, JsonNode>> of =
          byEntity.computeIfAbsent(c.entityName(), e -> new LinkedHashMap<>());
      members
          .getOrDefault(UUID.fromString(c.id()), Set.of())
          .forEach(m -> of.put(m, of(values, m)));
    }
    Map<EtalonId, String> named = new HashMap<>();
    byEntity.forEach((entity, of) -> named.putAll(names.fromValues(entity, of)));
    Map<String, List<ClusterRecord>> out = new LinkedHashMap<>();
    for (ClusterView c : page) {
      List<ClusterRecord> list = new ArrayList<>();
      for (EtalonId id : members.getOrDefault(UUID.fromString(c.id()), Set.of())) {
        list.add(new ClusterRecord(id.toString(), named.get(id), of(values, id)));
      }
      out.put(c.id(), list);
    }
    return out;
  }

  /**
   * The clusters holding a record (the atomic get's matching payload), as the user knows them: a
   * user whose security labels restrict the entity sees a cluster only through the pairs whose
   * records it sees both of, and its count is of their records (as {@link #get} answers it).
   */
  @Transactional(readOnly = true)
  public List<ClusterView> holding(EtalonId etalonId, PlatformUser user) {
    List<ClusterView> seen = new ArrayList<>();
    for (ClusterRepository.ClusterRow row : clusters.holding(etalonId)) {
      if (!user.labels().restricts(row.entityName())) {
        seen.add(view(row));
        continue;
      }
      List<ClusterRepository.PairRow> pairs =
          visibility.pairs(clusters.pairs(row.clusterId()), row.entityName(), user);
      if (!pairs.isEmpty()) {
        seen.add(view(row).counting(ClusterVisibility.members(pairs).size()));
      }
    }
    return seen;
  }

  /** A record's golden values now; none for a record no longer active. */
  private static Map<String, JsonNode> of(
      Map<EtalonId, RecordService.CurrentValues> values, EtalonId id) {
    RecordService.CurrentValues v = values.get(id);
    return v == null ? Map.of() : v.values();
  }

  @Transactional(readOnly = true)
  public ClusterDetails get(UUID clusterId, PlatformUser user) {
    ClusterRepository.ClusterRow row = find(clusterId);
    require(user, row.entityName(), Right.READ);
    List<ClusterRepository.PairRow> pairs =
        visibility.pairs(clusters.pairs(clusterId), row.entityName(), user);
    if (pairs.isEmpty()) {
      // No pair the user sees both records of: the cluster is not the user's to know of.
      throw new PlatformException(MatchingErrors.MATCHING_CLUSTER_NOT_FOUND, clusterId);
    }
    Set<EtalonId> members = ClusterVisibility.members(pairs);
    Map<EtalonId, RecordService.CurrentValues> values = records.currentValues(members);
    Map<EtalonId, Map<String, JsonNode>> of = new LinkedHashMap<>();
    members.forEach(m -> of.put(m, of(values, m)));
    Map<EtalonId, String> named = names.fromValues(row.entityName(), of);
    List<ClusterRecord> list = new ArrayList<>();
    for (EtalonId id : members) {
      list.add(new ClusterRecord(id.toString(), named.get(id), of.get(id)));
    }
    Optional<MatchSet> set = set(row);
    List<PairView> pairViews = new ArrayList<>();
    for (ClusterRepository.PairRow p : pairs) {
      pairViews.add(pairView(p, ruleDisplayName(set, p.ruleName())));
    }
    return new ClusterDetails(view(row).counting(list.size()), list, pairViews);
  }

  /** A stored pair with its explanation: a list of comparisons, or a weighted rule's score. */
  private PairView pairView(ClusterRepository.PairRow p, String ruleDisplayName) {
    JsonNode scores = json.readTree(p.scores());
    if (scores.isArray()) {
      return new PairView(
          p.a().toString(),
          p.b().toString(),
          p.ruleName(),
          ruleDisplayName,
          p.matchingDate(),
          List.of(json.treeToValue(scores, ComparisonScore[].class)),
          null,
          null,
          null,
          null,
          null);
    }
    return new PairView(
        p.a().toString(),
        p.b().toString(),
        p.ruleName(),
        ruleDisplayName,
        p.matchingDate(),
        null,
        scores.get("score").asDouble(),
        scores.get("upperThreshold").asDouble(),
        scores.get("lowerThreshold").asDouble(),
        scores.has("action") ? scores.get("action").asString() : null,
        List.of(json.treeToValue(scores.get("evidence"), EvidenceScore[].class)));
  }

  /**
   * Merges the cluster's records into one (the winner named, else the oldest record), the steward's
   * picks becoming the merged record's overrides; the cluster goes with its losers.
   */
  @Transactional
  public RecordMerges.MergeResult confirm(
      UUID clusterId, MatchingRequests.Confirm confirmation, PlatformUser user) {
    EtalonId winner = confirmation.winner();
    ClusterRepository.ClusterRow row = find(clusterId);
    require(user, row.entityName(), Right.UPDATE);
    List<ClusterRepository.PairRow> pairs = clusters.pairs(clusterId);
    visibility.requireAll(clusterId, pairs, row.entityName(), user);
    Set<EtalonId> members = ClusterVisibility.members(pairs);
    if (winner != null && !members.contains(winner)) {
      throw new PlatformException(MatchingErrors.MATCHING_RECORD_NOT_IN_CLUSTER, winner, clusterId);
    }
    Map<EtalonId, RecordService.CurrentValues> current = records.currentValues(members);
    EtalonId chosen = winner != null ? winner : Groups.oldest(current);
    List<EtalonId> losers = members.stream().filter(m -> !m.equals(chosen)).toList();
    labels.confirmed(row.entityName(), List.copyOf(members), current, user.userName());
    RecordMerges.MergeResult result =
        merges.merge(
            new MergeRequests.Merge(row.entityName(), chosen, losers, confirmation.picks()), user);
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
    List<ClusterRepository.PairRow> pairs = clusters.pairs(clusterId);
    visibility.requireAll(clusterId, pairs, row.entityName(), user);
    Set<EtalonId> members = ClusterVisibility.members(pairs);
    List<EtalonId> out = leaving.isEmpty() ? List.copyOf(members) : leaving;
    for (EtalonId id : out) {
      if (!members.contains(id)) {
        throw new PlatformException(MatchingErrors.MATCHING_RECORD_NOT_IN_CLUSTER, id, clusterId);
      }
    }
    clusters.lockEntity(row.entityName());
    labels.rejected(row.entityName(), out, List.copyOf(members), user.userName());
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
