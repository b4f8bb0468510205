package org.platform.mdm.notifications;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.IntegrationTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Relays on several nodes share the outbox by buckets: a bucket one relay holds is skipped by the
 * others, so one record's notifications are never sent by two relays at once (their order holds).
 */
@IntegrationTest
class RelayBucketsTest {

  @Autowired NotificationRepository outbox;
  @Autowired TransactionTemplate transactions;

  @Test
  void twoRelaysClaimDisjointBucketsAndTogetherAllOfThem() throws Exception {
    CountDownLatch bothClaimed = new CountDownLatch(2);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<List<Integer>>> claims =
          List.of(
              pool.submit(() -> claimAndHold(40, bothClaimed)),
              pool.submit(() -> claimAndHold(40, bothClaimed)));
      List<Integer> first = claims.get(0).get(30, TimeUnit.SECONDS);
      List<Integer> second = claims.get(1).get(30, TimeUnit.SECONDS);

      Set<Integer> overlap = new HashSet<>(first);
      overlap.retainAll(second);
      assertThat(overlap).as("a bucket held by one relay is skipped by the other").isEmpty();
      Set<Integer> all = new HashSet<>(first);
      all.addAll(second);
      assertThat(all).hasSize(NotificationRepository.BUCKETS);
    } finally {
      pool.shutdown();
    }
  }

  /** Claims buckets and keeps the transaction open until the other relay has claimed too. */
  private List<Integer> claimAndHold(int count, CountDownLatch bothClaimed) {
    return transactions.execute(
        s -> {
          List<Integer> claimed = outbox.claimBuckets(count);
          bothClaimed.countDown();
          try {
            bothClaimed.await(20, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return claimed;
        });
  }
}
