package org.platform.mdm.data.load;

import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.LoadListener;
import org.platform.mdm.system.Messages;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * The node's one import worker: takes waiting imports from the database, runs each only while it
 * holds the import's lock ({@link ImportLock}), and marks it done, or FAILED after its last
 * committed batch. A run reads and checks its lines in a thread of its own ({@link ImportChecker})
 * a batch or two ahead of the writers ({@link ImportWrites}), which write batches side by side and
 * commit them in file order ({@link ImportTurns}).
 */
@Component
class ImportWorker {

  private static final Duration POLL = Duration.ofSeconds(2);

  /** How long a stop waits for the batches being written. */
  private static final Duration STOP_WAIT = Duration.ofSeconds(10);

  /**
   * Batches written side by side: two keep the database busy while a writer is in Java, and the
   * import's rows go through two backends.
   */
  static final int WRITERS = 2;

  private static final Logger log = LoggerFactory.getLogger(ImportWorker.class);

  private final ImportRepository imports;
  private final ImportSpool spool;
  private final ImportChecker checks;
  private final ImportWrites writes;
  private final List<LoadListener> listeners;
  private final UserDirectory users;
  private final DataSource dataSource;
  private final Messages messages;
  private final Clock clock;
  private final BlockingQueue<Boolean> wakeUps = new LinkedBlockingQueue<>();
  private final Thread worker = new Thread(this::work, "record-import");
  private final ExecutorService writers = daemons(WRITERS, "record-import-write-");
  private volatile boolean stopping;

  ImportWorker(
      ImportRepository imports,
      ImportSpool spool,
      ImportChecker checks,
      ImportWrites writes,
      List<LoadListener> listeners,
      UserDirectory users,
      DataSource dataSource,
      Messages messages,
      Clock clock) {
    this.imports = imports;
    this.spool = spool;
    this.checks = checks;
    this.writes = writes;
    this.listeners = listeners;
    this.users = users;
    this.dataSource = dataSource;
    this.messages = messages;
    this.clock = clock;
    worker.setDaemon(true);
  }

  /** Starts the worker, which goes on at once with imports a stopped node left unfinished. */
  @EventListener(ApplicationReadyEvent.class)
  void startWorking() {
    worker.start();
  }

  /**
   * The server is closing: the worker stops before any bean, the database among them, is destroyed
   * (a running import stays RUNNING and goes on at the next start).
   */
  @EventListener(ContextClosedEvent.class)
  void closing() {
    stopping = true;
    wake();
  }

