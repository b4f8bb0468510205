package org.platform.mdm.operations;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.quartz.JobBuilder;
import org.quartz.JobKey;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.quartz.TriggerBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Runs of operations: started by a person, a schedule or the end of another run, carried out by
 * whichever node's Quartz takes the run's one-shot trigger (the triggers are in the database, so a
 * cluster runs it once, and another node takes it up when the node running it is lost), their
 * progress kept as each block is committed, stopped between blocks when asked, restarted from their
 * last committed block.
 */
@Service
public class Runs {

  private static final Logger log = LoggerFactory.getLogger(Runs.class);

  /** A run open this long with no job in Quartz lost it (a one-shot job lives while it runs). */
  static final Duration ABANDONED_AFTER = Duration.ofMinutes(1);

  private final ExecutionRepository executions;
  private final StepRepository steps;
  private final Definitions definitions;
  private final OperationTypes types;
  private final Scheduler scheduler;
  private final TransactionTemplate transactions;
  private final Clock clock;

  private final ApplicationEventPublisher events;

  Runs(
      ExecutionRepository executions,
      StepRepository steps,
      Definitions definitions,
      OperationTypes types,
      Scheduler scheduler,
      TransactionTemplate transactions,
      ApplicationEventPublisher events,
      Clock clock) {
    this.events = events;
    this.executions = executions;
    this.steps = steps;
    this.definitions = definitions;
    this.types = types;
    this.scheduler = scheduler;
    this.transactions = transactions;
    this.clock = clock;
  }

  /**
   * Starts a run of the definition: it waits (STARTING) until a node takes it.
   *
   * @throws PlatformException 404; 409 when the definition is disabled or a run of it is under way
   */
  public ExecutionView start(long definitionId, String actor) {
    DefinitionView d = definitions.get(definitionId);
    if (!d.definition().enabled()) {
      throw new PlatformException(OperationsErrors.JOB_DISABLED, d.definition().name());
    }
    return get(hand(create(d, actor)));
  }

  /**
   * Starts a run of an operation type that no definition holds (a bulk operation a user asks for
   * once): its parameters are checked as a definition's are, every problem at once.
   *
   * @throws PlatformException 404 when there is no such type; 400 with the parameters' problems
   */
  public ExecutionView startOnce(String jobName, Map<String, Object> given, String actor) {
    return startOnce(jobName, given, actor, null);
  }

  /**
   * Starts a run of an operation type that no definition holds, once for a piece of work: a start
   * with the {@code key} of a run made before (the word of a bulk load handed over again) answers
   * that run and starts nothing, whatever it has become since.
   *
   * @param key names the work (for example {@code data-import:<import id>}); null: none, every
   *     start makes a run
   * @throws PlatformException 404 when there is no such type; 400 with the parameters' problems
   */
  public ExecutionView startOnce(
      String jobName, Map<String, Object> given, String actor, String key) {
    OperationType type =
        types
            .find(jobName)
            .orElseThrow(
                () -> new PlatformException(OperationsErrors.JOB_DESCRIPTOR_NOT_FOUND, jobName));
    PlatformException.throwIfAny(ParameterValues.check(type, given));
    Map<String, Object> values = ParameterValues.effective(type, given);
    if (key == null) {
      long id = executions.insert(null, type.name(), actor, values, now());
      log.info("Run {} of {} started by {}", id, jobName, actor);
      return get(hand(id));
    }
    java.util.Optional<Long> made = executions.insertOnce(type.name(), actor, values, key, now());
    if (made.isEmpty()) {
      long earlier =
          executions
              .byStartKey(key)
              .orElseThrow(() -> new IllegalStateException("no run of " + key + " after all"));
      log.info(
          "Run {} of {} was started for {} already; none started again", earlier, jobName, key);
      return get(earlier);
    }
    log.info("Run {} of {} started by {} for {}", made.get(), jobName, actor, key);
    return get(hand(made.get()));
  }

  /**
   * Restarts a failed or stopped run: the same run, as a new attempt; its finished steps are not
   * done again and the step it was in goes on from its last committed block.
   *
   * @throws PlatformException 404; 409 when it is not failed or stopped, its definition is
   *     disabled, or another run of it is under way
   */
  public ExecutionView restart(long executionId, String actor) {
    ExecutionView run = get(executionId);
    if (!run.restartable()) {
      throw new PlatformException(
          OperationsErrors.JOB_EXECUTION_NOT_RESTARTABLE, executionId, run.status());
    }
    if (run.definitionId() != null) {
      DefinitionView d = definitions.get(run.definitionId());
      if (!d.definition().enabled()) {
        throw new PlatformException(OperationsErrors.JOB_DISABLED, d.definition().name());
      }
    }
    boolean restarted;
    try {
      restarted = executions.restart(executionId, now());
    } catch (DuplicateKeyException e) {
      throw alreadyRunning(run.definitionId());
    }
    if (!restarted) {
      throw new PlatformException(
          OperationsErrors.JOB_EXECUTION_NOT_RESTARTABLE, executionId, get(executionId).status());
    }
    hand(executionId);
    log.info("Run {} of {} restarted by {}", executionId, run.jobName(), actor);
    return get(executionId);
  }

