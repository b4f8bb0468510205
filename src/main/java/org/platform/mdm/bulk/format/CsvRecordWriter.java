package org.platform.mdm.bulk.format;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordClassifications.ClassifiedPeriod;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.meta.AttributeDef;
import tools.jackson.databind.json.JsonMapper;

/**
 * Records as CSV (RFC 4180, UTF-8) in the layout the bulk load reads: the header {@code etalonId,
 * externalId, sourceSystem, validFrom, validTo, parent} and the attributes, a line per active
 * period of each record.
 */
public final class CsvRecordWriter implements RecordFileWriter {

  static final List<String> SYSTEM =
      List.of("etalonId", "externalId", "sourceSystem", "validFrom", "validTo", "parent");

  private final Writer out;
  private final RecordColumns columns;
  private final String sourceSystem;
  private final JsonMapper json;

  public CsvRecordWriter(
      OutputStream out, RecordColumns columns, String sourceSystem, JsonMapper json)
      throws IOException {
    this.out = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
    this.columns = columns;
    this.sourceSystem = sourceSystem;
    this.json = json;
    List<String> header = new ArrayList<>(SYSTEM);
    columns.attributes().forEach(a -> header.add(a.name()));
    line(header);
  }

  @Override
  public void write(
      GoldenRecord record, List<RelationView> outgoing, List<ClassifiedPeriod> classified)
      throws IOException {
    for (GoldenPeriod p : record.periods()) {
      if (!p.active()) {
        continue;
      }
      List<String> fields = new ArrayList<>(RecordColumns.keyCells(record, p, sourceSystem));
      for (AttributeDef a : columns.attributes()) {
        fields.add(RecordColumns.text(a, p.values().get(a.name()), json));
      }
      line(fields);
    }
  }

  private void line(List<String> fields) throws IOException {
    for (int i = 0; i < fields.size(); i++) {
      if (i > 0) {
        out.write(',');
      }
      String f = fields.get(i);
      if (f.indexOf(',') >= 0
          || f.indexOf('"') >= 0
          || f.indexOf('\n') >= 0
          || f.indexOf('\r') >= 0) {
        out.write('"');
        out.write(f.replace("\"", "\"\""));
        out.write('"');
      } else {
        out.write(f);
      }
    }
    out.write("\r\n");
  }

  @Override
  public void finish() throws IOException {
    out.flush();
  }

  @Override
  public void close() throws IOException {
    out.close();
  }
}
