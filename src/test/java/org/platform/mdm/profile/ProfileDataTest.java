package org.platform.mdm.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;
import org.platform.mdm.operations.run.RunExecutor;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * Profiling a register of random records ({@code profileDataJob}) over HTTP: every attribute's
 * numbers are what the test computes from the records it wrote, at the run's date (records valid
 * later are left out until a run reads at a later date); the profiles are listed, read whole and
 * the newest found by register, by users who may read the register only; a register that does not
 * exist is refused in the operation's definition.
 */
class ProfileDataTest extends RecordApiTest {

  @Autowired JdbcClient jdbc;
  @Autowired RunExecutor executor;

  static final String PROFILES = "/api/v2/core/profiles";
  private static final String[] WORDS = {"AB-12", "ab 12", "Жук", "x", "Main St. 5", "12345"};

  private final Random random = new Random(51);

  /** The test's own account of what it wrote: attribute → each record's value. */
  private final Map<String, List<Object>> now = new LinkedHashMap<>();

  private final Map<String, List<Object>> later = new LinkedHashMap<>();

  private final Map<String, Function<Random, Object>> generators = new LinkedHashMap<>();

  ProfileDataTest() {
    generators.put(
        "title", r -> WORDS[r.nextInt(WORDS.length)] + (r.nextBoolean() ? r.nextInt(9) : ""));
    generators.put("amount", r -> (long) r.nextInt(20_000) - 10_000);
    generators.put("price", r -> BigDecimal.valueOf(r.nextInt(1_000_000), 2));
    generators.put("born", r -> LocalDate.of(1940, 1, 1).plusDays(r.nextInt(30_000)));
    generators.put(
        "seen",
        r ->
            OffsetDateTime.of(2024, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC)
                .plusSeconds(r.nextInt(50_000_000)));
    generators.put("vip", Random::nextBoolean);
    generators.put("opens", r -> LocalTime.ofSecondOfDay(r.nextInt(86_400)));
    generators.put(
        "tags",
        r -> {
          List<Object> tags = new ArrayList<>();
          for (int i = r.nextInt(4); i > 0; i--) {
            tags.add(WORDS[r.nextInt(3)]);
          }
          return tags;
        });
    generators
        .keySet()
        .forEach(
            a -> {
              now.put(a, new ArrayList<>());
              later.put(a, new ArrayList<>());
            });
  }

  private static Map<String, Object> arrayAttribute(String name, String type) {
    Map<String, Object> a = attribute(name, type);
    a.put("array", true);
    return a;
  }

  @Test
  void aProfileSaysWhatTheRecordsHoldAtItsDate() throws Exception {
    Api admin = admin();
    String source = aSource(admin, "crm", 50);
    String register =
        aRegister(
            admin,
            "BVT",
            attribute("title", "String"),
            attribute("amount", "Integer"),
            attribute("price", "Number"),
            attribute("born", "Date"),
            attribute("seen", "Timestamp"),
            attribute("vip", "Boolean"),
            attribute("opens", "Time"),
            arrayAttribute("tags", "String"));
    for (int i = 0; i < 60; i++) {
      write(admin, register, source, "R-" + i, false);
    }
    for (int i = 0; i < 8; i++) {
      write(admin, register, source, "F-" + i, true);
    }

    JsonNode run =
        Jobs.run(
            admin,
            "profileDataJob",
            Map.of("entityNames", List.of(register), "blockSize", 7, "topN", 4));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("processed").asLong()).isEqualTo(60);

    JsonNode listed = ok(admin.get(PROFILES + "?entityName=" + register));
    assertThat(listed.path("totalCount").asLong()).isEqualTo(1);
    JsonNode summary = listed.path("profiles").get(0);
    assertThat(summary.path("recordCount").asLong()).isEqualTo(60);
    assertThat(summary.path("kind").asString()).isEqualTo("DATA");
    assertThat(summary.path("executionId").asLong()).isEqualTo(run.path("id").asLong());
    JsonNode profile = ok(admin.get(PROFILES + "/" + summary.path("id").asLong())).path("profile");
    checkAgainst(profile, now, 4);

