package org.platform.mdm.matching;

import java.util.function.Supplier;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * A value kept for the current transaction and gone when it ends (each transaction, a suspended one
 * included, has its own). Outside a transaction every call answers a new value.
 */
final class TransactionLocal {

  private TransactionLocal() {}

  /** The current transaction's value under {@code key}, made by {@code create} on first use. */
  @SuppressWarnings("unchecked")
  static <T> T value(Object key, Supplier<T> create) {
    if (!TransactionSynchronizationManager.isSynchronizationActive()) {
      return create.get();
    }
    T value = (T) TransactionSynchronizationManager.getResource(key);
    if (value == null) {
      T created = create.get();
      TransactionSynchronizationManager.bindResource(key, created);
      TransactionSynchronizationManager.registerSynchronization(
          new TransactionSynchronization() {
            @Override
            public void afterCompletion(int status) {
              TransactionSynchronizationManager.unbindResourceIfPossible(key);
            }
          });
      value = created;
    }
    return value;
  }
}
