package org.platform.mdm.system.db;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The PostgreSQL server the platform starts itself when no external database is configured. Its
 * data directory survives restarts. A server left running by a killed JVM (kill -9 skips every
 * shutdown hook) is stopped before the new one starts on the same directory. The application
 * context stops it last, after every bean that uses it. It listens on the loopback address only and
 * asks for a password ({@link EmbeddedDatabaseAccess}).
 */
final class EmbeddedDatabase implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(EmbeddedDatabase.class);
  private static final Duration STOP_WAIT = Duration.ofSeconds(60);

  private final EmbeddedPostgres postgres;
  private final Path dataDirectory;
  private final String password;

  private EmbeddedDatabase(EmbeddedPostgres postgres, Path dataDirectory, String password) {
    this.postgres = postgres;
    this.dataDirectory = dataDirectory;
    this.password = password;
  }

  /**
   * Server settings given as {@code name=value} pairs separated by commas.
   *
   * @throws IllegalArgumentException naming a pair without a name or {@code =}
   */
  static Map<String, String> serverSettings(String text) {
    Map<String, String> settings = new LinkedHashMap<>();
    if (text == null || text.isBlank()) {
      return settings;
    }
    for (String pair : text.split(",")) {
      int eq = pair.indexOf('=');
      if (eq <= 0 || pair.substring(0, eq).isBlank()) {
        throw new IllegalArgumentException(
            "org.platform.mdm.system.embedded-db.settings: '"
                + pair.trim()
                + "' is not name=value");
      }
      settings.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
    }
    return settings;
  }

  static EmbeddedDatabase start(Path dataDirectory, boolean durable, Map<String, String> settings)
      throws IOException {
    Path directory = dataDirectory.toAbsolutePath().normalize();
    Files.createDirectories(directory);
    stopOrphan(directory);
    Path passwordFile = EmbeddedDatabaseAccess.passwordFile(directory);
    String password = EmbeddedDatabaseAccess.password(passwordFile, directory);
    Instant started = Instant.now();
    EmbeddedPostgres.Builder builder =
        EmbeddedPostgres.builder()
            .setDataDirectory(directory.toFile())
            .setCleanDataDirectory(false)
            // Stopped by the application context, after every bean that uses the database: zonky's
            // own JVM shutdown hook would stop it beside the context's close, so Quartz, the
            // workflow engine and the web server's graceful phase met a dead server and waited
            // out their connection timeouts (a SIGTERM then took over a minute).
            .setRegisterShutdownHook(false)
            .setPGStartupWait(Duration.ofSeconds(120))
            // zonky checks the start with a connection as postgres: with the password once the
            // server asks for one.
            .setConnectConfig("password", password)
            .setServerConfig("listen_addresses", "127.0.0.1")
            // zonky starts PostgreSQL with -F (no fsync): fine for throw-away test data, not for a
            // store of record. "durable" turns fsync and synchronous commit back on.
            .setServerConfig("fsync", durable ? "on" : "off")
            .setServerConfig("synchronous_commit", durable ? "on" : "off")
            .setServerConfig("full_page_writes", durable ? "on" : "off");
    if (durable && !settings.containsKey("shared_buffers")) {
      builder.setServerConfig("shared_buffers", sharedBuffers(physicalMemory()));
    }
    settings.forEach(builder::setServerConfig);
    EmbeddedPostgres postgres = builder.start();
    try {
      EmbeddedDatabaseAccess.harden(
          postgres.getDatabase(EmbeddedDatabaseAccess.SUPERUSER, EmbeddedDatabaseAccess.DATABASE),
          directory,
          password);
    } catch (java.sql.SQLException | IOException | RuntimeException e) {
      postgres.close();
      throw new IOException("The embedded database could not be secured: " + e.getMessage(), e);
    }
    log.info(
        "Embedded PostgreSQL started on port {} (127.0.0.1, user {}, password in {}) with data in"
            + " {} ({} ms)",
        postgres.getPort(),
        EmbeddedDatabaseAccess.OWNER,
        passwordFile,
        directory,
        Duration.between(started, Instant.now()).toMillis());
    return new EmbeddedDatabase(postgres, directory, password);
  }

  /**
   * The page cache of a durable server: an eighth of the machine's memory, from PostgreSQL's own
   * 128 MB up to 2 GB (its default suits a laptop's scratch database; with 128 MB a register of a
   * million records read most index and heap pages through system calls). Test databases keep the
   * default: several run at once.
   */
  static String sharedBuffers(long physicalBytes) {
    long mb = physicalBytes / 8 / (1024 * 1024);
    return Math.max(128, Math.min(2048, mb)) + "MB";
  }

  private static long physicalMemory() {
    return ((com.sun.management.OperatingSystemMXBean)
            java.lang.management.ManagementFactory.getOperatingSystemMXBean())
        .getTotalMemorySize();
  }

  String jdbcUrl() {
    return "jdbc:postgresql://127.0.0.1:"
        + postgres.getPort()
        + "/"
        + EmbeddedDatabaseAccess.DATABASE;
  }

  int port() {
    return postgres.getPort();
  }

  /** The role the platform connects as: the owner of its objects, no superuser. */
  String user() {
    return EmbeddedDatabaseAccess.OWNER;
  }

  String password() {
    return password;
  }

  Path dataDirectory() {
    return dataDirectory;
  }

  @Override
  public void close() throws IOException {
    log.info("Stopping embedded PostgreSQL");
    postgres.close();
  }

  /** Stops a postmaster that a killed JVM left running on this data directory. */
  static void stopOrphan(Path directory) throws IOException {
    Path pidFile = directory.resolve("postmaster.pid");
    if (!Files.exists(pidFile)) {
      return;
    }
    List<String> lines = Files.readAllLines(pidFile, StandardCharsets.US_ASCII);
    if (lines.isEmpty()) {
      return;
    }
    long pid;
    try {
      pid = Long.parseLong(lines.get(0).trim());
    } catch (NumberFormatException e) {
      return;
    }
    Optional<ProcessHandle> process = ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
    boolean isPostgres =
        process.flatMap(p -> p.info().command()).map(c -> c.endsWith("postgres")).orElse(false);
    if (!isPostgres) {
      return; // a stale pid file: PostgreSQL itself ignores it when no such server runs
    }
    log.warn("A PostgreSQL server (pid {}) still runs on {}; stopping it first", pid, directory);
    try {
      // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, then stop cleanly.
      new ProcessBuilder("kill", "-INT", Long.toString(pid)).inheritIO().start().waitFor();
      process.get().onExit().get(STOP_WAIT.toSeconds(), java.util.concurrent.TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("Interrupted while stopping the orphaned PostgreSQL " + pid, e);
    } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
      throw new IOException("Could not stop the orphaned PostgreSQL server " + pid, e);
    }
  }
}
