package org.platform.mdm.dq.result;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.system.TransactionLocal;

/**
 * The RED errors of the golden-record phase each record got in the current transaction and did not
 * have before it, for the upsert pipeline's point to refuse the write with; forgotten when the
 * transaction ends.
 */
final class NewRedErrors {

  private static final Object KEY = NewRedErrors.class;

  private NewRedErrors() {}

  static void add(EtalonId etalonId, List<String> errors) {
    if (!TransactionLocal.active()) {
      return;
    }
    TransactionLocal.<Map<EtalonId, List<String>>>value(KEY, HashMap::new)
        .computeIfAbsent(etalonId, k -> new ArrayList<>())
        .addAll(errors);
  }

  /** The errors the record got in this transaction; empty when none. */
  static List<String> of(EtalonId etalonId) {
    Map<EtalonId, List<String>> bound = TransactionLocal.current(KEY);
    return bound == null ? List.of() : bound.getOrDefault(etalonId, List.of());
  }
}
