package org.platform.mdm.dp.run;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.StoredValues;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.Step;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * The end of every depersonalization in place: the copies other modules made of the values before
 * (notifications, profiles, files) go, then each record rewritten is notified as changed, a step
 * per register in pages with checkpoints.
 */
@Component
class InPlaceNotices {

  private final StoredValues stored;
  private final DepersonalizationRepository repository;
  private final Clock clock;

  InPlaceNotices(@Lazy StoredValues stored, DepersonalizationRepository repository, Clock clock) {
    this.stored = stored;
    this.repository = repository;
    this.clock = clock;
  }

  /**
   * Forgets the earlier copies of {@code forgotten}, then notifies every record of {@code
   * notified}; false when a stop was asked.
   */
  boolean forgetAndNotify(
      OperationRun run,
      Collection<String> forgotten,
      Collection<String> notified,
      int size,
      PlatformUser user)
      throws Exception {
    // Not counted in the run's progress, which counts records.
    Step forget = run.preparation("forget earlier copies");
    if (!forget.completed()) {
      forget.total(1);
      forget.block(
          scope -> {
            stored.forget(forgotten, OffsetDateTime.now(clock));
            scope.processed(1);
          });
    }
    for (String entity : notified) {
      Step step = run.step("notify " + entity);
      if (step.completed()) {
        continue;
      }
      step.total(repository.countRecords(entity));
      if (!Pages.run(
          run, step, (scope, after) -> announce(scope, entity, after, size, user), size)) {
        return false;
      }
    }
    return true;
  }

  /** One block of the notices: a page of records told as changed. */
  private int announce(
      Step.Scope scope, String entity, EtalonId after, int size, PlatformUser user) {
    List<EtalonId> ids = repository.etalonIds(entity, after, size);
    Map<EtalonId, String> records = new LinkedHashMap<>();
    ids.forEach(id -> records.put(id, entity));
    stored.announce(records, user, OffsetDateTime.now(clock));
    if (!ids.isEmpty()) {
      scope.checkpoint(ids.get(ids.size() - 1).value().toString());
    }
    scope.processed(ids.size());
    return ids.size();
  }
}
