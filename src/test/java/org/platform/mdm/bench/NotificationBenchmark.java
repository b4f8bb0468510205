package org.platform.mdm.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.platform.mdm.MdmApplication;
import org.platform.mdm.testsupport.TestKafkaBroker;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Benchmark of notifications to Kafka (not a test: run it with {@code bench/notifications.sh}).
 * Starts a KRaft broker and the server in-process (durable embedded PostgreSQL under {@code
 * target/bench-data/notifications-<time>}) and measures, in one run:
 *
 * <ul>
 *   <li>record writes per second from 8 clients with the Kafka transport off and on, alternating
 *       twice after a long warm-up (the outbox row is written in every phase; on adds the relay and
 *       the broker's work);
 *   <li>commit-to-Kafka latency at a steady 300 writes/s: from the write's answer (after its
 *       commit) to the notification's arrival at a consumer — beside the same broker's own floor, a
 *       plain producer's message at the same rate from send to arrival.
 * </ul>
 *
 * <p>Properties: {@code -Dbench.seconds} (30 per write phase), {@code -Dbench.warmupSeconds} (90),
 * {@code -Dbench.threads} (8), {@code -Dbench.rate} (300), {@code -Dbench.latencySeconds} (30).
 */
public final class NotificationBenchmark {

  private static final String PASSWORD = "bench-admin-password";
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String DATA = "/api/meta-data-driven/v1/data";