  /**
   * Stops the worker after the batch it is writing; its import stays RUNNING, and the next start
   * (or another node) goes on with it.
   */
  @PreDestroy
  void stop() {
    stopping = true;
    checks.stop();
    writers.shutdownNow();
    worker.interrupt();
    try {
      worker.join(STOP_WAIT.toMillis());
      writers.awaitTermination(STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** An import is waiting: the worker looks at once rather than at its next poll. */
  void wake() {
    wakeUps.offer(Boolean.TRUE);
  }

  private void work() {
    boolean first = true;
    while (!stopping) {
      try {
        Optional<ImportRepository.Job> taken = takeNext(first);
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

  /**
   * Runs the first unfinished import whose upload is on this node and whose lock is free; empty
   * when there was none to take.
   *
   * @param first whether this is the worker's first look (it then names the uploads not here)
   */
  private Optional<ImportRepository.Job> takeNext(boolean first) {
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
        Optional<ImportRepository.Job> taken = take(candidate.id(), lock.get());
        if (taken.isPresent()) {
          return taken;
        }
      }
    }
    return Optional.empty();
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

  /** Runs a claimed import as its creator, from its last committed batch to its end. */
  private void run(ImportRepository.Job job, UUID runner) {
    PlatformUser user = users.activeUser(job.createdBy()).orElse(null);
    ImportRun run = new ImportRun(job, runner, user);
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
    BlockingQueue<ImportBatch> batches = new ArrayBlockingQueue<>(ImportChecker.BATCHES_AHEAD);
    Future<?> checking;
    try {
      checking = checks.start(job, user, batches);
    } catch (Throwable e) {
      stopped(run, job.progress(), e);
      return;
    }
    try {
      load(run, batches);
    } finally {
      checking.cancel(true);
    }
  }

  /**
   * Writes the batches as they are checked, {@link #WRITERS} at a time in file order (see {@link
   * ImportTurns}), then marks the import done.
   */
  private void load(ImportRun run, BlockingQueue<ImportBatch> batches) {
    ImportTurns turns = new ImportTurns(run.job().progress());
    List<Future<?>> running = new ArrayList<>(WRITERS);
    try {
      for (int i = 0; i < WRITERS; i++) {
        running.add(writers.submit(() -> write(run, batches, turns)));
      }
      for (Future<?> writer : running) {
        writer.get();
      }
    } catch (InterruptedException e) {
      // The server stops: the batch whose turn it is commits, the others roll back; the import's
      // lock is let go only once no writer writes any more.
      turns.failed(e);
      awaitWriters(running);
      Thread.currentThread().interrupt();
    } catch (ExecutionException | RuntimeException e) {
      turns.failed(e);
    } finally {
      running.forEach(w -> w.cancel(true));
    }
    Throwable failure = turns.failure();
    ImportProgress progress = turns.progress();
    if (failure == null && turns.done()) {
      finish(run, progress);
    } else if (failure == null || failure instanceof InterruptedException) {
      log.info(
          "Import {} stops with the server after line {}; it goes on at the next start",
          run.id(),
          progress.position().line());
    } else if (failure instanceof ImportWrites.TakenOver) {
      log.warn("Import {} was taken over by another run; this one stops", run.id());
    } else {
      stopped(run, progress, failure);
    }
  }

  /** Waits a while for the writers to end. */
  private static void awaitWriters(List<Future<?>> running) {
    long until = System.nanoTime() + STOP_WAIT.toNanos();
    for (Future<?> writer : running) {
      try {
        writer.get(Math.max(0, until - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (InterruptedException again) {
        Thread.currentThread().interrupt();
        return;
      } catch (ExecutionException | TimeoutException | CancellationException ended) {
        // ended or still writing: the runner check keeps a late commit out
      }
    }
  }

  /** One writer: takes the next batch and writes it, until the last one or a failure. */
  private void write(ImportRun run, BlockingQueue<ImportBatch> batches, ImportTurns turns) {
    try {
      for (ImportTurns.Turn turn = turns.take(batches); turn != null; turn = turns.take(batches)) {
        writes.flush(run, turns, turn);
        if (turn.batch().failure() != null) {
          turns.failed(turn.batch().failure());
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      turns.failed(e);
    } catch (Throwable e) {
      turns.failed(e);
    }
  }

  /** Marks the import done, unless another run holds it now, and removes its upload. */
  private void finish(ImportRun run, ImportProgress progress) {
    ImportRepository.Job job = run.job();
    if (!imports.finish(job.id(), run.runner(), now())) {
      return;
    }
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
    for (LoadListener listener : listeners) {
      try {
        listener.ended(job.createdBy());
      } catch (RuntimeException e) {
        log.warn("Import {}: a listener of its end failed", job.id(), e);
      }
    }
  }

  /** The run stopped on {@code e}: with the server (it goes on at the next start), else FAILED. */
  private void stopped(ImportRun run, ImportProgress progress, Throwable e) {
    if (stopping) {
      log.info(
          "Import {} stops with the server after line {} ({}); it goes on at the next start",
          run.id(),
          progress.position().line(),
          e.toString());
    } else {
      fail(run, progress, e);
    }
  }

  /** Marks the import FAILED after its last committed batch, saying why and how to go on. */
  private void fail(ImportRun run, ImportProgress progress, Throwable e) {
    String cause;
    if (e instanceof PlatformException refused) {
      Problem p = refused.problems().get(0);
      cause = messages.text(Locale.ENGLISH, p);
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

  private static ExecutorService daemons(int threads, String prefix) {
    AtomicInteger n = new AtomicInteger();
    return Executors.newFixedThreadPool(
        threads,
        r -> {
          Thread t = new Thread(r, prefix + n.incrementAndGet());
          t.setDaemon(true);
          return t;
        });
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
