package org.platform.mdm.dq.model;

import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.platform.mdm.dq.DqErrors;
import org.platform.mdm.dq.function.Port;
import org.platform.mdm.dq.function.PortType;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.AttributeType;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.system.Problem;

/**
 * Whether a quality model holds together with the functions there are and the data model: its
 * composite functions ({@link CompositeChecks}); names unique; each rule's function known and its
 * settings those of its mode; each set's rules known, every port it maps one the function has,
 * every required input mapped, each input an attribute or a constant; each assignment's register
 * and sets known; and in every register a set is assigned to, each attribute path there with a type
 * the port takes. Every problem is listed, at its path.
 */
public final class QualityModelChecks {

  private QualityModelChecks() {}

  /**
   * Every problem of the model.
   *
   * @param shipped the functions the platform ships; the model's composites come on top
   */
  public static List<Problem> check(
      QualityModel model, DataModel data, Map<String, QualityFunction> shipped) {
    List<Problem> problems = new ArrayList<>();
    Map<String, QualityFunction> functions = Composites.with(model, shipped, ZoneOffset.UTC);
    CompositeChecks.check(model, data, shipped, functions, problems);
    unique(model.rules(), QualityRule::name, "rules", "rule", problems);
    unique(model.sets(), RuleSet::name, "sets", "set", problems);
    for (int i = 0; i < model.rules().size(); i++) {
      rule(model.rules().get(i), "rules[" + i + "]", data, functions, problems);
    }
    Map<String, QualityRule> rules = byName(model.rules(), QualityRule::name);
    for (int i = 0; i < model.sets().size(); i++) {
      set(model.sets().get(i), "sets[" + i + "]", rules, functions, data, problems);
    }
    Map<String, RuleSet> sets = byName(model.sets(), RuleSet::name);
    for (int i = 0; i < model.assignments().size(); i++) {
      QualityModel.Assignment a = model.assignments().get(i);
      String at = "assignments[" + i + "]";
      Optional<List<AttributeDef>> attributes = data.recordAttributes(a.entityName());
      if (attributes.isEmpty()) {
        problems.add(
            problem(at + ".entityName", DqErrors.DQ_ASSIGNMENT_ENTITY_UNKNOWN, a.entityName()));
        continue;
      }
      for (int j = 0; j < a.setNames().size(); j++) {
        RuleSet set = sets.get(a.setNames().get(j));
        if (set == null) {
          problems.add(
              problem(
                  at + ".setNames[" + j + "]",
                  DqErrors.DQ_ASSIGNMENT_SET_UNKNOWN,
                  a.setNames().get(j)));
        } else {
          String setAt = "sets[" + model.sets().indexOf(set) + "]";
          paths(a.entityName(), attributes.get(), set, setAt, rules, functions, data, problems);
        }
      }
    }
    return problems;
  }

  private static void rule(
      QualityRule rule,
      String at,
      DataModel data,
      Map<String, QualityFunction> functions,
      List<Problem> problems) {
    QualityFunction function = functions.get(rule.functionName());
    if (function == null) {
      problems.add(
          problem(at + ".functionName", DqErrors.DQ_FUNCTION_UNKNOWN, rule.functionName()));
    }
    QualityRule.Mode mode = rule.mode() == null ? QualityRule.Mode.VALIDATE : rule.mode();
    if (mode == QualityRule.Mode.VALIDATE) {
      QualityRule.Validation v = rule.validation();
      if (v == null || v.raisePort() == null) {
        problems.add(
            problem(
                at + ".validation.raisePort",
                DqErrors.DQ_RULE_SETTINGS_MISSING,
                rule.name(),
                "validate",
                "validation.raisePort"));
      } else if (function != null) {
        Optional<Port> raise = output(function, v.raisePort());
        if (raise.isEmpty()) {
          problems.add(
              problem(
                  at + ".validation.raisePort",
                  DqErrors.DQ_RULE_PORT_UNKNOWN,
                  function.name(),
                  v.raisePort()));
        } else if (!raise.get().types().contains(PortType.BOOLEAN)) {
          problems.add(
              problem(
                  at + ".validation.raisePort",
                  DqErrors.DQ_RULE_RAISE_PORT_NOT_BOOLEAN,
                  function.name(),
                  v.raisePort()));
        }
        for (String port :
            new String[] {v.messagePort(), v.severityPort(), v.scorePort(), v.categoryPort()}) {
          if (port != null && output(function, port).isEmpty()) {
            problems.add(
                problem(at + ".validation", DqErrors.DQ_RULE_PORT_UNKNOWN, function.name(), port));
          }
        }
      }
    } else if (rule.enrichment() == null || rule.enrichment().sourceSystem() == null) {
      problems.add(
          problem(
              at + ".enrichment.sourceSystem",
              DqErrors.DQ_RULE_SETTINGS_MISSING,
              rule.name(),
              "enrich",
              "enrichment.sourceSystem"));
    } else if (data.sourceSystem(rule.enrichment().sourceSystem()).isEmpty()) {
      problems.add(
          problem(
              at + ".enrichment.sourceSystem",
              DqErrors.DQ_SOURCE_SYSTEM_UNKNOWN,
              rule.enrichment().sourceSystem()));
    }
    if (rule.runCondition() != null) {
      List<String> sources = rule.runCondition().sourceSystems();
      for (int i = 0; i < sources.size(); i++) {
        if (data.sourceSystem(sources.get(i)).isEmpty()) {
          problems.add(
              problem(
                  at + ".runCondition.sourceSystems[" + i + "]",
                  DqErrors.DQ_SOURCE_SYSTEM_UNKNOWN,
                  sources.get(i)));
        }
      }
    }
  }

