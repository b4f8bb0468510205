package org.platform.mdm.notifications;

import java.time.Duration;
import java.util.List;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SettingsCatalog;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/** The spec's notification settings, editable while the server runs, and the feed's retention. */
@Component
public class NotificationSettings implements SettingsCatalog {

  static final String PREFIX = NotificationErrors.MODULE_ID + ".notifications.";

  /** Loads the record into the body; the blocks below need it. */
  public static final SettingDefinition<Boolean> FETCH_RESULT = flag("fetchResult");

  /** With fetchResult: null attributes sent as null, arrays as []. */
  public static final SettingDefinition<Boolean> FETCH_EMPTY_ATTRIBUTES =
      flag("fetchEmptyAttributes");

  /** With fetchResult: the block incomingRelations. */
  public static final SettingDefinition<Boolean> FETCH_INCOMING_RELATIONS =
      flag("fetchIncomingRelations");

  /** How long notifications stay readable in the feed. */
  public static final SettingDefinition<Duration> RETENTION =
      SettingDefinition.builder(
              NotificationErrors.MODULE_ID,
              NotificationErrors.MODULE_ID + ".retention",
              SettingType.DURATION,
              Duration.ofDays(7))
          .editable()
          .build();

  /** Sends notifications to Kafka. */
  public static final SettingDefinition<Boolean> KAFKA_ENABLED =
      SettingDefinition.builder(
              NotificationErrors.MODULE_ID,
              NotificationErrors.MODULE_ID + ".kafka.enabled",
              SettingType.BOOLEAN,
              false)
          .editable()
          .build();

  /** The brokers, {@code host:port,host:port}. */
  public static final SettingDefinition<String> KAFKA_SERVERS =
      SettingDefinition.builder(
              NotificationErrors.MODULE_ID,
              NotificationErrors.MODULE_ID + ".kafka.bootstrap-servers",
              SettingType.STRING,
              "localhost:9092")
          .editable()
          .build();

  /** The topic notifications go to (the key of each message is the record's etalon id). */
  public static final SettingDefinition<String> KAFKA_TOPIC =
      SettingDefinition.builder(
              NotificationErrors.MODULE_ID,
              NotificationErrors.MODULE_ID + ".kafka.topic",
              SettingType.STRING,
              "platform-mdm-notifications")
          .editable()
          .build();

  /** A relay whose oldest undelivered notification is older than this shows as DOWN in health. */
  public static final SettingDefinition<Duration> STUCK_AFTER =
      SettingDefinition.builder(
              NotificationErrors.MODULE_ID,
              NotificationErrors.MODULE_ID + ".relay.stuck-after",
              SettingType.DURATION,
              Duration.ofMinutes(5))
          .editable()
          .build();

  /**
   * The wait before a webhook call is tried again; it doubles with each failure, up to 5 minutes.
   */
  public static final SettingDefinition<Duration> WEBHOOK_RETRY =
      SettingDefinition.builder(
              NotificationErrors.MODULE_ID,
              NotificationErrors.MODULE_ID + ".webhooks.retry.initial",
              SettingType.DURATION,
              Duration.ofSeconds(1))
          .editable()
          .build();

  /** Failed calls in a row after which a webhook subscription is paused. */
  public static final SettingDefinition<Integer> WEBHOOK_MAX_FAILURES =
      SettingDefinition.builder(
              NotificationErrors.MODULE_ID,
              NotificationErrors.MODULE_ID + ".webhooks.max-failures",
              SettingType.integerAtLeast(1),
              10)
          .editable()
          .build();

  private final Settings settings;

  NotificationSettings(@Lazy Settings settings) {
    this.settings = settings;
  }

  private static SettingDefinition<Boolean> flag(String name) {
    return SettingDefinition.builder(
            NotificationErrors.MODULE_ID, PREFIX + name, SettingType.BOOLEAN, false)
        .editable()
        .build();
  }

  @Override
  public List<SettingDefinition<?>> definitions() {
    return List.of(
        FETCH_RESULT,
        FETCH_EMPTY_ATTRIBUTES,
        FETCH_INCOMING_RELATIONS,
        RETENTION,
        KAFKA_ENABLED,
        KAFKA_SERVERS,
        KAFKA_TOPIC,
        STUCK_AFTER,
        WEBHOOK_RETRY,
        WEBHOOK_MAX_FAILURES);
  }

  boolean fetchResult() {
    return settings.get(FETCH_RESULT);
  }

  boolean fetchEmptyAttributes() {
    return settings.get(FETCH_EMPTY_ATTRIBUTES);
  }

  boolean fetchIncomingRelations() {
    return settings.get(FETCH_INCOMING_RELATIONS);
  }

  boolean kafkaEnabled() {
    return settings.get(KAFKA_ENABLED);
  }

  String kafkaServers() {
    return settings.get(KAFKA_SERVERS);
  }

  String kafkaTopic() {
    return settings.get(KAFKA_TOPIC);
  }

  Duration stuckAfter() {
    return settings.get(STUCK_AFTER);
  }

  Duration webhookRetry() {
    return settings.get(WEBHOOK_RETRY);
  }

  int webhookMaxFailures() {
    return settings.get(WEBHOOK_MAX_FAILURES);
  }

  Duration retention() {
    return settings.get(RETENTION);
  }
}
