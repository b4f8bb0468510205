package org.platform.mdm.system;

import java.time.Duration;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * A value made from the latest published revision of something (a model), kept while that revision
 * stays the latest. Whether another node published a newer one is asked at most every {@link
 * #RECHECK}; {@link #recheck} makes this node's own publication seen at once.
 *
 * @param <T> the value
 */
public final class RevisionCache<T> {

  /** How stale a node's view may be when another node publishes a revision. */
  public static final Duration RECHECK = Duration.ofSeconds(1);

  private record Known<T>(long revision, T value) {}

  private final LongSupplier latest;
  private final Supplier<T> read;
  private final long recheckNanos;
  private volatile Known<T> known;
  private volatile long checkedAt;

  /**
   * @param latest the latest revision, or any number each publication changes (cheap to ask)
   * @param read the value of the latest revision, read when that number changed
   */
  public RevisionCache(LongSupplier latest, Supplier<T> read) {
    this(latest, read, RECHECK);
  }

  /** With another staleness than {@link #RECHECK} (a test's, which a slow machine cannot pass). */
  RevisionCache(LongSupplier latest, Supplier<T> read, Duration recheck) {
    this.latest = latest;
    this.read = read;
    this.recheckNanos = recheck.toNanos();
  }

  /** The value of the latest revision, at most {@link #RECHECK} old. */
  public T get() {
    long now = System.nanoTime();
    Known<T> current = known;
    if (current != null && now - checkedAt < recheckNanos) {
      return current.value();
    }
    long revision = latest.getAsLong();
    if (current == null || current.revision() != revision) {
      current = new Known<>(revision, read.get());
      known = current;
    }
    checkedAt = now;
    return current.value();
  }

  /**
   * Makes the next {@link #get} ask for the latest revision, now and again once the current
   * transaction (which published one) commits.
   */
  public void recheck() {
    TransactionLocal.nowAndAfterCommit(() -> checkedAt = System.nanoTime() - recheckNanos);
  }
}
