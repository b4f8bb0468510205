package org.platform.mdm.operations;

import org.platform.mdm.operations.run.RunExecutor;
import org.quartz.Job;
import org.quartz.JobExecutionContext;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Quartz's side of a run: the node that takes it carries it out; a node that takes it up after the
 * one running it was lost ({@code isRecovering}) takes the run over. In the face, not in the {@code
 * run} room: Quartz's store names a waiting job by its class.
 */
public class RunJob implements Job {

  public static final String EXECUTION = "executionId";

  private RunExecutor executor;

  @Autowired
  public void setExecutor(RunExecutor executor) {
    this.executor = executor;
  }

  @Override
  public void execute(JobExecutionContext context) {
    executor.execute(context.getMergedJobDataMap().getLong(EXECUTION), context.isRecovering());
  }
}
