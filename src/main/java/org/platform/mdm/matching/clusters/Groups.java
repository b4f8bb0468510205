package org.platform.mdm.matching.clusters;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;

/** Records connected by pairs (union-find): the groups clusters and AUTO_MERGE merges are. */
public final class Groups {

  private final Map<EtalonId, EtalonId> parent = new HashMap<>();
  private final Set<EtalonId> seen = new LinkedHashSet<>();

  /** Connects two records. */
  public void join(EtalonId a, EtalonId b) {
    seen.add(a);
    seen.add(b);
    EtalonId ra = root(a);
    EtalonId rb = root(b);
    if (!ra.equals(rb)) {
      parent.put(rb, ra);
    }
  }

  public boolean isEmpty() {
    return seen.isEmpty();
  }

  public Set<EtalonId> members() {
    return seen;
  }

  /** The groups, the group of the first record joined first. */
  public List<Set<EtalonId>> all() {
    Map<EtalonId, Set<EtalonId>> groups = new LinkedHashMap<>();
    for (EtalonId id : seen) {
      groups.computeIfAbsent(root(id), k -> new LinkedHashSet<>()).add(id);
    }
    return new ArrayList<>(groups.values());
  }

  /** The record standing for the group of a record (a record never joined stands for itself). */
  public EtalonId root(EtalonId id) {
    EtalonId r = id;
    while (parent.containsKey(r)) {
      r = parent.get(r);
    }
    return r;
  }

  /** The record a group merges into: the oldest one (the first created; ties by id). */
  public static EtalonId oldest(Map<EtalonId, RecordService.CurrentValues> group) {
    return group.entrySet().stream()
        .min(
            Comparator.comparing(
                    (Map.Entry<EtalonId, RecordService.CurrentValues> e) ->
                        e.getValue().createDate())
                .thenComparing(e -> e.getKey().value()))
        .orElseThrow()
        .getKey();
  }
}
