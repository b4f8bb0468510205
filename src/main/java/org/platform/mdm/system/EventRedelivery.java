package org.platform.mdm.system;

import java.time.Duration;
import org.springframework.modulith.events.IncompleteEventPublications;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Hands over again the after-commit words between modules whose listener has not succeeded (Spring
 * Modulith's event publication registry, table {@code event_publication}): at every start (the
 * registry's own {@code republish-outstanding-events-on-restart}) and, for a listener that failed
 * while the server ran, once a minute for the words older than a minute. Listeners therefore see a
 * word at least once; theirs is to do their part once (a load's run, an archive's schedule).
 */
@Component
public class EventRedelivery {

  /** How old an unfinished word is before it is handed over again while the server runs. */
  public static final Duration AFTER = Duration.ofMinutes(1);

  private final IncompleteEventPublications incomplete;

  EventRedelivery(IncompleteEventPublications incomplete) {
    this.incomplete = incomplete;
  }

  @Scheduled(fixedDelayString = "PT1M", initialDelayString = "PT1M")
  void redeliver() {
    incomplete.resubmitIncompletePublicationsOlderThan(AFTER);
  }

  /** Hands over again every unfinished word now, whatever its age (for tests and operators). */
  public void redeliverAll() {
    incomplete.resubmitIncompletePublications(publication -> true);
  }
}
