package org.platform.mdm.operations;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.platform.mdm.operations.definition.OperationTypes;
import org.platform.mdm.operations.definition.ParameterValues;
import org.platform.mdm.operations.run.ExecutionRepository;
import org.platform.mdm.operations.run.RunStarter;
import org.platform.mdm.operations.run.StepRepository;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

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

  private final ExecutionRepository executions;
  private final StepRepository steps;
  private final Definitions definitions;
  private final OperationTypes types;
  private final RunStarter starter;
  private final Clock clock;

  Runs(
      ExecutionRepository executions,
      StepRepository steps,
      Definitions definitions,
      OperationTypes types,
      RunStarter starter,
      Clock clock) {
    this.executions = executions;
    this.steps = steps;
    this.definitions = definitions;
    this.types = types;
    this.starter = starter;
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
    return get(starter.hand(starter.create(d, actor)));
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
      return get(starter.hand(id));
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
    return get(starter.hand(made.get()));
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
    starter.hand(executionId);
    log.info("Run {} of {} restarted by {}", executionId, run.jobName(), actor);
    return get(executionId);
  }

  private PlatformException alreadyRunning(long definitionId) {
    return new PlatformException(
        OperationsErrors.JOB_ALREADY_RUNNING, definitions.get(definitionId).definition().name());
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
