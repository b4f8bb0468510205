package org.platform.mdm.meta;

import java.util.List;
import org.platform.mdm.system.Problem;

/**
 * A check other modules contribute to every publication of the data model: what the candidate may
 * not change given what they hold (the data module refuses to remove an entity that has records).
 * Every guard's problems are reported together with the model's own.
 */
public interface ModelChangeGuard {

  List<Problem> check(DataModel published, DataModel candidate);
}
