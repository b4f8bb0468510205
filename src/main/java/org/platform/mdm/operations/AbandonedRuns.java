package org.platform.mdm.operations;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Looks every minute for runs no node carries out any more, and ends them as failed. */
@Component
class AbandonedRuns {

  private final Runs runs;

  AbandonedRuns(Runs runs) {
    this.runs = runs;
  }

  @Scheduled(fixedDelayString = "PT1M", initialDelayString = "PT1M")
  void sweep() {
    runs.sweep();
  }
}