  private static void set(
      RuleSet set,
      String at,
      Map<String, QualityRule> rules,
      Map<String, QualityFunction> functions,
      DataModel data,
      List<Problem> problems) {
    for (int i = 0; i < set.mappings().size(); i++) {
      RuleSet.Mapping m = set.mappings().get(i);
      String mat = at + ".mappings[" + i + "]";
      QualityRule rule = rules.get(m.ruleName());
      if (rule == null) {
        problems.add(problem(mat + ".ruleName", DqErrors.DQ_SET_RULE_UNKNOWN, m.ruleName()));
        continue;
      }
      QualityFunction function = functions.get(rule.functionName());
      if (function == null) {
        continue; // said of the rule
      }
      Set<String> mapped = new HashSet<>();
      for (int j = 0; j < m.inputs().size(); j++) {
        RuleSet.Input input = m.inputs().get(j);
        String iat = mat + ".inputs[" + j + "]";
        if (function.inputs().stream().noneMatch(p -> p.name().equals(input.portName()))) {
          problems.add(
              problem(
                  iat + ".portName",
                  DqErrors.DQ_MAPPING_PORT_UNKNOWN,
                  function.name(),
                  input.portName()));
        } else if ((input.path() == null) == (input.constant() == null)) {
          problems.add(problem(iat, DqErrors.DQ_MAPPING_INPUT_ONE_SOURCE, input.portName()));
        } else {
          mapped.add(input.portName());
          named(
              port(function, input.portName()),
              input.constant(),
              iat + ".constant",
              data,
              problems);
        }
      }
      for (Port port : function.inputs()) {
        if (port.required() && !mapped.contains(port.name())) {
          problems.add(
              problem(
                  mat + ".inputs",
                  DqErrors.DQ_MAPPING_PORT_UNMAPPED,
                  function.name(),
                  port.name()));
        }
      }
      for (int j = 0; j < m.outputs().size(); j++) {
        RuleSet.Output output = m.outputs().get(j);
        if (output(function, output.portName()).isEmpty()) {
          problems.add(
              problem(
                  mat + ".outputs[" + j + "].portName",
                  DqErrors.DQ_MAPPING_PORT_UNKNOWN,
                  function.name(),
                  output.portName()));
        }
      }
    }
  }

  /** Each attribute path of the set, as the register assigned it has it. */
  private static void paths(
      String entity,
      List<AttributeDef> attributes,
      RuleSet set,
      String setAt,
      Map<String, QualityRule> rules,
      Map<String, QualityFunction> functions,
      DataModel data,
      List<Problem> problems) {
    for (int j = 0; j < set.mappings().size(); j++) {
      RuleSet.Mapping m = set.mappings().get(j);
      QualityRule rule = rules.get(m.ruleName());
      QualityFunction function = rule == null ? null : functions.get(rule.functionName());
      if (function == null) {
        continue;
      }
      // At the path's field, so that an editor shows the problem where the path was entered.
      String at = setAt + ".mappings[" + j + "]";
      for (int k = 0; k < m.inputs().size(); k++) {
        RuleSet.Input input = m.inputs().get(k);
        Optional<Port> port =
            function.inputs().stream().filter(p -> p.name().equals(input.portName())).findFirst();
        if (input.path() != null && port.isPresent()) {
          String iat = at + ".inputs[" + k + "].path";
          typed(entity, attributes, input.path(), port.get(), iat, data, problems);
        }
      }
      for (int k = 0; k < m.outputs().size(); k++) {
        RuleSet.Output output = m.outputs().get(k);
        Optional<Port> port = output(function, output.portName());
        if (output.path() != null && port.isPresent()) {
          String oat = at + ".outputs[" + k + "].path";
          typed(entity, attributes, output.path(), port.get(), oat, data, problems);
        }
      }
    }
  }

