package org.platform.mdm.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A bulk load whose server is killed (kill -9) in the middle: the next start goes on with it by
 * itself from its last committed batch, and no line is written twice.
 */
class ImportResumeIT {

  private static final String PASSWORD = "import-admin-password";
  private static final int LINES = 60_000;

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path work;

  @Test
  void anImportKilledInTheMiddleGoesOnAtTheNextStartWritingNoLineTwice() throws Exception {
    Map<String, String> env = Map.of("PLATFORM_ADMIN_PASSWORD", PASSWORD);
    long id;
    long before;
    try (ServerProcess first = ServerProcess.start(work, env)) {
      String admin = first.bearer("admin", PASSWORD);
      model(first, admin);
      ServerProcess.Response started =
          first.post("/api/v2/data/import", ndjson(), "application/x-ndjson", admin);
      assertThat(started.status()).as(started.body()).isEqualTo(202);
      id = started.json().path("importId").asLong();
      JsonNode running = awaitLines(first, admin, id, 2000);
      assertThat(running.path("state").asString())
          .as("the import must still run when the server is killed; %s", running)
          .isEqualTo("RUNNING");
      first.kill();
      before = running.path("linesRead").asLong();
    }

    try (ServerProcess second = ServerProcess.start(work, env)) {
      String admin = second.bearer("admin", PASSWORD);
      JsonNode done = awaitDone(second, admin, id);

      assertThat(done.path("state").asString()).as(done.toString()).isEqualTo("DONE");
      assertThat(done.path("linesRead").asLong()).isEqualTo(LINES);
      assertThat(done.path("loaded").asLong()).isEqualTo(LINES);
      assertThat(done.path("updated").asLong()).as("lines written twice").isZero();
      assertThat(done.path("rejected").asLong()).isZero();
      assertThat(done.path("resumed").asInt()).isEqualTo(1);
      assertThat(second.log())
          .as("the start says where it went on; before the kill %d lines were committed", before)
          .containsPattern("Import " + id + " by admin goes on after line [1-9][0-9]*");
      second.stop();
    }
  }

  private static byte[] ndjson() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < LINES; i++) {
      out.writeBytes(
          ("{\"entityName\": \"Customer\", \"sourceSystem\": \"crm\", \"externalId\": \"K-"
                  + i
                  + "\", \"attributes\": {\"name\": \"n"
                  + i
                  + "\"}}\n")
              .getBytes(StandardCharsets.UTF_8));
    }
    return out.toByteArray();
  }

  /** The import once its committed batches have read at least {@code lines} lines. */
  private static JsonNode awaitLines(ServerProcess server, String admin, long id, long lines) {
    Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
    JsonNode current = null;
    while (Instant.now().isBefore(deadline)) {
      current = server.get("/api/v2/data/import/" + id, admin).json();
      if (current.path("linesRead").asLong() >= lines
          || !current.path("state").asString().matches("QUEUED|RUNNING")) {
        return current;
      }
      ServerProcess.sleep(Duration.ofMillis(20));
    }
    throw new AssertionError("import " + id + " read no " + lines + " lines: " + current);
  }

  private static JsonNode awaitDone(ServerProcess server, String admin, long id) {
    Instant deadline = Instant.now().plus(Duration.ofMinutes(10));
    JsonNode current = null;
    while (Instant.now().isBefore(deadline)) {
      current = server.get("/api/v2/data/import/" + id, admin).json();
      if (current.path("state").asString().matches("DONE|FAILED")) {
        return current;
      }
      ServerProcess.sleep(Duration.ofMillis(200));
    }
    throw new AssertionError("import " + id + " did not finish: " + current);
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
}
