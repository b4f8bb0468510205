package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.setting.RuntimeValueStore;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The run-time value cache of {@link Settings} on the node that makes a change: the change is seen
 * as soon as it commits, even when another thread read the table while it was not yet committed.
 */
class SettingsCacheTest {

  private static final SettingDefinition<Duration> TTL =
      SettingDefinition.builder("test", "test.ttl", SettingType.DURATION, Duration.ofMinutes(30))
          .editable()
          .build();

  /** The table: what other transactions see, and what the open one wrote. */
  private final Map<String, String> committed = new HashMap<>();

  private final Map<String, String> pending = new HashMap<>();

  /** Reads the values another transaction sees; writes only into the open transaction. */
  private final RuntimeValueStore store =
      new RuntimeValueStore(null) {
        @Override
        public Map<String, String> all() {
          return new HashMap<>(committed);
        }

        @Override
        public void put(String name, String value, String user) {
          pending.put(name, value);
        }
      };

  @AfterEach
  void endTransaction() {
    if (TransactionSynchronizationManager.isSynchronizationActive()) {
      TransactionSynchronizationManager.clearSynchronization();
    }
  }

  @Test
  void aChangeIsSeenAtOnceWhenItCommitsThoughAnotherThreadReadTheOldValueMeanwhile() {
    Settings settings =
        new Settings(
            List.of(() -> List.of(TTL)),
            new StandardEnvironment(),
            store,
            event -> {},
            new PlatformKey(new StandardEnvironment()));
    assertThat(settings.get(TTL)).isEqualTo(Duration.ofMinutes(30));

    TransactionSynchronizationManager.initSynchronization();
    settings.update(Map.of("test.ttl", "PT1H"), "admin");
    // A scheduled job on another thread reads a setting before the change commits.
    assertThat(settings.get(TTL)).isEqualTo(Duration.ofMinutes(30));
    commit();

    assertThat(settings.get(TTL)).isEqualTo(Duration.ofHours(1));
    assertThat(settings.list())
        .singleElement()
        .satisfies(
            v -> {
              assertThat(v.value()).isEqualTo("PT1H");
              assertThat(v.source()).isEqualTo(SettingSource.RUNTIME);
            });
  }

  private void commit() {
    committed.putAll(pending);
    pending.clear();
    List<TransactionSynchronization> synchronizations =
        TransactionSynchronizationManager.getSynchronizations();
    TransactionSynchronizationManager.clearSynchronization();
    synchronizations.forEach(s -> s.afterCompletion(TransactionSynchronization.STATUS_COMMITTED));
  }
}