  private static void typed(
      String entity,
      List<AttributeDef> attributes,
      String path,
      Port port,
      String at,
      DataModel data,
      List<Problem> problems) {
    Optional<AttributeDef> attribute = AttributePaths.resolve(attributes, path, data);
    if (attribute.isEmpty()) {
      problems.add(problem(at, DqErrors.DQ_MAPPING_PATH_UNKNOWN, entity, path));
      return;
    }
    AttributeDef a = attribute.get();
    Optional<PortType> kind = AttributeType.byName(a.type()).flatMap(QualityModelChecks::kindOf);
    boolean fits =
        port.types().contains(PortType.ARRAY) && (a.array() || path.contains("[]"))
            || kind.map(port.types()::contains).orElse(false);
    if (!fits) {
      problems.add(
          problem(
              at,
              DqErrors.DQ_MAPPING_TYPE_MISMATCH,
              entity,
              path,
              a.type(),
              port.name(),
              port.types()));
    }
  }

  /** The kind of value an attribute type's values are to a port; none for files and complexes. */
  static Optional<PortType> kindOf(AttributeType type) {
    return Optional.ofNullable(
        switch (type) {
          case STRING, ENUM, LOOKUP_LINK, CLOB, TIME -> PortType.STRING;
          case INTEGER -> PortType.INTEGER;
          case NUMBER -> PortType.NUMBER;
          case BOOLEAN -> PortType.BOOLEAN;
          case DATE -> PortType.DATE;
          case TIMESTAMP -> PortType.TIMESTAMP;
          case FILE, BLOB, COMPLEX -> null;
        });
  }

  /**
   * A constant given to a port naming an element of the data model (an enumeration, a reference
   * set) names one the model has.
   */
  static void named(Port port, Object constant, String at, DataModel data, List<Problem> problems) {
    if (port.names() == null || !(constant instanceof String name)) {
      return;
    }
    if (port.names() == Port.ModelElement.ENUMERATION && data.enumeration(name).isEmpty()) {
      problems.add(problem(at, DqErrors.DQ_ENUMERATION_UNKNOWN, name));
    } else if (port.names() == Port.ModelElement.REFERENCE_SET
        && data.lookupEntity(name).isEmpty()) {
      problems.add(problem(at, DqErrors.DQ_REFERENCE_SET_UNKNOWN, name));
    }
  }

  private static Port port(QualityFunction function, String name) {
    return function.inputs().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
  }

  private static Optional<Port> output(QualityFunction function, String name) {
    return function.outputs().stream().filter(p -> p.name().equals(name)).findFirst();
  }

  static <T> void unique(
      List<T> items, Function<T, String> name, String list, String what, List<Problem> problems) {
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < items.size(); i++) {
      String n = name.apply(items.get(i));
      if (n == null || n.isBlank()) {
        problems.add(problem(list + "[" + i + "].name", DqErrors.DQ_NAME_REQUIRED, what));
      } else if (!seen.add(n)) {
        problems.add(problem(list + "[" + i + "].name", DqErrors.DQ_NAME_DUPLICATE, what, n));
      }
    }
  }

  /** A problem at its path, a value left out shown as empty (a model may leave any field out). */
  static Problem problem(String source, DqErrors code, Object... params) {
    Object[] shown = new Object[params.length];
    for (int i = 0; i < params.length; i++) {
      shown[i] = params[i] == null ? "" : params[i];
    }
    return Problem.at(source, code, shown);
  }

  private static <T> Map<String, T> byName(List<T> items, Function<T, String> name) {
    Map<String, T> map = new java.util.HashMap<>();
    items.forEach(item -> map.putIfAbsent(name.apply(item), item));
    return map;
  }
}
