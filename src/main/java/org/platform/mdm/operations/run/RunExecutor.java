package org.platform.mdm.operations.run;

import java.util.Locale;
import org.platform.mdm.operations.Definitions;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.RunEnded;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.operations.definition.OperationTypes;
import org.platform.mdm.system.Messages;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.RequestIds;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Carries runs out on this node (Quartz's {@code RunJob} hands it the run), tells the modules how
 * each ended, and starts the definitions chained to that end.
 */
@Component
public class RunExecutor {

  private static final Logger log = LoggerFactory.getLogger(RunExecutor.class);

  private final Runs runs;
  private final ExecutionRepository executions;
  private final StepRepository steps;
  private final Definitions definitions;
  private final OperationTypes types;
  private final RunStarter starter;
  private final Scheduler scheduler;
  private final TransactionTemplate transactions;
  private final ApplicationEventPublisher events;
  private final Messages messages;

  RunExecutor(
      Runs runs,
      ExecutionRepository executions,
      StepRepository steps,
      Definitions definitions,
      OperationTypes types,
      RunStarter starter,
      Scheduler scheduler,
      TransactionTemplate transactions,
      ApplicationEventPublisher events,
      Messages messages) {
    this.runs = runs;
    this.executions = executions;
    this.steps = steps;
    this.definitions = definitions;
    this.types = types;
    this.starter = starter;
    this.scheduler = scheduler;
    this.transactions = transactions;
    this.events = events;
    this.messages = messages;
  }

  /**
   * Carries the run out on this node. A run another node took, or one stopped meanwhile, is left;
   * with {@code recovering} (Quartz gives this node the job of a lost one) a run under way is taken
   * over as a new attempt.
   */
  public void execute(long id, boolean recovering) {
    String node = node();
    boolean mine = executions.begin(id, node, runs.now());
    if (!mine && recovering) {
      mine = executions.takeOver(id, node, runs.now());
      if (mine) {
        log.info("Run {} taken over by node {} after its node was lost", id, node);
        // The lost attempt's steps end here: a step the new attempt goes on with is taken up
        // again (STARTED, its checkpoint kept); the others (a file begun again under a new step
        // name) would otherwise stay STARTED forever beside the attempt that completes.
        steps.endOpen(
            id, "FAILED", "abandoned: its node was lost; taken over by " + node, runs.now());
      } else if (executions.stopRequested(id)) {
        // Asked to stop while its node was lost: it ends here, and is told as any end.
        executions.end(id, "STOPPED", null, runs.now());
        steps.endOpen(id, "STOPPED", null, runs.now());
        ended(runs.get(id), "STOPPED", null);
      }
    }
    if (!mine) {
      return;
    }
    ExecutionView run = runs.get(id);
    RunningExecution running =
        new RunningExecution(run, executions, steps, transactions, runs::now);
    String status;
    String message = null;
    // What the run writes is told as its work: a notification's operationId, a log line's id.
    MDC.put(RequestIds.MDC_KEY, operationId(id));
    try {
      OperationType type =
          types
              .find(run.jobName())
              .orElseThrow(() -> new IllegalStateException("no operation type " + run.jobName()));
      type.run(running);
      status = executions.stopRequested(id) ? "STOPPED" : "COMPLETED";
      message = status.equals("COMPLETED") ? running.remark() : null;
    } catch (Exception e) {
      status = "FAILED";
      message = failure(e);
      if (e instanceof PlatformException) {
        // Refused by a check as it ran (a definition's parameters that no longer hold): no bug.
        log.info("Run {} of {} refused: {}", id, run.jobName(), message);
      } else {
        log.warn("Run {} of {} failed", id, run.jobName(), e);
      }
    } finally {
      MDC.remove(RequestIds.MDC_KEY);
    }
    running.endCurrent(status, message);
    executions.end(id, status, message, runs.now());
    ended(run, status, message);
  }

  /**
   * The id of a run's work where a request's id stands otherwise ({@code run-34}): the {@code
   * operationId} of the notifications of the records it writes.
   */
  private static String operationId(long executionId) {
    return "run-" + executionId;
  }

  /**
   * Why a run failed, as its exit message: the texts of the problems a check found as it ran (a
   * definition's parameters that no longer hold), else the exception's message.
   */
  private String failure(Exception e) {
    if (e instanceof PlatformException refused) {
      return String.join(
          "; ", refused.problems().stream().map(p -> messages.text(Locale.ENGLISH, p)).toList());
    }
    return String.valueOf(e.getMessage());
  }

  /** Tells the modules that a run ended (its state stored), then starts what is chained to it. */
  private void ended(ExecutionView run, String status, String message) {
    long id = run.id();
    try {
      events.publishEvent(new RunEnded(id, run.jobName(), status, run.startedBy(), message));
    } catch (RuntimeException e) {
      log.warn("Run {}: a listener of its end failed", id, e);
    }
    if (run.definitionId() != null) {
      next(run.definitionId(), status, id);
    }
  }

  /** Starts the definitions chained to a run that ended so. */
  private void next(long definitionId, String status, long executionId) {
    for (long following : definitions.startingAfter(definitionId, status)) {
      starter.startQuietly(following, "after run " + executionId, null);
    }
  }

  private String node() {
    try {
      return scheduler.getSchedulerInstanceId();
    } catch (SchedulerException e) {
      return "unknown";
    }
  }
}
