package org.platform.mdm.testsupport;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Properties;
import java.util.stream.Stream;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;
import org.apache.kafka.metadata.storage.Formatter;
import org.apache.kafka.server.common.Feature;
import org.apache.kafka.server.common.MetadataVersion;

/**
 * A real single-node Kafka broker in KRaft mode (broker and controller in one), started in-process
 * from the Apache Kafka artifacts: no Docker. It can be stopped and started again on the same ports
 * and log directory, as a broker that goes down and comes back.
 */
public final class TestKafkaBroker implements AutoCloseable {

  private final Path dir;
  private final int brokerPort;
  private final int controllerPort;
  private KafkaRaftServer server;

  private TestKafkaBroker(Path dir, int brokerPort, int controllerPort) {
    this.dir = dir;
    this.brokerPort = brokerPort;
    this.controllerPort = controllerPort;
  }

  /** Formats a fresh log directory and starts the broker. */
  public static TestKafkaBroker start() throws Exception {
    TestKafkaBroker broker =
        new TestKafkaBroker(Files.createTempDirectory("kafka-"), freePort(), freePort());
    new Formatter()
        .setPrintStream(new PrintStream(OutputStream.nullOutputStream()))
        .setClusterId(Uuid.randomUuid().toString())
        .setNodeId(1)
        .addDirectory(broker.dir.toString())
        .setMetadataLogDirectory(broker.dir.toString())
        .setControllerListenerName("CONTROLLER")
        .setReleaseVersion(MetadataVersion.LATEST_PRODUCTION)
        .setSupportedFeatures(Feature.PRODUCTION_FEATURES)
        .run();
    broker.up();
    return broker;
  }

  public String bootstrapServers() {
    return "localhost:" + brokerPort;
  }

  /** Starts the broker again after {@link #stop()}, on the same ports and data. */
  public synchronized void up() {
    Properties p = new Properties();
    p.put("process.roles", "broker,controller");
    p.put("node.id", "1");
    p.put("controller.quorum.voters", "1@localhost:" + controllerPort);
    p.put(
        "listeners",
        "PLAINTEXT://localhost:" + brokerPort + ",CONTROLLER://localhost:" + controllerPort);
    p.put("advertised.listeners", "PLAINTEXT://localhost:" + brokerPort);
    p.put("controller.listener.names", "CONTROLLER");
    p.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
    p.put("inter.broker.listener.name", "PLAINTEXT");
    p.put("log.dirs", dir.toString());
    p.put("num.partitions", "4");
    p.put("offsets.topic.replication.factor", "1");
    p.put("offsets.topic.num.partitions", "4");
    p.put("transaction.state.log.replication.factor", "1");
    p.put("transaction.state.log.min.isr", "1");
    p.put("group.initial.rebalance.delay.ms", "0");
    p.put("auto.create.topics.enable", "true");
    server = new KafkaRaftServer(KafkaConfig.fromProps(p, false), Time.SYSTEM);
    server.startup();
  }

  /** Stops the broker; its data stays for {@link #up()}. */
  public synchronized void stop() {
    if (server != null) {
      server.shutdown();
      server.awaitShutdown();
      server = null;
    }
  }

  @Override
  public void close() throws IOException {
    stop();
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
