package org.platform.mdm.data.load;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.LoadListener;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.WriteResult;
import org.platform.mdm.system.Messages;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.UnexpectedRollbackException;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes an import's checked batches, each in one transaction that also keeps its rejected lines
 * and records the import's progress after it; a batch that fails as a whole goes line by line, so
 * that only the culprit is rejected.
 */
@Component
class ImportWrites {

  private static final Logger log = LoggerFactory.getLogger(ImportWrites.class);

  private final ImportRepository imports;
  private final RecordService records;
  private final BulkRecordWriter writer;
  private final List<LoadListener> listeners;
  private final TransactionTemplate transactions;
  private final Messages messages;
  private final JsonMapper json;
  private final Clock clock;

  ImportWrites(
      ImportRepository imports,
      RecordService records,
      BulkRecordWriter writer,
      List<LoadListener> listeners,
      TransactionTemplate transactions,
      Messages messages,
      JsonMapper json,
      Clock clock) {
    this.imports = imports;
    this.records = records;
    this.writer = writer;
    this.listeners = listeners;
    this.transactions = transactions;
    this.messages = messages;
    this.json = json;
    this.clock = clock;
  }

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
  static final class TakenOver extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TakenOver(long id) {
      super("import " + id + " has another runner", null, false, false);
    }
  }

  /**
   * Writes a batch and records it as committed in the same transaction, after the batches before it
   * committed (the batch is written while they may still be writing).
   *
   * @return the import's progress after the batch
   * @throws TakenOver when another run holds the import now
   * @throws ImportTurns.Stopped when another batch of the import failed
   */
  ImportProgress flush(ImportRun run, ImportTurns turns, ImportTurns.Turn turn)
      throws InterruptedException {
    ImportBatch batch = turn.batch();
    while (true) {
      try {
        ImportProgress after = transactions.execute(s -> inTurn(run, turns, turn));
        turns.committed(turn, after);
        return after;
      } catch (ImportTurns.GiveWay e) {
        log.info(
            "Import {}: the batch after line {} gave way ({}); it is written again",
            run.id(),
            batch.entries().isEmpty() ? "-" : batch.entries().get(0).number() - 1,
            e.getMessage());
        turns.awaitPrevious(turn); // rolled back: written again once the batches before it are in
      } catch (BatchRefused e) {
        log.warn(
            "Import {}: a batch failed as a whole ({}); writing its lines one by one",
            run.id(),
            e.getCause().toString());
        ImportProgress before = turns.awaitPrevious(turn);
        turns.lineByLine(turn);
        ImportProgress after = lineByLine(run, turns, turn, before);
        turns.committed(turn, after);
        return after;
      } finally {
        turn.writtenBy(0); // its connection goes back to the pool
      }
    }
  }

  /**
   * Writes the batch, waits for its turn, then announces its records and records the progress, in
   * the caller's transaction.
   *
   * @throws BatchRefused when the writer cannot take the batch as a whole
   */
  private ImportProgress inTurn(ImportRun run, ImportTurns turns, ImportTurns.Turn turn) {
    ImportBatch batch = turn.batch();
    List<BulkRecordWriter.Line> lines = batch.lines();
    turn.writtenBy(imports.backend());
    OffsetDateTime now = now();
    BulkRecordWriter.Outcome outcome = null;
    if (!lines.isEmpty()) {
      try {
        outcome = writer.write(lines, run.user(), now);
      } catch (RuntimeException e) {
        throw new BatchRefused(e);
      }
    }
    ImportProgress before = awaitTurn(turns, turn);
    Map<Long, List<Problem>> all = new TreeMap<>(batch.rejected());
    int created = 0;
    int updated = 0;
    if (outcome != null) {
      // Its turn came: the notifications' ids now follow the commits, so that a reader of the
      // outbox by id never passes a batch still to commit.
      try {
        writer.announce(outcome, run.user(), now);
        if (!outcome.written().isEmpty()) {
          for (LoadListener listener : listeners) {
            listener.written(outcome.written(), run.user(), now);
          }
        }
      } catch (RuntimeException e) {
        throw new BatchRefused(e);
      }
      all.putAll(outcome.rejected());
      created = outcome.created();
      updated = outcome.updated();
    }
    int size = batch.entries().size();
    return commit(run, before, all, before.after(batch.end(), size, created, updated, 0));
  }

  /** Waits in the batch's transaction for the batches before it; the progress after them. */
  private ImportProgress awaitTurn(ImportTurns turns, ImportTurns.Turn turn) {
    try {
      return turns.awaitTurn(turn, imports::waitedFor);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      turns.failed(e);
      throw new ImportTurns.Stopped();
    }
  }

  /**
   * Writes a batch's lines one at a time, each in a transaction that also records the import's
   * progress up to that line: a stop in the middle goes on after the last line written.
   */
  private ImportProgress lineByLine(
      ImportRun run, ImportTurns turns, ImportTurns.Turn turn, ImportProgress before) {
    ImportBatch batch = turn.batch();
    ImportProgress committed = before;
    Map<Long, List<Problem>> pending = new TreeMap<>();
    int covered = 0;
    List<ImportBatch.Checked> entries = batch.entries();
    for (int i = 0; i < entries.size(); i++) {
      ImportBatch.Checked entry = entries.get(i);
      if (entry.line() == null) {
        pending.put(entry.number(), entry.problems());
        continue;
      }
      if (turns.failure() != null) {
        throw new ImportTurns.Stopped(); // the lines written so far are committed
      }
      ImportProgress written = writeLine(run, entry, committed, pending, i + 1 - covered);
      if (written != null) {
        turns.progressed(turn, written);
        committed = written;
        covered = i + 1;
        pending = new TreeMap<>();
      }
    }
    ImportProgress base = committed;
    Map<Long, List<Problem>> refused = pending;
    int lines = entries.size() - covered;
    return transactions.execute(
        s -> commit(run, base, refused, base.after(batch.end(), lines, 0, 0, 0)));
  }

  /**
   * Writes one line with the progress up to it (the {@code lines} since {@code base}, the {@code
   * pending} rejections among them); tried twice, unless the line itself is refused.
   *
   * @return the progress after the line, or null when it is rejected (added to {@code pending})
   */
  private ImportProgress writeLine(
      ImportRun run,
      ImportBatch.Checked entry,
      ImportProgress base,
      Map<Long, List<Problem>> pending,
      int lines) {
    for (int attempt = 1; ; attempt++) {
      try {
        return transactions.execute(
            s -> {
              WriteResult result;
              try {
                result = records.upsert(entry.line().write(), run.user());
              } catch (RuntimeException e) {
                throw new LineRefused(e);
              }
              int created = result.created() ? 1 : 0;
              int updated = result.unchanged() ? 0 : 1 - created;
              return commit(
                  run, base, pending, base.after(entry.end(), lines, created, updated, 0));
            });
      } catch (LineRefused e) {
        if (e.getCause() instanceof PlatformException p) {
          pending.put(entry.number(), p.problems());
          return null;
        }
        if (attempt == 2) {
          pending.put(entry.number(), lineFailed(e.getCause()));
          return null;
        }
      } catch (UnexpectedRollbackException e) {
        // A concurrent writer created the line's key meanwhile: the next attempt sees it.
        if (attempt == 2) {
          pending.put(entry.number(), lineFailed(e));
          return null;
        }
      }
    }
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
      ImportRun run,
      ImportProgress before,
      Map<Long, List<Problem>> rejected,
      ImportProgress next) {
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
            entry.put("message", messages.text(Locale.ENGLISH, p));
            // Kept so that a reader in another language gets the reason in theirs.
            entry.put("key", p.code().messageKey());
            ArrayNode params = entry.putArray("params");
            p.params().forEach(v -> params.add(String.valueOf(v)));
          }
          reasons.put(line, list);
        });
    return reasons;
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
