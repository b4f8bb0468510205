package org.platform.mdm.notifications;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.platform.mdm.system.TransactionLocal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Delivers the outbox to Kafka: at least once, in order per record, on any number of nodes. Each
 * round claims the buckets of records no other relay holds (all of them, on a single node), sends
 * their pending notifications oldest first, waits for the broker's acknowledgement and marks them
 * sent, in one transaction; a failure rolls the round back, so those notifications go again, in
 * order, once the broker is back. A commit that wrote notifications wakes an idle relay; after a
 * round that was not full the relay waits 50 ms, so that a busy server's commits share rounds (each
 * round locks the buckets and waits for the broker); idle, it looks every 200 ms; while deliveries
 * fail it backs off up to 5 s.
 */
@Component
class NotificationRelay implements SmartLifecycle {

  static final int BUCKETS_PER_ROUND = NotificationRepository.BUCKETS;
  static final int BATCH = 1000;
  private static final long IDLE_MILLIS = 200;
  private static final long GATHER_MILLIS = 50;
  private static final long MAX_BACKOFF_MILLIS = 5_000;
  private static final Logger log = LoggerFactory.getLogger(NotificationRelay.class);

  private final NotificationRepository outbox;
  private final KafkaTransport kafka;
  private final NotificationSettings settings;
  private final TransactionTemplate transactions;
  private final Clock clock;
  private final Semaphore wake = new Semaphore(0);
  private volatile Thread thread;
  private volatile boolean running;
  private volatile OffsetDateTime lastFailure;

  NotificationRelay(
      NotificationRepository outbox,
      KafkaTransport kafka,
      NotificationSettings settings,
      TransactionTemplate transactions,
      Clock clock) {
    this.outbox = outbox;
    this.kafka = kafka;
    this.settings = settings;
    this.transactions = transactions;
    this.clock = clock;
  }

  /** Wakes the relay when the current transaction commits (at once without one). */
  void wakeAfterCommit() {
    TransactionLocal.afterCommit(wake::release);
  }

  @Override
  public void start() {
    running = true;
    thread = new Thread(this::loop, "notification-relay");
    thread.setDaemon(true);
    thread.start();
  }

  @Override
  public void stop() {
    running = false;
    Thread t = thread;
    if (t != null) {
      t.interrupt();
      try {
        t.join(10_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    kafka.close();
  }

  @Override
  public boolean isRunning() {
    return running;
  }

  /** When the last delivery failed; null after a success. */
  OffsetDateTime lastFailure() {
    return lastFailure;
  }

  private void loop() {
    long backoff = 0;
    while (running) {
      try {
        int sent = settings.kafkaEnabled() ? round() : 0;
        lastFailure = null;
        backoff = 0;
        if (sent < BATCH) {
          if (sent == 0) {
            idle(IDLE_MILLIS);
          }
          // Let the commits of the next few milliseconds join the next round.
          Thread.sleep(GATHER_MILLIS);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (Exception e) {
        if (!running) {
          return;
        }
        if (lastFailure == null) {
          log.warn(
              "Notifications could not be delivered to Kafka; they wait in the outbox: {}",
              e.toString());
        }
        lastFailure = OffsetDateTime.now(clock);
        backoff = Math.min(MAX_BACKOFF_MILLIS, backoff == 0 ? 100 : backoff * 2);
        try {
          Thread.sleep(backoff);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  private void idle(long millis) throws InterruptedException {
    if (wake.tryAcquire(millis, TimeUnit.MILLISECONDS)) {
      wake.drainPermits();
    }
  }

  /** One round: answers how many notifications it sent. */
  private int round() {
    Integer sent =
        transactions.execute(
            status -> {
              List<Integer> buckets = outbox.claimBuckets(BUCKETS_PER_ROUND);
              if (buckets.isEmpty()) {
                return 0;
              }
              List<NotificationRepository.Pending> batch = outbox.pending(buckets, BATCH);
              if (batch.isEmpty()) {
                return 0;
              }
              try {
                kafka.send(batch);
              } catch (RuntimeException e) {
                throw e;
              } catch (Exception e) {
                throw new IllegalStateException(e.getMessage(), e);
              }
              outbox.markSent(batch.stream().map(NotificationRepository.Pending::id).toList());
              return batch.size();
            });
    return sent == null ? 0 : sent;
  }
}
