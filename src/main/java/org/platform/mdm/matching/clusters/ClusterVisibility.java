package org.platform.mdm.matching.clusters;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.matching.MatchingErrors;
import org.platform.mdm.system.PlatformException;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * Which clusters and pairs a user may see: the registers it may read, and of a register its
 * security labels restrict, the pairs whose records it sees both of.
 */
@Component
class ClusterVisibility {

  private final RecordService records;

  ClusterVisibility(@Lazy RecordService records) {
    this.records = records;
  }

  /**
   * The condition that a cluster {@code c} holds a pair of records the user's security labels both
   * admit (of each restricted entity the list may show); null when nothing is hidden.
   */
  String condition(PlatformUser user, String entityName) {
    List<String> conditions = new ArrayList<>();
    if (entityName == null && !user.fullAccess()) {
      // Across registers: only those the user may read, so that the total counts what it lists.
      List<String> readable =
          user.rights().entrySet().stream()
              .filter(e -> e.getValue().contains(Right.READ))
              .map(e -> "'" + e.getKey().replace("'", "''") + "'")
              .sorted()
              .toList();
      conditions.add(
          readable.isEmpty() ? "false" : "c.entity_name in (" + String.join(", ", readable) + ")");
    }
    for (String entity : user.labels().entities()) {
      if (entityName != null && !entityName.equals(entity)) {
        continue;
      }
      String a = records.visibleCondition(user, entity, "p.etalon_a").orElseThrow();
      String b = records.visibleCondition(user, entity, "p.etalon_b").orElseThrow();
      conditions.add(
          "(c.entity_name <> '"
              + entity.replace("'", "''")
              + "' or exists (select 1 from matching_pairs p where p.cluster_id = c.cluster_id"
              + " and "
              + a
              + " and "
              + b
              + "))");
    }
    return conditions.isEmpty() ? null : String.join(" and ", conditions);
  }

  /** The pairs of the cluster whose records the user sees both. */
  List<ClusterRepository.PairRow> pairs(
      List<ClusterRepository.PairRow> pairs, String entityName, PlatformUser user) {
    Set<EtalonId> hidden = hidden(members(pairs), entityName, user);
    return pairs.stream().filter(p -> !hidden.contains(p.a()) && !hidden.contains(p.b())).toList();
  }

  private Set<EtalonId> hidden(Set<EtalonId> members, String entityName, PlatformUser user) {
    if (!user.labels().restricts(entityName)) {
      return Set.of();
    }
    Map<EtalonId, String> entities = new LinkedHashMap<>();
    members.forEach(m -> entities.put(m, entityName));
    return records.hiddenFrom(user, entities);
  }

  /**
   * A merge or a rejection touches every record of the cluster: the user must see them all. A
   * cluster the user sees no pair of is unknown to it (404), as in its reads.
   */
  void requireAll(
      UUID clusterId, List<ClusterRepository.PairRow> pairs, String entityName, PlatformUser user) {
    Set<EtalonId> hidden = hidden(members(pairs), entityName, user);
    if (hidden.isEmpty()) {
      return;
    }
    boolean anySeen =
        pairs.stream().anyMatch(p -> !hidden.contains(p.a()) && !hidden.contains(p.b()));
    throw anySeen
        ? new PlatformException(MatchingErrors.MATCHING_CLUSTER_PARTLY_HIDDEN, clusterId)
        : new PlatformException(MatchingErrors.MATCHING_CLUSTER_NOT_FOUND, clusterId);
  }

  static Set<EtalonId> members(List<ClusterRepository.PairRow> pairs) {
    Set<EtalonId> members = new LinkedHashSet<>();
    for (ClusterRepository.PairRow p : pairs) {
      members.add(p.a());
      members.add(p.b());
    }
    return members;
  }
}
