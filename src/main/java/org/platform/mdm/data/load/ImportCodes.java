package org.platform.mdm.data.load;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.LookupCodes;
import tools.jackson.databind.JsonNode;

/**
 * LookupLink codes as one import sees them. The codes of reference-set records accepted in the last
 * few batches count as present (their batches may not be written yet: checking runs ahead of
 * writing), and codes once found in the database are not looked up again (up to a bound, so that
 * memory stays small however large the file).
 */
final class ImportCodes implements LookupCodes {

  private static final int MAX_FOUND = 100_000;

  private final LookupCodes database;
  private final int batchesKept;
  private final Deque<Map<String, Set<String>>> recent = new ArrayDeque<>();
  private final Map<String, Set<String>> found = new HashMap<>();
  private int foundCount;

  /**
   * @param batchesKept how many batches' own codes to keep: at least as many as may be checked but
   *     not yet written
   */
  ImportCodes(LookupCodes database, int batchesKept) {
    this.database = database;
    this.batchesKept = batchesKept;
    recent.addLast(new HashMap<>());
  }

  @Override
  public Set<String> missing(String referenceSet, Set<String> codes) {
    Set<String> ask = new HashSet<>();
    for (String code : codes) {
      if (!known(referenceSet, code)) {
        ask.add(code);
      }
    }
    if (ask.isEmpty()) {
      return Set.of();
    }
    Set<String> missing = database.missing(referenceSet, ask);
    for (String code : ask) {
      if (!missing.contains(code) && foundCount < MAX_FOUND) {
        found.computeIfAbsent(referenceSet, k -> new HashSet<>()).add(code);
        foundCount++;
      }
    }
    return missing;
  }

  /** An accepted line: when it is a reference-set record, its code counts as present from now. */
  void loaded(EntityModel entity, Map<String, JsonNode> values) {
    if (entity.codeAttribute() == null) {
      return;
    }
    JsonNode code = values.get(entity.codeAttribute());
    if (code != null && !code.isNull()) {
      recent.getLast().computeIfAbsent(entity.name(), k -> new HashSet<>()).add(code.asString());
    }
  }

  /** A batch is complete: the codes of batches long written are in the database by now. */
  void nextBatch() {
    recent.addLast(new HashMap<>());
    while (recent.size() > batchesKept) {
      recent.removeFirst();
    }
  }

  private boolean known(String referenceSet, String code) {
    if (found.getOrDefault(referenceSet, Set.of()).contains(code)) {
      return true;
    }
    for (Map<String, Set<String>> batch : recent) {
      if (batch.getOrDefault(referenceSet, Set.of()).contains(code)) {
        return true;
      }
    }
    return false;
  }
}
