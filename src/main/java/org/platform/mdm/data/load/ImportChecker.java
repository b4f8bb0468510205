package org.platform.mdm.data.load;

import java.io.IOException;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.RecordBodies;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.LookupCodes;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.system.PlatformException;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads an import's file and checks its lines in a thread of its own, a batch or two ahead of the
 * writers, so that checking the next batches and writing these use several cores: each line alone
 * against the model, a bad line rejected with its reasons.
 */
@Component
class ImportChecker {

  /** Batches checked and waiting for the writer. */
  static final int BATCHES_AHEAD = 2;

  private final ImportSpool spool;
  private final RecordOperations operations;
  private final JsonMapper json;
  private final Clock clock;
  private final ExecutorService checker = daemon("record-import-check");

  private final ObjectProvider<RecordClassifications> classifications;

  ImportChecker(
      ImportSpool spool,
      RecordOperations operations,
      JsonMapper json,
      Clock clock,
      ObjectProvider<RecordClassifications> classifications) {
    this.classifications = classifications;
    this.spool = spool;
    this.operations = operations;
    this.json = json;
    this.clock = clock;
  }

  /**
   * Starts reading and checking the import's lines into {@code batches}, in the checker's thread.
   */
  Future<?> start(ImportRepository.Job job, PlatformUser user, BlockingQueue<ImportBatch> batches) {
    EntityModel entity =
        job.format() == ImportFormat.CSV ? operations.knownEntity(job.entityName()) : null;
    return checker.submit(() -> check(job, entity, user, batches));
  }

  /** Stops the checking at once (the server is stopping). */
  void stop() {
    checker.shutdownNow();
  }

  /**
   * Reads and checks the file's lines from the import's last committed batch into batches for the
   * writer. A LookupLink may name the code of a reference-set record loaded earlier in the same
   * file, even when that record's batch is not written yet.
   */
  private void check(
      ImportRepository.Job job,
      EntityModel entity,
      PlatformUser user,
      BlockingQueue<ImportBatch> batches) {
    List<ImportBatch.Checked> entries = new ArrayList<>(RecordImports.BATCH);
    FilePosition end = job.progress().position();
    LoadAs loadAs = job.sourceSystem() == null ? null : new LoadAs(job.sourceSystem());
    try (ImportLines lines = open(job, entity)) {
      // Checked but unwritten: the batches in the queue, those being written, this one.
      ImportCodes codes =
          new ImportCodes(operations::missingCodes, BATCHES_AHEAD + ImportWorker.WRITERS + 1);
      RecordClassifications.Checker classifier = classifications.getObject().checker(user);
      for (ImportLines.Item item = lines.next(); item != null; item = lines.next()) {
        ImportBatch.Checked checked = check(item, loadAs, user, codes, classifier);
        entries.add(checked);
        end = item.end();
        if (checked.line() != null) {
          codes.loaded(checked.line().entity(), checked.line().values());
        }
        if (entries.size() >= RecordImports.BATCH) {
          batches.put(new ImportBatch(entries, end, false, null));
          codes.nextBatch();
          entries = new ArrayList<>(RecordImports.BATCH);
        }
      }
      batches.put(new ImportBatch(entries, lines.position(), true, null));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException | RuntimeException | Error e) {
      // The lines checked before the failure are written; then the failure stops the import.
      putLast(batches, new ImportBatch(entries, end, true, e));
      if (e instanceof Error error) {
        throw error;
      }
    }
  }

  private ImportLines open(ImportRepository.Job job, EntityModel entity) throws IOException {
    return ImportLines.open(
        spool.path(job.spool()),
        job.format(),
        job.charset(),
        job.delimiter(),
        entity,
        job.progress().position(),
        json);
  }

  private static void putLast(BlockingQueue<ImportBatch> batches, ImportBatch last) {
    try {
      batches.put(last);
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Checks one line against the model, as the chosen source's version when the load has one; a
   * problem rejects the line alone.
   */
  private ImportBatch.Checked check(
      ImportLines.Item item,
      LoadAs loadAs,
      PlatformUser user,
      LookupCodes codes,
      RecordClassifications.Checker classifier) {
    try {
      if (item.unreadable() != null) {
        throw item.unreadable();
      }
      RecordWrite write =
          RecordBodies.write(
              loadAs == null ? item.body() : loadAs.apply(item.body()), clock.getZone());
      if (write.touchesRelations()) {
        throw new PlatformException(DataErrors.DATA_RELATIONS_NOT_IMPORTED);
      }
      RecordWork ctx = new RecordWork(RecordContext.Operation.UPSERT, user, now());
      ctx.write = write;
      operations.checkWrite(ctx, codes);
      Object plan =
          write.touchesClassifications() ? classifier.check(write, ctx.entity.name()) : null;
      return new ImportBatch.Checked(
          item.number(),
          item.end(),
          new BulkRecordWriter.Line(
              item.number(),
              write,
              ctx.entity,
              ctx.written(),
              ctx.period,
              ctx.largeObjects.keySet(),
              plan),
          null);
    } catch (PlatformException e) {
      return new ImportBatch.Checked(item.number(), item.end(), null, e.problems());
    }
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
}