  private final int seconds = Integer.getInteger("bench.seconds", 30);
  private final int warmupSeconds = Integer.getInteger("bench.warmupSeconds", 90);
  private final int threads = Integer.getInteger("bench.threads", 8);
  private final int rate = Integer.getInteger("bench.rate", 300);
  private final int latencySeconds = Integer.getInteger("bench.latencySeconds", 30);
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "notifications-"
              + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  private final HttpClient http =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private final AtomicLong keys = new AtomicLong();
  private String base;
  private String token;
  private double brokerCpu;
  private double relayCpu;

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new NotificationBenchmark().run();
    } catch (Exception | Error e) {
      e.printStackTrace();
      status = 2;
    }
    System.exit(status);
  }

  private int run() throws Exception {
    Files.createDirectories(dataDir);
    try (TestKafkaBroker broker = TestKafkaBroker.start();
        ConfigurableApplicationContext context =
            new SpringApplicationBuilder(MdmApplication.class)
                .properties(
                    "org.platform.mdm.system.data.dir=" + dataDir,
                    "org.platform.mdm.system.embedded-db.durable=true",
                    "org.platform.mdm.core.admin.password=" + PASSWORD)
                .run("--server.port=0")) {
      base =
          "http://localhost"
              + ":"
              + context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
      token = login();
      post(
          "/api/v2/meta/model/source-systems/save",
          Map.of("sourceSystem", Map.of("name", "bench", "weight", 50)));
      post(
          "/api/v2/meta/model/entities/save",
          Map.of(
              "entity",
              Map.of(
                  "name",
                  "BenchCustomer",
                  "attributes",
                  List.of(Map.of("name", "name", "type", "String")))));
      String topic = "bench-" + UUID.randomUUID();
      setting("com.platform.mdm.notifications.kafka.bootstrap-servers", broker.bootstrapServers());
      setting("com.platform.mdm.notifications.kafka.topic", topic);
      String loadBefore = BenchMachine.loadAverage();

      // C2 goes on compiling the request path for a minute and more on two cores: warm up long,
      // then alternate off and on, so that drift shows in both.
      say("Warming up (" + warmupSeconds + " s, Kafka off) ...");
      writes(warmupSeconds);
      double[] off = new double[2];
      brokerCpu = 0;
      relayCpu = 0;
      double[] on = new double[2];
      for (int round = 0; round < 2; round++) {
        setting("com.platform.mdm.notifications.kafka.enabled", "false");
        say("Writes, Kafka off ...");
        off[round] = writes(seconds);
        setting("com.platform.mdm.notifications.kafka.enabled", "true");
        say("Writes, Kafka on ...");
        Map<String, Long> before = threadCpu();
        on[round] = writes(seconds);
        Map<String, Long> after = threadCpu();
        brokerCpu += share(before, after, NotificationBenchmark::brokerThread);
        relayCpu += share(before, after, NotificationBenchmark::relayThread);
      }
      setting("com.platform.mdm.notifications.kafka.enabled", "true");
      say("Commit-to-Kafka latency at " + rate + " writes/s ...");
      double[] latency = latency(broker, topic);
      say("The broker's own floor at the same rate ...");
      double[] floor = floor(broker);
      String loadAfter = BenchMachine.loadAverage();

      String report = report(off, on, latency, floor, loadBefore, loadAfter);
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    }
    return 0;
  }

  /** Writes of new records from {@code threads} clients for a while; answers writes per second. */
  private double writes(int duration) throws Exception {
    AtomicLong done = new AtomicLong();
    long end = System.nanoTime() + duration * 1_000_000_000L;
    List<Thread> clients = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      Thread client =
          new Thread(
              () -> {
                while (System.nanoTime() < end) {
                  try {
                    write();
                    done.incrementAndGet();
                  } catch (Exception e) {
                    throw new IllegalStateException(e);
                  }
                }
              });
      client.start();
      clients.add(client);
    }
    for (Thread client : clients) {
      client.join();
    }
    return done.get() / (double) duration;
  }

  /** CPU nanoseconds of every live thread of this JVM, by thread name and id. */
  private static Map<String, Long> threadCpu() {
    java.lang.management.ThreadMXBean threads =
        java.lang.management.ManagementFactory.getThreadMXBean();
    Map<String, Long> cpu = new HashMap<>();
    for (java.lang.management.ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
      if (info != null) {
        long t = threads.getThreadCpuTime(info.getThreadId());
        if (t > 0) {
          cpu.put(info.getThreadId() + "|" + info.getThreadName(), t);
        }
      }
    }
    return cpu;
  }

  /** CPU seconds the matching threads used between two samples. */
  private static double share(
      Map<String, Long> before,
      Map<String, Long> after,
      java.util.function.Predicate<String> which) {
    long nanos = 0;
    for (Map.Entry<String, Long> e : after.entrySet()) {
      String name = e.getKey().substring(e.getKey().indexOf('|') + 1);
      if (which.test(name)) {
        nanos += e.getValue() - before.getOrDefault(e.getKey(), 0L);
      }
    }
    return nanos / 1e9;
  }

  /** The broker's threads (it runs in this JVM only because the benchmark starts it here). */
  private static boolean brokerThread(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    return !relayThread(name)
        && (n.contains("kafka")
            || n.contains("raft")
            || n.contains("broker")
            || n.contains("controller")
            || n.contains("data-plane")
            || n.contains("replica")
            || n.contains("quorum")
            || n.contains("metadata")
            || n.contains("log-cleaner")
            || n.contains("group-coordinator"));
  }

  /** The platform's side of Kafka: the relay and its producer's network thread. */
  private static boolean relayThread(String name) {
    return name.startsWith("notification-relay")
        || name.startsWith("kafka-producer-network-thread");
  }

  /** One write of a new record; answers its etalon id. */
  private String write() throws Exception {
    return post(
            DATA,
            Map.of(
                "entityName",
                "BenchCustomer",
                "sourceSystem",
                "bench",
                "externalId",
                "B-" + keys.incrementAndGet(),
                "attributes",
                Map.of("name", "n")))
        .path("etalonId")
        .asString();
  }

  /**
   * Writes at a steady rate; a consumer notes each notification's arrival. Latency = arrival - the
   * write's answer (which comes after the commit), per record (each write creates one).
   */
  private double[] latency(TestKafkaBroker broker, String topic) throws Exception {
    Map<String, Long> answered = new ConcurrentHashMap<>();
    Map<String, Long> arrived = new ConcurrentHashMap<>();
    AtomicBoolean stop = new AtomicBoolean();
    Thread consumer = consumer(broker, topic, stop, (key, at) -> arrived.putIfAbsent(key, at));
    Thread.sleep(3_000);
    int total = rate * latencySeconds;
    long interval = 1_000_000_000L / rate;
    long start = System.nanoTime();
    List<Thread> writers = new ArrayList<>();
    AtomicLong next = new AtomicLong();
    for (int t = 0; t < threads; t++) {
      Thread writer =
          new Thread(
              () -> {
                for (long i = next.getAndIncrement(); i < total; i = next.getAndIncrement()) {
                  long due = start + i * interval;
                  long wait = due - System.nanoTime();
                  if (wait > 0) {
                    java.util.concurrent.locks.LockSupport.parkNanos(wait);
                  }
                  try {
                    String etalonId = write();
                    answered.put(etalonId, System.nanoTime());
                  } catch (Exception e) {
                    throw new IllegalStateException(e);
                  }
                }
              });
      writer.start();
      writers.add(writer);
    }
    for (Thread writer : writers) {
      writer.join();
    }
    double achieved = total / ((System.nanoTime() - start) / 1e9);
    long until = System.currentTimeMillis() + 30_000;
    while (!arrived.keySet().containsAll(answered.keySet()) && System.currentTimeMillis() < until) {
      Thread.sleep(100);
    }
    stop.set(true);
    consumer.join();
    List<Long> latencies = new ArrayList<>();
    answered.forEach(
        (key, at) -> {
          Long got = arrived.get(key);
          if (got != null) {
            latencies.add(Math.max(0, got - at));
          }
        });
    return stats(latencies, achieved, answered.size() - latencies.size());
  }

  /** A plain producer at the same rate: from send to arrival at the same kind of consumer. */
  private double[] floor(TestKafkaBroker broker) throws Exception {
    String topic = "floor-" + UUID.randomUUID();
    Map<String, Long> sent = new ConcurrentHashMap<>();
    Map<String, Long> arrived = new ConcurrentHashMap<>();
    AtomicBoolean stop = new AtomicBoolean();
    Thread consumer = consumer(broker, topic, stop, (key, at) -> arrived.putIfAbsent(key, at));
    Map<String, Object> config = new HashMap<>();
    config.put("bootstrap.servers", broker.bootstrapServers());
    config.put("enable.idempotence", true);
    config.put("acks", "all");
    config.put("linger.ms", 5);
    int total = rate * latencySeconds;
    long interval = 1_000_000_000L / rate;
    try (KafkaProducer<String, String> producer =
        new KafkaProducer<>(config, new StringSerializer(), new StringSerializer())) {
      producer.send(new ProducerRecord<>(topic, "warm", "{}")).get();
      Thread.sleep(3_000);
      long start = System.nanoTime();
      for (int i = 0; i < total; i++) {
        long wait = start + i * interval - System.nanoTime();
        if (wait > 0) {
          java.util.concurrent.locks.LockSupport.parkNanos(wait);
        }
        String key = "m-" + i;
        sent.put(key, System.nanoTime());
        producer.send(new ProducerRecord<>(topic, key, "{\"n\": " + i + "}"));
      }
      producer.flush();
    }
    long until = System.currentTimeMillis() + 30_000;
    while (!arrived.keySet().containsAll(sent.keySet()) && System.currentTimeMillis() < until) {
      Thread.sleep(100);
    }
    stop.set(true);
    consumer.join();
    List<Long> latencies = new ArrayList<>();
    sent.forEach(
        (key, at) -> {
          Long got = arrived.get(key);
          if (got != null) {
            latencies.add(Math.max(0, got - at));
          }
        });
    return stats(latencies, rate, sent.size() - latencies.size());
  }

  private interface Arrival {
    void at(String key, long nanos);
  }

  private static Thread consumer(
      TestKafkaBroker broker, String topic, AtomicBoolean stop, Arrival arrival) {
    Thread thread =
        new Thread(
            () -> {
              Map<String, Object> config = new HashMap<>();
              config.put("bootstrap.servers", broker.bootstrapServers());
              config.put("group.id", "bench-" + UUID.randomUUID());
              config.put("auto.offset.reset", "earliest");
              config.put("fetch.max.wait.ms", 10);
              try (KafkaConsumer<String, String> consumer =
                  new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer())) {
                consumer.subscribe(List.of(topic));
                while (!stop.get()) {
                  for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(10))) {
                    arrival.at(r.key(), System.nanoTime());
                  }
                }
              }
            });
    thread.start();
    return thread;
  }

  /** p50 ms, p99 ms, achieved rate, missing. */
  private static double[] stats(List<Long> nanos, double achieved, int missing) {
    long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
    if (sorted.length == 0) {
      return new double[] {Double.NaN, Double.NaN, achieved, missing};
    }
    return new double[] {
      sorted[(int) (sorted.length * 0.50)] / 1e6,
      sorted[Math.min(sorted.length - 1, (int) (sorted.length * 0.99))] / 1e6,
      achieved,
      missing
    };
  }

  private String report(
      double[] off,
      double[] on,
      double[] latency,
      double[] floor,
      String loadBefore,
      String loadAfter) {
    double offMean = (off[0] + off[1]) / 2;
    double onMean = (on[0] + on[1]) / 2;
    StringBuilder out = new StringBuilder("### Notifications to Kafka\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "Machine: %s, %d CPUs, %s; load average %s before, %s after. The broker runs in the"
                + " same JVM as the server and the clients.%n%n",
            BenchMachine.cpuModel(),
            Runtime.getRuntime().availableProcessors(),
            BenchMachine.memory(),
            loadBefore,
            loadAfter));
    out.append(
        String.format(
            Locale.ROOT,
            "| Writes (%d clients, new records, %d s each, after %d s of warm-up) | Kafka off |"
                + " Kafka on |%n|---|---|---|%n",
            threads,
            seconds,
            warmupSeconds));
    for (int round = 0; round < 2; round++) {
      out.append(
          String.format(
              Locale.ROOT,
              "| round %d, writes/s | %.0f | %.0f |%n",
              round + 1,
              off[round],
              on[round]));
    }
    out.append(String.format(Locale.ROOT, "| mean | %.0f | %.0f |%n", offMean, onMean));
    out.append(
        String.format(
            Locale.ROOT,
            "%nWith Kafka on: %.1f %% fewer writes than off (target: at most 20 %%): **%s**.%n",
            100 * (1 - onMean / offMean),
            onMean >= 0.8 * offMean ? "met" : "NOT MET"));
    out.append(
        String.format(
            Locale.ROOT,
            "CPU used during the %d s with Kafka on: the broker's threads %.1f s (%.0f %% of one of"
                + " the 2 CPUs), the relay and its producer %.1f s (%.0f %%).%n%n",
            2 * seconds,
            brokerCpu,
            100 * brokerCpu / (2 * seconds),
            relayCpu,
            100 * relayCpu / (2 * seconds)));
    out.append("| Latency at a steady rate | rate/s | p50 ms | p99 ms | missing |\n");
    out.append("|---|---|---|---|---|\n");
    out.append(
        String.format(
            Locale.ROOT,
            "| commit (the write's answer) to arrival at a consumer | %.0f | %.1f | %.1f | %.0f |%n",
            latency[2],
            latency[0],
            latency[1],
            latency[3]));
    out.append(
        String.format(
            Locale.ROOT,
            "| floor: a plain producer's send to arrival, same broker | %.0f | %.1f | %.1f | %.0f |%n",
            floor[2],
            floor[0],
            floor[1],
            floor[3]));
    out.append(
        String.format(
            Locale.ROOT,
            "%nCommit-to-Kafka p99 %.1f ms (target: at most 250 ms): **%s**.%n",
            latency[1],
            latency[1] <= 250 ? "met" : "NOT MET"));
    return out.toString();
  }

  // ---------------------------------------------------------------- HTTP

  private void setting(String name, String value) throws Exception {
    Map<String, Object> parameter = new HashMap<>();
    parameter.put("name", name);
    parameter.put("value", value);
    send(
        HttpRequest.newBuilder(URI.create(base + "/api/v2/core/system-parameters"))
            .header("Content-Type", "application/json")
            .PUT(
                HttpRequest.BodyPublishers.ofString(
                    JSON.writeValueAsString(Map.of("parameters", List.of(parameter))))));
    // Settings are read through a cache of at most a second.
    Thread.sleep(1_500);
  }

  private String login() throws Exception {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(URI.create(base + "/api/v2/core/authentication/login"))
                .header("Content-Type", "application/json")
                .POST(
                    HttpRequest.BodyPublishers.ofString(
                        JSON.writeValueAsString(Map.of("userName", "admin", "password", PASSWORD))))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    return JSON.readTree(r.body()).path("token").asString();
  }

  private JsonNode post(String path, Object body) throws Exception {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))));
  }

  private JsonNode send(HttpRequest.Builder request) throws Exception {
    HttpResponse<String> r =
        http.send(
            request
                .header("Authorization", "Bearer " + token)
                .timeout(Duration.ofMinutes(1))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != 200) {
      throw new IllegalStateException(r.statusCode() + " " + r.body());
    }
    return JSON.readTree(r.body());
  }

  private static void say(String line) {
    System.out.println(
        LocalDateTime.now().format(DateTimeFormatter.ofPattern("HH:mm:ss")) + " " + line);
  }
}
