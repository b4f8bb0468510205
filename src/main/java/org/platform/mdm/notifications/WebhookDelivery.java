package org.platform.mdm.notifications;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * Calls the webhooks: each subscription receives, one call per notification and in feed order, the
 * notifications after the last one it got. A call carries the body and the header {@code
 * X-Platform-Signature: sha256=<hex HMAC-SHA256 of the body with the subscription's secret>}; a 2xx
 * answer moves the subscription on. A failure is tried again after a wait that doubles each time
 * (from {@code …webhooks.retry.initial}, up to 5 minutes); after {@code …webhooks.max-failures}
 * failures in a row the subscription is PAUSED until resumed. Each round locks the subscription it
 * serves, so several nodes never call one subscription at once.
 */
@Component
class WebhookDelivery implements SmartLifecycle {

  static final String SIGNATURE = "X-Platform-Signature";
  static final String NOTIFICATION_ID = "X-Platform-Notification-Id";
  static final int BATCH = 100;
  static final int SUBSCRIPTIONS_PER_ROUND = 20;
  private static final Duration MAX_WAIT = Duration.ofMinutes(5);
  private static final long IDLE_MILLIS = 200;
  private static final Logger log = LoggerFactory.getLogger(WebhookDelivery.class);

  private final WebhookRepository subscriptions;
  private final NotificationRepository outbox;
  private final NotificationSettings settings;
  private final TransactionTemplate transactions;
  private final JsonMapper json;
  private final Clock clock;
  private final HttpClient http =
      HttpClient.newBuilder()
          .connectTimeout(Duration.ofSeconds(5))
          .version(HttpClient.Version.HTTP_1_1)
          .build();
  private volatile boolean running;
  private volatile Thread thread;

  WebhookDelivery(
      WebhookRepository subscriptions,
      NotificationRepository outbox,
      NotificationSettings settings,
      TransactionTemplate transactions,
      JsonMapper json,
      Clock clock) {
    this.subscriptions = subscriptions;
    this.outbox = outbox;
    this.settings = settings;
    this.transactions = transactions;
    this.json = json;
    this.clock = clock;
  }

  @Override
  public void start() {
    running = true;
    thread = new Thread(this::loop, "webhook-delivery");
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
  }

  @Override
  public boolean isRunning() {
    return running;
  }

  private void loop() {
    while (running) {
      try {
        Boolean served = transactions.execute(s -> serveDue());
        if (!Boolean.TRUE.equals(served)) {
          Thread.sleep(IDLE_MILLIS);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (RuntimeException e) {
        if (!running) {
          return;
        }
        log.warn("Webhook delivery round failed: {}", e.toString());
        try {
          Thread.sleep(1_000);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  /** Serves the due subscriptions; true when one of them had more to deliver. */
  private boolean serveDue() {
    OffsetDateTime now = OffsetDateTime.now(clock);
    boolean more = false;
    for (WebhookRepository.Due due : subscriptions.claimDue(now, SUBSCRIPTIONS_PER_ROUND)) {
      more |= serve(due, now);
    }
    return more;
  }

  /** Delivers the next notifications to one subscription; true when it got some. */
  private boolean serve(WebhookRepository.Due due, OffsetDateTime now) {
    WebhookView s = due.view();
    NotificationRepository.Page page = outbox.after(s.lastId(), BATCH, s.entityNames(), s.types());
    long delivered = s.lastId();
    for (StoredNotification n : page.notifications()) {
      String failure = call(s.url(), due.secret(), n);
      if (failure != null) {
        fail(s, delivered, failure, now);
        return false;
      }
      delivered = n.id();
    }
    // Everything looked at was delivered or left out by the filters.
    boolean more = page.last() > s.lastId();
    if (more || s.failures() > 0) {
      subscriptions.progress(s.id(), page.last(), 0, null, "ACTIVE", now, now);
    }
    return more;
  }

  private void fail(WebhookView s, long delivered, String failure, OffsetDateTime now) {
    int failures = s.failures() + 1;
    boolean pause = failures >= settings.webhookMaxFailures();
    long factor = 1L << Math.min(20, failures - 1);
    Duration wait = settings.webhookRetry().multipliedBy(factor);
    if (wait.compareTo(MAX_WAIT) > 0) {
      wait = MAX_WAIT;
    }
    if (pause) {
      log.warn("Webhook {} paused after {} failed calls: {}", s.id(), failures, failure);
    }
    subscriptions.progress(
        s.id(), delivered, failures, failure, pause ? "PAUSED" : "ACTIVE", now.plus(wait), now);
  }

  /** Posts one notification; null when the receiver took it, else what went wrong. */
  private String call(String url, String secret, StoredNotification n) {
    String body = json.writeValueAsString(n.body());
    try {
      HttpResponse<Void> answer =
          http.send(
              HttpRequest.newBuilder(URI.create(url))
                  .timeout(Duration.ofSeconds(10))
                  .header("Content-Type", "application/json")
                  .header(SIGNATURE, "sha256=" + sign(secret, body))
                  .header(NOTIFICATION_ID, n.body().path("notificationId").asString())
                  .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                  .build(),
              HttpResponse.BodyHandlers.discarding());
      int status = answer.statusCode();
      return status >= 200 && status < 300 ? null : "HTTP " + status;
    } catch (java.io.IOException e) {
      return e.getClass().getSimpleName() + ": " + e.getMessage();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "interrupted";
    }
  }

  /** HMAC-SHA256 of the body with the secret, in lower-case hex. */
  static String sign(String secret, String body) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      return HexFormat.of().formatHex(mac.doFinal(body.getBytes(StandardCharsets.UTF_8)));
    } catch (java.security.GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is not available", e);
    }
  }
}
