package org.platform.mdm.data;

import jakarta.annotation.PreDestroy;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
 * rejected.
 */
@Service
public class RecordImports {

  static final int BATCH = 2000;
  private static final Logger log = LoggerFactory.getLogger(RecordImports.class);

  private final ImportRepository imports;
  private final RecordOperations operations;
  private final RecordService records;
  private final BulkRecordWriter writer;
  private final TransactionTemplate transactions;
  private final Messages messages;
  private final JsonMapper json;
  private final Clock clock;
  private final ExecutorService executor =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "record-import");
            t.setDaemon(true);
            return t;
          });

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

  private void run(
      long id, ImportFormat format, EntityModel entity, Path spool, PlatformUser user) {
    Counters counters = new Counters();
    try (BufferedReader reader = Files.newBufferedReader(spool, StandardCharsets.UTF_8)) {
      imports.progress(id, "RUNNING", 0, 0, 0, 0, null, now());
      ImportLines lines =
          format == ImportFormat.CSV
              ? ImportLines.csv(reader, entity, json)
              : ImportLines.ndjson(reader, json);
      List<BulkRecordWriter.Line> batch = new ArrayList<>();
      Map<Long, List<Problem>> rejected = new LinkedHashMap<>();
      for (ImportLines.Item item = lines.next(); item != null; item = lines.next()) {
        counters.read++;
        BulkRecordWriter.Line line = check(item, user, rejected);
        if (line != null) {
          batch.add(line);
        }
        if (batch.size() >= BATCH) {
          flush(id, batch, rejected, user, counters);
        }
      }
      flush(id, batch, rejected, user, counters);
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
    } catch (RuntimeException | IOException e) {
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
      try {
        Files.deleteIfExists(spool);
      } catch (IOException e) {
        log.warn("Could not delete the spool file {}", spool);
      }
    }
  }

  /** Checks one line against the model; a problem rejects the line alone. */
  private BulkRecordWriter.Line check(
      ImportLines.Item item, PlatformUser user, Map<Long, List<Problem>> rejected) {
    try {
      if (item.unreadable() != null) {
        throw item.unreadable();
      }
      RecordWrite write = RecordBodies.write(item.body(), clock.getZone());
      RecordContext ctx = new RecordContext(RecordContext.Operation.UPSERT, user, now());
      ctx.write = write;
      operations.checkWrite(ctx);
      return new BulkRecordWriter.Line(item.number(), write, ctx.entity, ctx.values, ctx.period);
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