    Map<String, List<Object>> all = new LinkedHashMap<>();
    now.forEach(
        (a, values) -> {
          List<Object> both = new ArrayList<>(values);
          both.addAll(later.get(a));
          all.put(a, both);
        });
    JsonNode atLater =
        Jobs.run(
            admin,
            "profileDataJob",
            Map.of("entityNames", List.of(register), "date", "2031-06-01T00:00:00Z"));
    assertThat(atLater.path("status").asString()).as(atLater.toString()).isEqualTo("COMPLETED");
    JsonNode latest = ok(admin.get(PROFILES + "/latest?entityName=" + register)).path("profile");
    assertThat(latest.path("profile").path("executionId").asLong())
        .isEqualTo(atLater.path("id").asLong());
    assertThat(OffsetDateTime.parse(latest.path("profile").path("date").asString()).toInstant())
        .isEqualTo(OffsetDateTime.parse("2031-06-01T00:00:00Z").toInstant());
    checkAgainst(latest, all, 10);
    assertThat(ok(admin.get(PROFILES + "?entityName=" + register)).path("totalCount").asLong())
        .isEqualTo(2);
  }

  private void checkAgainst(JsonNode profile, Map<String, List<Object>> values, int topN) {
    JsonNode attributes = profile.path("attributes");
    assertThat(attributes.valueStream().map(a -> a.path("name").asString()).toList())
        .containsExactlyElementsOf(generators.keySet());
    for (JsonNode a : attributes) {
      new ProfileReference(values.get(a.path("name").asString()), topN).check(a);
      assertThat(a.path("filledShare").asDouble())
          .isEqualTo((double) a.path("filledCount").asLong() / a.path("recordCount").asLong());
    }
  }

  private void write(Api admin, String register, String source, String key, boolean validLater) {
    RecordWrite write = aRecord(register, source, key);
    if (validLater) {
      write.valid("2030-01-01T00:00:00Z", null);
    }
    for (Map.Entry<String, Function<Random, Object>> g : generators.entrySet()) {
      Object value = random.nextInt(6) == 0 ? null : g.getValue().apply(random);
      (validLater ? later : now).get(g.getKey()).add(value);
      if (value != null) {
        write.with(
            g.getKey(),
            value instanceof LocalDate
                    || value instanceof LocalTime
                    || value instanceof OffsetDateTime
                ? value.toString()
                : value);
      }
    }
    written(admin, write);
  }

  @Test
  void aStoppedRunGoesOnFromWhatItKeptAndProfilesAsIfItHadNotStopped() throws Exception {
    interruptedAndResumed(
        run -> ok(admin().post(Jobs.JOBS + "/executions/restart/" + run, Map.of())));
  }

  @Test
  void aRunOfANodeThatDiedIsTakenOverFromWhatItKeptAndProfilesAsIfItHadNotStopped()
      throws Exception {
    interruptedAndResumed(
        run -> {
          // What the run kept stays; it looks as a run under way on a node that died does.
          jdbc.sql(
                  "update job_executions set status = 'STARTED', node = 'lost-node', end_time ="
                      + " null where id = ?")
              .param(run)
              .update();
          executor.execute(run, true);
        });
  }

  /**
   * Profiles 400 records a record a page, interrupts the run (stops it) after 100 or more, has
   * {@code resume} go on with it, and checks that the profile counts every record once.
   */
  private void interruptedAndResumed(LongConsumer resume) throws Exception {
    Api admin = admin();
    String source = aSource(admin, "crm", 50);
    String register = aRegister(admin, "BVT", attribute("title", "String"));
    List<Object> titles = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      String title = WORDS[random.nextInt(WORDS.length)] + random.nextInt(30);
      titles.add(title);
      written(admin, aRecord(register, source, "S-" + i).with("title", title));
    }
    long definition =
        Jobs.define(
            admin, "profileDataJob", Map.of("entityNames", List.of(register), "blockSize", 1));
    long run = Jobs.start(admin, definition);
    JsonNode going = admin.get(Jobs.JOBS + "/executions/" + run).json().path("execution");
    while (going.path("processed").asLong() < 100 && !going.path("endTime").isString()) {
      Thread.sleep(10);
      going = admin.get(Jobs.JOBS + "/executions/" + run).json().path("execution");
    }
    ok(admin.post(Jobs.JOBS + "/executions/stop/" + run, Map.of()));
    JsonNode stopped = Jobs.ended(admin, run);
    assertThat(stopped.path("status").asString()).as(stopped.toString()).isEqualTo("STOPPED");
    long keptThen = stopped.path("processed").asLong();
    assertThat(keptThen).isBetween(100L, 399L);
    assertThat(ok(admin.get(PROFILES + "?entityName=" + register)).path("totalCount").asLong())
        .isZero();

    resume.accept(run);
    JsonNode done = Jobs.ended(admin, run);
    assertThat(done.path("status").asString()).as(done.toString()).isEqualTo("COMPLETED");
    assertThat(done.path("processed").asLong())
        .as("the restart read the records after the kept ones only")
        .isEqualTo(400);
    JsonNode steps = Jobs.steps(admin, run);
    assertThat(steps.findValuesAsString("name")).containsExactly("profile " + register);
    JsonNode profile = ok(admin.get(PROFILES + "/latest?entityName=" + register)).path("profile");
    assertThat(profile.path("profile").path("recordCount").asLong()).isEqualTo(400);
    new ProfileReference(titles, 10).check(profile.path("attributes").get(0));
  }

  @Test
  void profilesAreReadByThoseWhoMayReadTheRegisterOnly() throws Exception {
    Api admin = admin();
    String source = aSource(admin, "crm", 50);
    String register = aRegister(admin, "BVT", attribute("title", "String"));
    String other = aRegister(admin, "BVT", attribute("title", "String"));
    written(admin, aRecord(register, source, "A").with("title", "Alpha"));
    JsonNode run = Jobs.run(admin, "profileDataJob", Map.of("entityNames", List.of(register)));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    long id =
        ok(admin.get(PROFILES + "/latest?entityName=" + register))
            .path("profile")
            .path("profile")
            .path("id")
            .asLong();

    Api reader = aUserWithRoles(aRole(List.of(grant(register, "READ"))));
    Api outsider = aUserWithRoles(aRole(List.of(grant(other, "READ"))));
    JsonNode read = ok(reader.get(PROFILES + "/" + id)).path("profile");
    assertThat(read.path("attributes").get(0).path("topValues").get(0).path("value").asString())
        .isEqualTo("Alpha");
    assertThat(ok(reader.get(PROFILES)).path("profiles").findValuesAsString("entityName"))
        .containsOnly(register);
    Api.Response refused = outsider.get(PROFILES + "/" + id);
    assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
    assertThat(outsider.get(PROFILES + "/latest?entityName=" + register).status()).isEqualTo(403);
    assertThat(ok(outsider.get(PROFILES)).path("profiles").findValuesAsString("entityName"))
        .doesNotContain(register);
    assertThat(aUserWithRoles().get(PROFILES + "/" + id).status()).isEqualTo(403);
  }

  @Test
  void unknownProfilesRegistersAndBadQueriesAreRefusedWithTheReason() {
    Api admin = admin();
    Api.Response missing = admin.get(PROFILES + "/987654321");
    assertThat(missing.status()).isEqualTo(404);
    assertThat(missing.errorCodes()).containsExactly("PROFILE_NOT_FOUND");
    String register = aRegister(admin, "BVT", attribute("title", "String"));
    Api.Response none = admin.get(PROFILES + "/latest?entityName=" + register);
    assertThat(none.status()).isEqualTo(404);
    assertThat(none.errorCodes()).containsExactly("PROFILE_NONE_OF_ENTITY");
    Api.Response bad = admin.get(PROFILES + "?limit=0&offset=-1&kind=SOME");
    assertThat(bad.status()).isEqualTo(400);
    assertThat(bad.errorCodes())
        .containsExactly(
            "PROFILE_PARAMETER_INVALID", "PROFILE_PARAMETER_INVALID", "PROFILE_PARAMETER_INVALID");

    Api.Response unknown =
        Jobs.tryDefine(
            admin, "profileDataJob", Map.of("entityNames", List.of(register, "NoSuchRegister")));
    assertThat(unknown.status()).isEqualTo(400);
    assertThat(unknown.errorCodes()).containsExactly("JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER");
    assertThat(unknown.toString()).contains("NoSuchRegister");

    for (int topN : List.of(0, 1001)) {
      Api.Response outOfRange =
          Jobs.tryDefine(
              admin, "profileDataJob", Map.of("entityNames", List.of(register), "topN", topN));
      assertThat(outOfRange.status()).as(outOfRange.toString()).isEqualTo(400);
      assertThat(outOfRange.errorCodes()).containsExactly("PROFILE_PARAMETER_INVALID");
      assertThat(outOfRange.toString()).contains("parameters.topN").contains("1 to 1000");
    }
  }

  static JsonNode ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }
}
