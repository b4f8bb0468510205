package org.platform.mdm.operations;

import org.platform.mdm.operations.run.RunStarter;
import org.quartz.DisallowConcurrentExecution;
import org.quartz.Job;
import org.quartz.JobExecutionContext;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Quartz's side of a definition's cron schedule: each firing is a run. In the face, not in the
 * {@code schedule} room: Quartz's store names a schedule's job by its class.
 */
@DisallowConcurrentExecution
public class ScheduleJob implements Job {

  public static final String DEFINITION = "definitionId";

  private RunStarter starter;

  @Autowired
  public void setStarter(RunStarter starter) {
    this.starter = starter;
  }

  @Override
  public void execute(JobExecutionContext context) {
    starter.startQuietly(
        context.getMergedJobDataMap().getLong(DEFINITION),
        "schedule",
        context.getScheduledFireTime().toInstant());
  }
}
