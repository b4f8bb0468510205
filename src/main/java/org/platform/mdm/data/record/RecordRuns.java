package org.platform.mdm.data.record;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.RelationDelete;
import org.platform.mdm.data.RelationWrite;
import org.platform.mdm.data.WriteResult;
import org.platform.mdm.system.Pipelines;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/**
 * Runs the single record pipelines in the caller's transaction: each operation's working state made
 * from what was asked, its pipeline run, and what it did.
 */
@Component
public class RecordRuns {

  private final Pipelines pipelines;
  private final RecordOperations operations;
  private final Clock clock;

  RecordRuns(Pipelines pipelines, RecordOperations operations, Clock clock) {
    this.pipelines = pipelines;
    this.operations = operations;
    this.clock = clock;
  }

  /**
   * Writes one origin version.
   *
   * @throws RecordOperations.RetryableWrite when a concurrent request created the same key
   */
  public WriteResult upsert(RecordWrite write, PlatformUser user) {
    RecordWork ctx = work(RecordContext.Operation.UPSERT, user);
    ctx.write = write;
    run(RecordPipelines.UPSERT, ctx);
    return ctx.result(operations.keys(ctx));
  }

  /** A write without retries: a concurrent creation of the same key is a 409. */
  public WriteResult upsertOnce(RecordWrite write, PlatformUser user) {
    try {
      return upsert(write, user);
    } catch (RecordOperations.RetryableWrite e) {
      throw concurrentCreate(write);
    }
  }

  /** The 409 of a write whose key a concurrent request created. */
  public static PlatformException concurrentCreate(RecordWrite write) {
    return new PlatformException(
        DataErrors.DATA_CONCURRENT_CREATE,
        write.entityName(),
        write.sourceSystem(),
        write.externalId());
  }

  /** The golden record a read asks for (the pipeline checks the right and finds it). */
  public EtalonView get(RecordRead read, PlatformUser user) {
    RecordWork ctx = work(RecordContext.Operation.GET, user);
    ctx.read = read;
    run(RecordPipelines.GET, ctx);
    return ctx.view;
  }

  /** A delete of the whole record, of one period of its origin, or physical ({@code wipe}). */
  public WriteResult delete(
      RecordLocator locator,
      OffsetDateTime from,
      OffsetDateTime to,
      boolean wipe,
      PlatformUser user) {
    RecordWork ctx = work(RecordContext.Operation.DELETE, user);
    ctx.locator = locator;
    ctx.wipe = wipe;
    ctx.period = optionalPeriod(from, to);
    if (wipe && ctx.period != null) {
      throw new PlatformException(DataErrors.DATA_WIPE_WITH_PERIOD);
    }
    run(RecordPipelines.DELETE, ctx);
    return ctx.result(wipe ? List.of() : operations.keys(ctx));
  }

  /** A logical delete of one origin over its whole timeline: the key's source no longer has it. */
  public WriteResult deleteOrigin(RecordLocator byKey, PlatformUser user) {
    RecordWork ctx = work(RecordContext.Operation.DELETE, user);
    ctx.locator = byKey;
    ctx.period = Period.ALL_TIME;
    run(RecordPipelines.DELETE, ctx);
    return ctx.result(operations.keys(ctx));
  }

  /** A restore of a logically deleted record, or of a deleted period. */
  public WriteResult restore(
      RecordLocator locator, OffsetDateTime from, OffsetDateTime to, PlatformUser user) {
    RecordWork ctx = work(RecordContext.Operation.RESTORE, user);
    ctx.locator = locator;
    ctx.period = optionalPeriod(from, to);
    run(RecordPipelines.RESTORE, ctx);
    return ctx.result(operations.keys(ctx));
  }

  /** Writes links from an existing record, named by its key; answers the record. */
  public EtalonId writeLinks(RecordLocator from, List<RelationWrite> links, PlatformUser user) {
    return writeLinks(from, from.sourceSystem(), from.externalId(), links, List.of(), user)
        .etalonId;
  }

  /**
   * Writes and deletes links from an existing record without a new revision of it, as the origin of
   * {@code sourceSystem} (its key {@code externalId}); answers the work done (the record, its
   * warnings).
   */
  public RecordWork writeLinks(
      RecordLocator from,
      String sourceSystem,
      String externalId,
      List<RelationWrite> links,
      List<RelationDelete> deletes,
      PlatformUser user) {
    RecordWork ctx = work(RecordContext.Operation.UPSERT, user);
    ctx.locator = from;
    ctx.write = RecordWrite.links(from.entityName(), externalId, sourceSystem, links, deletes);
    operations.writeLinks(ctx);
    return ctx;
  }

  private void run(String pipeline, RecordWork ctx) {
    pipelines.get(pipeline, RecordWork.class).run(ctx);
  }

  private RecordWork work(RecordContext.Operation operation, PlatformUser user) {
    return new RecordWork(
        operation, user, OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS));
  }

  private Period optionalPeriod(OffsetDateTime from, OffsetDateTime to) {
    if (from == null && to == null) {
      return null;
    }
    List<Problem> problems = new ArrayList<>();
    Period period = operations.period(from, to, problems);
    PlatformException.throwIfAny(problems);
    return period;
  }
}
