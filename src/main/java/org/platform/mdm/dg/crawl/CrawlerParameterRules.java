package org.platform.mdm.dg.crawl;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.system.Problem;

/** Parameter values against a crawler type's declared parameters. */
final class CrawlerParameterRules {

  private static final String AT = "parameters.";

  private CrawlerParameterRules() {}

  /** Every problem of the values, at {@code parameters.<name>}; a list the caller may add to. */
  static List<Problem> check(Crawler crawler, Map<String, String> values) {
    Map<String, String> given = values == null ? Map.of() : values;
    List<Problem> problems = new ArrayList<>();
    Set<String> known = new HashSet<>();
    for (CrawlerParameter parameter : crawler.parameters()) {
      String name = parameter.name();
      known.add(name);
      String value = given.get(name);
      if (value == null || value.isBlank()) {
        if (parameter.required() && parameter.defaultValue() == null) {
          problems.add(
              Problem.at(AT + name, DgErrors.DG_CRAWLER_PARAMETER_REQUIRED, name, crawler.type()));
        }
      } else if ("INTEGER".equals(parameter.type()) && !integer(value.strip())) {
        problems.add(Problem.at(AT + name, DgErrors.DG_CRAWLER_PARAMETER_NOT_INTEGER, name, value));
      } else if ("BOOLEAN".equals(parameter.type()) && !bool(value.strip())) {
        problems.add(Problem.at(AT + name, DgErrors.DG_CRAWLER_PARAMETER_NOT_BOOLEAN, name, value));
      }
    }
    given.keySet().stream()
        .filter(name -> !known.contains(name))
        .sorted()
        .forEach(
            name ->
                problems.add(
                    Problem.at(
                        AT + name, DgErrors.DG_CRAWLER_PARAMETER_UNKNOWN, name, crawler.type())));
    return problems;
  }

  private static boolean integer(String value) {
    try {
      Long.parseLong(value);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static boolean bool(String value) {
    return value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false");
  }
}
