package org.platform.mdm.dq.check;

import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.platform.mdm.dq.function.Constants;
import org.platform.mdm.dq.function.FunctionCalls;
import org.platform.mdm.dq.function.Port;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.dq.model.Composites;
import org.platform.mdm.dq.model.QualityModel;
import org.platform.mdm.dq.model.QualityRule;
import org.platform.mdm.dq.model.RuleSet;
import tools.jackson.databind.JsonNode;

/**
 * Runs the sets assigned to a register on one record's values, as a write in a phase of a source
 * system: the rules of that phase alone are in the results (those of the other phase are left out);
 * each whose run condition's sources hold is applied once, or once per element when a mapped path
 * goes into a list ({@code phones[]}), the others are skipped; a validating rule raises its error
 * where its raise port answers no, an enriching one gives the values its outputs write. The model
 * is taken as checked.
 */
public final class RuleRunner {

  /** An error a validating rule raised. */
  public record RuleError(
      String functionName,
      String functionDisplayName,
      String message,
      QualityRule.Severity severity,
      int score,
      String category) {}

  /**
   * One application of a rule: skipped (its run condition's sources did not hold, or the call was
   * refused), valid or not, what it enriched (path → value), its errors and where (the element
   * paths).
   */
  public record Execution(
      boolean skipped,
      boolean valid,
      Map<String, Object> enriched,
      List<RuleError> errors,
      List<String> spots) {}

  public record RuleResult(String ruleName, String ruleDisplayName, List<Execution> executions) {}

  public record SetResult(String setName, String setDisplayName, List<RuleResult> rules) {}

  /**
   * What a run looks up in the last model run, made once per model: its functions (the shipped ones
   * and its composites), its rules by name and the sets each register is assigned, in order.
   */
  private record ModelParts(
      QualityModel model,
      Map<String, QualityFunction> functions,
      Map<String, QualityRule> rules,
      Map<String, List<RuleSet>> assigned) {

    static ModelParts of(QualityModel model, Map<String, QualityFunction> functions) {
      Map<String, QualityRule> rules = new HashMap<>();
      model.rules().forEach(r -> rules.putIfAbsent(r.name(), r));
      Map<String, List<RuleSet>> assigned = new HashMap<>();
      for (QualityModel.Assignment a : model.assignments()) {
        for (String setName : a.setNames()) {
          model.sets().stream()
              .filter(s -> Objects.equals(s.name(), setName))
              .findFirst()
              .ifPresent(
                  set -> assigned.computeIfAbsent(a.entityName(), k -> new ArrayList<>()).add(set));
        }
      }
      return new ModelParts(model, functions, rules, assigned);
    }

    List<RuleSet> sets(String entityName) {
      return assigned.getOrDefault(entityName, List.of());
    }
  }

  private static final QualityRule.RunCondition ORIGIN_OF_ANY_SOURCE =
      new QualityRule.RunCondition(List.of(), QualityRule.Phase.ORIGIN);

  private final Map<String, QualityFunction> shipped;
  private final ZoneId zone;
  private final Map<Identity, ModelParts> made = new ConcurrentHashMap<>();
  private volatile ModelParts last;

  /**
   * @param shipped the functions the platform ships; a model's composites come on top
   * @param zone the zone timestamps with an offset are read in
   */
  public RuleRunner(Map<String, QualityFunction> shipped, ZoneId zone) {
    this.shipped = shipped;
    this.zone = zone;
  }

  public List<SetResult> run(
      QualityModel model,
      String entityName,
      QualityRule.Phase phase,
      String sourceSystem,
      JsonNode attributes,
      LocalDateTime now) {
    ModelParts parts = parts(model);
    List<SetResult> results = new ArrayList<>();
    for (RuleSet set : parts.sets(entityName)) {
      results.add(run(set, parts, phase, sourceSystem, attributes, now));
    }
    return results;
  }

  /**
   * The model's parts, made once per model (a model is not changed: a new one replaces it; a
   * steward's write runs one with fewer mappings beside the published one). A few dozen are kept.
   */
  private ModelParts parts(QualityModel model) {
    ModelParts known = last;
    if (known != null && known.model() == model) {
      return known;
    }
    Identity key = new Identity(model);
    known = made.get(key);
    if (known == null) {
      if (made.size() >= 32) {
        made.clear();
      }
      known = ModelParts.of(model, Composites.with(model, shipped, zone));
      made.put(key, known);
    }
    last = known;
    return known;
  }

  /** A model as a key by its identity (a record's equality would compare it whole). */
  private record Identity(QualityModel model) {

    @Override
    public boolean equals(Object o) {
      return o instanceof Identity other && other.model == model;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(model);
    }
  }

