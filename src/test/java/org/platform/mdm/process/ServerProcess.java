package org.platform.mdm.process;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The packaged server ({@code java -jar platform-mdm.jar}) as a separate operating-system process,
 * for tests of what only a real process shows: restarts on the same data directory, SIGTERM, kill
 * -9, environment variables and the log.
 *
 * <p>Each start uses a work directory: the data lives in {@code <work>/data} (env {@code
 * PLATFORM_DATA_DIR}) and the process's stdout and stderr go to a new {@code <work>/server-N.log}.
 * {@link #close()} never leaves a process behind: it kills the JVM if it still runs and stops any
 * PostgreSQL server still running on the data directory.
 */
final class ServerProcess implements AutoCloseable {

  /**
   * A guard against a server that never comes up, not a measure of its start (that is in the
   * benchmarks): on this shared 2-CPU machine under load a start took 115 s.
   */
  static final Duration START_TIMEOUT = Duration.ofSeconds(180);

  static final Duration STOP_TIMEOUT = Duration.ofSeconds(60);
  static final JsonMapper JSON = JsonMapper.builder().build();

  /** Servers started and not yet closed, killed by a JVM shutdown hook if the test JVM ends. */
  private static final Set<ServerProcess> RUNNING = ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> RUNNING.forEach(ServerProcess::close), "server-cleanup"));
  }

  private final Path workDir;
  private final Path dataDir;
  private final Path logFile;
  private final int port;
  private final Process process;
  private final HttpClient http;

  private ServerProcess(Path workDir, Path logFile, int port, Process process) {
    this.workDir = workDir;
    this.dataDir = dataDir(workDir);
    this.logFile = logFile;
    this.port = port;
    this.process = process;
    this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  }

  /** The packaged jar, from the system property {@code platform.jar} that failsafe sets. */
  static Path jar() {
    String jar = System.getProperty("platform.jar");
    if (jar == null || jar.isBlank()) {
      throw new IllegalStateException(
          "System property platform.jar is not set; run the *IT tests with 'mvn verify'");
    }
    Path path = Path.of(jar).toAbsolutePath();
    if (!Files.isRegularFile(path)) {
      throw new IllegalStateException(path + " does not exist; run 'mvn package' first");
    }
    return path;
  }

  /** Where a server started in {@code workDir} keeps its data. */
  static Path dataDir(Path workDir) {
    return workDir.toAbsolutePath().normalize().resolve("data");
  }

  /** Starts the server in {@code workDir} with no extra environment and waits until it is UP. */
  static ServerProcess start(Path workDir) {
    return start(workDir, Map.of());
  }

  /**
   * Starts the server in {@code workDir} with {@code env} added to a cleaned copy of this JVM's
   * environment (inherited {@code PLATFORM_*}, {@code SPRING_*}, {@code SERVER_*} and {@code
   * ORG_PLATFORM_*} variables are dropped), then waits until {@code /actuator/health} is UP. Fails,
   * with the end of the log, if it is not UP within {@link #START_TIMEOUT} or the process exits
   * first; nothing is left running then.
   */
  static ServerProcess start(Path workDir, Map<String, String> env) {
    try {
      Path dir = workDir.toAbsolutePath().normalize();
      Files.createDirectories(dir);
      Path logFile = nextLogFile(dir);
      int port = freePort();
      ProcessBuilder builder =
          new ProcessBuilder(javaBinary(), "-jar", jar().toString())
              .directory(dir.toFile())
              .redirectErrorStream(true)
              .redirectOutput(logFile.toFile());
      Map<String, String> environment = builder.environment();
      environment
          .keySet()
          .removeIf(
              k ->
                  k.startsWith("PLATFORM_")
                      || k.startsWith("SPRING_")
                      || k.startsWith("SERVER_")
                      || k.startsWith("ORG_PLATFORM_"));
      environment.put("PLATFORM_DATA_DIR", dataDir(dir).toString());
      environment.put("SERVER_PORT", Integer.toString(port));
      environment.putAll(env);
      ServerProcess server = new ServerProcess(dir, logFile, port, builder.start());
      RUNNING.add(server);
      try {
        server.awaitHealthy();
      } catch (RuntimeException | Error e) {
        server.close();
        throw e;
      }
      return server;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  int port() {
    return port;
  }

  long pid() {
    return process.pid();
  }

  boolean isAlive() {
    return process.isAlive();
  }

  Path dataDir() {
    return dataDir;
  }

  Path logFile() {
    return logFile;
  }

  /** Everything this process has written to stdout and stderr so far. */
  String log() {
    try {
      return new String(Files.readAllBytes(logFile), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The last {@code lines} lines of the log, for failure messages. */
  String logTail(int lines) {
    List<String> all = log().lines().toList();
    return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
  }

  /**
   * SIGTERM (a graceful shutdown) and waits for the process to end; fails if it does not end within
   * {@link #STOP_TIMEOUT}. Returns the exit code.
   */
  int stop() {
    process.destroy();
    return awaitExit("SIGTERM");
  }

  /** SIGKILL (kill -9): no shutdown hook runs. Waits for the JVM to end; returns the exit code. */
  int kill() {
    process.destroyForcibly();
    return awaitExit("SIGKILL");
  }

  /** Kills the JVM if it still runs, then any PostgreSQL server still running on the data dir. */
  @Override
  public void close() {
    try {
      if (process.isAlive()) {
        process.destroyForcibly();
        process.waitFor(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
      }
      stopPostgres(dataDir);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      RUNNING.remove(this);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The embedded PostgreSQL of a data directory

  /** The directory the embedded PostgreSQL of {@code dataDir} runs on. */
  static Path postgresDir(Path dataDir) {
    return dataDir.toAbsolutePath().normalize().resolve("postgres");
  }

  /** Live {@code postgres} postmaster processes whose command line says {@code -D <dir>}. */
  static List<ProcessHandle> postgresProcesses(Path dataDir) {
    String dir = postgresDir(dataDir).toString();
    return ProcessHandle.allProcesses()
        .filter(ProcessHandle::isAlive)
        .filter(p -> runsOn(p, dir))
        .toList();
  }

  /** The pid in {@code postmaster.pid}, if that file exists. */
  static Optional<Long> postmasterPid(Path dataDir) {
    Path pidFile = postgresDir(dataDir).resolve("postmaster.pid");
    try (Stream<String> lines = Files.lines(pidFile, StandardCharsets.US_ASCII)) {
      return lines.findFirst().map(String::trim).map(Long::valueOf);
    } catch (IOException | NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** Stops every PostgreSQL server running on {@code dataDir}: SIGTERM, then SIGKILL. */
  static void stopPostgres(Path dataDir) {
    for (ProcessHandle postgres : postgresProcesses(dataDir)) {
      postgres.destroy();
      try {
        postgres.onExit().get(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        postgres.destroyForcibly();
      } catch (ExecutionException | TimeoutException e) {
        postgres.destroyForcibly();
      }
    }
  }

  private static boolean runsOn(ProcessHandle process, String dir) {
    ProcessHandle.Info info = process.info();
    if (!info.command().map(c -> c.endsWith("/postgres")).orElse(false)) {
      return false;
    }
    String[] args = info.arguments().orElse(new String[0]);
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals("-D") && args[i + 1].equals(dir)) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------------------------------------
  // HTTP

  /** An HTTP answer: status and body text, the body parsed as JSON on demand. */
  record Response(int status, String body) {
    JsonNode json() {
      return JSON.readTree(body);
    }
  }

  Response get(String path, String authorization) {
    HttpRequest.Builder request = request(path, authorization).GET();
    return send(request.build());
  }

  Response post(String path, Object body, String authorization) {
    HttpRequest.Builder request =
        request(path, authorization)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
    return send(request.build());
  }

  /** POSTs a raw body (a bulk load's file) with its content type. */
  Response post(String path, byte[] body, String contentType, String authorization) {
    HttpRequest.Builder request =
        request(path, authorization)
            .timeout(Duration.ofMinutes(2))
            .header("Content-Type", contentType)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body));
    return send(request.build());
  }

  /** POST /api/v2/core/authentication/login. */
  Response login(String userName, String password) {
    return post(
        "/api/v2/core/authentication/login",
        Map.of("userName", userName, "password", password),
        null);
  }

  /** Logs in and returns the {@code Authorization} header value for the token; fails otherwise. */
  String bearer(String userName, String password) {
    Response response = login(userName, password);
    if (response.status() != 200) {
      throw new AssertionError(
          "Login of " + userName + " answered " + response.status() + ": " + response.body());
    }
    return "Bearer " + response.json().path("token").asString();
  }

  static String basic(String userName, String password) {
    return "Basic "
        + Base64.getEncoder()
            .encodeToString((userName + ":" + password).getBytes(StandardCharsets.UTF_8));
  }

  private HttpRequest.Builder request(String path, String authorization) {
    HttpRequest.Builder builder =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .timeout(Duration.ofSeconds(30))
            .header("Accept", "application/json");
    if (authorization != null) {
      builder.header("Authorization", authorization);
    }
    return builder;
  }

  private Response send(HttpRequest request) {
    try {
      HttpResponse<String> response =
          http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      return new Response(response.statusCode(), response.body());
    } catch (IOException e) {
      throw new UncheckedIOException(request.method() + " " + request.uri() + " failed", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("Interrupted", e);
    }
  }

  // ---------------------------------------------------------------------------------------------

  private void awaitHealthy() {
    Instant deadline = Instant.now().plus(START_TIMEOUT);
    HttpRequest health =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/actuator/health"))
            .timeout(Duration.ofSeconds(5))
            .GET()
            .build();
    String last = "no answer";
    while (Instant.now().isBefore(deadline)) {
      if (!process.isAlive()) {
        throw new AssertionError(
            "The server exited with code "
                + process.exitValue()
                + " before it was healthy. Log "
                + logFile
                + ":\n"
                + logTail(80));
      }
      try {
        HttpResponse<String> response = http.send(health, HttpResponse.BodyHandlers.ofString());
        last = response.statusCode() + " " + response.body();
        if (response.statusCode() == 200
            && "UP".equals(JSON.readTree(response.body()).path("status").asString())) {
          return;
        }
      } catch (IOException e) {
        last = e.toString(); // not listening yet
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("Interrupted while waiting for the server", e);
      }
      sleep(Duration.ofMillis(100));
    }
    throw new AssertionError(
        "The server was not healthy within "
            + START_TIMEOUT.toSeconds()
            + " s (last health answer: "
            + last
            + "). Log "
            + logFile
            + ":\n"
            + logTail(80));
  }

  private int awaitExit(String signal) {
    try {
      if (!process.waitFor(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
        throw new AssertionError(
            "The server did not end within "
                + STOP_TIMEOUT.toSeconds()
                + " s of "
                + signal
                + ". Log "
                + logFile
                + ":\n"
                + logTail(40));
      }
      return process.exitValue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("Interrupted while waiting for the server to end", e);
    }
  }

  static void sleep(Duration duration) {
    try {
      Thread.sleep(duration.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("Interrupted", e);
    }
  }

  private static Path nextLogFile(Path dir) throws IOException {
    for (int i = 1; ; i++) {
      Path candidate = dir.resolve("server-" + i + ".log");
      if (!Files.exists(candidate)) {
        return Files.createFile(candidate);
      }
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      socket.setReuseAddress(true);
      return socket.getLocalPort();
    }
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  @Override
  public String toString() {
    return "ServerProcess[pid=" + process.pid() + ", port=" + port + ", work=" + workDir + "]";
  }
}
