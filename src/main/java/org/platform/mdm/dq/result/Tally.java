package org.platform.mdm.dq.result;

import java.util.List;
import java.util.TreeSet;
import org.platform.mdm.dq.check.RuleRunner;

/**
 * What searches filter a period's results on: its errors counted by severity, their total score,
 * and the rules and categories that raised them.
 */
record Tally(
    int errors,
    int red,
    int yellow,
    int green,
    int totalScore,
    List<String> ruleNames,
    List<String> categories) {

  /** The severities of the errors, worst first. */
  List<String> severities() {
    List<String> out = new java.util.ArrayList<>();
    if (red > 0) {
      out.add("RED");
    }
    if (yellow > 0) {
      out.add("YELLOW");
    }
    if (green > 0) {
      out.add("GREEN");
    }
    return out;
  }

  static Tally of(List<RuleRunner.SetResult> results) {
    int errors = 0;
    int red = 0;
    int yellow = 0;
    int green = 0;
    int score = 0;
    TreeSet<String> rules = new TreeSet<>();
    TreeSet<String> categories = new TreeSet<>();
    for (RuleRunner.SetResult set : results) {
      for (RuleRunner.RuleResult rule : set.rules()) {
        for (RuleRunner.Execution e : rule.executions()) {
          for (RuleRunner.RuleError error : e.errors()) {
            errors++;
            score += error.score();
            rules.add(rule.ruleName());
            if (error.category() != null) {
              categories.add(error.category());
            }
            switch (error.severity()) {
              case RED -> red++;
              case YELLOW -> yellow++;
              default -> green++;
            }
          }
        }
      }
    }
    return new Tally(
        errors, red, yellow, green, score, List.copyOf(rules), List.copyOf(categories));
  }
}
