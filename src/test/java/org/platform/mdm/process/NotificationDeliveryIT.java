package org.platform.mdm.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;
import org.platform.mdm.testsupport.TestKafkaBroker;
import tools.jackson.databind.JsonNode;

/**
 * Notifications committed while the broker is down, then the server killed (kill -9) before it
 * could deliver them: the next start delivers every one, in order per record.
 */
class NotificationDeliveryIT {

  private static final String PASSWORD = "delivery-admin-password";

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path work;

  @Test
  void notificationsCommittedBeforeAKillAreDeliveredAfterTheRestart() throws Exception {
    String topic = "mdm-" + UUID.randomUUID();
    try (TestKafkaBroker broker = TestKafkaBroker.start()) {
      Map<String, String> env = new HashMap<>();
      env.put("PLATFORM_ADMIN_PASSWORD", PASSWORD);
      env.put("COM_PLATFORM_MDM_NOTIFICATIONS_KAFKA_ENABLED", "true");
      env.put("COM_PLATFORM_MDM_NOTIFICATIONS_KAFKA_BOOTSTRAP_SERVERS", broker.bootstrapServers());
      env.put("COM_PLATFORM_MDM_NOTIFICATIONS_KAFKA_TOPIC", topic);
      int records = 3;
      int writesEach = 4;
      try (ServerProcess first = ServerProcess.start(work, env)) {
        String admin = first.bearer("admin", PASSWORD);
        model(first, admin);
        broker.stop();
        for (int w = 0; w < writesEach; w++) {
          for (int k = 0; k < records; k++) {
            ServerProcess.Response r =
                first.post(
                    "/api/meta-data-driven/v1/data",
                    Map.of(
                        "entityName",
                        "Customer",
                        "sourceSystem",
                        "crm",
                        "externalId",
                        "K-" + k,
                        "attributes",
                        Map.of("name", "v" + w)),
                    admin);
            assertThat(r.status()).as(r.body()).isEqualTo(200);
          }
        }
        first.kill();
      }
      broker.up();
      try (ServerProcess second = ServerProcess.start(work, env)) {
        Map<String, List<Long>> sequences = consume(broker, topic, records * writesEach);
        assertThat(sequences).hasSize(records);
        sequences.forEach((key, list) -> assertThat(list).as(key).containsExactly(1L, 2L, 3L, 4L));
        second.stop();
      }
    }
  }

  private static void model(ServerProcess server, String admin) {
    assertThat(
            server
                .post(
                    "/api/v2/meta/model/source-systems/save",
                    Map.of("sourceSystem", Map.of("name", "crm", "weight", 50)),
                    admin)
                .status())
        .isEqualTo(200);
    assertThat(
            server
                .post(
                    "/api/v2/meta/model/entities/save",
                    Map.of(
                        "entity",
                        Map.of(
                            "name",
                            "Customer",
                            "attributes",
                            List.of(Map.of("name", "name", "type", "String")))),
                    admin)
                .status())
        .isEqualTo(200);
  }

  /** Each record's sequences, first occurrences only, in arrival order. */
  private static Map<String, List<Long>> consume(TestKafkaBroker broker, String topic, int count) {
    Map<String, Object> config = new HashMap<>();
    config.put("bootstrap.servers", broker.bootstrapServers());
    config.put("group.id", "it-" + UUID.randomUUID());
    config.put("auto.offset.reset", "earliest");
    Map<String, List<Long>> sequences = new LinkedHashMap<>();
    Set<String> seen = new HashSet<>();
    try (KafkaConsumer<String, String> consumer =
        new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of(topic));
      long until = System.currentTimeMillis() + 90_000;
      while (seen.size() < count && System.currentTimeMillis() < until) {
        for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
          JsonNode body = ServerProcess.JSON.readTree(r.value());
          if (seen.add(body.path("notificationId").asString())) {
            sequences
                .computeIfAbsent(r.key(), k -> new ArrayList<>())
                .add(body.path("sequence").asLong());
          }
        }
      }
    }
    assertThat(seen).as("notifications delivered after the restart").hasSize(count);
    return sequences;
  }
}
