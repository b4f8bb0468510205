package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.say;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.sql.DataSource;
import org.flowable.common.engine.impl.identity.Authentication;
import org.flowable.engine.ProcessEngine;
import org.flowable.engine.RuntimeService;
import org.platform.mdm.MdmApplication;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.platform.mdm.workflow.engine.ShippedProcesses;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;

/**
 * Benchmark of the approval workflows (issue 49; not a test: run it with {@code
 * bench/workflow.sh}).
 *
 * <p>Starts the server in-process with a durable embedded PostgreSQL in a fresh directory and makes
 * two registers of one attribute: {@code Plain} without a process and {@code Approved} assigned the
 * shipped {@code draftPublishingApproval} with the role {@code APPROVER} as its approvers; a
 * steward {@code steward} holds that role. The administrator writes {@code -Dbench.drafts} (1,000)
 * record drafts into each register (untimed), then publishes them alternating the registers, one
 * client, timing each publish: a {@code Plain} draft publishes at once (the floor), an {@code
 * Approved} one starts its process and waits. The steward then completes the 1,000 approval tasks
 * with "approve" over HTTP (each completion publishes its draft). (a) processes/s = drafts / (the
 * approved publishes' time + the completions' time), beside drafts / the plain publishes' time; (b)
 * the latencies of the two kinds of publish. Then (c) starts {@code -Dbench.tasks} (10,000)
 * processes of the shipped approval through the engine's API in transactions of 100 (the HTTP path
 * of (a) costs a draft, a record write and a publish for each) and measures, as the steward,
 * alternating request by request: {@code POST /tasks/list} of the tasks available to its roles,
 * {@code POST /tasks/search} of the index (its AVAILABLE tasks, newest first) and the floor {@code
 * GET /core/authentication/current-user}. Prints a Markdown summary (also saved as results.md).
 */
