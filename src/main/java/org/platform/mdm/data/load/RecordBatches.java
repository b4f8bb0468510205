package org.platform.mdm.data.load;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.BatchWriteListener;
import org.platform.mdm.data.DraftTarget;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordBodies;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.WriteResult;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RecordViews;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;

/**
 * Batches of record writes (the record API's batch), answered item by item as if each item were
 * written alone, one after another, but written through the bulk path of imports: the items between
 * two that need the single path are checked one by one (a bad item is refused alone), then written
 * in one transaction with one statement per table ({@link BulkRecordWriter}), which also stores
 * their search documents, matching keys and notifications and runs real-time matching for their
 * records ({@link BatchWriteListener}). Items with {@code draftId}/{@code parentDraftId}, of the
 * platform's source (a steward's overrides) or with relations or classifications take the single
 * path, each in its own transaction, in their place in the order. Should the bulk transaction fail
 * as a whole (an item's value the database refuses, a key another request created meanwhile, a
 * large object of another record), its items are written one by one through the single path, so
 * that only the culprit is refused.
 */
@Service
public class RecordBatches {

  private static final Logger log = LoggerFactory.getLogger(RecordBatches.class);

  private final RecordService records;
  private final RecordOperations operations;
  private final RecordRepository repository;
  private final RecordViews views;
  private final BulkRecordWriter writer;
  private final List<BatchWriteListener> listeners;
  private final TransactionTemplate transactions;
  private final Clock clock;

  RecordBatches(
      RecordService records,
      RecordOperations operations,
      RecordRepository repository,
      RecordViews views,
      BulkRecordWriter writer,
      List<BatchWriteListener> listeners,
      TransactionTemplate transactions,
      Clock clock) {
    this.records = records;
    this.operations = operations;
    this.repository = repository;
    this.views = views;
    this.writer = writer;
    this.listeners = listeners;
    this.transactions = transactions;
    this.clock = clock;
  }

  /**
   * What one item did: its write's result, or the failure that refused it (a {@link
   * PlatformException}, or what the database refused).
   */
  public record ItemResult(WriteResult written, RuntimeException failure) {}

  /** Writes the items in order; one answer per item, in the items' order. */
  public List<ItemResult> write(List<JsonNode> items, PlatformUser user) {
    ItemResult[] results = new ItemResult[items.size()];
    Segment segment = new Segment();
    for (int i = 0; i < items.size(); i++) {
      JsonNode body = items.get(i);
      try {
        List<Problem> problems = new ArrayList<>();
        DraftTarget target = DraftTarget.of(body, problems);
        PlatformException.throwIfAny(problems);
        RecordWrite write = RecordBodies.write(body, clock.getZone());
        if (target.present()
            || write.overrides()
            || write.touchesRelations()
            || write.touchesClassifications()) {
          flush(segment, items, user, results);
          segment = new Segment();
          results[i] = single(body, user);
          continue;
        }
        RecordWork ctx = new RecordWork(RecordContext.Operation.UPSERT, user, now());
        ctx.write = write;
        operations.checkWrite(ctx, segment.codes);
        segment.lines.add(
            new BulkRecordWriter.Line(
                i, write, ctx.entity, ctx.values, ctx.period, ctx.largeObjects.keySet(), null));
        segment.codes.loaded(ctx.entity, ctx.values);
      } catch (RuntimeException e) {
        results[i] = new ItemResult(null, e);
      }
    }
    flush(segment, items, user, results);
    return Arrays.asList(results);
  }

  /** Items checked and waiting to be written together. */
  private final class Segment {
    final List<BulkRecordWriter.Line> lines = new ArrayList<>();

    /** A LookupLink may name the code of a reference-set record an earlier item writes. */
    final ImportCodes codes = new ImportCodes(operations::missingCodes, 1);
  }

  private ItemResult single(JsonNode body, PlatformUser user) {
    try {
      return new ItemResult(records.write(body, user), null);
    } catch (RuntimeException e) {
      return new ItemResult(null, e);
    }
  }

  /** What the bulk transaction wrote, and the keys of its records after it. */
  private record Done(
      BulkRecordWriter.Outcome outcome, Map<EtalonId, List<RecordRepository.KeyRow>> keys) {}

  private void flush(
      Segment segment, List<JsonNode> items, PlatformUser user, ItemResult[] results) {
    List<BulkRecordWriter.Line> lines = segment.lines;
    if (lines.isEmpty()) {
      return;
    }
    OffsetDateTime now = now();
    Done done;
    try {
      done =
          transactions.execute(
              s -> {
                BulkRecordWriter.Outcome outcome =
                    writer.write(lines, user, now, BulkRecordWriter.Rights.SEQUENTIAL);
                writer.announce(outcome, user, now);
                Map<EtalonId, String> written = new LinkedHashMap<>();
                Map<Long, BulkRecordWriter.Line> byNumber = new HashMap<>();
                lines.forEach(l -> byNumber.put(l.number(), l));
                outcome
                    .placed()
                    .forEach(
                        (n, p) ->
                            written.putIfAbsent(p.etalonId(), byNumber.get(n).entity().name()));
                if (!written.isEmpty()) {
                  listeners.forEach(l -> l.written(written, user, now));
                }
                return new Done(outcome, repository.keys(written.keySet()));
              });
    } catch (RuntimeException e) {
      log.debug(
          "A batch's {} items failed as a whole ({}); writing them one by one",
          lines.size(),
          e.toString());
      for (BulkRecordWriter.Line line : lines) {
        results[(int) line.number()] = single(items.get((int) line.number()), user);
      }
      return;
    }
    answer(lines, done, results);
  }

  /**
   * Each item's answer as its single write would have given it: the keys its record had after it
   * (not those later items of the batch added), a warning when the record is logically deleted.
   */
  private void answer(List<BulkRecordWriter.Line> lines, Done done, ItemResult[] results) {
    Map<List<String>, Long> keyAddedBy = new HashMap<>();
    for (BulkRecordWriter.Line line : lines) {
      BulkRecordWriter.Placed p = done.outcome().placed().get(line.number());
      if (p != null && p.newKey()) {
        keyAddedBy.putIfAbsent(key(line.write()), line.number());
      }
    }
    for (BulkRecordWriter.Line line : lines) {
      int index = (int) line.number();
      List<Problem> problems = done.outcome().rejected().get(line.number());
      if (problems != null) {
        results[index] = new ItemResult(null, new PlatformException(problems));
        continue;
      }
      BulkRecordWriter.Placed p = done.outcome().placed().get(line.number());
      List<RecordRepository.KeyRow> keys =
          done.keys().getOrDefault(p.etalonId(), List.of()).stream()
              .filter(
                  k ->
                      keyAddedBy.getOrDefault(
                              List.of(k.entityName(), k.sourceSystem(), k.externalId()),
                              line.number())
                          <= line.number())
              .toList();
      List<Notice> warnings =
          p.status() == RecordStatus.INACTIVE
              ? List.of(Notice.of("etalonId", "data.warning.recordInactive", p.etalonId()))
              : List.of();
      results[index] =
          new ItemResult(
              new WriteResult(p.etalonId(), p.created(), views.keys(keys), warnings), null);
    }
  }

  private static List<String> key(RecordWrite w) {
    return List.of(w.entityName(), w.sourceSystem(), w.externalId());
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
