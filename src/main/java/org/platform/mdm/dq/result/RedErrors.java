package org.platform.mdm.dq.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.platform.mdm.dq.check.RuleRunner;
import org.platform.mdm.dq.model.QualityRule;
import tools.jackson.databind.JsonNode;

/**
 * The RED errors of a period's results (as stored), each as one text naming its set, rule, place
 * and message, so that the errors a write brings can be told from those the record had.
 */
final class RedErrors {

  private RedErrors() {}

  /** The RED errors of results just made: the same texts as of their stored JSON. */
  static List<String> of(List<RuleRunner.SetResult> results) {
    List<String> red = new ArrayList<>();
    for (RuleRunner.SetResult set : results) {
      for (RuleRunner.RuleResult rule : set.rules()) {
        for (RuleRunner.Execution e : rule.executions()) {
          for (RuleRunner.RuleError error : e.errors()) {
            if (error.severity() == QualityRule.Severity.RED) {
              red.add(
                  text(
                      set.setName(),
                      rule.ruleName(),
                      rule.ruleDisplayName(),
                      e.spots().isEmpty() ? null : e.spots().get(0),
                      error.message()));
            }
          }
        }
      }
    }
    return red;
  }

  private static String text(
      String setName, String ruleName, String ruleDisplayName, String spot, String message) {
    return String.join(
        "\u001f",
        Objects.toString(setName, ""),
        Objects.toString(ruleName, ""),
        Objects.toString(ruleDisplayName, ""),
        Objects.toString(spot, ""),
        Objects.toString(message, ""));
  }

  static List<String> of(JsonNode results) {
    List<String> red = new ArrayList<>();
    for (JsonNode set : results) {
      for (JsonNode rule : set.path("rules")) {
        for (JsonNode e : rule.path("executions")) {
          for (JsonNode error : e.path("errors")) {
            if ("RED".equals(error.path("severity").asString())) {
              red.add(
                  text(
                      set.path("setName").asString(""),
                      rule.path("ruleName").asString(""),
                      rule.path("ruleDisplayName").asString(""),
                      e.path("spots").path(0).asString(""),
                      error.path("message").asString("")));
            }
          }
        }
      }
    }
    return red;
  }
}
