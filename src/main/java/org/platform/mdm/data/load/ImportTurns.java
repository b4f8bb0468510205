package org.platform.mdm.data.load;

import java.time.Duration;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;

/**
 * The batches of one import as several writers write them side by side, each in its own
 * transaction, committed in the file's order: a batch commits, with the import's progress, only
 * after the batch before it committed, so that the progress always names a prefix of the file and
 * the import goes on exactly from it. Two batches that write the same key, name the same etalon or
 * attach the same file are written one after the other.
 *
 * <p>A later batch waits for the earlier ones while it holds its locks. When an earlier batch waits
 * in PostgreSQL for a lock the later one holds, directly or behind another transaction, neither
 * would go on, and PostgreSQL cannot see it (half of the cycle is a wait in Java): so a batch that
 * waits for its turn gives way as soon as any transaction waits for its locks, rolls back and is
 * written again once the batches before it committed ({@link GiveWay}). It also gives way to an
 * earlier batch written line by line, and after {@link #GIVE_WAY_AFTER} of waiting in any case.
 */
final class ImportTurns {

  /** How long a written batch waits for the batches before it before it gives way all the same. */
  static final Duration GIVE_WAY_AFTER = Duration.ofSeconds(30);

  /** How often a waiting batch asks whether another transaction waits for its locks. */
  private static final long LOOK_MILLIS = 20;

  /** Says whether another backend waits for a lock the holder holds. */
  interface Blocking {
    boolean waitedFor(int holder);
  }

  /** The batch has to roll back and be written again after the batches before it committed. */
  static final class GiveWay extends RuntimeException {
    private static final long serialVersionUID = 1L;

    GiveWay(String why) {
      super(why, null, false, false);
    }
  }

