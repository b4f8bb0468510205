package org.platform.mdm.system;

import java.util.function.Consumer;
import java.util.function.Supplier;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Values kept for the current transaction and gone when it ends (each transaction, a suspended one
 * included, has its own), and actions run when it commits. The one place the modules bind things to
 * a transaction, so that every such value is unbound on rollback as on commit.
 */
public final class TransactionLocal {

  private TransactionLocal() {}

  /** Whether a transaction with synchronisation is running on this thread. */
  public static boolean active() {
    return TransactionSynchronizationManager.isSynchronizationActive();
  }

  /**
   * The current transaction's value under {@code key}, made by {@code create} on first use; outside
   * a transaction a new value each call.
   */
  public static <T> T value(Object key, Supplier<T> create) {
    return bound(key, create, null);
  }

  /**
   * As {@link #value(Object, Supplier)}, and {@code beforeCommit} is given the value just before
   * the transaction commits (after it is unbound, so that what it does starts a value of its own).
   * Outside a transaction the caller acts at once: this answers null.
   */
  public static <T> T collected(Object key, Supplier<T> create, Consumer<T> beforeCommit) {
    if (!active()) {
      return null;
    }
    return bound(key, create, beforeCommit);
  }

  /** The current transaction's value under {@code key}, or null. */
  @SuppressWarnings("unchecked")
  public static <T> T current(Object key) {
    return active() ? (T) TransactionSynchronizationManager.getResource(key) : null;
  }

  /** Marks the current transaction (nothing outside one). */
  public static void mark(Object key) {
    if (active()) {
      bound(key, () -> Boolean.TRUE, null);
    }
  }

  /** Whether the current transaction carries the mark. */
  public static boolean marked(Object key) {
    return current(key) != null;
  }

  /** Runs the action when the current transaction commits, or now without one. */
  public static void afterCommit(Runnable action) {
    if (!active()) {
      action.run();
      return;
    }
    TransactionSynchronizationManager.registerSynchronization(
        new TransactionSynchronization() {
          @Override
          public void afterCommit() {
            action.run();
          }
        });
  }

  /** Runs the action now and again when the current transaction (if any) commits. */
  public static void nowAndAfterCommit(Runnable action) {
    action.run();
    if (active()) {
      afterCommit(action);
    }
  }

  @SuppressWarnings("unchecked")
  private static <T> T bound(Object key, Supplier<T> create, Consumer<T> beforeCommit) {
    if (!active()) {
      return create.get();
    }
    T value = (T) TransactionSynchronizationManager.getResource(key);
    if (value != null) {
      return value;
    }
    T created = create.get();
    TransactionSynchronizationManager.bindResource(key, created);
    TransactionSynchronizationManager.registerSynchronization(
        new TransactionSynchronization() {
          @Override
          public void beforeCommit(boolean readOnly) {
            if (beforeCommit != null) {
              TransactionSynchronizationManager.unbindResourceIfPossible(key);
              beforeCommit.accept(created);
            }
          }

          @Override
          public void afterCompletion(int status) {
            TransactionSynchronizationManager.unbindResourceIfPossible(key);
          }
        });
    return created;
  }
}
