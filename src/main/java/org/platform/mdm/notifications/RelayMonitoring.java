package org.platform.mdm.notifications;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.stereotype.Component;

/**
 * The relay as operators see it: the metrics {@code mdm.notifications.backlog} (notifications
 * waiting for Kafka) and {@code mdm.notifications.lag} (seconds the oldest has waited) in {@code
 * /actuator/metrics}, and the health component {@code notificationRelay}, DOWN when the oldest has
 * waited longer than {@code com.platform.mdm.notifications.relay.stuck-after}.
 */
@Component("notificationRelayHealthIndicator")
class RelayMonitoring implements HealthIndicator, MeterBinder {

  private final NotificationRepository outbox;
  private final NotificationRelay relay;
  private final NotificationSettings settings;
  private final Clock clock;

  RelayMonitoring(
      NotificationRepository outbox,
      NotificationRelay relay,
      NotificationSettings settings,
      Clock clock) {
    this.outbox = outbox;
    this.relay = relay;
    this.settings = settings;
    this.clock = clock;
  }

  @Override
  public void bindTo(MeterRegistry registry) {
    Gauge.builder("mdm.notifications.backlog", () -> backlog().count())
        .description("Notifications written but not yet acknowledged by Kafka")
        .register(registry);
    Gauge.builder("mdm.notifications.lag", () -> backlog().oldestSeconds())
        .description("Seconds the oldest undelivered notification has waited")
        .baseUnit("seconds")
        .register(registry);
  }

  @Override
  public Health health() {
    if (!settings.kafkaEnabled()) {
      return Health.up().withDetail("kafka", "off").build();
    }
    NotificationRepository.Backlog backlog = backlog();
    Duration stuckAfter = settings.stuckAfter();
    Health.Builder health =
        backlog.oldestSeconds() > stuckAfter.toSeconds() ? Health.down() : Health.up();
    health.withDetail("backlog", backlog.count()).withDetail("lagSeconds", backlog.oldestSeconds());
    OffsetDateTime failure = relay.lastFailure();
    if (failure != null) {
      health.withDetail("failingSince", failure.toString());
    }
    return health.build();
  }

  private NotificationRepository.Backlog backlog() {
    return outbox.backlog(OffsetDateTime.now(clock));
  }
}
