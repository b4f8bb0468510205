package org.platform.mdm.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Background operations on a cluster of real server processes sharing one PostgreSQL: a run whose
 * node is killed (kill -9) in the middle is taken over by another node and goes on from its last
 * committed block, no block done twice; a schedule fires once in the cluster, not once per node.
 */
class OperationsClusterIT {

  private static final String PASSWORD = "cluster-admin-password";
  private static final String JOBS = "/api/v2/core/jobs";
  private static final int RECORDS = 20_000;

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path work;

  @Test
  void aRunWhoseNodeIsKilledGoesOnElsewhereAndAScheduleFiresOncePerCluster() throws Exception {
    // The first node keeps the database and takes no run (its scheduler stays in standby), so
    // the run goes to the second, which is killed.
    Map<String, String> env = new HashMap<>(Map.of("PLATFORM_ADMIN_PASSWORD", PASSWORD));
    env.put("SPRING_QUARTZ_AUTOSTARTUP", "false");
    try (ServerProcess keeper = ServerProcess.start(work.resolve("a"), env)) {
      Map<String, String> peer = peerEnvironment(keeper);
      String admin = keeper.bearer("admin", PASSWORD);
      model(keeper, admin);
      load(keeper, admin);

      long definition = define(keeper, admin, "Customer", null);
      JsonNode killedRun;
      String lostNode;
      long id;
      try (ServerProcess doomed = ServerProcess.start(work.resolve("b"), peer)) {
        id =
            keeper
                .post(JOBS + "/executions/start/" + definition, Map.of(), admin)
                .json()
                .path("execution")
                .path("id")
                .asLong();
        killedRun = await(keeper, admin, id, e -> e.path("processed").asLong() >= 2000, 3);
        assertThat(killedRun.path("status").asString())
            .as("the run must still go on when its node is killed; %s", killedRun)
            .isEqualTo("STARTED");
        lostNode = killedRun.path("node").asString();
        doomed.kill();
      }

      try (ServerProcess heir = ServerProcess.start(work.resolve("c"), peer)) {
        JsonNode done = await(keeper, admin, id, OperationsClusterIT::ended, 5);
        assertThat(done.path("status").asString()).as(done.toString()).isEqualTo("COMPLETED");
        assertThat(done.path("attempts").asInt()).isEqualTo(2);
        assertThat(done.path("node").asString()).isNotEqualTo(lostNode);
        assertThat(done.path("processed").asLong())
            .as("every record once: the blocks the lost node committed are not done again")
            .isEqualTo(RECORDS);
        assertThat(done.path("total").asLong()).isEqualTo(RECORDS);
        assertThat(heir.log()).contains("Run " + id + " taken over by node");

        try (ServerProcess second = ServerProcess.start(work.resolve("d"), peer)) {
          long scheduled = define(keeper, admin, "Small", "*/2 * * * * ?");
          ServerProcess.sleep(Duration.ofSeconds(14));
          keeper.post(JOBS + "/definitions/enable/" + scheduled + "/false", Map.of(), admin);
          ServerProcess.sleep(Duration.ofSeconds(3));
          JsonNode runs =
              keeper
                  .get(JOBS + "/executions/definition/" + scheduled, admin)
                  .json()
                  .path("executions");
          List<OffsetDateTime> created = new ArrayList<>();
          for (JsonNode run : runs) {
            assertThat(run.path("startedBy").asString()).isEqualTo("schedule");
            assertThat(run.path("status").asString()).isEqualTo("COMPLETED");
            created.add(OffsetDateTime.parse(run.path("scheduledFor").asString()));
          }
          assertThat(runs.size()).as("fired every two seconds for 14 s").isBetween(4, 8);
          assertThat(created)
              .as("one run per firing in the cluster, not one per node")
              .doesNotHaveDuplicates()
              .allMatch(t -> t.getSecond() % 2 == 0 && t.getNano() == 0);
          second.stop();
        }
        heir.stop();
      }
      keeper.stop();
    }
  }

