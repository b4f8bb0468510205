package org.platform.mdm.operations;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.platform.mdm.system.PlatformException;
import org.quartz.JobBuilder;
import org.quartz.JobDetail;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.quartz.Trigger;
import org.quartz.TriggerBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Runs of operations: started by a person or a schedule, carried out by whichever node's Quartz
 * takes the run's one-shot trigger (the triggers are in the database, so a cluster runs it once),
 * their progress kept as each block is committed, stopped between blocks when asked.
 */
@Service
public class Runs {

  private static final Logger log = LoggerFactory.getLogger(Runs.class);

  private final ExecutionRepository executions;
  private final Definitions definitions;
  private final OperationTypes types;
  private final Scheduler scheduler;
  private final Clock clock;

  Runs(
      ExecutionRepository executions,
      Definitions definitions,
      OperationTypes types,
      Scheduler scheduler,
      Clock clock) {
    this.executions = executions;
    this.definitions = definitions;
    this.types = types;
    this.scheduler = scheduler;
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
    long id = create(d, actor);
    JobDetail job =
        JobBuilder.newJob(RunJob.class)
            .withIdentity("run-" + id, "operations")
            .usingJobData(RunJob.EXECUTION, id)
            .requestRecovery(true)
            .build();
    Trigger now =
        TriggerBuilder.newTrigger().withIdentity("run-" + id, "operations").startNow().build();
    try {
      scheduler.scheduleJob(job, now);
    } catch (SchedulerException e) {
      executions.end(
          id, "FAILED", "could not be handed to the scheduler: " + e.getMessage(), now());
      throw new IllegalStateException("the run could not be scheduled", e);
    }
    return get(id);
  }

  /** A run of a definition its schedule fired: made and carried out here and now. */
  void scheduled(long definitionId) {
    DefinitionView d;
    try {
      d = definitions.get(definitionId);
    } catch (PlatformException gone) {
      return; // deleted meanwhile
    }
    if (!d.definition().enabled() || executions.running(definitionId)) {
      log.info("Schedule of {} skipped: disabled or a run is under way", d.definition().name());
      return;
    }
    execute(create(d, "schedule"));
  }

  private long create(DefinitionView d, String actor) {
    if (executions.running(d.id())) {
      throw new PlatformException(OperationsErrors.JOB_ALREADY_RUNNING, d.definition().name());
    }
    OperationType type =
        types
            .find(d.definition().jobName())
            .orElseThrow(
                () ->
                    new PlatformException(
                        OperationsErrors.JOB_DESCRIPTOR_NOT_FOUND, d.definition().jobName()));
    Map<String, Object> values = ParameterValues.effective(type, d.definition().parameters());
    return executions.insert(d.id(), type.name(), actor, values, now());
  }

  /** Carries the run out on this node; one another took, or one stopped meanwhile, is left. */
  void execute(long id) {
    if (!executions.begin(id, now())) {
      return;
    }
    ExecutionView run = get(id);
    try {
      OperationType type =
          types
              .find(run.jobName())
              .orElseThrow(() -> new IllegalStateException("no operation type " + run.jobName()));
      type.run(
          new OperationRun() {
            @Override
            public Map<String, Object> parameters() {
              return run.parameters();
            }

            @Override
            public void total(long items) {
              executions.total(id, items);
            }

            @Override
            public void done(long items, long failed) {
              executions.done(id, items, failed);
            }

            @Override
            public boolean stopRequested() {
              return executions.stopRequested(id);
            }
          });
      boolean stopped = executions.stopRequested(id);
      executions.end(id, stopped ? "STOPPED" : "COMPLETED", null, now());
    } catch (Exception e) {
      log.warn("Run {} of {} failed", id, run.jobName(), e);
      executions.end(id, "FAILED", String.valueOf(e.getMessage()), now());
    }
  }

  public ExecutionView get(long id) {
    return executions
        .find(id)
        .orElseThrow(() -> new PlatformException(OperationsErrors.JOB_EXECUTION_NOT_FOUND, id));
  }

  public List<ExecutionView> ofDefinition(long definitionId, int count) {
    definitions.get(definitionId);
    return executions.ofDefinition(definitionId, count);
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
