package org.platform.mdm.notifications;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.platform.mdm.testsupport.TestKafkaBroker;
import tools.jackson.databind.JsonNode;

/** Notifications delivered to a real Kafka broker (KRaft, in-process), which also goes down. */
class KafkaNotificationsTest extends RecordApiTest {

  private static TestKafkaBroker broker;
  private String topic;

  @BeforeAll
  static void startBroker() throws Exception {
    broker = TestKafkaBroker.start();
  }

  @AfterAll
  static void stopBroker() throws Exception {
    broker.close();
  }

  @BeforeEach
  void sendToKafka() {
    topic = "mdm-" + UUID.randomUUID();
    Api admin = admin();
    setting(admin, NotificationSettings.KAFKA_SERVERS.name(), broker.bootstrapServers());
    setting(admin, NotificationSettings.KAFKA_TOPIC.name(), topic);
    setting(admin, NotificationSettings.KAFKA_ENABLED.name(), "true");
  }

  @AfterEach
  void stopSending() {
    Api admin = admin();
    for (var s :
        List.of(
            NotificationSettings.KAFKA_ENABLED,
            NotificationSettings.KAFKA_TOPIC,
            NotificationSettings.KAFKA_SERVERS,
            NotificationSettings.STUCK_AFTER)) {
      setting(admin, s.name(), null);
    }
  }

  @Test
  void everyTypeGoesOutKeyedByTheRecord() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "C-1").with("name", "n")).path("etalonId").asString();
    admin.delete(DATA + "/" + customer + "/" + erp + "/C-1");
    admin.delete(DATA + "/" + customer + "/" + erp + "/C-1?wipe=true");

    List<ConsumerRecord<String, String>> got = consume(3);

    assertThat(got).allSatisfy(r -> assertThat(r.key()).isEqualTo(etalonId));
    assertThat(got.stream().map(r -> header(r, "type")).toList())
        .containsExactly("UPSERT", "LOGICAL_DELETE", "PHYSICAL_DELETE");
    JsonNode body = Api.JSON.readTree(got.get(0).value());
    assertThat(body.path("entityName").asString()).isEqualTo(customer);
    assertThat(body.path("externalKeys").get(0).path("id").asString()).isEqualTo("C-1");
  }

  @Test
  void aBatchsRecordsGoOutThroughTheBulkPathEachKeyedByItsRecord() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    List<Map<String, Object>> items = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      items.add(aRecord(customer, erp, "B-" + i).with("name", "n" + i).body());
    }
    Api.Response answer = admin.post(DATA + "/batch", items);
    assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
    Set<String> written = new HashSet<>();
    for (JsonNode result : answer.json().path("results")) {
      written.add(result.path("etalonId").asString());
    }
    assertThat(written).hasSize(30);

    List<ConsumerRecord<String, String>> got = consume(30);

    Set<String> records = new HashSet<>();
    for (ConsumerRecord<String, String> r : got) {
      JsonNode body = Api.JSON.readTree(r.value());
      assertThat(r.key()).isEqualTo(body.path("etalonId").asString());
      assertThat(header(r, "type")).isEqualTo("UPSERT");
      records.add(r.key());
    }
    assertThat(records).isEqualTo(written);
  }

  @Test
  void concurrentWritesToSeveralRecordsArriveInOrderPerRecord() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    int records = 5;
    int writesEach = 12;
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Integer>> statuses = new ArrayList<>();
      for (int w = 0; w < writesEach; w++) {
        for (int k = 0; k < records; k++) {
          String key = "K-" + k;
          String value = "v" + w;
          statuses.add(
              pool.submit(
                  () ->
                      admin
                          .post(DATA, aRecord(customer, erp, key).with("name", value).body())
                          .status()));
        }
      }
      for (Future<Integer> status : statuses) {
        assertThat(status.get()).isEqualTo(200);
      }
    } finally {
      pool.shutdown();
    }

    assertInOrderPerRecord(consume(records * writesEach), records, writesEach);
  }

  @Test
  void whileTheBrokerIsDownNotificationsWaitAndThenGoOutInOrder() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    setting(admin, NotificationSettings.STUCK_AFTER.name(), "PT1S");
    broker.stop();
    try {
      for (int w = 0; w < 6; w++) {
        for (int k = 0; k < 3; k++) {
          written(admin, aRecord(customer, erp, "D-" + k).with("name", "v" + w));
        }
      }
      Thread.sleep(2_000);
      JsonNode backlog = admin.get("/actuator/metrics/mdm.notifications.backlog").json();
      assertThat(backlog.path("measurements").get(0).path("value").asDouble())
          .as(backlog.toString())
          .isGreaterThanOrEqualTo(18);
      Api.Response health = admin.get("/actuator/health");
      assertThat(
              health.json().path("components").path("notificationRelay").path("status").asString())
          .as(health.toString())
          .isEqualTo("DOWN");
    } finally {
      broker.up();
    }

    assertInOrderPerRecord(consume(18), 3, 6);
    long until = System.currentTimeMillis() + 30_000;
    String status = "";
    while (System.currentTimeMillis() < until && !status.equals("UP")) {
      status =
          admin
              .get("/actuator/health")
              .json()
              .path("components")
              .path("notificationRelay")
              .path("status")
              .asString();
      Thread.sleep(200);
    }
    assertThat(status).isEqualTo("UP");
  }

  /**
   * Each record's notifications, first occurrences only (delivery is at least once), arrive with
   * sequences 1, 2, 3 … in order.
   */
  private static void assertInOrderPerRecord(
      List<ConsumerRecord<String, String>> got, int records, int writesEach) {
    Map<String, List<Long>> sequences = new LinkedHashMap<>();
    Set<String> seen = new HashSet<>();
    for (ConsumerRecord<String, String> r : got) {
      JsonNode body = Api.JSON.readTree(r.value());
      if (seen.add(body.path("notificationId").asString())) {
        sequences
            .computeIfAbsent(r.key(), k -> new ArrayList<>())
            .add(body.path("sequence").asLong());
      }
    }
    assertThat(sequences).hasSize(records);
    List<Long> expected = new ArrayList<>();
    for (long s = 1; s <= writesEach; s++) {
      expected.add(s);
    }
    sequences.forEach((key, list) -> assertThat(list).as(key).isEqualTo(expected));
  }

  /** Reads the test's topic until {@code count} distinct notifications arrived (60 s at most). */
  private List<ConsumerRecord<String, String>> consume(int count) {
    Map<String, Object> config = new HashMap<>();
    config.put("bootstrap.servers", broker.bootstrapServers());
    config.put("group.id", "test-" + UUID.randomUUID());
    config.put("auto.offset.reset", "earliest");
    List<ConsumerRecord<String, String>> got = new ArrayList<>();
    Set<String> distinct = new HashSet<>();
    try (KafkaConsumer<String, String> consumer =
        new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of(topic));
      long until = System.currentTimeMillis() + 60_000;
      while (distinct.size() < count && System.currentTimeMillis() < until) {
        for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(300))) {
          got.add(r);
          distinct.add(Api.JSON.readTree(r.value()).path("notificationId").asString());
        }
      }
    }
    assertThat(distinct).as("notifications delivered").hasSize(count);
    return got;
  }

  private static String header(ConsumerRecord<String, String> r, String name) {
    return new String(r.headers().lastHeader(name).value(), StandardCharsets.UTF_8);
  }
}