  private PlatformException alreadyRunning(long definitionId) {
    return new PlatformException(
        OperationsErrors.JOB_ALREADY_RUNNING, definitions.get(definitionId).definition().name());
  }

  /**
   * Hands the committed run to Quartz as a one-shot job that a lost node's peers recover. Not in
   * the run's transaction: Quartz looks for the new trigger at once, and one not yet committed
   * would wait for its next look (seconds). A run Quartz did not take ends as FAILED; one left
   * waiting by a node that stopped in between is ended by the sweep a minute on.
   */
  private long hand(long id) {
    JobKey key = jobKey(id);
    try {
      scheduler.deleteJob(key); // an earlier attempt's, if Quartz still has it
      scheduler.scheduleJob(
          JobBuilder.newJob(RunJob.class)
              .withIdentity(key)
              .usingJobData(RunJob.EXECUTION, id)
              .requestRecovery(true)
              .build(),
          TriggerBuilder.newTrigger()
              .withIdentity(key.getName(), key.getGroup())
              .startNow()
              .build());
    } catch (SchedulerException e) {
      executions.end(
          id, "FAILED", "could not be handed to the scheduler: " + e.getMessage(), now());
      throw new IllegalStateException("run " + id + " could not be handed to the scheduler", e);
    }
    return id;
  }

  static JobKey jobKey(long executionId) {
    return JobKey.jobKey("run-" + executionId, "operations");
  }

  /** A run of a definition its schedule fired (for that time), handed to Quartz like any other. */
  void scheduled(long definitionId, java.time.Instant fireTime) {
    startQuietly(definitionId, "schedule", fireTime);
  }

  private void startQuietly(long definitionId, String actor, java.time.Instant fireTime) {
    DefinitionView d;
    try {
      d = definitions.get(definitionId);
    } catch (PlatformException gone) {
      return; // deleted meanwhile
    }
    if (!d.definition().enabled()) {
      log.info("{} did not start {}: it is disabled", actor, d.definition().name());
      return;
    }
    try {
      long id = create(d, actor);
      if (fireTime != null) {
        executions.scheduledFor(id, fireTime.atOffset(java.time.ZoneOffset.UTC));
      }
      hand(id);
    } catch (PlatformException e) {
      log.info("{} did not start {}: {}", actor, d.definition().name(), e.getMessage());
    }
  }

  /**
   * Makes the run, waiting for a node.
   *
   * @throws PlatformException 404 when its type is gone; 409 while another run of it is open
   */
  private long create(DefinitionView d, String actor) {
    OperationType type =
        types
            .find(d.definition().jobName())
            .orElseThrow(
                () ->
                    new PlatformException(
                        OperationsErrors.JOB_DESCRIPTOR_NOT_FOUND, d.definition().jobName()));
    Map<String, Object> values = ParameterValues.effective(type, d.definition().parameters());
    try {
      return executions.insert(d.id(), type.name(), actor, values, now());
    } catch (DuplicateKeyException e) {
      throw new PlatformException(OperationsErrors.JOB_ALREADY_RUNNING, d.definition().name());
    }
  }

