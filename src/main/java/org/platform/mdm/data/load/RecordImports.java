package org.platform.mdm.data.load;

import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.io.InputStream;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.DataSettings;
import org.platform.mdm.data.RecordBodies;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.WriteResult;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.LookupCodes;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.system.Messages;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.UnexpectedRollbackException;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Bulk loads. The upload is spooled to a file as it arrives (never held in memory) and kept until
 * its import is done; the import is loaded in the background, in batches: each line is checked
 * alone (a bad line is rejected with its reasons), the good lines of a batch are written with one
 * COPY per table in one transaction, which also records where in the file the batch ended and the
 * counters after it. Should a batch fail as a whole, its lines are written one by one, so that only
 * the culprit is rejected. Reading and checking run in a thread of their own, a batch or two ahead
 * of the writes, so that checking the next batch and writing this one use two cores.
 *
 * <p>An import that stops (a failure, a stop of the server, a killed node) goes on from its last
 * committed batch: a FAILED one when a user resumes it, one left RUNNING by a node that is gone by
 * itself. Each node has one worker, which takes waiting imports from the database: a node runs an
 * import only while it holds the import's lock ({@link ImportLock}), and a batch commits only while
 * its run is still the import's runner, so no line is written twice.
 */
@Service
public class RecordImports {

  /** Lines of the file per batch. */
  static final int BATCH = 2000;

  private static final int BATCHES_AHEAD = 2;
  private static final Duration POLL = Duration.ofSeconds(2);
  private static final Logger log = LoggerFactory.getLogger(RecordImports.class);

  private final ImportRepository imports;
  private final ImportSpool spool;
  private final RecordOperations operations;
  private final RecordService records;
  private final BulkRecordWriter writer;
  private final TransactionTemplate transactions;
  private final DataSource dataSource;
  private final UserDirectory users;
  private final DataSettings settings;
  private final Messages messages;
  private final JsonMapper json;
  private final Clock clock;
  private final ExecutorService checker = daemon("record-import-check");
  private final BlockingQueue<Boolean> wakeUps = new LinkedBlockingQueue<>();
  private final Thread worker = new Thread(this::work, "record-import");
  private volatile boolean stopping;

  RecordImports(
      ImportRepository imports,
      ImportSpool spool,
      RecordOperations operations,
      RecordService records,
      BulkRecordWriter writer,
      TransactionTemplate transactions,
      DataSource dataSource,
      UserDirectory users,
      DataSettings settings,
      Messages messages,
      JsonMapper json,
      Clock clock) {
    this.imports = imports;
    this.spool = spool;
    this.operations = operations;
    this.records = records;
    this.writer = writer;
    this.transactions = transactions;
    this.dataSource = dataSource;
    this.users = users;
    this.settings = settings;
    this.messages = messages;
    this.json = json;
    this.clock = clock;
    worker.setDaemon(true);
  }

  /** Starts the worker, which goes on at once with imports a stopped node left unfinished. */
  @EventListener(ApplicationReadyEvent.class)
  void startWorking() {
    worker.start();
  }

  /**
   * Stops the worker after the batch it is writing; its import stays RUNNING, and the next start
   * (or another node) goes on with it.
   */
  /**
   * The server is closing: the worker stops before any bean, the database among them, is destroyed
   * (a running import stays RUNNING and goes on at the next start).
   */
  @EventListener(ContextClosedEvent.class)
  void closing() {
    stopping = true;
    wake();
  }

