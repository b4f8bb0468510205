package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionSynchronizationUtils;

class TransactionLocalTest {

  private static final Object KEY = new Object();

  @AfterEach
  void endTransaction() {
    if (TransactionSynchronizationManager.isSynchronizationActive()) {
      TransactionSynchronizationManager.clearSynchronization();
    }
  }

  private static void begin() {
    TransactionSynchronizationManager.initSynchronization();
  }

  /** What a transaction manager does on commit: before, after and completion, then the end. */
  private static void commit() {
    TransactionSynchronizationUtils.triggerBeforeCommit(false);
    List<TransactionSynchronization> all = TransactionSynchronizationManager.getSynchronizations();
    TransactionSynchronizationUtils.invokeAfterCommit(all);
    TransactionSynchronizationUtils.invokeAfterCompletion(
        all, TransactionSynchronization.STATUS_COMMITTED);
    TransactionSynchronizationManager.clearSynchronization();
  }

  private static void rollback() {
    List<TransactionSynchronization> all = TransactionSynchronizationManager.getSynchronizations();
    TransactionSynchronizationUtils.invokeAfterCompletion(
        all, TransactionSynchronization.STATUS_ROLLED_BACK);
    TransactionSynchronizationManager.clearSynchronization();
  }

  @Test
  void aValueIsMadeOncePerTransactionAndGoneWhenItEnds() {
    begin();
    List<String> first = TransactionLocal.value(KEY, ArrayList::new);
    first.add("a");
    assertThat(TransactionLocal.<List<String>>value(KEY, ArrayList::new)).containsExactly("a");
    assertThat(TransactionLocal.<List<String>>current(KEY)).isSameAs(first);
    rollback();

    assertThat(TransactionSynchronizationManager.hasResource(KEY)).isFalse();
    begin();
    assertThat(TransactionLocal.<List<String>>value(KEY, ArrayList::new)).isEmpty();
    commit();
    assertThat(TransactionSynchronizationManager.hasResource(KEY)).isFalse();
  }

  @Test
  void outsideATransactionEveryCallHasANewValueAndNothingIsCollected() {
    List<String> one = TransactionLocal.value(KEY, ArrayList::new);
    assertThat(TransactionLocal.<List<String>>value(KEY, ArrayList::new)).isNotSameAs(one);
    assertThat(TransactionLocal.<List<String>>current(KEY)).isNull();
    List<String> none = TransactionLocal.collected(KEY, ArrayList::new, v -> {});
    assertThat(none).isNull();
    TransactionLocal.mark(KEY);
    assertThat(TransactionLocal.marked(KEY)).isFalse();
  }

  @Test
  void whatIsCollectedIsHandedOverOnceBeforeTheCommitAndNeverOnRollback() {
    List<List<String>> handed = new ArrayList<>();
    begin();
    TransactionLocal.<List<String>>collected(KEY, ArrayList::new, handed::add).add("a");
    TransactionLocal.<List<String>>collected(KEY, ArrayList::new, handed::add).add("b");
    assertThat(handed).isEmpty();
    commit();
    assertThat(handed).containsExactly(List.of("a", "b"));

    begin();
    TransactionLocal.<List<String>>collected(KEY, ArrayList::new, handed::add).add("c");
    rollback();
    assertThat(handed).hasSize(1);
  }

  @Test
  void aMarkLastsItsTransactionOnly() {
    begin();
    assertThat(TransactionLocal.marked(KEY)).isFalse();
    TransactionLocal.mark(KEY);
    assertThat(TransactionLocal.marked(KEY)).isTrue();
    commit();
    begin();
    assertThat(TransactionLocal.marked(KEY)).isFalse();
  }

  @Test
  void anAfterCommitActionRunsOnCommitOnlyOrAtOnceWithoutATransaction() {
    AtomicInteger runs = new AtomicInteger();
    TransactionLocal.afterCommit(runs::incrementAndGet);
    assertThat(runs).hasValue(1);

    begin();
    TransactionLocal.afterCommit(runs::incrementAndGet);
    assertThat(runs).hasValue(1);
    rollback();
    assertThat(runs).hasValue(1);

    begin();
    TransactionLocal.afterCommit(runs::incrementAndGet);
    commit();
    assertThat(runs).hasValue(2);
  }

  @Test
  void aValueReadBeforeAChangeCommittedIsForgottenAtTheCommit() {
    RecentValues<String, String> values = new RecentValues<>(Duration.ofMinutes(1), 10);
    values.get("k", () -> "old");

    begin();
    values.forget(); // the change, not yet committed
    // another thread reads meanwhile and still sees the old value
    assertThat(values.get("k", () -> "old, read again")).isEqualTo("old, read again");
    commit();

    assertThat(values.get("k", () -> "new")).isEqualTo("new");
    assertThat(values.get("k", () -> "not read")).isEqualTo("new");
  }
}
