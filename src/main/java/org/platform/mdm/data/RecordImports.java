package org.platform.mdm.data;

import jakarta.annotation.PreDestroy;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.Messages;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Bulk loads. The upload is spooled to a temporary file as it arrives (never held in memory) and
 * loaded in the background, in batches: each line is checked alone (a bad line is rejected with its
 * reasons), the good lines of a batch are written with one COPY per table in one transaction.
 * Should a batch fail as a whole, its lines are written one by one, so that only the culprit is
 * rejected. Reading and checking run in a thread of their own, a batch or two ahead of the writes,
 * so that checking the next batch and writing this one use two cores.
 */
@Service
public class RecordImports {

  static final int BATCH = 2000;
  private static final int BATCHES_AHEAD = 2;
  private static final Logger log = LoggerFactory.getLogger(RecordImports.class);

  private final ImportRepository imports;
  private final RecordOperations operations;
  private final RecordService records;
  private final BulkRecordWriter writer;
  private final TransactionTemplate transactions;
  private final Messages messages;
  private final JsonMapper json;
  private final Clock clock;
  private final ExecutorService executor = daemon("record-import");
  private final ExecutorService checker = daemon("record-import-check");

  RecordImports(
      ImportRepository imports,
      RecordOperations operations,
      RecordService records,
      BulkRecordWriter writer,
      TransactionTemplate transactions,
      Messages messages,
      JsonMapper json,
      Clock clock) {
    this.imports = imports;
    this.operations = operations;
    this.records = records;
    this.writer = writer;
    this.transactions = transactions;
    this.messages = messages;
    this.json = json;
    this.clock = clock;
  }

  @EventListener(ApplicationReadyEvent.class)
  void failInterrupted() {
    int failed = imports.failInterrupted(now());
    if (failed > 0) {
      log.warn("{} imports were interrupted by the last stop and are marked FAILED", failed);
    }
  }

  @PreDestroy
  void stop() {
    executor.shutdownNow();
    checker.shutdownNow();
  }

