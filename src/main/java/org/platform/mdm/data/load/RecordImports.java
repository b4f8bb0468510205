package org.platform.mdm.data.load;

import java.io.IOException;
import java.io.InputStream;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.DataSettings;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.modulith.NamedInterface;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

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
 *
 * <p>This class takes, shows and resumes imports; {@link ImportWorker} runs them, {@link
 * ImportChecker} reads and checks their lines, {@link ImportWrites} writes their batches.
 */
@NamedInterface("loads")
@Service
public class RecordImports {

  /** Lines of the file per batch. */
  static final int BATCH = 2000;

  private static final Logger log = LoggerFactory.getLogger(RecordImports.class);

  private final ImportRepository imports;
  private final ImportSpool spool;
  private final ImportWorker worker;
  private final RecordOperations operations;
  private final TransactionTemplate transactions;
  private final DataSettings settings;
  private final ApplicationEventPublisher events;
  private final Clock clock;

  RecordImports(
      ImportRepository imports,
      ImportSpool spool,
      ImportWorker worker,
      RecordOperations operations,
      TransactionTemplate transactions,
      DataSettings settings,
      ApplicationEventPublisher events,
      Clock clock) {
    this.events = events;
    this.imports = imports;
    this.spool = spool;
    this.worker = worker;
    this.operations = operations;
    this.transactions = transactions;
    this.settings = settings;
    this.clock = clock;
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
    return start(request, body, declaredSize, user, false);
  }

  private long start(
      ImportRequest request, InputStream body, long declaredSize, PlatformUser user, boolean tell)
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
      // The load and the word that it started commit together: the event publication registry
      // keeps the word until its listener (bulk's run of the load) has done its part.
      id =
          transactions.execute(
              status -> {
                long created =
                    imports.create(request, upload.name(), upload.size(), user.userName(), now());
                if (tell) {
                  events.publishEvent(
                      new RecordImportStarted(
                          created, user.userName(), request.format(), request.entityName()));
                }
                return created;
              });
    } catch (RuntimeException e) {
      spool.delete(upload.name());
      throw e;
    }
    log.info("Import {} by {}: {}, {} bytes queued", id, user.userName(), request, upload.size());
    worker.wake();
    return id;
  }

  /**
   * Starts a load asked for on its own (the data API), as {@link #start} does, and tells it ({@link
   * RecordImportStarted}) so that it is followed as a run of the background operations.
   */
  public long submit(ImportRequest request, InputStream body, long declaredSize, PlatformUser user)
      throws IOException {
    return start(request, body, declaredSize, user, true);
  }

  /** An import as its creator (or a full-access user) sees it. */
  public ImportView find(long id, PlatformUser user) {
    return find(id, 0, user);
  }

  /**
   * The same, with only the rejected lines after the first {@code told} (a follower polling the
   * load reads only those it has not told yet).
   */
  public ImportView find(long id, int told, PlatformUser user) {
    return imports
        .find(id, told)
        .filter(i -> user.fullAccess() || i.createdBy().equals(user.userName()))
        .orElseThrow(() -> new PlatformException(DataErrors.DATA_IMPORT_NOT_FOUND, id));
  }

  /** Imports listed at most at once. */
  public static final int MAX_LISTED = 100;

  /**
   * The latest imports the user sees (their own; every one for a full-access user), newest first,
   * without their rejected lines.
   */
  public List<ImportView> latest(int limit, PlatformUser user) {
    if (limit < 1 || limit > MAX_LISTED) {
      throw new PlatformException(
          List.of(Problem.at("limit", DataErrors.DATA_IMPORT_LIMIT_INVALID, MAX_LISTED)));
    }
    return imports.latest(user.fullAccess() ? null : user.userName(), limit);
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
    worker.wake();
    return find(id, user);
  }

  /**
   * Stops an import that is waiting or running: it is FAILED, keeps what its committed batches
   * wrote and may be resumed. The batch being written when it is stopped rolls back.
   */
  public ImportView stop(long id, PlatformUser user) {
    find(id, user);
    if (imports.stop(id, "Stopped by " + user.userName() + ".", now())) {
      log.info("Import {} stopped by {}", id, user.userName());
    }
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

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
