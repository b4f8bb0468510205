package org.platform.mdm.core;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The users of recently seen tokens, each kept for one second: a client that sends many requests
 * costs one look-up a second instead of one a request. A change of users, roles or tokens on this
 * node empties it when its transaction commits; another node's change is seen within the second.
 */
@Component
class PrincipalCache {

  private static final long TTL_NANOS = 1_000_000_000L;
  private static final int MAX_ENTRIES = 10_000;

  private record Entry(Optional<PlatformUser> user, long loadedAt) {}

  private final ConcurrentHashMap<String, Entry> entries = new ConcurrentHashMap<>();
  private final AtomicLong generation = new AtomicLong();

  /** The cached user of the key, or the loaded one (kept unless a change came meanwhile). */
  Optional<PlatformUser> get(String key, Supplier<Optional<PlatformUser>> load) {
    long now = System.nanoTime();
    Entry entry = entries.get(key);
    if (entry != null && now - entry.loadedAt() < TTL_NANOS) {
      return entry.user();
    }
    long before = generation.get();
    Optional<PlatformUser> user = load.get();
    if (entries.size() >= MAX_ENTRIES) {
      entries.clear();
    }
    if (generation.get() == before) {
      entries.put(key, new Entry(user, now));
    }
    return user;
  }

  /** Forgets every user now and again when the current transaction (if any) commits. */
  void clear() {
    clearNow();
    if (TransactionSynchronizationManager.isSynchronizationActive()) {
      TransactionSynchronizationManager.registerSynchronization(
          new TransactionSynchronization() {
            @Override
            public void afterCommit() {
              clearNow();
            }
          });
    }
  }

  private void clearNow() {
    generation.incrementAndGet();
    entries.clear();
  }
}
