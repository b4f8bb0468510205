package org.platform.mdm.matching;

import java.util.List;
import org.platform.mdm.data.EtalonId;

/** A record one record matched, by a set's rule, with each comparison's score. */
record Found(EtalonId other, MatchSet set, MatchRule rule, List<Double> scores) {}
