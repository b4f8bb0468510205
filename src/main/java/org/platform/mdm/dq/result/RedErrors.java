package org.platform.mdm.dq.result;

import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The RED errors of a period's results (as stored), each as one text naming its set, rule, place
 * and message, so that the errors a write brings can be told from those the record had.
 */
final class RedErrors {

  private RedErrors() {}

  static List<String> of(JsonNode results) {
    List<String> red = new ArrayList<>();
    for (JsonNode set : results) {
      for (JsonNode rule : set.path("rules")) {
        for (JsonNode e : rule.path("executions")) {
          for (JsonNode error : e.path("errors")) {
            if ("RED".equals(error.path("severity").asString())) {
              red.add(
                  String.join(
                      "\u001f",
                      set.path("setName").asString(),
                      rule.path("ruleName").asString(),
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
