package org.platform.mdm.data.load;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.BatchUpserts;
import org.platform.mdm.data.BatchWriteListener;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;

/**
 * {@link BatchUpserts} through {@link BulkRecordWriter}, in the caller's transaction: the writes
 * checked one by one as a batch of the record API checks them, then written together, and the
 * modules that follow every change told as after such a batch ({@link BatchWriteListener}).
 */
@Component
class BulkUpserts implements BatchUpserts {

  private final RecordOperations operations;
  private final BulkRecordWriter writer;
  private final List<BatchWriteListener> listeners;
  private final Clock clock;

  BulkUpserts(
      RecordOperations operations,
      BulkRecordWriter writer,
      List<BatchWriteListener> listeners,
      Clock clock) {
    this.operations = operations;
    this.writer = writer;
    this.listeners = listeners;
    this.clock = clock;
  }

  @Override
  public List<EtalonId> upsert(List<RecordWrite> writes, PlatformUser user) {
    if (writes.isEmpty()) {
      return List.of();
    }
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    ImportCodes codes = new ImportCodes(operations::missingCodes, 1);
    List<BulkRecordWriter.Line> lines = new ArrayList<>(writes.size());
    for (int i = 0; i < writes.size(); i++) {
      RecordWrite write = writes.get(i);
      if (write.overrides() || write.touchesRelations() || write.touchesClassifications()) {
        throw new IllegalArgumentException(
            "a write of the platform's source, or with links or classifications, is no bulk write");
      }
      RecordWork ctx = new RecordWork(RecordContext.Operation.UPSERT, user, now);
      ctx.write = write;
      operations.checkWrite(ctx, codes);
      lines.add(
          new BulkRecordWriter.Line(
              i, write, ctx.entity, ctx.values, ctx.period, ctx.largeObjects.keySet(), null));
      codes.loaded(ctx.entity, ctx.values);
    }
    BulkRecordWriter.Outcome outcome =
        writer.write(lines, user, now, BulkRecordWriter.Rights.SEQUENTIAL);
    if (!outcome.rejected().isEmpty()) {
      throw new PlatformException(outcome.rejected().values().iterator().next());
    }
    writer.announce(outcome, user, now);
    Map<EtalonId, String> written = new LinkedHashMap<>();
    List<EtalonId> etalons = new ArrayList<>(lines.size());
    for (BulkRecordWriter.Line line : lines) {
      EtalonId etalon = outcome.placed().get(line.number()).etalonId();
      etalons.add(etalon);
      written.putIfAbsent(etalon, line.entity().name());
    }
    listeners.forEach(l -> l.written(written, user, now));
    return etalons;
  }
}
