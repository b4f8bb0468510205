package org.platform.mdm.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import tools.jackson.databind.JsonNode;

/** Background operations through their REST module: define one, run it, wait for its end. */
public final class Jobs {

  public static final String JOBS = "/api/v2/core/jobs";

  private Jobs() {}

  /** Defines an enabled operation of the type with the values; its id. */
  public static long define(Api admin, String jobName, Map<String, Object> parameters) {
    Api.Response r = tryDefine(admin, jobName, parameters);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("definition").path("id").asLong();
  }

  /**
   * Asks to define an enabled operation of the type with the values: the answer, refused or not.
   */
  public static Api.Response tryDefine(Api admin, String jobName, Map<String, Object> parameters) {
    Map<String, Object> d =
        Map.of(
            "name",
            jobName + "-" + UUID.randomUUID().toString().substring(0, 8),
            "jobName",
            jobName,
            "enabled",
            true,
            "parameters",
            parameters);
    return admin.post(JOBS + "/definitions", Map.of("definition", d));
  }

  /** Starts a run of the definition; its id. */
  public static long start(Api admin, long definitionId) {
    Api.Response r = admin.post(JOBS + "/executions/start/" + definitionId, Map.of());
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("execution").path("id").asLong();
  }

  /** The run once it has ended (within two minutes). */
  public static JsonNode ended(Api admin, long executionId) throws InterruptedException {
    Instant end = Instant.now().plus(Duration.ofMinutes(2));
    while (true) {
      JsonNode e = admin.get(JOBS + "/executions/" + executionId).json().path("execution");
      if (List.of("COMPLETED", "STOPPED", "FAILED").contains(e.path("status").asString())
          || Instant.now().isAfter(end)) {
        return e;
      }
      Thread.sleep(100);
    }
  }

  /** Defines the operation, runs it and answers the run once it has ended. */
  public static JsonNode run(Api admin, String jobName, Map<String, Object> parameters)
      throws InterruptedException {
    return ended(admin, start(admin, define(admin, jobName, parameters)));
  }

  /** The run's steps. */
  public static JsonNode steps(Api admin, long executionId) {
    return admin.get(JOBS + "/executions/steps/" + executionId).json().path("steps");
  }
}