  /**
   * A node of the keeper's cluster: its database (as the platform's role, with the password kept
   * beside the keeper's data), no PostgreSQL of its own.
   */
  private static Map<String, String> peerEnvironment(ServerProcess keeper) throws IOException {
    Matcher port =
        Pattern.compile("Embedded PostgreSQL started on port (\\d+)").matcher(keeper.log());
    assertThat(port.find()).as("the keeper's log names its database port").isTrue();
    return Map.of(
        "PLATFORM_ADMIN_PASSWORD",
        PASSWORD,
        "SPRING_DATASOURCE_URL",
        "jdbc:postgresql://127.0.0.1:" + port.group(1) + "/postgres",
        "SPRING_DATASOURCE_USERNAME",
        "platform",
        "SPRING_DATASOURCE_PASSWORD",
        Files.readString(keeper.dataDir().resolve("postgres.password")).strip());
  }

  private static long define(ServerProcess server, String admin, String entity, String cron) {
    Map<String, Object> d = new HashMap<>();
    d.put("name", "reindex " + entity + (cron == null ? "" : " on a schedule"));
    d.put("jobName", "reindexDataJob");
    d.put("enabled", true);
    d.put("cronExpression", cron);
    d.put("parameters", Map.of("reindexTypes", List.of(entity), "blockSize", 20));
    ServerProcess.Response r =
        server.post(
            JOBS + "/definitions", Map.of("definition", d, "skipCronWarnings", true), admin);
    assertThat(r.status()).as(r.body()).isEqualTo(200);
    return r.json().path("definition").path("id").asLong();
  }

  private static boolean ended(JsonNode e) {
    return List.of("COMPLETED", "STOPPED", "FAILED").contains(e.path("status").asString());
  }

  private static JsonNode await(
      ServerProcess server,
      String admin,
      long id,
      java.util.function.Predicate<JsonNode> done,
      int minutes) {
    Instant deadline = Instant.now().plus(Duration.ofMinutes(minutes));
    JsonNode current = null;
    while (Instant.now().isBefore(deadline)) {
      current = server.get(JOBS + "/executions/" + id, admin).json().path("execution");
      if (done.test(current) || ended(current)) {
        return current;
      }
      ServerProcess.sleep(Duration.ofMillis(50));
    }
    throw new AssertionError("run " + id + " did not get there: " + current);
  }

  private static void load(ServerProcess server, String admin) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < RECORDS; i++) {
      line(out, "Customer", "K-" + i);
    }
    for (int i = 0; i < 10; i++) {
      line(out, "Small", "S-" + i);
    }
    ServerProcess.Response started =
        server.post("/api/v2/data/import", out.toByteArray(), "application/x-ndjson", admin);
    assertThat(started.status()).as(started.body()).isEqualTo(202);
    long id = started.json().path("importId").asLong();
    Instant deadline = Instant.now().plus(Duration.ofMinutes(5));
    JsonNode current = null;
    while (Instant.now().isBefore(deadline)) {
      current = server.get("/api/v2/data/import/" + id, admin).json();
      if (current.path("state").asString().matches("DONE|FAILED")) {
        break;
      }
      ServerProcess.sleep(Duration.ofMillis(200));
    }
    assertThat(current.path("state").asString()).as(String.valueOf(current)).isEqualTo("DONE");
    assertThat(current.path("loaded").asLong()).isEqualTo(RECORDS + 10);
  }

  private static void line(ByteArrayOutputStream out, String entity, String key) {
    out.writeBytes(
        ("{\"entityName\": \""
                + entity
                + "\", \"sourceSystem\": \"crm\", \"externalId\": \""
                + key
                + "\", \"attributes\": {\"name\": \"n"
                + key
                + "\"}}\n")
            .getBytes(StandardCharsets.UTF_8));
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
    for (String entity : List.of("Customer", "Small")) {
      assertThat(
              server
                  .post(
                      "/api/v2/meta/model/entities/save",
                      Map.of(
                          "entity",
                          Map.of(
                              "name",
                              entity,
                              "attributes",
                              List.of(Map.of("name", "name", "type", "String")))),
                      admin)
                  .status())
          .isEqualTo(200);
    }
  }
}
