package org.platform.mdm.matching.model;

import java.util.List;

/** The matching model of one register or reference set: its sets of rules. */
public record MatchingModel(String entityName, List<MatchSet> sets) {

  public MatchingModel {
    sets = List.copyOf(sets);
  }
}
