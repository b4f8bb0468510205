package org.platform.mdm.dg.catalog;

import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Which assets a user may read: those of the asset types it holds READ on (all for a user with full
 * access), and of a type its security labels restrict, those the labels admit.
 *
 * @param types the asset types the user may read; null: every type
 * @param labelled of each type the user's labels restrict, the SQL condition that the asset whose
 *     etalon id is in the given column is admitted (made by the data module)
 */
record Readable(List<String> types, Map<String, UnaryOperator<String>> labelled) {

  Readable {
    types = types == null ? null : List.copyOf(types);
    labelled = Map.copyOf(labelled);
  }

  /** Every asset. */
  static final Readable ALL = new Readable(null, Map.of());
}
