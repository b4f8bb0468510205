package org.platform.mdm.data.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.RecordWrite;

/** The order in which the batches of an import written side by side commit, and when they wait. */
class ImportTurnsTest {

  private static final ImportTurns.Blocking NOBODY_WAITS = holder -> false;

  @Test
  void aLaterBatchWrittenFirstCommitsOnlyAfterTheOneBeforeIt() throws Exception {
    ImportTurns turns = new ImportTurns(ImportProgress.START);
    BlockingQueue<ImportBatch> queue = queue(batch(0, "A"), batch(1, "B"));
    ImportTurns.Turn first = turns.take(queue);
    ImportTurns.Turn second = turns.take(queue);

    CompletableFuture<ImportProgress> secondsTurn =
        CompletableFuture.supplyAsync(() -> awaitTurn(turns, second, NOBODY_WAITS));
    assertWaiting(secondsTurn);
    assertThat(turns.awaitTurn(first, NOBODY_WAITS)).isEqualTo(ImportProgress.START);
    ImportProgress afterFirst = progress(2000);
    turns.committed(first, afterFirst);

    assertThat(secondsTurn.get(5, TimeUnit.SECONDS)).isEqualTo(afterFirst);
    assertThatThrownBy(() -> turns.committed(first, afterFirst))
        .isInstanceOf(IllegalStateException.class);
    assertThat(turns.done()).as("the last batch is not in yet").isFalse();
    turns.committed(second, progress(4000));
    assertThat(turns.done()).isTrue();
    assertThat(turns.progress()).isEqualTo(progress(4000));
    assertThat(turns.take(queue)).as("the last batch was taken").isNull();
  }

  @Test
  void aBatchWritingAKeyOfAnEarlierBatchIsHandedOutOnlyOnceThatOneCommitted() throws Exception {
    ImportTurns turns = new ImportTurns(ImportProgress.START);
    BlockingQueue<ImportBatch> queue = queue(batch(0, "A", "B"), batch(1, "C"), batch(2, "B", "D"));
    ImportTurns.Turn first = turns.take(queue);
    ImportTurns.Turn second = turns.take(queue);

    CompletableFuture<ImportTurns.Turn> third =
        CompletableFuture.supplyAsync(() -> take(turns, queue));
    assertWaiting(third);
    turns.committed(first, progress(2000));

    assertThat(third.get(5, TimeUnit.SECONDS).seq()).isEqualTo(2);
    assertThat(second.seq()).as("a batch of other keys went at once").isEqualTo(1);
  }

  @Test
  void aLaterBatchGivesWayWhenAnotherTransactionWaitsForItsLocks() throws Exception {
    ImportTurns turns = new ImportTurns(ImportProgress.START);
    BlockingQueue<ImportBatch> queue = queue(batch(0, "A"), batch(1, "B"), batch(2, "C"));
    ImportTurns.Turn first = turns.take(queue);
    ImportTurns.Turn second = turns.take(queue);
    first.writtenBy(101);
    second.writtenBy(102);
    List<Integer> asked = new ArrayList<>();
    ImportTurns.Blocking waitedForSecond =
        holder -> {
          asked.add(holder);
          return holder == 102;
        };

    assertThatThrownBy(() -> turns.awaitTurn(second, waitedForSecond))
        .isInstanceOf(ImportTurns.GiveWay.class)
        .hasMessage("another transaction waits for its locks");
    assertThat(asked).containsOnly(102);
    // Rolled back, it waits holding nothing, then goes on after the first batch.
    CompletableFuture<ImportProgress> again =
        CompletableFuture.supplyAsync(() -> awaitPrevious(turns, second));
    assertWaiting(again);
    turns.committed(first, progress(2000));
    assertThat(again.get(5, TimeUnit.SECONDS)).isEqualTo(progress(2000));
    assertThat(turns.awaitTurn(second, waitedForSecond))
        .as("its turn: it does not ask")
        .isEqualTo(progress(2000));
    ImportTurns.Blocking broken =
        holder -> {
          throw new IllegalStateException("canceling statement due to user request");
        };
    ImportTurns.Turn third = turns.take(queue);
    third.writtenBy(103);
    assertThatThrownBy(() -> turns.awaitTurn(third, broken))
        .isInstanceOf(ImportTurns.GiveWay.class)
        .hasMessageContaining("could not tell who waits for it");
  }

  @Test
  void laterBatchesGiveWayToABatchWrittenLineByLine() throws Exception {
    ImportTurns turns = new ImportTurns(ImportProgress.START);
    BlockingQueue<ImportBatch> queue = queue(batch(0, "A"), batch(1, "B"));
    ImportTurns.Turn first = turns.take(queue);
    ImportTurns.Turn second = turns.take(queue);

    turns.lineByLine(first);

    assertThatThrownBy(() -> turns.awaitTurn(second, NOBODY_WAITS))
        .isInstanceOf(ImportTurns.GiveWay.class);
    turns.committed(first, progress(2000));
    assertThat(turns.awaitTurn(second, NOBODY_WAITS)).isEqualTo(progress(2000));
  }

