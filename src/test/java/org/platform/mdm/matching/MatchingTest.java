package org.platform.mdm.matching;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** Matching as a data steward uses it: models, real-time clusters and merges, confirm, reject. */
class MatchingTest extends MatchingApiTest {

  @org.springframework.beans.factory.annotation.Autowired
  org.springframework.jdbc.core.simple.JdbcClient jdbc;

  @Test
  void aModelIsCheckedAgainstTheDataModelAndEveryProblemListed() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("born", "Date"));
    Map<String, Object> bad =
        model(
            r,
            set(
                "people",
                rule("a", "SOMETIMES", cmp("nickname", "EXACT")),
                rule("a", "REVIEW", cmp("born", "FUZZY"), cmp("name", "SOUNDEX")),
                rule("b", "REVIEW", Map.of("attribute", "name", "type", "FUZZY", "threshold", 2))));

    Api.Response refused = admin.post(MODELS + "/save", Map.of("model", bad));

    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    List<String> sources = new ArrayList<>();
    refused
        .json()
        .path("details")
        .path("error")
        .forEach(e -> sources.add(e.path("source").asString()));
    assertThat(sources)
        .contains(
            "sets[0].rules[0].action",
            "sets[0].rules[0].comparisons[0]",
            "sets[0].rules[1].name",
            "sets[0].rules[1].comparisons[0]",
            "sets[0].rules[1].comparisons[1].type",
            "sets[0].rules[2].comparisons[0].threshold");
    assertThat(admin.get(MODELS + "/" + r).status()).isEqualTo(404);
    assertThat(
            admin
                .post(
                    MODELS + "/save",
                    Map.of(
                        "model",
                        model("NoSuchEntity", set("s", rule("r", "REVIEW", cmp("x", "EXACT"))))))
                .status())
        .isEqualTo(400);

    Map<String, Object> good =
        model(r, set("people", rule("same", "REVIEW", cmp("name", "NORMALIZED"))));
    Api.Response saved = admin.post(MODELS + "/save", Map.of("model", good));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    assertThat(saved.json().path("publishedRevision").asInt()).isEqualTo(1);
    assertThat(
            admin
                .get(MODELS + "/" + r)
                .json()
                .path("model")
                .path("sets")
                .get(0)
                .path("name")
                .asString())
        .isEqualTo("people");
  }

  @Test
  void reviewMatchesFormAClusterWithTheirExplanationAcrossScripts() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(
            r,
            set(
                "people",
                rule("name_and_birth", "REVIEW", names("NORMALIZED"), cmp("born", "EXACT")))));
    String a = id(written(admin, person(r, erp, "1", "Ivan", "Petrov", "1980-05-01")));
    String b = id(written(admin, person(r, erp, "2", "Петров", "Иван", "1980-05-01")));
    String other = id(written(admin, person(r, erp, "3", "Ivan", "Petrov", "1990-01-01")));

    JsonNode list = clusters(admin, Map.of("entityName", r));
    assertThat(list.path("total").asInt()).isEqualTo(1);
    JsonNode cluster = list.path("clusters").get(0);
    assertThat(cluster.path("setName").asString()).isEqualTo("people");
    assertThat(cluster.path("ruleName").asString()).isEqualTo("name_and_birth");
    assertThat(cluster.path("recordsCount").asInt()).isEqualTo(2);
    String clusterId = cluster.path("id").asString();

    Api.Response detail = admin.get(CLUSTERS + "/" + clusterId);
    assertThat(detail.status()).as(detail.toString()).isEqualTo(200);
    assertThat(texts(detail.json().path("records"), "etalonId")).containsExactlyInAnyOrder(a, b);
    JsonNode pair = detail.json().path("pairs").get(0);
    assertThat(pair.path("ruleName").asString()).isEqualTo("name_and_birth");
    assertThat(texts(pair.path("comparisons"), "type")).containsExactly("NORMALIZED", "EXACT");
    assertThat(pair.path("comparisons").get(0).path("score").asDouble()).isEqualTo(1.0);
    // The list carries each cluster's records as the cluster's own page has them.
    assertThat(list.path("records").path(clusterId)).isEqualTo(detail.json().path("records"));

    // Filtered by a record (the query parameter of the cluster table), and in the atomic get.
    assertThat(
            admin
                .post(CLUSTERS + "?clusterTargetSubjectId=" + other, Map.of())
                .json()
                .path("total")
                .asInt())
        .isZero();
    assertThat(
            admin
                .post(CLUSTERS + "?clusterTargetSubjectId=" + b, Map.of())
                .json()
                .path("total")
                .asInt())
        .isEqualTo(1);
    JsonNode atomic =
        admin
            .post(
                "/api/v2/data/atomic/get",
                Map.of(
                    "payload",
                    Map.of(
                        "org.platform.mdm.rest.v2.data", Map.of("entityName", r, "etalonId", a))))
            .json()
            .path("payload")
            .path("org.platform.mdm.rest.v2.matching.data")
            .path("results");
    assertThat(atomic).hasSize(1);
    assertThat(atomic.get(0).path("id").asString()).isEqualTo(clusterId);
    assertThat(atomic.get(0).path("recordsCount").asInt()).isEqualTo(2);

    // A change that no longer matches takes the record out; the cluster goes.
    written(admin, person(r, erp, "2", "Петров", "Иван", "1981-05-01"));
    assertThat(clusters(admin, Map.of("entityName", r)).path("total").asInt()).isZero();
  }

  @Test
  void aRuleNeedsAllItsComparisonsAndASetAnyOfItsRules() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String kinds =
        anEnumeration(admin, "Kinds", List.of(Map.of("name", "SHOP"), Map.of("name", "FARM")));
    Map<String, Object> kind = attribute("kind", "Enum");
    kind.put("enumeration", kinds);
    String r =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("revenue", "Number"), kind);
    publish(
        admin,
        model(
            r,
            set(
                "firms",
                rule(
                    "name_and_kind",
                    "REVIEW",
                    cmp("name", "NORMALIZED"),
                    cmp("kind", "SAME_LOOKUP")),
                rule(
                    "revenue_and_sound",
                    "REVIEW",
                    Map.of("attribute", "revenue", "type", "NUMBER_WITHIN", "delta", 10),
                    cmp("name", "PHONETIC")))));
    String a = id(written(admin, firm(r, erp, "1", "Smith & Sons", 1000, "SHOP")));
    // The same name but another kind, and a revenue far away: neither rule holds.
    String b = id(written(admin, firm(r, erp, "2", "SMITH SONS", 5000, "FARM")));
    assertThat(clusters(admin, Map.of("entityName", r)).path("total").asInt()).isZero();
    // Same-sounding name with a revenue within 10: the second rule holds.
    String c = id(written(admin, firm(r, erp, "3", "Smyth Sons", 1008, "FARM")));
    JsonNode list = clusters(admin, Map.of("entityName", r)).path("clusters");
    assertThat(list).hasSize(1);
    assertThat(list.get(0).path("ruleName").asString()).isEqualTo("revenue_and_sound");
    assertThat(list.get(0).path("ruleDisplayName").asString()).isEqualTo("revenue_and_sound rule");
    assertThat(list.get(0).path("setDisplayName").asString()).isEqualTo("firms set");
    JsonNode detail = admin.get(CLUSTERS + "/" + list.get(0).path("id").asString()).json();
    assertThat(texts(detail.path("records"), "etalonId")).containsExactlyInAnyOrder(a, c);
    // The first rule, once the kind agrees: b joins the cluster through a.
    written(admin, firm(r, erp, "2", "SMITH SONS", 5000, "SHOP"));
    JsonNode again = clusters(admin, Map.of("entityName", r)).path("clusters");
    assertThat(again).hasSize(1);
    assertThat(again.get(0).path("recordsCount").asInt()).isEqualTo(3);
    assertThat(
            texts(
                admin
                    .get(CLUSTERS + "/" + again.get(0).path("id").asString())
                    .json()
                    .path("records"),
                "etalonId"))
        .containsExactlyInAnyOrder(a, b, c);
  }

  @Test
  void autoMergeMergesIntoTheOldestRecordAtOnce() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 50);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(
            r,
            set(
                "people",
                rule(
                    "typo",
                    "AUTO_MERGE",
                    Map.of(
                        "attributes", List.of("first", "last"), "type", "FUZZY", "threshold", 0.6),
                    cmp("born", "EXACT")))));
    String first =
        id(written(admin, person(r, erp, "1", "Konstantin", "Konstantinopolsky", "1975-03-03")));
    JsonNode second =
        written(admin, person(r, crm, "9", "Konstantin", "Konstantinopolskiy", "1975-03-03"));

    Api.Response read = read(admin, r, id(second), "");
    assertThat(read.json().path("etalonId").asString()).isEqualTo(first);
    assertThat(texts(read.json().path("externalKeys"), "id")).containsExactlyInAnyOrder("1", "9");
    assertThat(clusters(admin, Map.of("entityName", r)).path("total").asInt()).isZero();
    JsonNode history =
        admin.get("/api/v2/data/records/" + first + "/history").json().path("events");
    assertThat(history.get(history.size() - 1).path("type").asString()).isEqualTo("RECORD_MERGE");
  }

  @Test
  void aBatchMatchesItsRecordsAsSingleWritesWould() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 50);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(
            r,
            set(
                "people",
                rule("same", "AUTO_MERGE", names("EXACT"), cmp("born", "EXACT")),
                rule("alike", "REVIEW", names("FUZZY")))));
    String before = id(written(admin, person(r, erp, "1", "Anna", "Schmidt", "1980-01-01")));

    Api.Response batch =
        admin.post(
            "/api/meta-data-driven/v1/data/batch",
            List.of(
                person(r, crm, "2", "Anna", "Schmidt", "1980-01-01").body(),
                person(r, erp, "3", "Boris", "Petrovsky", "1970-05-05").body(),
                person(r, crm, "4", "Boris", "Petrovskiy", "1971-06-06").body()));

    assertThat(batch.status()).as(batch.toString()).isEqualTo(200);
    JsonNode results = batch.json().path("results");
    Api.Response merged = read(admin, r, id(results.get(0)), "");
    assertThat(merged.json().path("etalonId").asString())
        .as("merged into the record written before, the oldest")
        .isEqualTo(before);
    JsonNode review = clusters(admin, Map.of("entityName", r)).path("clusters");
    assertThat(review).hasSize(1);
    assertThat(review.get(0).path("ruleName").asString()).isEqualTo("alike");
  }

  @Test
  void aConfirmedClusterMergesAndARejectedPairNeverMatchesAgain() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(
            r,
            set(
                "people",
                rule(
                    "sound",
                    "REVIEW",
                    names("PHONETIC"),
                    Map.of("attribute", "born", "type", "DATE_WITHIN", "days", 2)))));
    String a = id(written(admin, person(r, erp, "1", "John", "Smith", "1970-01-01")));
    String b = id(written(admin, person(r, erp, "2", "Jon", "Smyth", "1970-01-02")));
    String c = id(written(admin, person(r, erp, "3", "Smith", "John", "1970-01-03")));
    JsonNode list = clusters(admin, Map.of("entityName", r));
    assertThat(list.path("total").asInt()).isEqualTo(1);
    assertThat(list.path("clusters").get(0).path("recordsCount").asInt()).isEqualTo(3);
    String clusterId = list.path("clusters").get(0).path("id").asString();

    // c leaves: it never matches a or b again, even when written again.
    Api.Response out =
        admin.post(CLUSTERS + "/" + clusterId + "/reject", Map.of("etalonIds", List.of(c)));
    assertThat(out.status()).as(out.toString()).isEqualTo(200);
    assertThat(out.json().path("cluster").path("recordsCount").asInt()).isEqualTo(2);
    written(admin, person(r, erp, "3", "Smith", "John", "1970-01-03"));
    assertThat(
            admin
                .post(CLUSTERS + "?clusterTargetSubjectId=" + c, Map.of())
                .json()
                .path("total")
                .asInt())
        .isZero();

    Api.Response confirmed =
        admin.post(CLUSTERS + "/" + clusterId + "/confirm", Map.of("winnerEtalonId", b));
    assertThat(confirmed.status()).as(confirmed.toString()).isEqualTo(200);
    assertThat(confirmed.json().path("winnerEtalonId").asString()).isEqualTo(b);
    assertThat(texts(confirmed.json().path("mergedEtalonIds"))).containsExactly(a);
    assertThat(read(admin, r, a, "").json().path("etalonId").asString()).isEqualTo(b);
    assertThat(admin.get(CLUSTERS + "/" + clusterId).status()).isEqualTo(404);
  }

  @Test
  void aBulkRunMatchesWhatWasWrittenWithRealTimeMatchingOff() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(
            r,
            set("exact", rule("same", "AUTO_MERGE", names("NORMALIZED"), cmp("born", "EXACT"))),
            set("close", rule("typo", "REVIEW", names("EDIT_DISTANCE"), cmp("born", "EXACT")))));
    setting(admin, "org.platform.mdm.matching.realtime.enabled", "false");
    String a, b, c, d;
    try {
      a = id(written(admin, person(r, erp, "1", "Anna", "Ivanova", "1990-02-02")));
      b = id(written(admin, person(r, erp, "2", "Анна", "Иванова", "1990-02-02")));
      c = id(written(admin, person(r, erp, "3", "Olga", "Sidorova", "1985-07-07")));
      d = id(written(admin, person(r, erp, "4", "Olga", "Sidorva", "1985-07-07")));
      written(admin, person(r, erp, "5", "Olga", "Sidorova", "1999-07-07"));
      assertThat(clusters(admin, Map.of("entityName", r)).path("total").asInt()).isZero();
      assertThat(read(admin, r, b, "").json().path("etalonId").asString()).isEqualTo(b);
    } finally {
      setting(admin, "org.platform.mdm.matching.realtime.enabled", "true");
    }

    Api.Response started = admin.post("/api/v2/matching/runs", Map.of("entityName", r));
    assertThat(started.status()).as(started.toString()).isEqualTo(200);
    String runId = started.json().path("run").path("runId").asString();
    JsonNode run = started.json().path("run");
    for (int i = 0; i < 300 && !"DONE".equals(run.path("state").asString()); i++) {
      Thread.sleep(100);
      run = admin.get("/api/v2/matching/runs/" + runId).json().path("run");
    }
    assertThat(run.path("state").asString()).as(run.toString()).isEqualTo("DONE");
    assertThat(run.path("total").asInt()).isEqualTo(5);
    assertThat(run.path("matched").asInt()).isEqualTo(2);
    assertThat(run.path("merged").asInt()).isEqualTo(1);
    // Only the pairs sharing a key were compared (2 of the 10), none cut at the cap.
    assertThat(run.path("compared").asInt()).isEqualTo(2);
    assertThat(run.path("capped").asInt()).isZero();
    // The same person in two scripts merged into the older record; the typo is for a steward.
    assertThat(read(admin, r, b, "").json().path("etalonId").asString()).isEqualTo(a);
    JsonNode list = clusters(admin, Map.of("entityName", r));
    assertThat(list.path("total").asInt()).isEqualTo(1);
    String clusterId = list.path("clusters").get(0).path("id").asString();
    assertThat(texts(admin.get(CLUSTERS + "/" + clusterId).json().path("records"), "etalonId"))
        .containsExactlyInAnyOrder(c, d);
    assertThat(admin.get("/api/v2/matching/runs?entityName=" + r).json().path("runs")).hasSize(1);
    // The run was carried out by a run of the background operations, as the user who asked.
    long executionId = run.path("executionId").asLong();
    JsonNode execution = null;
    for (int i = 0; i < 100; i++) {
      execution = admin.get("/api/v2/core/jobs/executions/" + executionId).json().path("execution");
      if ("COMPLETED".equals(execution.path("status").asString())) {
        break;
      }
      Thread.sleep(100);
    }
    assertThat(execution.path("jobName").asString()).isEqualTo("matchingRunJob");
    assertThat(execution.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(execution.path("startedBy").asString()).isEqualTo("admin");
    assertThat(
            admin
                .get("/api/v2/core/jobs/executions/steps/" + executionId)
                .json()
                .path("steps")
                .findValuesAsString("name"))
        .containsExactly("keys " + r, "match " + r);

    // A run still open although the operation run that carried it is over: a stopped one fails
    // the run (to be resumed), and a resume goes on with a new operation run.
    jdbc.sql(
            "update matching_runs set state = 'RUNNING', finished_at = null, execution_id = ?"
                + " where run_id = ?::uuid")
        .params(executionId, runId)
        .update();
    jdbc.sql("update job_executions set status = 'STOPPED' where id = ?")
        .param(executionId)
        .update();
    for (int i = 0; i < 100 && !"FAILED".equals(run.path("state").asString()); i++) {
      Thread.sleep(100);
      run = admin.get("/api/v2/matching/runs/" + runId).json().path("run");
    }
    assertThat(run.path("state").asString()).as(run.toString()).isEqualTo("FAILED");
    assertThat(run.path("error").asString()).contains("ended STOPPED");
    assertThat(admin.post("/api/v2/matching/runs/" + runId + "/resume", Map.of()).status())
        .isEqualTo(200);
    for (int i = 0; i < 300 && !"DONE".equals(run.path("state").asString()); i++) {
      Thread.sleep(100);
      run = admin.get("/api/v2/matching/runs/" + runId).json().path("run");
    }
    assertThat(run.path("state").asString()).as(run.toString()).isEqualTo("DONE");
    assertThat(run.path("executionId").asLong()).isNotEqualTo(executionId);
  }

  /** A matching run carried by an operation run in that status; returns the run's id. */
  private String aRunCarriedBy(String entity, String executionStatus) {
    long executionId =
        jdbc.sql(
                "insert into job_executions (job_name, status, started_by, parameters,"
                    + " create_date, start_time, changed_at, end_time) values ('matchingRunJob', ?,"
                    + " 'admin', '{}', now(), now(), now(), case when ? = 'STARTED' then null else"
                    + " now() end) returning id")
            .params(executionStatus, executionStatus)
            .query(Long.class)
            .single();
    String runId = java.util.UUID.randomUUID().toString();
    jdbc.sql(
            "insert into matching_runs (run_id, entity_name, phase, state, total, done,"
                + " requested_at, requested_by, execution_id, handed_at) values (?::uuid, ?,"
                + " 'MATCH', 'RUNNING', 0, 0, now(), 'admin', ?, now())")
        .params(runId, entity, executionId)
        .update();
    return runId;
  }

  private String state(Api admin, String runId) {
    return admin.get("/api/v2/matching/runs/" + runId).json().path("run").path("state").asString();
  }

  @Test
  void aClientPollingARunUnderWaySeesItRunningUntilItIsDoneNeverFailedOnTheWay() throws Exception {
    Api admin = admin();
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(r, set("people", rule("same", "REVIEW", names("NORMALIZED"), cmp("born", "EXACT")))));
    String running = aRunCarriedBy(r, "STARTED");
    // A witness that the runs' settling went by: its operation run was stopped, so it fails.
    String witness = aRunCarriedBy(r, "STOPPED");
    List<String> seen = new ArrayList<>();
    for (int i = 0; i < 300 && !"FAILED".equals(state(admin, witness)); i++) {
      seen.add(state(admin, running));
      Thread.sleep(100);
    }
    assertThat(state(admin, witness)).isEqualTo("FAILED");
    assertThat(state(admin, running))
        .as("the run whose operation run goes on is not settled as failed")
        .isEqualTo("RUNNING");

    // Its operation run completes before naming it theirs: the run is taken up again and ends.
    jdbc.sql(
            "update job_executions set status = 'COMPLETED', end_time = now() where id ="
                + " (select execution_id from matching_runs where run_id = ?::uuid)")
        .param(running)
        .update();
    for (int i = 0; i < 300 && !"DONE".equals(seen.get(seen.size() - 1)); i++) {
      Thread.sleep(100);
      seen.add(state(admin, running));
    }
    assertThat(seen).last().isEqualTo("DONE");
    assertThat(seen).doesNotContain("FAILED");
  }

  @Test
  void aFailedRunGoesOnFromItsLastBatchWhenResumed() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(r, set("people", rule("same", "REVIEW", names("NORMALIZED"), cmp("born", "EXACT")))));
    setting(admin, "org.platform.mdm.matching.realtime.enabled", "false");
    List<List<String>> pairs = new ArrayList<>();
    try {
      for (int i = 0; i < 2; i++) {
        String born = "1970-01-0" + (i + 1);
        String a = id(written(admin, person(r, erp, "a" + i, "Ivan", "Petrov", born)));
        String b = id(written(admin, person(r, erp, "b" + i, "Иван", "Петров", born)));
        pairs.add(a.compareTo(b) < 0 ? List.of(a, b) : List.of(b, a));
      }
    } finally {
      setting(admin, "org.platform.mdm.matching.realtime.enabled", "true");
    }
    // Ids here are random hex: their text order is PostgreSQL's uuid order.
    pairs.sort(java.util.Comparator.comparing(p -> p.get(0)));
    String runId = java.util.UUID.randomUUID().toString();
    // A run that failed in its MATCH phase after the batch ending at the first pair's first record.
    jdbc.sql(
            "insert into matching_runs (run_id, entity_name, phase, state, total, done,"
                + " last_etalon, requested_at, requested_by, error) values (?::uuid, ?, 'MATCH',"
                + " 'FAILED', 4, 1, ?::uuid, now(), 'admin', 'lost the connection')")
        .params(runId, r, pairs.get(0).get(0))
        .update();

    Api.Response resumed = admin.post("/api/v2/matching/runs/" + runId + "/resume", Map.of());
    assertThat(resumed.status()).as(resumed.toString()).isEqualTo(200);
    JsonNode run = resumed.json().path("run");
    for (int i = 0; i < 300 && !"DONE".equals(run.path("state").asString()); i++) {
      Thread.sleep(100);
      run = admin.get("/api/v2/matching/runs/" + runId).json().path("run");
    }
    assertThat(run.path("state").asString()).as(run.toString()).isEqualTo("DONE");
    assertThat(run.path("error").isNull()).isTrue();
    // Only the pair after the last batch done was compared.
    assertThat(run.path("matched").asInt()).isEqualTo(1);
    JsonNode list = clusters(admin, Map.of("entityName", r)).path("clusters");
    assertThat(list).hasSize(1);
    assertThat(
            texts(
                admin
                    .get(CLUSTERS + "/" + list.get(0).path("id").asString())
                    .json()
                    .path("records"),
                "etalonId"))
        .containsExactlyInAnyOrderElementsOf(pairs.get(1));
  }

  @Test
  void badClusterRequestsAreRefusedClearly() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    assertThat(admin.get(CLUSTERS + "/not-a-uuid").status()).isEqualTo(400);
    assertThat(admin.get(CLUSTERS + "/" + java.util.UUID.randomUUID()).status()).isEqualTo(404);
    assertThat(
            admin
                .post(CLUSTERS + "/" + java.util.UUID.randomUUID() + "/confirm", Map.of())
                .status())
        .isEqualTo(404);
    assertThat(admin.post(CLUSTERS, List.of(1)).status()).isEqualTo(400);
    assertThat(admin.post(CLUSTERS, Map.of("count", 5000)).status()).isEqualTo(400);
    assertThat(admin.post(CLUSTERS, Map.of("page", "one")).status()).isEqualTo(400);
    assertThat(admin.post(CLUSTERS + "?clusterTargetSubjectId=nope", Map.of()).status())
        .isEqualTo(400);
    assertThat(admin.post(MODELS + "/save", Map.of("model", "x")).status()).isEqualTo(400);
    assertThat(admin.post(MODELS + "/save", List.of()).status()).isEqualTo(400);
    assertThat(admin.post("/api/v2/matching/runs", Map.of("entityName", r)).status())
        .as("no model")
        .isEqualTo(404);
    assertThat(admin.post("/api/v2/matching/runs", Map.of()).status()).isEqualTo(400);
    assertThat(admin.get("/api/v2/matching/runs/nope").status()).isEqualTo(400);
    assertThat(admin.get("/api/v2/matching/runs/" + java.util.UUID.randomUUID()).status())
        .isEqualTo(404);
    Api reader = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));
    assertThat(reader.post(CLUSTERS, Map.of("entityName", r)).status()).isEqualTo(403);
    assertThat(
            reader
                .post(
                    MODELS + "/save",
                    Map.of("model", model(r, set("s", rule("x", "REVIEW", cmp("name", "EXACT"))))))
                .status())
        .isEqualTo(403);
  }

  // ---- helpers

  private static RecordWrite firm(
      String r, String source, String id, String name, int revenue, String kind) {
    return aRecord(r, source, id).with("name", name).with("revenue", revenue).with("kind", kind);
  }

  private static List<String> texts(JsonNode array) {
    List<String> list = new ArrayList<>();
    array.forEach(n -> list.add(n.asString()));
    return list;
  }
}