  /**
   * Spools the upload and queues the load.
   *
   * @param entityName the entity of a CSV file (NDJSON lines name their own)
   * @return the import's id, to follow it with {@link #find}
   */
  public long start(ImportFormat format, String entityName, InputStream body, PlatformUser user)
      throws IOException {
    EntityModel entity = null;
    if (format == ImportFormat.CSV) {
      entity = operations.knownEntity(entityName);
    }
    Path spool = Files.createTempFile("mdm-import-", "." + format.name().toLowerCase(Locale.ROOT));
    try {
      Files.copy(body, spool, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      Files.deleteIfExists(spool);
      throw e;
    }
    long id = imports.create(format.name(), entityName, user.userName(), now());
    EntityModel csvEntity = entity;
    executor.submit(() -> run(id, format, csvEntity, spool, user));
    return id;
  }

  /** An import as its creator (or a full-access user) sees it. */
  public ImportView find(long id, PlatformUser user) {
    return imports
        .find(id)
        .filter(i -> user.fullAccess() || i.createdBy().equals(user.userName()))
        .orElseThrow(() -> new PlatformException(DataErrors.DATA_IMPORT_NOT_FOUND, id));
  }

  /** Checked lines of the file, one batch, with the lines of it that were rejected. */
  private record Batch(
      List<BulkRecordWriter.Line> lines,
      Map<Long, List<Problem>> rejected,
      long read,
      boolean last,
      Throwable failure) {}

  private void run(
      long id, ImportFormat format, EntityModel entity, Path spool, PlatformUser user) {
    Counters counters = new Counters();
    BlockingQueue<Batch> batches = new ArrayBlockingQueue<>(BATCHES_AHEAD);
    Future<?> checking = checker.submit(() -> check(format, entity, spool, user, batches));
    try {
      imports.progress(id, "RUNNING", 0, 0, 0, 0, null, now());
      for (Batch batch = batches.take(); ; batch = batches.take()) {
        if (batch.failure() != null) {
          throw new IllegalStateException("Reading the file failed", batch.failure());
        }
        counters.read = batch.read();
        flush(id, batch.lines(), batch.rejected(), user, counters);
        if (batch.last()) {
          break;
        }
      }
      imports.progress(
          id,
          "DONE",
          counters.read,
          counters.loaded,
          counters.updated,
          counters.rejected,
          null,
          now());
      log.info(
          "Import {} by {}: {} lines, {} loaded, {} updated, {} rejected",
          id,
          user.userName(),
          counters.read,
          counters.loaded,
          counters.updated,
          counters.rejected);
    } catch (RuntimeException | InterruptedException e) {
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      log.error("Import {} failed", id, e);
      imports.progress(
          id,
          "FAILED",
          counters.read,
          counters.loaded,
          counters.updated,
          counters.rejected,
          "The import stopped after line " + counters.read + "; see the server log.",
          now());
    } finally {
      checking.cancel(true);
      try {
        Files.deleteIfExists(spool);
      } catch (IOException e) {
        log.warn("Could not delete the spool file {}", spool);
      }
    }
  }

  /**
   * Reads and checks the file's lines into batches for the writer. A LookupLink may name the code
   * of a reference-set record loaded earlier in the same file, even when that record's batch is not
   * written yet.
   */
  private void check(
      ImportFormat format,
      EntityModel entity,
      Path spool,
      PlatformUser user,
      BlockingQueue<Batch> batches) {
    long read = 0;
    List<BulkRecordWriter.Line> batch = new ArrayList<>();
    Map<Long, List<Problem>> rejected = new LinkedHashMap<>();
    try (InputStream in = Files.newInputStream(spool)) {
      ImportLines lines =
          format == ImportFormat.CSV
              ? ImportLines.csv(new BufferedReader(new Utf8LineReader(in)), entity, json)
              : ImportLines.ndjson(in, json);
      // Checked but unwritten: the batches in the queue, the one being written, this one.
      ImportCodes codes = new ImportCodes(operations::missingCodes, BATCHES_AHEAD + 2);
      for (ImportLines.Item item = lines.next(); item != null; item = lines.next()) {
        read++;
        BulkRecordWriter.Line line = check(item, user, codes, rejected);
        if (line != null) {
          batch.add(line);
          codes.loaded(line.entity(), line.values());
        }
        if (batch.size() >= BATCH) {
          batches.put(new Batch(batch, rejected, read, false, null));
          codes.nextBatch();
          batch = new ArrayList<>();
          rejected = new LinkedHashMap<>();
        }
      }
      batches.put(new Batch(batch, rejected, read, true, null));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException | RuntimeException e) {
      // The lines checked before the failure are written; then the failure stops the import.
      try {
        batches.put(new Batch(batch, rejected, read, false, null));
      } catch (InterruptedException interrupted) {
        Thread.currentThread().interrupt();
        return;
      }
      fail(batches, read, e);
    } catch (Error e) {
      fail(batches, read, e);
      throw e;
    }
  }

  /** Hands a failure to the writer, which would otherwise wait for lines forever. */
  private static void fail(BlockingQueue<Batch> batches, long read, Throwable e) {
    if (!batches.offer(new Batch(List.of(), Map.of(), read, true, e))) {
      batches.clear();
      batches.offer(new Batch(List.of(), Map.of(), read, true, e));
    }
  }

  /** Checks one line against the model; a problem rejects the line alone. */
  private BulkRecordWriter.Line check(
      ImportLines.Item item,
      PlatformUser user,
      LookupCodes codes,
      Map<Long, List<Problem>> rejected) {
    try {
      if (item.unreadable() != null) {
        throw item.unreadable();
      }
      RecordWrite write = RecordBodies.write(item.body(), clock.getZone());
      if (write.touchesRelations()) {
        throw new PlatformException(DataErrors.DATA_RELATIONS_NOT_IMPORTED);
      }
      RecordContext ctx = new RecordContext(RecordContext.Operation.UPSERT, user, now());
      ctx.write = write;
      operations.checkWrite(ctx, codes);
      return new BulkRecordWriter.Line(
          item.number(), write, ctx.entity, ctx.values, ctx.period, ctx.largeObjects.keySet());
    } catch (PlatformException e) {
      rejected.put(item.number(), e.problems());
      return null;
    }
  }

  private void flush(
      long id,
      List<BulkRecordWriter.Line> batch,
      Map<Long, List<Problem>> rejected,
      PlatformUser user,
      Counters counters) {
    if (!batch.isEmpty()) {
      try {
        BulkRecordWriter.Outcome outcome =
            transactions.execute(s -> writer.write(batch, user, now()));
        counters.loaded += outcome.created();
        counters.updated += outcome.updated();
        rejected.putAll(outcome.rejected());
      } catch (RuntimeException e) {
        log.warn(
            "Import {}: a batch failed as a whole ({}); writing its lines one by one",
            id,
            e.toString());
        lineByLine(batch, rejected, user, counters);
      }
      batch.clear();
    }
    counters.rejected += rejected.size();
    imports.reject(id, reasons(rejected));
    rejected.clear();
    imports.progress(
        id,
        "RUNNING",
        counters.read,
        counters.loaded,
        counters.updated,
        counters.rejected,
        null,
        now());
  }

  private void lineByLine(
      List<BulkRecordWriter.Line> batch,
      Map<Long, List<Problem>> rejected,
      PlatformUser user,
      Counters counters) {
    for (BulkRecordWriter.Line line : batch) {
      try {
        if (records.upsert(line.write(), user).created()) {
          counters.loaded++;
        } else {
          counters.updated++;
        }
      } catch (PlatformException e) {
        rejected.put(line.number(), e.problems());
      } catch (RuntimeException e) {
        rejected.put(
            line.number(),
            List.of(Problem.of(DataErrors.DATA_IMPORT_LINE_FAILED, e.getClass().getSimpleName())));
      }
    }
  }

  private Map<Long, tools.jackson.databind.JsonNode> reasons(Map<Long, List<Problem>> rejected) {
    Map<Long, tools.jackson.databind.JsonNode> reasons = new LinkedHashMap<>();
    rejected.forEach(
        (line, problems) -> {
          ArrayNode list = json.createArrayNode();
          for (Problem p : problems) {
            ObjectNode entry = list.addObject();
            entry.put("code", p.code().code());
            entry.put("source", p.source());
            entry.put(
                "message",
                messages.text(Locale.ENGLISH, p.code().messageKey(), p.params().toArray()));
          }
          reasons.put(line, list);
        });
    return reasons;
  }

  private static ExecutorService daemon(String name) {
    return Executors.newSingleThreadExecutor(
        r -> {
          Thread t = new Thread(r, name);
          t.setDaemon(true);
          return t;
        });
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }

  private static final class Counters {
    long read;
    long loaded;
    long updated;
    long rejected;
  }
}