  /**
   * Carries the run out on this node. A run another node took, or one stopped meanwhile, is left;
   * with {@code recovering} (Quartz gives this node the job of a lost one) a run under way is taken
   * over as a new attempt.
   */
  void execute(long id, boolean recovering) {
    String node = node();
    boolean mine = executions.begin(id, node, now());
    if (!mine && recovering) {
      mine = executions.takeOver(id, node, now());
      if (mine) {
        log.info("Run {} taken over by node {} after its node was lost", id, node);
        // The lost attempt's steps end here: a step the new attempt goes on with is taken up
        // again (STARTED, its checkpoint kept); the others (a file begun again under a new step
        // name) would otherwise stay STARTED forever beside the attempt that completes.
        steps.endOpen(id, "FAILED", "abandoned: its node was lost; taken over by " + node, now());
      } else if (executions.stopRequested(id)) {
        // Asked to stop while its node was lost: it ends here, and is told as any end.
        executions.end(id, "STOPPED", null, now());
        steps.endOpen(id, "STOPPED", null, now());
        ended(get(id), "STOPPED", null);
      }
    }
    if (!mine) {
      return;
    }
    ExecutionView run = get(id);
    RunningExecution running =
        new RunningExecution(run, executions, steps, transactions, this::now);
    String status;
    String message = null;
    try {
      OperationType type =
          types
              .find(run.jobName())
              .orElseThrow(() -> new IllegalStateException("no operation type " + run.jobName()));
      type.run(running);
      status = executions.stopRequested(id) ? "STOPPED" : "COMPLETED";
      message = status.equals("COMPLETED") ? running.remark() : null;
    } catch (Exception e) {
      log.warn("Run {} of {} failed", id, run.jobName(), e);
      status = "FAILED";
      message = String.valueOf(e.getMessage());
    }
    running.endCurrent(status, message);
    executions.end(id, status, message, now());
    ended(run, status, message);
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
      startQuietly(following, "after run " + executionId, null);
    }
  }

  /**
   * Ends the runs that lost their job: open for a while with nothing in Quartz to carry them out (a
   * node stopped without its job being recoverable, a database restored from a copy).
   *
   * @return how many were ended
   */
  int sweep() {
    int ended = 0;
    for (long id : executions.openSince(now().minus(ABANDONED_AFTER))) {
      try {
        if (!scheduler.checkExists(jobKey(id))
            && executions.abandon(id, "abandoned: no node carries the run out", now())) {
          steps.endOpen(id, "FAILED", "abandoned", now());
          log.warn("Run {} was abandoned: no node carries it out; restart it", id);
          ended++;
        }
      } catch (SchedulerException e) {
        log.warn("Could not look for the job of run {}", id, e);
      }
    }
    return ended;
  }

  private String node() {
    try {
      return scheduler.getSchedulerInstanceId();
    } catch (SchedulerException e) {
      return "unknown";
    }
  }

  public ExecutionView get(long id) {
    return executions
        .find(id)
        .orElseThrow(() -> new PlatformException(OperationsErrors.JOB_EXECUTION_NOT_FOUND, id));
  }

  /**
   * How a run a module handed work to ended: its status once it is over, FAILED when there is no
   * such run (any more), empty while it goes on. A module settles the work of runs that ended
   * without telling it (stopped before they began, abandoned) by this.
   */
  public java.util.Optional<String> endedAs(long id) {
    // Not find(id).map(… ? status : null).or(FAILED): a run under way maps to empty too, and was
    // answered FAILED while it went on.
    java.util.Optional<ExecutionView> run = executions.find(id);
    if (run.isEmpty()) {
      return java.util.Optional.of("FAILED");
    }
    return run.get().ended()
        ? java.util.Optional.of(run.get().status())
        : java.util.Optional.empty();
  }

  /** The run's steps with their first failed items. */
  public List<StepView> steps(long id, int failures) {
    get(id);
    return steps.ofExecution(id, failures);
  }

  public List<ExecutionView> ofDefinition(long definitionId, int count) {
    definitions.get(definitionId);
    return executions.ofDefinition(definitionId, count);
  }

  /** The largest page of {@link #latest}. */
  public static final int MAX_PAGE = 500;

  /** A page of the runs of every operation, newest first, and how many there are. */
  public record RunPage(List<ExecutionView> runs, long totalCount) {}

  /**
   * The runs of every operation (those asked for once and those the modules start included), the
   * newest first, of one job and in one status when given.
   */
  public RunPage latest(String jobName, String status, int offset, int limit) {
    List<Problem> problems = new java.util.ArrayList<>();
    if (offset < 0) {
      problems.add(
          Problem.at("offset", OperationsErrors.JOB_PAGE_INVALID, "offset", offset, MAX_PAGE));
    }
    if (limit < 1 || limit > MAX_PAGE) {
      problems.add(
          Problem.at("limit", OperationsErrors.JOB_PAGE_INVALID, "limit", limit, MAX_PAGE));
    }
    PlatformException.throwIfAny(problems);
    return new RunPage(
        executions.latest(jobName, status, offset, limit), executions.count(jobName, status));
  }

  /** The last run of each definition named, by definition. */
  public Map<Long, ExecutionView> lastOf(java.util.Collection<Long> definitionIds) {
    return executions.lastOf(definitionIds);
  }

  /**
   * Asks a run to stop.
   *
   * @throws PlatformException 404; 409 when it is over already
   */
  public ExecutionView stop(long id) {
    ExecutionView run = get(id);
    if (!executions.stop(id, now())) {
      throw new PlatformException(OperationsErrors.JOB_EXECUTION_ENDED, id, run.status());
    }
    return get(id);
  }

  public OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
