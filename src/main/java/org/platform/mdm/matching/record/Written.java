package org.platform.mdm.matching.record;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.system.TransactionLocal;
import tools.jackson.databind.JsonNode;

/**
 * The values and keys a single record's store computed in the current transaction, for the match at
 * the end of the same write (which then reads nothing again). Gone when the transaction ends.
 */
record Written(boolean created, Map<String, JsonNode> values, Set<Long> keys) {

  private static final Object KEY = Written.class;

  static void keep(
      EtalonId etalonId, boolean created, Map<String, JsonNode> values, Set<Long> keys) {
    if (!TransactionLocal.active()) {
      return;
    }
    byEtalon()
        .merge(
            etalonId,
            new Written(created, values, keys),
            // A record created and then stored again in one transaction stays created.
            (was, now) -> new Written(was.created() || now.created(), now.values(), now.keys()));
  }

  static Written of(EtalonId etalonId) {
    if (!TransactionLocal.active()) {
      return null;
    }
    return byEtalon().get(etalonId);
  }

  private static Map<EtalonId, Written> byEtalon() {
    return TransactionLocal.value(KEY, HashMap::new);
  }
}
