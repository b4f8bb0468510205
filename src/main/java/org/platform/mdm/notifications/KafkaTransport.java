package org.platform.mdm.notifications;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Future;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.serialization.StringSerializer;
import org.springframework.stereotype.Component;

/**
 * Sends notifications to a Kafka topic with the plain producer: idempotent, every replica
 * acknowledging, keyed by the record's etalon id (so one record's notifications share a partition
 * and keep their order). The producer is made for the configured brokers and made again when they
 * change or after a failure.
 */
@Component
class KafkaTransport implements AutoCloseable {

  private final NotificationSettings settings;
  private KafkaProducer<String, String> producer;
  private String servers;

  KafkaTransport(NotificationSettings settings) {
    this.settings = settings;
  }

  /**
   * Sends the notifications in order and waits until the broker acknowledged every one.
   *
   * @throws Exception when any was not acknowledged: the caller sends them all again later
   */
  synchronized void send(List<NotificationRepository.Pending> batch) throws Exception {
    KafkaProducer<String, String> p = producer();
    String topic = settings.kafkaTopic();
    List<Future<RecordMetadata>> acks = new ArrayList<>();
    try {
      for (NotificationRepository.Pending n : batch) {
        ProducerRecord<String, String> record =
            new ProducerRecord<>(topic, n.etalonId().toString(), n.body());
        record.headers().add("type", n.type().getBytes(StandardCharsets.UTF_8));
        record
            .headers()
            .add("sequence", Long.toString(n.sequence()).getBytes(StandardCharsets.UTF_8));
        acks.add(p.send(record));
      }
      p.flush();
      for (Future<RecordMetadata> ack : acks) {
        ack.get();
      }
    } catch (Exception e) {
      // An idempotent producer that failed mid-batch may refuse what follows: start afresh.
      reset();
      throw e;
    }
  }

  private KafkaProducer<String, String> producer() {
    String configured = settings.kafkaServers();
    if (producer != null && configured.equals(servers)) {
      return producer;
    }
    reset();
    Map<String, Object> config = new HashMap<>();
    config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, configured);
    config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
    config.put(ProducerConfig.ACKS_CONFIG, "all");
    // One request at a time: a later batch of a record can never land before an earlier one, even
    // when a broker restart makes the broker forget the idempotent producer's sequence (a test
    // saw a record's second notification before its first). A request still carries every
    // record the linger gathered.
    config.put(ProducerConfig.MAX_IN_FLIGHT_REQUESTS_PER_CONNECTION, 1);
    config.put(ProducerConfig.LINGER_MS_CONFIG, 5);
    // A broker that is down fails a batch within seconds; the relay sends it again later.
    config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, 5_000);
    config.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, 5_000);
    config.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 10_000);
    config.put(ProducerConfig.CLIENT_ID_CONFIG, "platform-mdm-notifications");
    producer = new KafkaProducer<>(config, new StringSerializer(), new StringSerializer());
    servers = configured;
    return producer;
  }

  synchronized void reset() {
    if (producer != null) {
      producer.close(java.time.Duration.ZERO);
      producer = null;
    }
  }

  @Override
  public void close() {
    reset();
  }
}