  @Test
  void aFailedBatchStopsTheOthersAndKeepsTheProgressOfTheLastCommittedOne() throws Exception {
    ImportTurns turns = new ImportTurns(ImportProgress.START);
    BlockingQueue<ImportBatch> queue = queue(batch(0, "A"), batch(1, "B"), batch(2, "C"));
    ImportTurns.Turn first = turns.take(queue);
    ImportTurns.Turn second = turns.take(queue);
    turns.committed(first, progress(2000));
    ImportTurns.Turn third = turns.take(queue);
    CompletableFuture<ImportProgress> waiting =
        CompletableFuture.supplyAsync(() -> awaitTurn(turns, third, NOBODY_WAITS));
    assertWaiting(waiting);

    IllegalStateException cause = new IllegalStateException("the disk is full");
    turns.failed(cause);
    turns.failed(new ImportTurns.Stopped());

    assertThatThrownBy(() -> waiting.get(5, TimeUnit.SECONDS))
        .hasCauseInstanceOf(ImportTurns.Stopped.class);
    assertThatThrownBy(() -> turns.awaitTurn(second, NOBODY_WAITS))
        .isInstanceOf(ImportTurns.Stopped.class);
    assertThat(turns.failure()).isSameAs(cause);
    assertThat(turns.progress()).isEqualTo(progress(2000));
    assertThat(turns.take(queue)).isNull();
    assertThat(turns.done()).isFalse();
  }

  @Test
  void atAStopTheBatchWhoseTurnItIsMayStillCommitAndNoOtherOne() throws Exception {
    ImportTurns turns = new ImportTurns(ImportProgress.START);
    BlockingQueue<ImportBatch> queue = queue(batch(0, "A"), batch(1, "B"), batch(2, "C"));
    ImportTurns.Turn first = turns.take(queue);
    ImportTurns.Turn second = turns.take(queue);
    turns.progressed(first, progress(700));
    turns.progressed(second, progress(900));
    assertThat(turns.progress())
        .as("only the earliest batch's lines count")
        .isEqualTo(progress(700));

    turns.failed(new InterruptedException());

    assertThatThrownBy(() -> turns.awaitTurn(second, NOBODY_WAITS))
        .isInstanceOf(ImportTurns.Stopped.class);
    assertThat(turns.awaitTurn(first, NOBODY_WAITS)).isEqualTo(progress(700));
    turns.committed(first, progress(2000));
    assertThatThrownBy(() -> turns.awaitPrevious(second))
        .as("a batch that gave way does not start again")
        .isInstanceOf(ImportTurns.Stopped.class);
    assertThat(turns.take(queue)).isNull();
    assertThat(turns.done()).isFalse();
    assertThat(turns.failure()).isInstanceOf(InterruptedException.class);
  }

  private static void assertWaiting(CompletableFuture<?> future) {
    assertThatThrownBy(() -> future.get(200, TimeUnit.MILLISECONDS))
        .isInstanceOf(TimeoutException.class);
  }

  private static ImportProgress awaitTurn(
      ImportTurns turns, ImportTurns.Turn turn, ImportTurns.Blocking blocking) {
    try {
      return turns.awaitTurn(turn, blocking);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  private static ImportProgress awaitPrevious(ImportTurns turns, ImportTurns.Turn turn) {
    try {
      return turns.awaitPrevious(turn);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  private static ImportTurns.Turn take(ImportTurns turns, BlockingQueue<ImportBatch> queue) {
    try {
      return turns.take(queue);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  private static ImportProgress progress(long lines) {
    return new ImportProgress(new FilePosition(lines * 10, lines), lines, lines, 0, 0);
  }

  private static BlockingQueue<ImportBatch> queue(ImportBatch... batches) {
    BlockingQueue<ImportBatch> queue = new ArrayBlockingQueue<>(batches.length);
    for (int i = 0; i < batches.length; i++) {
      ImportBatch b = batches[i];
      queue.add(new ImportBatch(b.entries(), b.end(), i == batches.length - 1, null));
    }
    return queue;
  }

  /** A batch whose lines write these external ids of one register and source. */
  private static ImportBatch batch(int n, String... externalIds) {
    List<ImportBatch.Checked> entries = new ArrayList<>();
    for (String id : externalIds) {
      RecordWrite write =
          new RecordWrite(
              "Customer", id, "erp", null, null, null, null, null, null, null, null, null, null);
      entries.add(
          new ImportBatch.Checked(
              n,
              FilePosition.START,
              new BulkRecordWriter.Line(n, write, null, Map.of(), null, Set.of(), null),
              null));
    }
    return new ImportBatch(entries, FilePosition.START, false, null);
  }
}