  /** Another writer failed: this one stops without committing. */
  static final class Stopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stopped() {
      super("another batch of the import failed", null, false, false);
    }
  }

  /** One batch in the hands of a writer: its place in the file's order and what it writes. */
  static final class Turn {
    private final long seq;
    private final ImportBatch batch;
    private final Set<Object> names;
    private volatile int backend;

    private Turn(long seq, ImportBatch batch, Set<Object> names) {
      this.seq = seq;
      this.batch = batch;
      this.names = names;
    }

    ImportBatch batch() {
      return batch;
    }

    long seq() {
      return seq;
    }

    /** The backend whose transaction writes the batch now. */
    void writtenBy(int backend) {
      this.backend = backend;
    }
  }

  private final Object monitor = new Object();
  private final Object taking = new Object();
  private final TreeMap<Long, Turn> writing = new TreeMap<>();
  private long next;
  private long committed = -1;
  private long lineByLine = -1;
  private boolean ended;
  private ImportProgress progress;
  private Throwable failure;

  ImportTurns(ImportProgress start) {
    this.progress = start;
  }

  /**
   * The next batch of the queue, once the batches before it that write the same keys committed;
   * null when the last batch was taken or the import stopped.
   */
  Turn take(BlockingQueue<ImportBatch> batches) throws InterruptedException {
    Turn turn;
    Set<Long> conflicts = new HashSet<>();
    synchronized (taking) {
      synchronized (monitor) {
        if (ended || failure != null) {
          return null;
        }
      }
      ImportBatch batch = batches.take();
      turn = new Turn(next++, batch, names(batch));
      synchronized (monitor) {
        if (failure != null) {
          return null;
        }
        ended = batch.last();
        for (Turn earlier : writing.values()) {
          if (!Collections.disjoint(earlier.names, turn.names)) {
            conflicts.add(earlier.seq);
          }
        }
        writing.put(turn.seq, turn);
      }
    }
    if (!conflicts.isEmpty()) {
      awaitCommitted(turn, conflicts.stream().mapToLong(Long::longValue).max().orElseThrow());
    }
    return turn;
  }

  /**
   * Waits, in the turn's transaction, until the batches before it committed; the progress after
   * them.
   *
   * @throws GiveWay when another transaction waits for the batch's locks, an earlier batch goes
   *     line by line, or the wait was too long
   * @throws Stopped when another batch failed
   */
  ImportProgress awaitTurn(Turn turn, Blocking blocking) throws InterruptedException {
    long giveUp = System.nanoTime() + GIVE_WAY_AFTER.toNanos();
    while (true) {
      synchronized (monitor) {
        check(turn);
        if (committed == turn.seq - 1) {
          return progress;
        }
        if (lineByLine > committed && lineByLine < turn.seq) {
          throw new GiveWay("an earlier batch goes line by line");
        }
        monitor.wait(LOOK_MILLIS);
        check(turn);
        if (committed == turn.seq - 1) {
          return progress;
        }
      }
      if (System.nanoTime() > giveUp) {
        throw new GiveWay("it waited " + GIVE_WAY_AFTER.toSeconds() + " s for its turn");
      }
      if (turn.backend != 0 && waited(blocking, turn.backend)) {
        throw new GiveWay("another transaction waits for its locks");
      }
    }
  }

  /**
   * Whether another transaction waits for the batch's locks: an earlier batch of the import, or a
   * write the earlier batch waits behind, or another import's batch. Any of them may be what the
   * earlier batch waits for, and the batch holds its locks only to wait: it lets them go.
   */
  private static boolean waited(Blocking blocking, int backend) {
    try {
      return blocking.waitedFor(backend);
    } catch (RuntimeException e) {
      // The statement failed in the batch's transaction, which can only roll back now.
      throw new GiveWay("PostgreSQL could not tell who waits for it: " + e.getMessage());
    }
  }

  /** Waits, holding no lock, until the batches before the turn committed; the progress after. */
  ImportProgress awaitPrevious(Turn turn) throws InterruptedException {
    return awaitCommitted(turn, turn.seq - 1);
  }

  /**
   * The turn's batch goes line by line, each line committed: the later batches give way to it until
   * it committed.
   */
  void lineByLine(Turn turn) {
    synchronized (monitor) {
      lineByLine = turn.seq;
      monitor.notifyAll();
    }
  }

  /** The turn's batch committed with this progress: the next one may commit. */
  void committed(Turn turn, ImportProgress after) {
    synchronized (monitor) {
      if (turn.seq != committed + 1) {
        throw new IllegalStateException("batch " + turn.seq + " committed out of order");
      }
      committed = turn.seq;
      progress = after;
      writing.remove(turn.seq);
      monitor.notifyAll();
    }
  }

  /**
   * A batch failed, or the server stops ({@link InterruptedException}): every writer stops. After a
   * failure nothing more commits; at a stop, the batch whose turn it is may still commit.
   */
  void failed(Throwable e) {
    synchronized (monitor) {
      if (failure == null && !(e instanceof Stopped)) {
        failure = e;
      }
      monitor.notifyAll();
    }
  }

  /** A batch written line by line committed up to this progress. */
  void progressed(Turn turn, ImportProgress after) {
    synchronized (monitor) {
      if (turn.seq == committed + 1) {
        progress = after;
      }
    }
  }

  /** Whether the file's last batch committed. */
  boolean done() {
    synchronized (monitor) {
      return ended && committed == next - 1;
    }
  }

  /** The first failure of the import's writers, or null. */
  Throwable failure() {
    synchronized (monitor) {
      return failure;
    }
  }

  /** The progress after the last batch committed. */
  ImportProgress progress() {
    synchronized (monitor) {
      return progress;
    }
  }

  private ImportProgress awaitCommitted(Turn turn, long seq) throws InterruptedException {
    synchronized (monitor) {
      while (true) {
        if (failure != null) {
          throw new Stopped(); // no batch starts again after a failure or at a stop
        }
        check(turn);
        if (committed >= seq) {
          return progress;
        }
        monitor.wait();
      }
    }
  }

  private void check(Turn turn) {
    boolean stopping = failure instanceof InterruptedException;
    if (failure != null && !(stopping && committed == turn.seq - 1)) {
      throw new Stopped();
    }
    if (turn.seq <= committed) {
      throw new IllegalStateException("batch " + turn.seq + " committed twice");
    }
  }

  /** What a batch writes that another batch must not write at the same time. */
  private static Set<Object> names(ImportBatch batch) {
    List<BulkRecordWriter.Line> lines = batch.lines();
    Set<Object> names = new HashSet<>(lines.size() * 2);
    for (BulkRecordWriter.Line line : lines) {
      names.add(BulkPlacement.key(line));
      if (line.write().etalonId() != null) {
        names.add(line.write().etalonId());
      }
      names.addAll(line.largeObjects());
    }
    return names;
  }
}
