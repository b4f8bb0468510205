package org.platform.mdm.system;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Values read from the database kept for a short time, by key: a caller that asks many times a
 * second costs one read a period. {@link #forget()} drops them now and again when the current
 * transaction commits, so that a change on this node is seen at once after its commit (another
 * node's within the period). A value loaded while a change was made is not kept.
 */
public final class RecentValues<K, V> {

  private record Entry<V>(V value, long loadedAt) {}

  private final long ttlNanos;
  private final int maxEntries;
  private final ConcurrentHashMap<K, Entry<V>> entries = new ConcurrentHashMap<>();
  private final AtomicLong generation = new AtomicLong();

  public RecentValues(Duration ttl, int maxEntries) {
    this.ttlNanos = ttl.toNanos();
    this.maxEntries = maxEntries;
  }

  /** The kept value of the key, or the one {@code load} reads (kept unless a change came). */
  public V get(K key, Supplier<V> load) {
    long now = System.nanoTime();
    Entry<V> entry = entries.get(key);
    if (entry != null && now - entry.loadedAt() < ttlNanos) {
      return entry.value();
    }
    long before = generation.get();
    V value = load.get();
    if (entries.size() >= maxEntries) {
      entries.clear();
    }
    if (generation.get() == before) {
      entries.put(key, new Entry<>(value, now));
    }
    return value;
  }

  /** Forgets every value now and again when the current transaction (if any) commits. */
  public void forget() {
    TransactionLocal.nowAndAfterCommit(this::forgetNow);
  }

  private void forgetNow() {
    generation.incrementAndGet();
    entries.clear();
  }
}
