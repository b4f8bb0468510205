package org.platform.mdm.operations;

import java.util.Map;

/**
 * What a run of an operation sees and tells: its parameters, its steps with their committed blocks,
 * a request to stop. A run restarted after a failure, a stop or the loss of its node is the same
 * run again: steps it finished are {@link Step#completed() completed}, the one it was in goes on
 * from its {@link Step#checkpoint() checkpoint}.
 */
public interface OperationRun {

  long executionId();

  /** The parameter values: the definition's, with its type's defaults for the others. */
  Map<String, Object> parameters();

  /**
   * Which attempt of the run this is: 1, then one more at each restart or take-over. Work that
   * cannot go on from a checkpoint (a file being written) begins again under a new step name.
   */
  int attempt();

  /** Who started the run (a user's name, {@code schedule}, or the operation it followed). */
  String startedBy();

  /** Begins the named step (ending the one before) or goes on with it after a restart. */
  Step step(String name);

  /**
   * Begins (or goes on with) a step that prepares the work, as {@link #step}: its progress is its
   * own and is not added to the run's (a selection taken before the records are exported), while
   * its failed items are.
   */
  Step preparation(String name);

  /**
   * A remark on how the run went that is no failure (an export's values cut at a format's limit):
   * the exit message of the run once it completes. The last one given counts.
   */
  void note(String remark);

  /** Whether someone asked the run to stop: it returns at the end of the block it is in. */
  boolean stopRequested();
}
