package org.platform.mdm.search;

import java.util.List;

/**
 * The search filter "has quality errors" at the query's timeline date: of any of these severities,
 * raised by any of these rules, of any of these categories; an empty list does not narrow, so an
 * empty filter finds every record with an error.
 */
public record QualityFilter(
    List<String> severities, List<String> ruleNames, List<String> categories) {

  public QualityFilter {
    severities = severities == null ? List.of() : List.copyOf(severities);
    ruleNames = ruleNames == null ? List.of() : List.copyOf(ruleNames);
    categories = categories == null ? List.of() : List.copyOf(categories);
  }
}
