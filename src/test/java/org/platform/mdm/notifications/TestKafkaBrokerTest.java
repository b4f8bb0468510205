package org.platform.mdm.notifications;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.TestKafkaBroker;

/** The in-process broker the notification tests use: it takes messages, stops and comes back. */
class TestKafkaBrokerTest {

  @Test
  void aMessageSentBeforeAndAfterARestartIsRead() throws Exception {
    try (TestKafkaBroker broker = TestKafkaBroker.start()) {
      send(broker, "first");
      broker.stop();
      broker.up();
      send(broker, "second");

      try (KafkaConsumer<String, String> consumer =
          new KafkaConsumer<>(
              Map.of(
                  "bootstrap.servers", broker.bootstrapServers(),
                  "group.id", "t",
                  "auto.offset.reset", "earliest"),
              new StringDeserializer(),
              new StringDeserializer())) {
        consumer.subscribe(List.of("probe"));
        java.util.List<String> seen = new java.util.ArrayList<>();
        long until = System.currentTimeMillis() + 30_000;
        while (seen.size() < 2 && System.currentTimeMillis() < until) {
          ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
          records.forEach(r -> seen.add(r.value()));
        }
        assertThat(seen).containsExactly("first", "second");
      }
    }
  }

  private static void send(TestKafkaBroker broker, String value) throws Exception {
    try (KafkaProducer<String, String> producer =
        new KafkaProducer<>(
            Map.of("bootstrap.servers", broker.bootstrapServers()),
            new StringSerializer(),
            new StringSerializer())) {
      producer.send(new ProducerRecord<>("probe", "k", value)).get();
    }
  }
}
