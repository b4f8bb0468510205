package org.platform.mdm.core.web;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.core.ResourceRights;
import org.platform.mdm.core.Right;

/**
 * Rights on one resource on the wire: {@code {"resource": "USER_MANAGEMENT", "rights": ["READ"]}}.
 */
record RightsRO(String resource, List<String> rights) {

  static List<RightsRO> of(Map<String, Set<Right>> rights) {
    return rights.entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .map(e -> new RightsRO(e.getKey(), names(e.getValue())))
        .toList();
  }

  static List<RightsRO> of(Collection<ResourceRights> rights) {
    return rights.stream().map(r -> new RightsRO(r.resource(), names(r.rights()))).toList();
  }

  private static List<String> names(Set<Right> rights) {
    return rights.stream().sorted().map(Right::name).toList();
  }
}
