package org.platform.mdm.operations;

import java.util.Map;

/** What a run of an operation sees and tells: its parameters, its progress, a request to stop. */
public interface OperationRun {

  /** The parameter values: the definition's, with its type's defaults for the others. */
  Map<String, Object> parameters();

  /** How many items the run has in all, when it knows. */
  void total(long items);

  /** A block of items committed: {@code items} done, {@code failed} of them failed. */
  void done(long items, long failed);

  /** Whether someone asked the run to stop: it returns at the end of the block it is in. */
  boolean stopRequested();
}
