package org.platform.mdm.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The HTTP side of a benchmark: logs in as the admin and sends JSON, expecting 2xx. */
final class BenchClient {

  static final JsonMapper JSON = JsonMapper.builder().build();

  private final HttpClient http =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private final String base;
  private final String userName;
  private final String password;
  private String token;

  BenchClient(int port, String adminPassword) throws Exception {
    this(port, "admin", adminPassword);
  }

  /** A client logged in as the user. */
  BenchClient(int port, String userName, String password) throws Exception {
    this.base = "http://localhost:" + port;
    this.userName = userName;
    this.password = password;
    logIn();
  }

  /** Logs in (again: a token expires, and a load of a million records outlasts it). */
  private void logIn() throws Exception {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(URI.create(base + "/api/v2/core/authentication/login"))
                .header("Content-Type", "application/json")
                .POST(
                    HttpRequest.BodyPublishers.ofString(
                        JSON.writeValueAsString(
                            Map.of("userName", userName, "password", password))))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    this.token = JSON.readTree(r.body()).path("token").asString();
  }

  JsonNode post(String path, Object body) throws Exception {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))));
  }

  JsonNode put(String path, Object body) throws Exception {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .PUT(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))));
  }

  JsonNode get(String path) throws Exception {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
  }

  /**
   * The body of a GET, unparsed (2xx expected): what a benchmark times, the server's answer
   * delivered, without the client's JSON parsing.
   */
  String getText(String path) throws Exception {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(URI.create(base + path))
                .GET()
                .header("Authorization", "Bearer " + token)
                .timeout(Duration.ofMinutes(30))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() / 100 != 2) {
      throw new IllegalStateException(r.statusCode() + " " + r.body());
    }
    return r.body();
  }

  /** A request to this server with the admin's token, for bodies other than JSON. */
  HttpRequest.Builder request(String path) {
    return HttpRequest.newBuilder(URI.create(base + path))
        .header("Authorization", "Bearer " + token)
        .timeout(Duration.ofMinutes(30));
  }

  JsonNode send(HttpRequest.Builder request) throws Exception {
    HttpResponse<String> r =
        http.send(
            request
                .setHeader("Authorization", "Bearer " + token)
                .timeout(Duration.ofMinutes(30))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() == 401) {
      logIn();
      r =
          http.send(
              request.setHeader("Authorization", "Bearer " + token).build(),
              HttpResponse.BodyHandlers.ofString());
    }
    if (r.statusCode() / 100 != 2) {
      throw new IllegalStateException(r.statusCode() + " " + r.body());
    }
    return JSON.readTree(r.body());
  }

  /**
   * Starts a run of the operation definition and waits for it to complete: the seconds from its
   * start to its end as the server records them, and the items it processed.
   */
  double[] runJob(long definitionId) throws Exception {
    String jobs = "/api/v2/core/jobs/executions/";
    long id = post(jobs + "start/" + definitionId, Map.of()).path("execution").path("id").asLong();
    JsonNode e;
    while (true) {
      e = get(jobs + id).path("execution");
      String status = e.path("status").asString();
      if (status.equals("COMPLETED")) {
        break;
      }
      if (status.equals("FAILED") || status.equals("STOPPED")) {
        throw new IllegalStateException("the run ended " + status + ": " + e);
      }
      Thread.sleep(50);
    }
    double seconds =
        Duration.between(
                    java.time.OffsetDateTime.parse(e.path("startTime").asString()),
                    java.time.OffsetDateTime.parse(e.path("endTime").asString()))
                .toMillis()
            / 1000.0;
    return new double[] {seconds, e.path("processed").asLong()};
  }

  /** Bulk-loads an NDJSON file through {@code /api/v2/data/import} and waits; the seconds taken. */
  double importFile(java.nio.file.Path file) throws Exception {
    long t = System.nanoTime();
    JsonNode started =
        send(
            request("/api/v2/data/import")
                .header("Content-Type", "application/x-ndjson")
                .POST(HttpRequest.BodyPublishers.ofFile(file)));
    long id = started.path("importId").asLong();
    while (true) {
      JsonNode status = get("/api/v2/data/import/" + id);
      String state = status.path("state").asString();
      if (state.equals("DONE")) {
        return (System.nanoTime() - t) / 1e9;
      }
      if (state.equals("FAILED")) {
        throw new IllegalStateException("import failed: " + status);
      }
      Thread.sleep(500);
    }
  }

  /** Sends a spreadsheet to {@code /api/v2/core/import-data}; the id of the run that loads it. */
  long uploadXlsx(java.nio.file.Path file) throws Exception {
    String boundary = "bench-" + java.util.UUID.randomUUID();
    HttpRequest.BodyPublisher body =
        HttpRequest.BodyPublishers.concat(
            HttpRequest.BodyPublishers.ofString(
                "--"
                    + boundary
                    + "\r\nContent-Disposition: form-data; name=\"file\";"
                    + " filename=\""
                    + file.getFileName()
                    + "\"\r\nContent-Type: application/vnd.openxmlformats-officedocument"
                    + ".spreadsheetml.sheet\r\n\r\n"),
            HttpRequest.BodyPublishers.ofFile(file),
            HttpRequest.BodyPublishers.ofString("\r\n--" + boundary + "--\r\n"));
    return send(request("/api/v2/core/import-data")
            .header("Content-Type", "multipart/form-data; boundary=" + boundary)
            .POST(body))
        .path("run")
        .path("executionId")
        .asLong();
  }

  /** Downloads a bulk operation's file. */
  void download(long runId, java.nio.file.Path file) throws Exception {
    java.net.http.HttpResponse<java.nio.file.Path> r =
        java.net.http.HttpClient.newBuilder()
            .version(java.net.http.HttpClient.Version.HTTP_1_1)
            .build()
            .send(
                request("/api/v2/bulk-operations/" + runId + "/file").GET().build(),
                java.net.http.HttpResponse.BodyHandlers.ofFile(file));
    if (r.statusCode() != 200) {
      throw new IllegalStateException("the download answered " + r.statusCode());
    }
  }

  /**
   * Waits until no autovacuum runs (after a load or a rebuild one may run for minutes, beside the
   * next measured phase) and the typo dictionary has no queued words, then checkpoints: each phase
   * starts from the same state.
   */
  static void settle(javax.sql.DataSource dataSource) throws Exception {
    long t = System.nanoTime();
    try (java.sql.Connection c = dataSource.getConnection();
        java.sql.Statement st = c.createStatement()) {
      // The typo dictionary writes the forms of the words a load queued, in the background.
      waitFor(st, "select not exists (select 1 from search_new_words)", t, 1_800);
      waitFor(
          st,
          "select count(*) = 0 from pg_stat_activity where backend_type = 'autovacuum worker'",
          t,
          600);
      st.execute("checkpoint");
    }
    say(String.format(java.util.Locale.ROOT, "  settled in %.1f s", (System.nanoTime() - t) / 1e9));
  }

  /** Polls a query answering a boolean until it is true or {@code seconds} after {@code t}. */
  private static void waitFor(java.sql.Statement st, String query, long t, long seconds)
      throws Exception {
    while (System.nanoTime() - t < seconds * 1_000_000_000L) {
      try (java.sql.ResultSet rs = st.executeQuery(query)) {
        rs.next();
        if (rs.getBoolean(1)) {
          return;
        }
      }
      Thread.sleep(1000);
    }
  }

  static void say(String line) {
    System.out.println(
        LocalDateTime.now().format(DateTimeFormatter.ofPattern("HH:mm:ss")) + " " + line);
  }
}
