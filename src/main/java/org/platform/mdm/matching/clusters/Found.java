package org.platform.mdm.matching.clusters;

import java.util.List;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.matching.model.MatchRule;
import org.platform.mdm.matching.model.MatchSet;

/** A record one record matched, by a set's rule, with each comparison's score. */
public record Found(EtalonId other, MatchSet set, MatchRule rule, List<Double> scores) {}