  private SetResult run(
      RuleSet set,
      ModelParts parts,
      QualityRule.Phase phase,
      String sourceSystem,
      JsonNode attributes,
      LocalDateTime now) {
    List<RuleResult> out = new ArrayList<>();
    for (RuleSet.Mapping m : set.mappings()) {
      QualityRule rule = parts.rules().get(m.ruleName());
      QualityFunction function = rule == null ? null : parts.functions().get(rule.functionName());
      if (function == null || condition(rule).phase() != phase) {
        continue;
      }
      List<Execution> executions = new ArrayList<>();
      if (!runs(condition(rule), sourceSystem)) {
        executions.add(new Execution(true, true, Map.of(), List.of(), List.of()));
      } else {
        for (Map.Entry<String, Map<String, Object>> call :
            calls(m, function, attributes).entrySet()) {
          executions.add(execute(rule, function, m, call.getKey(), call.getValue(), now));
        }
      }
      out.add(new RuleResult(rule.name(), rule.displayName(), executions));
    }
    return new SetResult(set.name(), set.displayName(), out);
  }

  /** A rule's run condition; a rule without one runs on every origin. */
  private static QualityRule.RunCondition condition(QualityRule rule) {
    return rule.runCondition() == null ? ORIGIN_OF_ANY_SOURCE : rule.runCondition();
  }

  private static boolean runs(QualityRule.RunCondition when, String sourceSystem) {
    return when.sourceSystems().isEmpty() || when.sourceSystems().contains(sourceSystem);
  }

  /**
   * The calls of a mapping, by the place they check: one for the record ({@code ""}), or one per
   * element of the list its paths go into, the element's path the key.
   */
  private Map<String, Map<String, Object>> calls(
      RuleSet.Mapping m, QualityFunction function, JsonNode attributes) {
    Map<String, Object> common = new HashMap<>();
    Map<String, Map<String, Object>> perElement = new LinkedHashMap<>();
    for (RuleSet.Input input : m.inputs()) {
      Port port =
          function.inputs().stream()
              .filter(p -> p.name().equals(input.portName()))
              .findFirst()
              .orElseThrow();
      if (input.path() == null) {
        common.put(port.name(), Constants.of(input.constant(), port, zone));
        continue;
      }
      for (Map.Entry<String, JsonNode> at :
          RecordPaths.values(attributes, input.path()).entrySet()) {
        Object value = PortValues.of(at.getValue(), port, zone);
        if (input.path().contains("[]")) {
          perElement.computeIfAbsent(at.getKey(), k -> new HashMap<>()).put(port.name(), value);
        } else {
          common.put(port.name(), value);
        }
      }
    }
    Map<String, Map<String, Object>> calls = new LinkedHashMap<>();
    if (perElement.isEmpty()) {
      calls.put("", common);
    } else {
      perElement.forEach(
          (spot, values) -> {
            Map<String, Object> inputs = new HashMap<>(common);
            inputs.putAll(values);
            calls.put(spot, inputs);
          });
    }
    return calls;
  }

  private static Execution execute(
      QualityRule rule,
      QualityFunction function,
      RuleSet.Mapping m,
      String spot,
      Map<String, Object> inputs,
      LocalDateTime now) {
    FunctionCalls.Outcome outcome = FunctionCalls.call(function, inputs, now);
    if (!outcome.made()) {
      return new Execution(true, true, Map.of(), List.of(), spots(spot, m));
    }
    Map<String, Object> outputs = outcome.outputs();
    if (rule.mode() == QualityRule.Mode.ENRICH) {
      Map<String, Object> enriched = new LinkedHashMap<>();
      m.outputs().forEach(o -> enriched.put(o.path(), outputs.get(o.portName())));
      return new Execution(false, true, enriched, List.of(), spots(spot, m));
    }
    QualityRule.Validation v = rule.validation();
    if (!Boolean.FALSE.equals(outputs.get(v.raisePort()))) {
      return new Execution(false, true, Map.of(), List.of(), List.of());
    }
    RuleError error =
        new RuleError(
            function.name(),
            function.displayName(),
            text(outputs, v.messagePort(), v.messageText()),
            severity(outputs, v),
            v.scorePort() != null && outputs.get(v.scorePort()) instanceof Number n
                ? n.intValue()
                : v.score() == null ? 0 : v.score(),
            text(outputs, v.categoryPort(), v.categoryText()));
    return new Execution(false, false, Map.of(), List.of(error), spots(spot, m));
  }

  /**
   * Where an execution points: the element it was called on ({@code phones[1]}), or for a call on
   * the whole record the attribute paths its inputs read, so that an error of a missing value still
   * names its attribute.
   */
  private static List<String> spots(String spot, RuleSet.Mapping m) {
    if (!spot.isEmpty()) {
      return List.of(spot);
    }
    return m.inputs().stream().map(RuleSet.Input::path).filter(p -> p != null).distinct().toList();
  }

  private static String text(Map<String, Object> outputs, String port, String constant) {
    Object value = port == null ? null : outputs.get(port);
    return value != null ? value.toString() : constant;
  }

  private static QualityRule.Severity severity(
      Map<String, Object> outputs, QualityRule.Validation v) {
    Object value = v.severityPort() == null ? null : outputs.get(v.severityPort());
    if (value != null) {
      try {
        return QualityRule.Severity.valueOf(
            value.toString().trim().toUpperCase(java.util.Locale.ROOT));
      } catch (IllegalArgumentException e) {
        // an answer that names no severity: the rule's own
      }
    }
    return v.severity() == null ? QualityRule.Severity.RED : v.severity();
  }
}
