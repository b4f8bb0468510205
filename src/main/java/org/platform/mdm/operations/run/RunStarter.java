package org.platform.mdm.operations.run;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import org.platform.mdm.operations.DefinitionView;
import org.platform.mdm.operations.Definitions;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.OperationsErrors;
import org.platform.mdm.operations.RunJob;
import org.platform.mdm.operations.definition.OperationTypes;
import org.platform.mdm.operations.definition.ParameterValues;
import org.platform.mdm.system.PlatformException;
import org.quartz.JobBuilder;
import org.quartz.JobKey;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.quartz.TriggerBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Component;

/**
 * Makes the runs of definitions and hands each committed run to Quartz as a one-shot job: the
 * trigger is in the database, so the cluster runs it once, on whichever node takes it.
 */
@Component
public class RunStarter {

  private static final Logger log = LoggerFactory.getLogger(RunStarter.class);

  private final ExecutionRepository executions;
  private final Definitions definitions;
  private final OperationTypes types;
  private final Scheduler scheduler;
  private final Clock clock;

  RunStarter(
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
   * Hands the committed run to Quartz as a one-shot job that a lost node's peers recover. Not in
   * the run's transaction: Quartz looks for the new trigger at once, and one not yet committed
   * would wait for its next look (seconds). A run Quartz did not take ends as FAILED; one left
   * waiting by a node that stopped in between is ended by the sweep a minute on.
   *
   * @return the run's id
   */
  public long hand(long id) {
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

  /**
   * Starts a run of the definition unless it cannot start (deleted, disabled, a run of it under
   * way): that is logged, not thrown. For the starts no person waits for: a schedule's firing (for
   * its time), the end of a run another is chained to.
   *
   * @param fireTime the time a schedule fired for; null for a chained start
   */
  public void startQuietly(long definitionId, String actor, Instant fireTime) {
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
        executions.scheduledFor(id, fireTime.atOffset(ZoneOffset.UTC));
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
  public long create(DefinitionView d, String actor) {
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

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
