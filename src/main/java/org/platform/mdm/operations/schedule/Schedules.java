package org.platform.mdm.operations.schedule;

import org.platform.mdm.operations.JobDefinition;
import org.platform.mdm.operations.ScheduleJob;
import org.quartz.CronScheduleBuilder;
import org.quartz.JobBuilder;
import org.quartz.JobKey;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.quartz.TriggerBuilder;
import org.springframework.stereotype.Component;

/**
 * Keeps Quartz's cron triggers as the definitions say: an enabled definition with a schedule has
 * one, any other none. Kept in the same transaction as the definition (Quartz's store is the same
 * database, and the scheduler joins Spring's transactions).
 */
@Component
public class Schedules {

  private final Scheduler scheduler;

  Schedules(Scheduler scheduler) {
    this.scheduler = scheduler;
  }

  public void keep(long id, JobDefinition d) {
    JobKey key = key(id);
    try {
      scheduler.deleteJob(key);
      // A schedule whose last firing is past has nothing left to fire (Quartz refuses it).
      if (d.enabled()
          && d.cronExpression() != null
          && CronCheck.firesAfter(d.cronExpression(), new java.util.Date())) {
        scheduler.scheduleJob(
            JobBuilder.newJob(ScheduleJob.class)
                .withIdentity(key)
                .usingJobData(ScheduleJob.DEFINITION, id)
                .build(),
            TriggerBuilder.newTrigger()
                .withIdentity(key.getName(), key.getGroup())
                .withSchedule(
                    CronScheduleBuilder.cronSchedule(d.cronExpression())
                        .withMisfireHandlingInstructionDoNothing())
                .build());
      }
    } catch (SchedulerException e) {
      throw new IllegalStateException("the schedule of operation " + id + " could not be kept", e);
    }
  }

  public void forget(long id) {
    try {
      scheduler.deleteJob(key(id));
    } catch (SchedulerException e) {
      throw new IllegalStateException(
          "the schedule of operation " + id + " could not be removed", e);
    }
  }

  private static JobKey key(long id) {
    return JobKey.jobKey("definition-" + id, "schedules");
  }
}
