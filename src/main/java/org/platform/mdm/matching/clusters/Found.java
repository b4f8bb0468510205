package org.platform.mdm.matching.clusters;

import org.platform.mdm.data.EtalonId;
import org.platform.mdm.matching.model.MatchAction;
import org.platform.mdm.matching.model.MatchRule;
import org.platform.mdm.matching.model.MatchSet;

/** A record one record matched, by a set's rule, with what the match does and its explanation. */
public record Found(EtalonId other, MatchSet.Match match) {

  public MatchSet set() {
    return match.set();
  }

  public MatchRule rule() {
    return match.rule();
  }

  /** What the match does: a weighted rule's pair between its thresholds waits for review. */
  public MatchAction action() {
    return match.action();
  }
}
