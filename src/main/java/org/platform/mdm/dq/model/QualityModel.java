package org.platform.mdm.dq.model;

import java.util.List;

/**
 * The quality model document a {@code quality-model} draft holds whole, as the data model's drafts
 * hold theirs: the composite functions it defines, the rules, the sets that map them onto a
 * register's attributes, and which sets each register and reference set runs.
 */
public record QualityModel(
    List<QualityRule> rules,
    List<RuleSet> sets,
    List<Assignment> assignments,
    List<CompositeFunction> functions) {

  public QualityModel {
    rules = rules == null ? List.of() : List.copyOf(rules);
    sets = sets == null ? List.of() : List.copyOf(sets);
    assignments = assignments == null ? List.of() : List.copyOf(assignments);
    functions = functions == null ? List.of() : List.copyOf(functions);
  }

  /** A model with no composite functions. */
  public QualityModel(List<QualityRule> rules, List<RuleSet> sets, List<Assignment> assignments) {
    this(rules, sets, assignments, List.of());
  }

  /**
   * The attribute a set's rule reads first (where an error of the whole record points); {@code
   * attributes} when it reads none.
   */
  public String firstPath(String setName, String ruleName) {
    return sets.stream()
        .filter(s -> s.name().equals(setName))
        .flatMap(s -> s.mappings().stream())
        .filter(m -> m.ruleName().equals(ruleName))
        .flatMap(m -> m.inputs().stream())
        .map(RuleSet.Input::path)
        .filter(p -> p != null)
        .findFirst()
        .orElse("attributes");
  }

  /** Which sets a register or reference set runs, in order. */
  public record Assignment(String entityName, List<String> setNames) {

    public Assignment {
      setNames = setNames == null ? List.of() : List.copyOf(setNames);
    }
  }
}
