package org.platform.mdm.bench;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Batches of the record API ({@code POST …/data/batch}) against single writes ({@code POST
 * …/data}), each from one client, in the same run: rounds of single writes and of batches
 * alternate, so that the shared machine's noise falls on both alike. Every write is half new keys,
 * half updates of imported records (the single writes' mix of the main benchmark).
 */
final class BatchPhase {

  /** One write's JSON object: an update of an imported record, or a new record with this key. */
  interface Items {
    String item(boolean update, SplittableRandom random, String newKey);
  }

  /**
   * Told when the measured rounds of one way start and end ({@code batch}: batches, else singles).
   */
  interface Rounds {
    void measuring(boolean batch, boolean on);
  }

  interface Poster {
    HttpResponse<String> post(String path, String body) throws IOException, InterruptedException;
  }

  /**
   * Records written by each way, and the seconds they took; {@code failures} the requests that did
   * not answer as expected.
   */
  record Result(
      int batchSize,
      int rounds,
      int roundSeconds,
      long singles,
      double singleSeconds,
      long batched,
      double batchSeconds,
      List<String> failures) {

    double singleRate() {
      return singles / singleSeconds;
    }

    double batchRate() {
      return batched / batchSeconds;
    }

    double ratio() {
      return batchRate() / singleRate();
    }

    String markdown() {
      return String.format(
          Locale.ROOT,
          """
          | Writes from one client (%d rounds of %d s each way, alternating) | Records | Seconds \
          | Records/s | Batch / single |
          |---|---|---|---|---|
          | POST /data, one record per request (comparison) | %,d | %.1f | %,.0f | |
          | **POST /data/batch, %d records per request** | %,d | %.1f | **%,.0f** | **%.1f x** |

          Target batch >= 5 x the single writes of one client: %s (%.1f x).
          """,
          rounds,
          roundSeconds,
          singles,
          singleSeconds,
          singleRate(),
          batchSize,
          batched,
          batchSeconds,
          batchRate(),
          ratio(),
          ratio() >= 5 ? "**MET**" : "**NOT MET**",
          ratio());
    }
  }

  private static final String DATA = "/api/meta-data-driven/v1/data";

  private final Poster poster;
  private final Items items;
  private final int batchSize;
  private final Rounds rounds;
  private final List<String> failures = new ArrayList<>();
  private final SplittableRandom random = new SplittableRandom(4242);
  private long keys;

  BatchPhase(Poster poster, Items items, int batchSize, Rounds rounds) {
    this.poster = poster;
    this.items = items;
    this.batchSize = batchSize;
    this.rounds = rounds;
  }

  /**
   * Warms both ways up for {@code warmupSeconds} each, then ({@code measured} run first) measures
   * {@code count} rounds.
   */
  Result run(int warmupSeconds, int count, int roundSeconds, Runnable measured) throws Exception {
    if (warmupSeconds > 0) {
      say("Warm-up: single writes and batches, " + warmupSeconds + " s each ...");
      singles(warmupSeconds);
      batches(warmupSeconds);
    }
    long singles = 0;
    long batched = 0;
    double singleSeconds = 0;
    double batchSeconds = 0;
    measured.run();
    for (int round = 1; round <= count; round++) {
      long t0 = System.nanoTime();
      rounds.measuring(false, true);
      singles += singles(roundSeconds);
      rounds.measuring(false, false);
      long t1 = System.nanoTime();
      rounds.measuring(true, true);
      batched += batches(roundSeconds);
      rounds.measuring(true, false);
      long t2 = System.nanoTime();
      singleSeconds += (t1 - t0) / 1e9;
      batchSeconds += (t2 - t1) / 1e9;
      say(
          String.format(
              Locale.ROOT,
              "Round %d: single %,.0f records/s, batches %,.0f records/s",
              round,
              singles / singleSeconds,
              batched / batchSeconds));
    }
    return new Result(
        batchSize, count, roundSeconds, singles, singleSeconds, batched, batchSeconds, failures);
  }

  private boolean update() {
    return random.nextBoolean();
  }

  private String newKey() {
    return "BP-" + keys++;
  }

  private long singles(int seconds) throws Exception {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    long n = 0;
    while (System.nanoTime() < end) {
      HttpResponse<String> r = poster.post(DATA, items.item(update(), random, newKey()));
      if (r.statusCode() != 200) {
        fail("POST " + DATA + " -> " + r.statusCode() + " " + r.body());
      }
      n++;
    }
    return n;
  }

  private long batches(int seconds) throws Exception {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    long n = 0;
    while (System.nanoTime() < end) {
      StringBuilder body = new StringBuilder(batchSize * 260).append('[');
      for (int i = 0; i < batchSize; i++) {
        body.append(i == 0 ? "" : ",").append(items.item(update(), random, newKey()));
      }
      HttpResponse<String> r = poster.post(DATA + "/batch", body.append(']').toString());
      if (r.statusCode() != 200 || !r.body().contains("\"failed\":0,")) {
        fail(
            "POST "
                + DATA
                + "/batch -> "
                + r.statusCode()
                + " "
                + r.body().substring(0, Math.min(600, r.body().length())));
      }
      n += batchSize;
    }
    return n;
  }

  private void fail(String what) {
    if (failures.size() < 20) {
      failures.add(what);
    }
  }

  private static void say(String line) {
    System.out.println("[bench] " + line);
  }
}
