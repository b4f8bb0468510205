package org.platform.mdm.core;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The attributes every entity's security labels name, read at most once a second: search asks on
 * every write, and labels change a few times a year. A change of labels on this node is seen at
 * once (after its commit); another node's within the second. A document written meanwhile with the
 * labels before the change is judged as one written before the change was (see {@code
 * search.LabelledCount}): its count stays exact.
 */
@Component
class LabelAttributes {

  private static final long TTL_NANOS = 1_000_000_000L;

  private record Loaded(Map<String, List<String>> byEntity, long loadedAt) {}

  private final SecurityLabelRepository labels;
  private final AtomicLong generation = new AtomicLong();
  private volatile Loaded loaded;

  LabelAttributes(SecurityLabelRepository labels) {
    this.labels = labels;
  }

  /** The attributes of these entities' labels, sorted, by entity; one without labels left out. */
  Map<String, List<String>> of(Collection<String> entities) {
    long now = System.nanoTime();
    Loaded current = loaded;
    if (current == null || now - current.loadedAt() >= TTL_NANOS) {
      long before = generation.get();
      current = new Loaded(labels.attributesOfAll(), now);
      if (generation.get() == before) {
        loaded = current; // unless a change came meanwhile: the next call reads again
      }
    }
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (String entity : entities) {
      List<String> attributes = current.byEntity().get(entity);
      if (attributes != null) {
        out.put(entity, attributes);
      }
    }
    return out;
  }

  /** Forgets what was read now and again when the current transaction (if any) commits. */
  void forget() {
    forgetNow();
    if (TransactionSynchronizationManager.isSynchronizationActive()) {
      TransactionSynchronizationManager.registerSynchronization(
          new TransactionSynchronization() {
            @Override
            public void afterCommit() {
              forgetNow();
            }
          });
    }
  }

  private void forgetNow() {
    generation.incrementAndGet();
    loaded = null;
  }
}
