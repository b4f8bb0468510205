package org.platform.mdm.profile.run;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenValues;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.Step;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * One pass of a profiling run over an entity's records active at a date, page by page in etalon id
 * order, each page handed to what gathers the profile. What it gathered lives in memory; every
 * {@value #PAGES_PER_KEEP} pages, and when the run is asked to stop, it is kept (as JSON, bounded
 * by the values a profile keeps, not by the records) in a block with the step's progress and
 * checkpoint, so that a restarted run, or a node taking it over, goes on from the last kept page.
 * The last block keeps the profile and forgets the gathered state.
 */
@Component
class RecordPasses {

  /** Pages read between two blocks that keep what was gathered. */
  static final int PAGES_PER_KEEP = 100;

  /** What gathers a profile from the pages. */
  interface Gatherer {
    void take(List<GoldenValues.Values> page);

    /** What it gathered so far: a record Jackson writes and reads. */
    Object state();

    /** Keeps the profile, in the transaction of the pass's last block. */
    void finish();
  }

  /** Where an earlier attempt left a pass: the date it read at, the last record, its state. */
  record Kept(OffsetDateTime at, EtalonId after, byte[] state) {}

  private final GoldenValues values;
  private final ProfileRepository repository;
  private final JsonMapper json;

  RecordPasses(GoldenValues values, ProfileRepository repository, JsonMapper json) {
    this.values = values;
    this.repository = repository;
    this.json = json;
  }

  /** What an earlier attempt of the run kept of the step; empty when it begins afresh. */
  Optional<Kept> kept(OperationRun run, Step step, String subject) {
    if (step.checkpoint() == null) {
      return Optional.empty();
    }
    EtalonId after = new EtalonId(UUID.fromString(step.checkpoint()));
    return repository
        .progress(run.executionId(), subject)
        .map(p -> new Kept(p.at(), after, p.state()));
  }

  /** The kept state as the gatherer's type. */
  <T> T state(Kept kept, Class<T> type) {
    return json.readValue(kept.state(), type);
  }

  /**
   * Reads the entity's records active at {@code at} after {@code after} (null: from the first);
   * false when the run was asked to stop (between two pages).
   */
  boolean pass(
      OperationRun run,
      Step step,
      String subject,
      String entity,
      OffsetDateTime at,
      int size,
      EtalonId after,
      Gatherer gatherer)
      throws Exception {
    if (after == null) {
      step.total(values.countActiveAt(entity, at));
    }
    long pending = 0;
    int pages = 0;
    EtalonId last = after;
    while (true) {
      if (run.stopRequested()) {
        if (pending > 0) {
          keep(run, step, subject, at, last, gatherer, pending);
        }
        return false;
      }
      List<GoldenValues.Values> page = values.activeAt(entity, at, last, size);
      gatherer.take(page);
      pending += page.size();
      if (!page.isEmpty()) {
        last = page.get(page.size() - 1).etalonId();
      }
      if (page.size() < size) {
        long read = pending;
        step.block(
            scope -> {
              gatherer.finish();
              repository.forget(run.executionId(), subject);
              scope.processed(read);
            });
        return true;
      }
      if (++pages % PAGES_PER_KEEP == 0) {
        keep(run, step, subject, at, last, gatherer, pending);
        pending = 0;
      }
    }
  }

  private void keep(
      OperationRun run,
      Step step,
      String subject,
      OffsetDateTime at,
      EtalonId last,
      Gatherer gatherer,
      long read)
      throws Exception {
    byte[] state = json.writeValueAsBytes(gatherer.state());
    step.block(
        scope -> {
          repository.keep(run.executionId(), subject, at, state);
          scope.processed(read);
          scope.checkpoint(last.value().toString());
        });
  }
}
