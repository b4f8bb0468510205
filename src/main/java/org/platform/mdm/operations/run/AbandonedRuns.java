package org.platform.mdm.operations.run;

import java.time.Duration;
import org.platform.mdm.operations.Runs;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Looks every minute for runs no node carries out any more, and ends them as failed. */
@Component
class AbandonedRuns {

  private static final Logger log = LoggerFactory.getLogger(AbandonedRuns.class);

  /** A run open this long with no job in Quartz lost it (a one-shot job lives while it runs). */
  static final Duration ABANDONED_AFTER = Duration.ofMinutes(1);

  private final Runs runs;
  private final ExecutionRepository executions;
  private final StepRepository steps;
  private final Scheduler scheduler;

  AbandonedRuns(
      Runs runs, ExecutionRepository executions, StepRepository steps, Scheduler scheduler) {
    this.runs = runs;
    this.executions = executions;
    this.steps = steps;
    this.scheduler = scheduler;
  }

  @Scheduled(fixedDelayString = "PT1M", initialDelayString = "PT1M")
  void sweepEveryMinute() {
    sweep();
  }

  /**
   * Ends the runs that lost their job: open for a while with nothing in Quartz to carry them out (a
   * node stopped without its job being recoverable, a database restored from a copy).
   *
   * @return how many were ended
   */
  int sweep() {
    int ended = 0;
    for (long id : executions.openSince(runs.now().minus(ABANDONED_AFTER))) {
      try {
        if (!scheduler.checkExists(RunStarter.jobKey(id))
            && executions.abandon(id, "abandoned: no node carries the run out", runs.now())) {
          steps.endOpen(id, "FAILED", "abandoned", runs.now());
          log.warn("Run {} was abandoned: no node carries it out; restart it", id);
          ended++;
        }
      } catch (SchedulerException e) {
        log.warn("Could not look for the job of run {}", id, e);
      }
    }
    return ended;
  }
}