  @PreDestroy
  void stop() {
    stopping = true;
    checker.shutdownNow();
    worker.interrupt();
    try {
      worker.join(TimeUnit.SECONDS.toMillis(10));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Spools the upload and queues the load. A CSV file is refused at once when it is not text in its
   * character set, or when its header looks separated by another separator than the one named.
   *
   * @param declaredSize the size the request declares, or -1
   * @return the import's id, to follow it with {@link #find}
   */
  public long start(ImportRequest request, InputStream body, long declaredSize, PlatformUser user)
      throws IOException {
    if (request.format() == ImportFormat.CSV) {
      if (request.entityName() == null || request.entityName().isBlank()) {
        throw new PlatformException(DataErrors.DATA_IMPORT_CSV_ENTITY_REQUIRED);
      }
      EntityModel entity = operations.knownEntity(request.entityName());
      requireWrite(user, entity.name());
    }
    if (declaredSize > settings.importMaxSize().toBytes()) {
      throw ImportSpool.tooLarge(settings.importMaxSize());
    }
    ImportSpool.Spooled upload = spool.receive(body, request, settings.importMaxSize());
    long id;
    try {
      if (request.format() == ImportFormat.CSV && upload.firstLine() != null) {
        checkSeparator(upload.firstLine(), request.delimiter());
      }
      id = imports.create(request, upload.name(), user.userName(), now());
    } catch (RuntimeException e) {
      spool.delete(upload.name());
      throw e;
    }
    log.info("Import {} by {}: {}, {} bytes queued", id, user.userName(), request, upload.size());
    wake();
    return id;
  }

  /** An import as its creator (or a full-access user) sees it. */
  public ImportView find(long id, PlatformUser user) {
    return imports
        .find(id)
        .filter(i -> user.fullAccess() || i.createdBy().equals(user.userName()))
        .orElseThrow(() -> new PlatformException(DataErrors.DATA_IMPORT_NOT_FOUND, id));
  }

  /**
   * Goes on with a FAILED import, or one left RUNNING by a node that stopped, from its last
   * committed batch. Needs what starting the import needs; the lines are written, as before, with
   * the rights its creator has now.
   */
  public ImportView resume(long id, PlatformUser user) {
    ImportView current = find(id, user);
    if (current.format() == ImportFormat.CSV) {
      requireWrite(user, current.entityName());
    }
    transactions.executeWithoutResult(
        s -> {
          ImportRepository.Resumable row =
              imports
                  .lockForResume(id)
                  .orElseThrow(() -> new PlatformException(DataErrors.DATA_IMPORT_NOT_FOUND, id));
          boolean held = row.state() == ImportState.RUNNING && imports.held(id);
          imports.resume(id, row.state().resume(id, held, spool.exists(row.spool())), now());
        });
    log.info("Import {} resumed by {} after line {}", id, user.userName(), current.linesRead());
    wake();
    return find(id, user);
  }

  /**
   * Removes the uploads of imports FAILED longer ago than {@code
   * org.platform.mdm.data.import.spool-retention} (they can no longer be resumed), and files in the
   * spool directory that no import names (an upload cut off by a stop), once a day old.
   */
  @Scheduled(initialDelayString = "PT1M", fixedDelayString = "PT1H")
  void tidy() {
    try {
      OffsetDateTime now = now();
      for (ImportRepository.Unfinished failed :
          imports.failedBefore(now.minus(settings.importSpoolRetention()))) {
        imports.forgetSpool(failed.id(), failed.spool());
        spool.delete(failed.spool());
        log.info("Import {}: its upload was kept long enough and is removed", failed.id());
      }
      for (String name : spool.olderThan(now.minusDays(1).toInstant())) {
        if (!imports.named(name)) {
          spool.delete(name);
          log.info("Removed {}, an upload that no import names", name);
        }
      }
    } catch (IOException | RuntimeException e) {
      log.warn("Tidying the import uploads failed: {}", e.toString());
    }
  }

  private void wake() {
    wakeUps.offer(Boolean.TRUE);
  }

  // ---------------------------------------------------------------------------------------------
  // The worker

  /** A run of an import on this node: the import, the run's id and the user it writes as. */
  private record Run(ImportRepository.Job job, UUID runner, PlatformUser user) {
    long id() {
      return job.id();
    }
  }

  private void work() {
    boolean first = true;
    while (!stopping) {
      try {
        Optional<ImportRepository.Job> taken = Optional.empty();
        for (ImportRepository.Unfinished candidate : imports.unfinished()) {
          if (!spool.exists(candidate.spool())) {
            if (first) {
              log.warn(
                  "Import {} is unfinished, but its upload {} is not on this node",
                  candidate.id(),
                  candidate.spool());
            }
            continue;
          }
          Optional<ImportLock> lock = ImportLock.tryTake(dataSource, candidate.id());
          if (lock.isPresent()) {
            taken = take(candidate.id(), lock.get());
            if (taken.isPresent()) {
              break;
            }
          }
        }
        first = false;
        if (taken.isEmpty()) {
          wakeUps.poll(POLL.toMillis(), TimeUnit.MILLISECONDS);
          wakeUps.clear();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (RuntimeException e) {
        if (stopping) {
          return; // the database is going away with the server: nothing failed
        }
        log.error("The import worker failed; it tries again", e);
        try {
          Thread.sleep(POLL.toMillis());
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  /** Claims the import under the lock and runs it; empty when it was not to be taken. */
  private Optional<ImportRepository.Job> take(long id, ImportLock lock) {
    try (lock) {
      UUID runner = UUID.randomUUID();
      Optional<ImportRepository.Job> job = imports.claim(id, runner, now());
      if (job.isPresent()) {
        run(job.get(), runner);
      }
      return job;
    }
  }

  private void run(ImportRepository.Job job, UUID runner) {
    PlatformUser user = users.activeUser(job.createdBy()).orElse(null);
    Run run = new Run(job, runner, user);
    if (user == null) {
      fail(
          run,
          job.progress(),
          new PlatformException(DataErrors.DATA_IMPORT_USER_INACTIVE, job.createdBy()));
      return;
    }
    if (job.progress().position().offset() == 0) {
      log.info("Import {} by {} started", job.id(), job.createdBy());
    } else {
      log.info(
          "Import {} by {} goes on after line {}",
          job.id(),
          job.createdBy(),
          job.progress().position().line());
    }
    ImportProgress progress = job.progress();
    BlockingQueue<Batch> batches = new ArrayBlockingQueue<>(BATCHES_AHEAD);
    Future<?> checking = null;
    try {
      EntityModel entity =
          job.format() == ImportFormat.CSV ? operations.knownEntity(job.entityName()) : null;
      checking = checker.submit(() -> check(job, entity, user, batches));
      while (true) {
        Batch batch = batches.take();
        progress = flush(run, batch, progress);
        if (batch.failure() != null) {
          throw batch.failure();
        }
        if (batch.last()) {
          break;
        }
      }
      if (imports.finish(job.id(), runner, now())) {
        try {
          spool.delete(job.spool());
        } catch (IOException e) {
          log.warn(
              "Import {}: its upload could not be removed now (the tidy-up will): {}",
              job.id(),
              e.toString());
        }
        log.info(
            "Import {} by {} done: {} lines, {} loaded, {} updated, {} rejected",
            job.id(),
            job.createdBy(),
            progress.read(),
            progress.loaded(),
            progress.updated(),
            progress.rejected());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      log.info(
          "Import {} stops with the server after line {}; it goes on at the next start",
          job.id(),
          progress.position().line());
    } catch (TakenOver e) {
      log.warn("Import {} was taken over by another run; this one stops", job.id());
    } catch (Throwable e) {
      if (stopping) {
        log.info(
            "Import {} stops with the server after line {} ({}); it goes on at the next start",
            job.id(),
            progress.position().line(),
            e.toString());
      } else {
        fail(run, progress, e);
      }
    } finally {
      if (checking != null) {
        checking.cancel(true);
      }
    }
  }

  /** Marks the import FAILED after its last committed batch, saying why and how to go on. */
  private void fail(Run run, ImportProgress progress, Throwable e) {
    String cause;
    if (e instanceof PlatformException refused) {
      Problem p = refused.problems().get(0);
      cause = messages.text(Locale.ENGLISH, p.code().messageKey(), p.params().toArray());
      log.warn("Import {} stopped after line {}: {}", run.id(), progress.position().line(), cause);
    } else {
      cause = messages.text(Locale.ENGLISH, "data.import.internalError", String.valueOf(run.id()));
      log.error("Import {} failed after line {}", run.id(), progress.position().line(), e);
    }
    String error =
        messages.text(
            Locale.ENGLISH,
            "data.import.stopped",
            String.valueOf(progress.position().line()),
            cause,
            String.valueOf(run.id()));
    try {
      imports.fail(run.id(), run.runner(), error, now());
    } catch (RuntimeException failing) {
      // Left RUNNING: once this node lets go of it, it goes on by itself.
      log.error("Import {} could not be marked FAILED", run.id(), failing);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Reading and checking

  /** A line of the file as checked: the line to write, or why it is rejected. */
  private record Checked(
      long number, FilePosition end, BulkRecordWriter.Line line, List<Problem> problems) {}

  /**
   * Checked lines of the file, one batch, and the place in the file after them.
   *
   * @param failure what stopped the reading after these lines, or null
   */
  private record Batch(List<Checked> entries, FilePosition end, boolean last, Throwable failure) {

    List<BulkRecordWriter.Line> lines() {
      List<BulkRecordWriter.Line> lines = new ArrayList<>(entries.size());
      for (Checked c : entries) {
        if (c.line() != null) {
          lines.add(c.line());
        }
      }
      return lines;
    }

    Map<Long, List<Problem>> rejected() {
      Map<Long, List<Problem>> rejected = new TreeMap<>();
      for (Checked c : entries) {
        if (c.problems() != null) {
          rejected.put(c.number(), c.problems());
        }
      }
      return rejected;
    }
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
      BlockingQueue<Batch> batches) {
    List<Checked> entries = new ArrayList<>(BATCH);
    FilePosition end = job.progress().position();
    try (ImportLines lines =
        ImportLines.open(
            spool.path(job.spool()),
            job.format(),
            job.charset(),
            job.delimiter(),
            entity,
            job.progress().position(),
            json)) {
      // Checked but unwritten: the batches in the queue, the one being written, this one.
      ImportCodes codes = new ImportCodes(operations::missingCodes, BATCHES_AHEAD + 2);
      for (ImportLines.Item item = lines.next(); item != null; item = lines.next()) {
        Checked checked = check(item, user, codes);
        entries.add(checked);
        end = item.end();
        if (checked.line() != null) {
          codes.loaded(checked.line().entity(), checked.line().values());
        }
        if (entries.size() >= BATCH) {
          batches.put(new Batch(entries, end, false, null));
          codes.nextBatch();
          entries = new ArrayList<>(BATCH);
        }
      }
      batches.put(new Batch(entries, lines.position(), true, null));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException | RuntimeException | Error e) {
      // The lines checked before the failure are written; then the failure stops the import.
      try {
        batches.put(new Batch(entries, end, true, e));
      } catch (InterruptedException interrupted) {
        Thread.currentThread().interrupt();
      }
      if (e instanceof Error error) {
        throw error;
      }
    }
  }

  /** Checks one line against the model; a problem rejects the line alone. */
  private Checked check(ImportLines.Item item, PlatformUser user, LookupCodes codes) {
    try {
      if (item.unreadable() != null) {
        throw item.unreadable();
      }
      RecordWrite write = RecordBodies.write(item.body(), clock.getZone());
      if (write.touchesRelations()) {
        throw new PlatformException(DataErrors.DATA_RELATIONS_NOT_IMPORTED);
      }
      RecordWork ctx = new RecordWork(RecordContext.Operation.UPSERT, user, now());
      ctx.write = write;
      operations.checkWrite(ctx, codes);
      return new Checked(
          item.number(),
          item.end(),
          new BulkRecordWriter.Line(
              item.number(), write, ctx.entity, ctx.values, ctx.period, ctx.largeObjects.keySet()),
          null);
    } catch (PlatformException e) {
      return new Checked(item.number(), item.end(), null, e.problems());
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Writing

  /** The writer could not take the batch as a whole: its lines go one by one. */
  private static final class BatchRefused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BatchRefused(RuntimeException cause) {
      super(cause);
    }
  }

  /** A line written alone was refused: it is rejected. */
  private static final class LineRefused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    LineRefused(RuntimeException cause) {
      super(cause);
    }
  }

  /** Another run holds the import now (this node lost its lock): this run stops. */
  private static final class TakenOver extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TakenOver(long id) {
      super("import " + id + " has another runner", null, false, false);
    }
  }

  /**
   * Writes a batch and records it as committed in the same transaction.
   *
   * @return the import's progress after the batch
   */
  private ImportProgress flush(Run run, Batch batch, ImportProgress before) {
    List<BulkRecordWriter.Line> lines = batch.lines();
    Map<Long, List<Problem>> rejected = batch.rejected();
    int size = batch.entries().size();
    if (lines.isEmpty()) {
      return transactions.execute(
          s -> commit(run, before, rejected, before.after(batch.end(), size, 0, 0, 0)));
    }
    try {
      return transactions.execute(
          s -> {
            BulkRecordWriter.Outcome outcome;
            try {
              outcome = writer.write(lines, run.user(), now());
            } catch (RuntimeException e) {
              throw new BatchRefused(e);
            }
            Map<Long, List<Problem>> all = new TreeMap<>(rejected);
            all.putAll(outcome.rejected());
            return commit(
                run,
                before,
                all,
                before.after(batch.end(), size, outcome.created(), outcome.updated(), 0));
          });
    } catch (BatchRefused e) {
      log.warn(
          "Import {}: a batch failed as a whole ({}); writing its lines one by one",
          run.id(),
          e.getCause().toString());
      return lineByLine(run, batch, before);
    }
  }

  /**
   * Writes a batch's lines one at a time, each in a transaction that also records the import's
   * progress up to that line: a stop in the middle goes on after the last line written.
   */
  private ImportProgress lineByLine(Run run, Batch batch, ImportProgress before) {
    ImportProgress committed = before;
    Map<Long, List<Problem>> pending = new TreeMap<>();
    int covered = 0;
    List<Checked> entries = batch.entries();
    for (int i = 0; i < entries.size(); i++) {
      Checked entry = entries.get(i);
      if (entry.line() == null) {
        pending.put(entry.number(), entry.problems());
        continue;
      }
      for (int attempt = 1; ; attempt++) {
        ImportProgress base = committed;
        Map<Long, List<Problem>> refused = pending;
        int lines = i + 1 - covered;
        try {
          committed =
              transactions.execute(
                  s -> {
                    WriteResult result;
                    try {
                      result = records.upsert(entry.line().write(), run.user());
                    } catch (RuntimeException e) {
                      throw new LineRefused(e);
                    }
                    int created = result.created() ? 1 : 0;
                    return commit(
                        run,
                        base,
                        refused,
                        base.after(entry.end(), lines, created, 1 - created, 0));
                  });
          covered = i + 1;
          pending = new TreeMap<>();
          break;
        } catch (LineRefused e) {
          if (e.getCause() instanceof PlatformException p) {
            pending.put(entry.number(), p.problems());
            break;
          }
          if (attempt == 2) {
            pending.put(entry.number(), lineFailed(e.getCause()));
            break;
          }
        } catch (UnexpectedRollbackException e) {
          // A concurrent writer created the line's key meanwhile: the next attempt sees it.
          if (attempt == 2) {
            pending.put(entry.number(), lineFailed(e));
            break;
          }
        }
      }
    }
    ImportProgress base = committed;
    Map<Long, List<Problem>> refused = pending;
    int lines = entries.size() - covered;
    return transactions.execute(
        s -> commit(run, base, refused, base.after(batch.end(), lines, 0, 0, 0)));
  }

  private static List<Problem> lineFailed(Throwable e) {
    return List.of(Problem.of(DataErrors.DATA_IMPORT_LINE_FAILED, e.getClass().getSimpleName()));
  }

  /**
   * Keeps the rejected lines and records the progress, in the caller's transaction.
   *
   * @param next the progress after the batch, without the rejections (added here)
   * @throws TakenOver when another run holds the import now
   */
  private ImportProgress commit(
      Run run, ImportProgress before, Map<Long, List<Problem>> rejected, ImportProgress next) {
    ImportProgress after =
        new ImportProgress(
            next.position(),
            next.read(),
            next.loaded(),
            next.updated(),
            next.rejected() + rejected.size());
    imports.reject(run.id(), reasons(rejected), before.rejected());
    if (!imports.commit(run.id(), run.runner(), after, now())) {
      throw new TakenOver(run.id());
    }
    return after;
  }

  private Map<Long, JsonNode> reasons(Map<Long, List<Problem>> rejected) {
    Map<Long, JsonNode> reasons = new TreeMap<>();
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

  // ---------------------------------------------------------------------------------------------

  /** A CSV file's records are of one entity: its user may create or change its records. */
  private static void requireWrite(PlatformUser user, String entityName) {
    if (!user.can(entityName, Right.CREATE) && !user.can(entityName, Right.UPDATE)) {
      throw new PlatformException(
          DataErrors.DATA_ACCESS_DENIED, user.userName(), Right.CREATE.name(), entityName);
    }
  }

  /**
   * A header that is one column holding another separator is a file separated by it: refused at
   * once, naming the separator to send (no attribute name holds one).
   */
  private static void checkSeparator(String firstLine, char delimiter) throws IOException {
    List<String> header =
        new CsvLines(
                new TextLines(
                    new java.io.ByteArrayInputStream(
                        firstLine.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                    java.nio.charset.StandardCharsets.UTF_8,
                    FilePosition.START),
                delimiter)
            .next();
    if (header == null || header.size() != 1) {
      return;
    }
    for (char other : ImportRequest.DELIMITERS.toCharArray()) {
      if (other != delimiter && header.get(0).indexOf(other) >= 0) {
        throw new PlatformException(
            DataErrors.DATA_IMPORT_CSV_ONE_COLUMN, ImportRequest.delimiterName(other));
      }
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
