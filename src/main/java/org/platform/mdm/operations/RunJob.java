package org.platform.mdm.operations;

import org.quartz.Job;
import org.quartz.JobExecutionContext;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Quartz's side of a run: the node that takes it carries it out; a node that takes it up after the
 * one running it was lost ({@code isRecovering}) takes the run over.
 */
public class RunJob implements Job {

  static final String EXECUTION = "executionId";

  private Runs runs;

  @Autowired
  public void setRuns(Runs runs) {
    this.runs = runs;
  }

  @Override
  public void execute(JobExecutionContext context) {
    runs.execute(context.getMergedJobDataMap().getLong(EXECUTION), context.isRecovering());
  }
}