public final class WorkflowBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String STEWARD_PASSWORD = "bench-steward-password";
  private static final String ROLE = "APPROVER";
  private static final String SOURCE = "erp";
  private static final String DRAFTS = "/api/v2/draft";
  private static final String DATA = "/api/meta-data-driven/v1/data";
  private static final String TASKS = "/api/v2/workflow/tasks";
  private static final String ME = "/api/v2/core/authentication/current-user";

  private final int drafts = Integer.getInteger("bench.drafts", 1_000);
  private final int warmup = Integer.getInteger("bench.warmup", 100);
  private final int openTasks = Integer.getInteger("bench.tasks", 10_000);
  private final int requests = Integer.getInteger("bench.requests", 500);
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "workflow-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  private BenchClient admin;
  private BenchClient steward;
  private JdbcTemplate jdbc;
  private int records;

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new WorkflowBenchmark().run();
    } catch (Exception | Error e) {
      e.printStackTrace();
      status = 2;
    }
    System.exit(status);
  }

  private int run() throws Exception {
    Files.createDirectories(dataDir);
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(MdmApplication.class)
            .properties(
                "org.platform.mdm.system.data.dir=" + dataDir,
                "org.platform.mdm.system.embedded-db.durable=true",
                "org.platform.mdm.core.admin.password=" + ADMIN_PASSWORD)
            .run("--server.port=0")) {
      int port = context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
      admin = new BenchClient(port, ADMIN_PASSWORD);
      DataSource dataSource = context.getBean(DataSource.class);
      jdbc = new JdbcTemplate(dataSource);
      model();
      steward = new BenchClient(port, "steward", STEWARD_PASSWORD);
      String loadBefore = BenchMachine.loadAverage();
      say("Warm-up: " + warmup + " drafts a register ...");
      approvals(warmup);
      say("Publishing " + drafts + " drafts a register and approving ...");
      Approvals a = approvals(drafts);
      String loadMiddle = BenchMachine.loadAverage();
      say("Starting " + openTasks + " approval processes through the engine ...");
      double seeded =
          seed(context.getBean(ProcessEngine.class), context.getBean(TransactionTemplate.class));
      say(String.format(Locale.ROOT, "  started in %.1f s", seeded));
      jdbc.execute("vacuum analyze");
      BenchClient.settle(dataSource);
      Stats[] lists = lists();
      String report = report(a, seeded, lists, loadBefore, loadMiddle);
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    }
    return 0;
  }

  /** The publishes and completions of one round: nanoseconds of each request. */
  private record Approvals(long[] plain, long[] held, long[] completed) {}

  /**
   * Writes {@code n} drafts a register, publishes them alternating the registers, then completes
   * the approval of each held one.
   */
  private Approvals approvals(int n) throws Exception {
    long[] plainDrafts = new long[n];
    long[] heldDrafts = new long[n];
    for (int i = 0; i < n; i++) {
      plainDrafts[i] = draft("Plain");
      heldDrafts[i] = draft("Approved");
    }
    long[] plain = new long[n];
    long[] held = new long[n];
    for (int i = 0; i < n; i++) {
      plain[i] = publish(plainDrafts[i], "PUBLISHED");
      held[i] = publish(heldDrafts[i], "DELAYED_BY_WORKFLOW");
    }
    Map<String, String> taskOfDraft = new HashMap<>();
    jdbc.query(
        "select e.business_key_, t.id_ from flowable.act_ru_task t"
            + " join flowable.act_ru_execution e on e.id_ = t.proc_inst_id_"
            + " where t.task_def_key_ = 'approval'",
        rs -> {
          taskOfDraft.put(rs.getString(1), rs.getString(2));
        });
    long[] completed = new long[n];
    for (int i = 0; i < n; i++) {
      String task = taskOfDraft.get(String.valueOf(heldDrafts[i]));
      if (task == null) {
        throw new IllegalStateException("no approval task for draft " + heldDrafts[i]);
      }
      long t = System.nanoTime();
      JsonNode done = steward.post(TASKS + "/" + task + "/complete", Map.of("decision", "approve"));
      completed[i] = System.nanoTime() - t;
      if (!done.path("processEnded").asBoolean()) {
        throw new IllegalStateException("the approval did not end: " + done);
      }
    }
    Long published =
        jdbc.queryForObject(
            "select count(*) from drafts where state = 'PUBLISHED' and id = any(?)",
            Long.class,
            (Object) Arrays.stream(heldDrafts).boxed().toArray(Long[]::new));
    if (published == null || published != n) {
      throw new IllegalStateException(published + " of " + n + " approved drafts published");
    }
    return new Approvals(plain, held, completed);
  }

  /** A record draft of the register with one record written into it: its id. */
  private long draft(String entity) throws Exception {
    Map<String, Object> upsert = new LinkedHashMap<>();
    upsert.put("type", "record");
    upsert.put("description", "bench");
    upsert.put("parameters", Map.of("entity-name", entity));
    long id = admin.post(DRAFTS + "/upsert", upsert).path("draft").path("draftId").asLong();
    Map<String, Object> write = new LinkedHashMap<>();
    write.put("entityName", entity);
    write.put("sourceSystem", SOURCE);
    write.put("externalId", "R-" + records++);
    write.put("attributes", Map.of("name", "record " + records));
    write.put("draftId", id);
    admin.post(DATA, write);
    return id;
  }

  /** Publishes the draft (expecting the state): nanoseconds. */
  private long publish(long draftId, String state) throws Exception {
    long t = System.nanoTime();
    JsonNode answer = admin.post(DRAFTS + "/publish", Map.of("draftId", draftId, "delete", false));
    long took = System.nanoTime() - t;
    String got = answer.path("draft").path("state").asString();
    if (!got.equals(state)) {
      throw new IllegalStateException("draft " + draftId + " is " + got + ", not " + state);
    }
    return took;
  }

  /**
   * Starts the open tasks' processes as the gate does (a process of the shipped approval per fake
   * draft, the administrator its initiator), 100 to a transaction: seconds.
   */
  private double seed(ProcessEngine engine, TransactionTemplate transactions) {
    RuntimeService runtime = engine.getRuntimeService();
    long t = System.nanoTime();
    int batch = 100;
    for (int from = 0; from < openTasks; from += batch) {
      int start = from;
      transactions.executeWithoutResult(
          s -> {
            Authentication.setAuthenticatedUserId("admin");
            try {
              for (int i = start; i < Math.min(openTasks, start + batch); i++) {
                long draftId = 1_000_000_000L + i;
                Map<String, Object> variables = new HashMap<>();
                variables.put(ProcessVariables.DRAFT_ID, draftId);
                variables.put(ProcessVariables.ENTITY_NAME, "Approved");
                variables.put(ProcessVariables.ETALON_ID, "");
                variables.put(ProcessVariables.APPROVERS, ROLE);
                runtime.startProcessInstanceByKey(
                    ShippedProcesses.DRAFT_PUBLISHING_APPROVAL, String.valueOf(draftId), variables);
              }
            } finally {
              Authentication.setAuthenticatedUserId(null);
            }
          });
      if ((from + batch) % 2_000 == 0) {
        say(String.format(Locale.ROOT, "  %,d started", from + batch));
      }
    }
    return (System.nanoTime() - t) / 1e9;
  }

  /** As the steward, alternating: [floor GET, tasks/list available, tasks/search]. */
  private Stats[] lists() throws Exception {
    say("Task lists: " + warmup + " warm-up, " + requests + " measured, three requests each ...");
    Map<String, Object> available = Map.of("available", true);
    Map<String, Object> search = Map.of("status", "AVAILABLE");
    long[][] nanos = new long[3][requests];
    long[] totals = new long[3];
    for (int i = 0; i < warmup + requests; i++) {
      for (int k = 0; k < 3; k++) {
        long t = System.nanoTime();
        JsonNode answer =
            switch (k) {
              case 0 -> steward.get(ME);
              case 1 -> steward.post(TASKS + "/list", available);
              default -> steward.post(TASKS + "/search", search);
            };
        long took = System.nanoTime() - t;
        if (i >= warmup) {
          nanos[k][i - warmup] = took;
          totals[k] = answer.path("total").asLong();
        }
      }
    }
    Stats[] stats = new Stats[3];
    for (int k = 0; k < 3; k++) {
      stats[k] = Stats.of(nanos[k], totals[k]);
    }
    say(
        String.format(
            Locale.ROOT,
            "  p99: floor %.1f ms, list %.1f ms (total %d), search %.1f ms (total %d)",
            stats[0].percentile(99),
            stats[1].percentile(99),
            stats[1].total(),
            stats[2].percentile(99),
            stats[2].total()));
    return stats;
  }

  private void model() throws Exception {
    admin.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", SOURCE, "weight", 50)));
    for (String entity : List.of("Plain", "Approved")) {
      admin.post(
          "/api/v2/meta/model/entities/save",
          Map.of(
              "entity",
              Map.of(
                  "name",
                  entity,
                  "attributes",
                  List.of(Map.of("name", "name", "type", "String")))));
    }
    admin.post("/api/v2/core/roles", Map.of("name", ROLE, "rights", List.of()));
    admin.post(
        "/api/v2/core/users",
        Map.of("userName", "steward", "password", STEWARD_PASSWORD, "roles", List.of(ROLE)));
    Map<String, Object> assignment = new LinkedHashMap<>();
    assignment.put("entityName", "Approved");
    assignment.put("processId", ShippedProcesses.DRAFT_PUBLISHING_APPROVAL);
    assignment.put("approvers", List.of(ROLE));
    admin.post(
        "/api/v2/workflow/assignments/save",
        Map.of("model", Map.of("assignments", List.of(assignment))));
  }

  private String report(
      Approvals a, double seeded, Stats[] lists, String loadBefore, String loadMiddle) {
    double plain = sum(a.plain());
    double held = sum(a.held());
    double completed = sum(a.completed());
    Stats p = Stats.of(a.plain(), 0);
    Stats h = Stats.of(a.held(), 0);
    Stats c = Stats.of(a.completed(), 0);
    StringBuilder md = new StringBuilder();
    md.append(
        String.format(
            Locale.ROOT,
            "(a) %,d record drafts a register, one client: published without a process %.2f s,"
                + " **%,.1f drafts/s** (the floor); published into `draftPublishingApproval` %.2f s"
                + " and approved (`POST /tasks/{id}/complete`, which publishes) %.2f s: **%,.1f"
                + " processes/s** (started and completed); ratio to the floor %.2f.%n%n",
            drafts,
            plain,
            drafts / plain,
            held,
            completed,
            drafts / (held + completed),
            (held + completed) / plain));
    md.append("| request | p50 ms | p90 ms | p99 ms | max ms | p50 / floor | p99 / floor |\n");
    md.append("|---|---|---|---|---|---|---|\n");
    row(md, "(b) publish, no process (the floor)", p, p);
    row(md, "(b) publish into the approval (process started)", h, p);
    row(md, "(a) complete the approval task (draft published)", c, p);
    md.append(
        String.format(
            Locale.ROOT,
            "%n(c) %,d approval processes started through the engine's API (100 to a transaction)"
                + " in %.1f s (%,.0f/s); then as the steward, %d requests of each after %d warm-up,"
                + " alternating:%n%n",
            openTasks,
            seeded,
            openTasks / seeded,
            requests,
            warmup));
    md.append("| request | p50 ms | p90 ms | p99 ms | max ms | p50 / floor | p99 / floor |\n");
    md.append("|---|---|---|---|---|---|---|\n");
    row(md, "GET /core/authentication/current-user (the floor)", lists[0], lists[0]);
    row(md, "POST /tasks/list `{available: true}`, 20 of " + lists[1].total(), lists[1], lists[0]);
    row(
        md,
        "POST /tasks/search `{status: AVAILABLE}`, 20 of " + lists[2].total(),
        lists[2],
        lists[0]);
    md.append(
        String.format(
            Locale.ROOT,
            "%nMachine: %s, %d CPUs, %s; load average %s before, %s after (a), %s at the end.%n",
            BenchMachine.cpuModel(),
            Runtime.getRuntime().availableProcessors(),
            BenchMachine.memory(),
            loadBefore,
            loadMiddle,
            BenchMachine.loadAverage()));
    return md.toString();
  }

  private static void row(StringBuilder md, String what, Stats s, Stats floor) {
    md.append(
        String.format(
            Locale.ROOT,
            "| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |%n",
            what,
            s.percentile(50),
            s.percentile(90),
            s.percentile(99),
            s.percentile(100),
            s.percentile(50) / floor.percentile(50),
            s.percentile(99) / floor.percentile(99)));
  }

  private static double sum(long[] nanos) {
    return Arrays.stream(nanos).sum() / 1e9;
  }

  private record Stats(long[] sorted, long total) {
    static Stats of(long[] nanos, long total) {
      long[] sorted = nanos.clone();
      Arrays.sort(sorted);
      return new Stats(sorted, total);
    }

    double percentile(double p) {
      int i = (int) Math.ceil(p / 100 * sorted.length) - 1;
      return sorted[Math.max(0, Math.min(sorted.length - 1, i))] / 1e6;
    }
  }
}
