package org.platform.mdm.operations;

import org.quartz.DisallowConcurrentExecution;
import org.quartz.Job;
import org.quartz.JobExecutionContext;
import org.springframework.beans.factory.annotation.Autowired;

/** Quartz's side of a definition's cron schedule: each firing is a run. */
@DisallowConcurrentExecution
public class ScheduleJob implements Job {

  static final String DEFINITION = "definitionId";

  private Runs runs;

  @Autowired
  public void setRuns(Runs runs) {
    this.runs = runs;
  }

  @Override
  public void execute(JobExecutionContext context) {
    runs.scheduled(
        context.getMergedJobDataMap().getLong(DEFINITION),
        context.getScheduledFireTime().toInstant());
  }
}
