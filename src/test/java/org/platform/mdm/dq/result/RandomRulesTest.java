package org.platform.mdm.dq.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.QualityApiTest;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import tools.jackson.databind.JsonNode;

/**
 * Random small rule sets (text length, number range, not empty, pattern; random bounds and
 * patterns) on a few hundred random records (nulls among the values): what the atomic get shows of
 * each rule on each record is what a small evaluator written here says, after the writes and again
 * after other random rules are published and the re-check operation has run.
 */
class RandomRulesTest extends QualityApiTest {

  private static final String[] PATTERNS = {"[a-c]+", "a.*", ".*b", "[a-z]{2,4}", "x?y*", "[^a]*"};
  private static final String[] TEXTS = {"name", "code"};

  /** A mapping of a rule on an attribute, with the constants it was given. */
  private record Check(String rule, String function, String attribute, Map<String, Object> ports) {

    boolean valid(Map<String, Object> record) {
      Object v = record.get(attribute);
      return switch (function) {
        case "IsNotEmpty" -> v != null;
        case "LengthInRange" -> v == null || within(((String) v).length(), ports);
        case "NumberInRange" -> v == null || within(((Integer) v), ports);
        default -> v == null || Pattern.matches((String) ports.get("pattern"), (String) v);
      };
    }

    private static boolean within(int n, Map<String, Object> ports) {
      return (!ports.containsKey("min") || n >= (Integer) ports.get("min"))
          && (!ports.containsKey("max") || n <= (Integer) ports.get("max"));
    }
  }

  @Test
  void theShownResultsAreWhatAnIndependentEvaluatorSays() throws Exception {
    long seed = System.nanoTime();
    Random random = new Random(seed);
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String r =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            attribute("code", "String"),
            attribute("size", "Integer"));
    String set = entityName("random");
    List<Check> checks = publish(admin, random, r, set, true);

    List<Map<String, Object>> records = new ArrayList<>();
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      Map<String, Object> values = new HashMap<>();
      values.put("name", text(random));
      values.put("code", text(random));
      values.put("size", random.nextInt(5) == 0 ? null : random.nextInt(201) - 100);
      var write = aRecord(r, source, "R-" + i);
      values.forEach(write::with);
      records.add(values);
      ids.add(RecheckOperationTest.id(written(admin, write)));
    }
    compare(admin, r, checks, records, ids, "seed " + seed + ", as written");

    checks = publish(admin, random, r, set, false);
    JsonNode run = Jobs.run(admin, RecheckOperation.NAME, Map.of("entityName", r));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    compare(admin, r, checks, records, ids, "seed " + seed + ", re-checked");
  }

  private static void compare(
      Api admin,
      String r,
      List<Check> checks,
      List<Map<String, Object>> records,
      List<String> ids,
      String what) {
    for (int i = 0; i < records.size(); i++) {
      JsonNode results = RecheckOperationTest.results(admin, r, ids.get(i));
      Map<String, Boolean> shown = new HashMap<>();
      for (JsonNode rule : results.get(0).path("rules")) {
        shown.put(
            rule.path("ruleName").asString(),
            rule.path("executions").get(0).path("valid").asBoolean());
      }
      Map<String, Boolean> expected = new HashMap<>();
      for (Check c : checks) {
        expected.put(c.rule(), c.valid(records.get(i)));
      }
      assertThat(shown).as(what + ": " + records.get(i) + " by " + checks).isEqualTo(expected);
    }
  }

  /** Publishes a random set replacing the register's (added the first time); its checks. */
  private List<Check> publish(Api admin, Random random, String r, String set, boolean first) {
    List<Check> checks = new ArrayList<>();
    List<Object> rules = new ArrayList<>();
    List<Object> mappings = new ArrayList<>();
    int count = 3 + random.nextInt(4);
    for (int i = 0; i < count; i++) {
      Check c = aCheck(random);
      checks.add(c);
      rules.add(
          inPhase(validating(c.rule(), c.function(), "Результат", "YELLOW", "failed"), "ETALON"));
      List<Map<String, Object>> inputs = new ArrayList<>();
      inputs.add(Map.of("portName", "value", "path", c.attribute()));
      c.ports().forEach((port, value) -> inputs.add(Map.of("portName", port, "constant", value)));
      mappings.add(Map.of("ruleName", c.rule(), "inputs", inputs));
    }
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("name", set);
    s.put("displayName", set);
    s.put("mappings", mappings);
    if (first) {
      publishAdding(admin, rules, List.of(s), List.of(assignment(r, set)));
    } else {
      republish(
          admin,
          model -> {
            rules.forEach(rule -> model.withArray("rules").add(MAPPER.valueToTree(rule)));
            var sets = model.withArray("sets");
            for (int i = sets.size() - 1; i >= 0; i--) {
              if (sets.get(i).path("name").asString().equals(set)) {
                sets.remove(i);
              }
            }
            sets.add(MAPPER.valueToTree(s));
          });
    }
    return checks;
  }

  private Check aCheck(Random random) {
    Map<String, Object> ports = new LinkedHashMap<>();
    String text = TEXTS[random.nextInt(TEXTS.length)];
    return switch (random.nextInt(4)) {
      case 0 ->
          new Check(
              entityName("filled"), "IsNotEmpty", random.nextBoolean() ? text : "size", ports);
      case 1 -> {
        bounds(random, ports, 0, 8);
        yield new Check(entityName("length"), "LengthInRange", text, ports);
      }
      case 2 -> {
        bounds(random, ports, -100, 100);
        yield new Check(entityName("number"), "NumberInRange", "size", ports);
      }
      default -> {
        ports.put("pattern", PATTERNS[random.nextInt(PATTERNS.length)]);
        yield new Check(entityName("pattern"), "MatchesPattern", text, ports);
      }
    };
  }

  private static void bounds(Random random, Map<String, Object> ports, int low, int high) {
    if (random.nextInt(4) != 0) {
      ports.put("min", low + random.nextInt(high - low + 1));
    }
    if (random.nextInt(4) != 0) {
      ports.put("max", low + random.nextInt(high - low + 1));
    }
  }

  /** Null now and then, else one to eight letters of a few. */
  private static String text(Random random) {
    if (random.nextInt(6) == 0) {
      return null;
    }
    StringBuilder b = new StringBuilder();
    int length = 1 + random.nextInt(8);
    for (int i = 0; i < length; i++) {
      b.append("abcxy".charAt(random.nextInt(5)));
    }
    return b.toString();
  }

  private static final tools.jackson.databind.json.JsonMapper MAPPER =
      tools.jackson.databind.json.JsonMapper.builder().build();
}
