package org.platform.mdm.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * One data directory through a server's life: the first start without {@code
 * PLATFORM_ADMIN_PASSWORD} (a generated password, logged once), a restart after a graceful SIGTERM
 * (the embedded PostgreSQL stops too; data and password are kept, nothing is logged again) and a
 * start after kill -9 of the JVM (its PostgreSQL is left running and the next start must cope).
 *
 * <p>The tests run in order and hand the running server on, to save starts; each also works alone.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LifecycleIT {

  private static final Pattern GENERATED =
      Pattern.compile("Created user 'admin' with the generated password: (\\S+)");

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  static Path work;

  /** The server left running by the previous test, if any. */
  private static ServerProcess server;

  /** The admin password the first start on {@link #work} generated and logged. */
  private static String adminPassword;

  @AfterAll
  static void cleanUp() {
    if (server != null) {
      server.close();
    }
    ServerProcess.stopPostgres(ServerProcess.dataDir(work));
  }

  @Test
  @Order(1)
  void firstStartLogsAGeneratedAdminPasswordOnce() {
    ServerProcess first = running();
    List<String> shown = generatedPasswords(first.log());
    assertThat(shown)
        .as("generated-password lines in the first start's log %s", first.logFile())
        .containsExactly(adminPassword);
    assertThat(adminPassword).hasSize(20).matches("[A-Za-z0-9]+");

    ServerProcess.Response login = first.login("admin", adminPassword);
    assertThat(login.status()).as(login.body()).isEqualTo(200);
    assertThat(login.json().path("token").asString()).isNotBlank();
    assertThat(first.login("admin", adminPassword + "x").status()).isEqualTo(401);
  }

  @Test
  @Order(2)
  void theStartLogSaysWhereTheServerAnswersAndWarnsOfNothingThatDoesNotApply() {
    ServerProcess first = running();
    String log = first.log();

    assertThat(log)
        .as(first.logFile().toString())
        .contains("the web UI at http://localhost:" + first.port() + "/ui/")
        .contains("http://localhost:" + first.port() + "/api/v2/core/api-docs");
    assertThat(log.lines().filter(l -> l.contains(" WARN ")).toList())
        .as("warnings of a fresh start in %s: only the generated password's", first.logFile())
        .allMatch(l -> l.contains("AdminBootstrap"));
  }

  @Test
  @Order(3)
  void restartAfterSigtermKeepsDataAndAdminPasswordAndStopsTheEmbeddedDatabase() {
    ServerProcess first = running();
    String admin = first.bearer("admin", adminPassword);
    createUser(first, admin, "alice", "secret-pw-1", "Alice");
    assertThat(first.get("/api/v2/core/users/alice", admin).status()).isEqualTo(200);
    Path dataDir = first.dataDir();
    assertThat(ServerProcess.postgresProcesses(dataDir))
        .as("embedded PostgreSQL of %s while the server runs", dataDir)
        .hasSize(1);

    first.stop();
    server = null;
    List<ProcessHandle> left = awaitNoPostgres(dataDir, Duration.ofSeconds(5));
    assertThat(left)
        .as("postgres processes with -D %s after SIGTERM; log:\n%s", dataDir, first.logTail(20))
        .isEmpty();
    assertThat(Files.exists(ServerProcess.postgresDir(dataDir).resolve("postmaster.pid")))
        .as("postmaster.pid left after SIGTERM")
        .isFalse();

    ServerProcess second = ServerProcess.start(work);
    server = second;
    assertThat(second.log())
        .as("log of the restart %s", second.logFile())
        .doesNotContain("Created user 'admin'")
        .doesNotContain("generated password")
        .doesNotContain(adminPassword);
    String admin2 = second.bearer("admin", adminPassword);
    ServerProcess.Response alice = second.get("/api/v2/core/users/alice", admin2);
    assertThat(alice.status()).as(alice.body()).isEqualTo(200);
    assertThat(alice.json().path("user").path("userName").asString()).isEqualTo("alice");
    assertThat(alice.json().path("user").path("fullName").asString()).isEqualTo("Alice");
    ServerProcess.Response login = second.login("alice", "secret-pw-1");
    assertThat(login.status()).as(login.body()).isEqualTo(200);
    assertThat(second.get("/api/v2/core/users/nobody", admin2).status()).isEqualTo(404);
  }

  @Test
  @Order(4)
  void startAfterKillMinus9Recovers() {
    ServerProcess killed = running();
    String admin = killed.bearer("admin", adminPassword);
    createUser(killed, admin, "bob", "secret-pw-2", "Bob");
    Path dataDir = killed.dataDir();
    List<ProcessHandle> postgres = ServerProcess.postgresProcesses(dataDir);
    assertThat(postgres).as("embedded PostgreSQL of %s", dataDir).hasSize(1);

    killed.kill();
    server = null;
    ProcessHandle orphan = postgres.get(0);
    assertThat(orphan.isAlive())
        .as("kill -9 of the JVM leaves its PostgreSQL (pid %d) running", orphan.pid())
        .isTrue();

    ServerProcess restarted = ServerProcess.start(work);
    server = restarted;
    assertThat(orphan.isAlive()).as("the orphaned PostgreSQL was stopped").isFalse();
    assertThat(ServerProcess.postgresProcesses(dataDir)).hasSize(1);
    assertThat(restarted.log()).doesNotContain("generated password");
    String admin2 = restarted.bearer("admin", adminPassword);
    ServerProcess.Response bob = restarted.get("/api/v2/core/users/bob", admin2);
    assertThat(bob.status()).as(bob.body()).isEqualTo(200);
    assertThat(bob.json().path("user").path("fullName").asString()).isEqualTo("Bob");
    ServerProcess.Response login = restarted.login("bob", "secret-pw-2");
    assertThat(login.status()).as(login.body()).isEqualTo(200);
  }

  /**
   * The server the previous test left running, or a new one on the shared data directory; the first
   * start on it also yields {@link #adminPassword}.
   */
  private static ServerProcess running() {
    if (server != null && server.isAlive()) {
      return server;
    }
    if (server != null) {
      server.close();
    }
    boolean fresh = !Files.exists(ServerProcess.dataDir(work));
    server = ServerProcess.start(work);
    if (fresh) {
      List<String> shown = generatedPasswords(server.log());
      assertThat(shown)
          .as("generated-password lines in the first start's log %s", server.logFile())
          .isNotEmpty();
      adminPassword = shown.get(0);
    }
    return server;
  }

  private static List<String> generatedPasswords(String log) {
    List<String> found = new ArrayList<>();
    Matcher matcher = GENERATED.matcher(log);
    while (matcher.find()) {
      found.add(matcher.group(1));
    }
    return found;
  }

  private static void createUser(
      ServerProcess server, String admin, String userName, String password, String fullName) {
    ServerProcess.Response created =
        server.post(
            "/api/v2/core/users",
            Map.of("userName", userName, "password", password, "fullName", fullName),
            admin);
    assertThat(created.status()).as(created.body()).isEqualTo(200);
    assertThat(created.json().path("user").path("userName").asString()).isEqualTo(userName);
  }

  private static List<ProcessHandle> awaitNoPostgres(Path dataDir, Duration timeout) {
    Instant deadline = Instant.now().plus(timeout);
    List<ProcessHandle> left = ServerProcess.postgresProcesses(dataDir);
    while (!left.isEmpty() && Instant.now().isBefore(deadline)) {
      ServerProcess.sleep(Duration.ofMillis(100));
      left = ServerProcess.postgresProcesses(dataDir);
    }
    return left;
  }
}
