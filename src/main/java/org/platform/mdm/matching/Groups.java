package org.platform.mdm.matching;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.data.EtalonId;

/** Records connected by pairs (union-find): the groups clusters and AUTO_MERGE merges are. */
final class Groups {

  private final Map<EtalonId, EtalonId> parent = new HashMap<>();
  private final Set<EtalonId> seen = new LinkedHashSet<>();

  /** Connects two records. */
  void join(EtalonId a, EtalonId b) {
    seen.add(a);
    seen.add(b);
    EtalonId ra = root(a);
    EtalonId rb = root(b);
    if (!ra.equals(rb)) {
      parent.put(rb, ra);
    }
  }

  boolean isEmpty() {
    return seen.isEmpty();
  }

  Set<EtalonId> members() {
    return seen;
  }

  /** The groups, the group of the first record joined first. */
  List<Set<EtalonId>> all() {
    Map<EtalonId, Set<EtalonId>> groups = new LinkedHashMap<>();
    for (EtalonId id : seen) {
      groups.computeIfAbsent(root(id), k -> new LinkedHashSet<>()).add(id);
    }
    return new ArrayList<>(groups.values());
  }

  private EtalonId root(EtalonId id) {
    EtalonId r = id;
    while (parent.containsKey(r)) {
      r = parent.get(r);
    }
    return r;
  }
}
