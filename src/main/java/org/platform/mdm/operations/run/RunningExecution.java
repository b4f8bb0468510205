package org.platform.mdm.operations.run;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.Step;
import org.platform.mdm.operations.StepView;
import org.springframework.dao.ConcurrencyFailureException;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A run as its operation type carries it out on this node: its steps, each block of a step in one
 * transaction with the step's progress, checkpoint and failed items (the run's progress is its
 * steps'); a block that a concurrent write held a row of is done again, up to three times.
 */
final class RunningExecution implements OperationRun {

  /** Tries of a block that a concurrent write held a row of. */
  private static final int ATTEMPTS = 3;

  private final ExecutionView run;
  private final ExecutionRepository executions;
  private final StepRepository steps;
  private final TransactionTemplate transactions;
  private final Supplier<OffsetDateTime> clock;
  private RunningStep current;
  private String remark;

  RunningExecution(
      ExecutionView run,
      ExecutionRepository executions,
      StepRepository steps,
      TransactionTemplate transactions,
      Supplier<OffsetDateTime> clock) {
    this.run = run;
    this.executions = executions;
    this.steps = steps;
    this.transactions = transactions;
    this.clock = clock;
  }

  @Override
  public long executionId() {
    return run.id();
  }

  @Override
  public Map<String, Object> parameters() {
    return run.parameters();
  }

  @Override
  public int attempt() {
    return run.attempts();
  }

  @Override
  public String startedBy() {
    return run.startedBy();
  }

  @Override
  public void note(String remark) {
    this.remark = remark;
  }

  /** The remark the run gave, if any. */
  String remark() {
    return remark;
  }

  @Override
  public boolean stopRequested() {
    return executions.stopRequested(run.id());
  }

  @Override
  public Step step(String name) {
    return step(name, true);
  }

  @Override
  public Step preparation(String name) {
    return step(name, false);
  }

  private Step step(String name, boolean counted) {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("a step has a name");
    }
    endCurrent("COMPLETED", null);
    StepView found = steps.find(run.id(), name).orElse(null);
    if (found != null && found.status().equals("COMPLETED")) {
      return new RunningStep(found.id(), true, found.checkpoint());
    }
    long id;
    if (found == null) {
      id = steps.insert(run.id(), name, counted, clock.get());
    } else {
      id = found.id();
      steps.resume(id);
    }
    current = new RunningStep(id, false, found == null ? null : found.checkpoint());
    return current;
  }

  /** Ends the step under way (the run ended, or the next step begins). */
  void endCurrent(String status, String message) {
    if (current != null) {
      steps.end(current.id, status, message, clock.get());
      current = null;
    }
  }

  private final class RunningStep implements Step {

    private final long id;
    private final boolean completed;
    private String checkpoint;

    RunningStep(long id, boolean completed, String checkpoint) {
      this.id = id;
      this.completed = completed;
      this.checkpoint = checkpoint;
    }

    @Override
    public boolean completed() {
      return completed;
    }

    @Override
    public String checkpoint() {
      return checkpoint;
    }

    @Override
    public void total(long items) {
      if (completed) {
        return;
      }
      steps.total(id, items);
    }

    @Override
    public void block(Block work) throws Exception {
      if (completed) {
        throw new IllegalStateException("step " + id + " was completed by an earlier attempt");
      }
      for (int attempt = 1; ; attempt++) {
        BlockScope scope = new BlockScope();
        try {
          transactions.executeWithoutResult(status -> commit(work, scope));
        } catch (ConcurrencyFailureException e) {
          if (attempt < ATTEMPTS) {
            continue; // a write held one of the block's rows: rolled back, done again
          }
          throw e;
        } catch (BlockFailed e) {
          throw (Exception) e.getCause();
        }
        if (scope.checkpoint != null) {
          checkpoint = scope.checkpoint;
        }
        return;
      }
    }

    /** The block's work and what it tells of itself, in the transaction of the caller. */
    private void commit(Block work, BlockScope scope) {
      try {
        work.run(scope);
      } catch (RuntimeException e) {
        throw e;
      } catch (Exception e) {
        throw new BlockFailed(e);
      }
      OffsetDateTime now = clock.get();
      for (String[] f : scope.failures) {
        steps.failure(id, f[0], f[1], now);
      }
      steps.block(id, scope.processed, scope.failures.size(), scope.checkpoint);
    }
  }

  private static final class BlockScope implements Step.Scope {

    private long processed;
    private final List<String[]> failures = new ArrayList<>();
    private String checkpoint;

    @Override
    public void processed(long items) {
      processed += items;
    }

    @Override
    public void failed(String item, String reason) {
      failures.add(new String[] {String.valueOf(item), String.valueOf(reason)});
    }

    @Override
    public void checkpoint(String position) {
      checkpoint = position;
    }
  }

  /** Carries a block's checked exception out of the transaction callback. */
  private static final class BlockFailed extends RuntimeException {
    BlockFailed(Exception cause) {
      super(cause);
    }
  }
}
