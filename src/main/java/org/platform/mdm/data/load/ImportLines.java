package org.platform.mdm.data.load;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.system.DuplicateKeys;
import org.platform.mdm.system.PlatformException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The lines of an import file as record write bodies, read one at a time from a place in the file
 * (its start, or where the last committed batch ended), each with the place after it.
 */
abstract class ImportLines implements Closeable {

  /** One line: its number, its write body or why it cannot be read, and the place after it. */
  record Item(long number, JsonNode body, PlatformException unreadable, FilePosition end) {}

  private final InputStream in;

  private ImportLines(InputStream in) {
    this.in = in;
  }

  /** The next line with content, or null at the end. */
  abstract Item next() throws IOException;

  /** The place after the last line read. */
  abstract FilePosition position();

  @Override
  public void close() throws IOException {
    in.close();
  }

  /** The lines of an import's file from {@code from} on. */
  static ImportLines open(
      Path file,
      ImportFormat format,
      Charset charset,
      char delimiter,
      EntityModel entity,
      FilePosition from,
      JsonMapper json)
      throws IOException {
    if (format == ImportFormat.NDJSON) {
      return ndjson(from(file, from), from, json);
    }
    List<String> header;
    InputStream rows;
    CsvLines csv;
    if (from.offset() == 0) {
      rows = Files.newInputStream(file);
      csv = new CsvLines(new TextLines(rows, charset, from), delimiter);
      header = header(csv);
    } else {
      try (InputStream start = Files.newInputStream(file)) {
        header = header(new CsvLines(new TextLines(start, charset, FilePosition.START), delimiter));
      }
      rows = from(file, from);
      csv = new CsvLines(new TextLines(rows, charset, from), delimiter);
    }
    return header == null ? empty(rows, csv.position()) : csv(rows, header, csv, entity, json);
  }

  /** The first record of a CSV file, without the byte order mark; null for an empty file. */
  static List<String> header(CsvLines csv) throws IOException {
    List<String> header = csv.next();
    if (header != null && !header.isEmpty() && header.get(0).startsWith("\uFEFF")) {
      header.set(0, header.get(0).substring(1));
    }
    return header;
  }

  private static InputStream from(Path file, FilePosition from) throws IOException {
    SeekableByteChannel channel = Files.newByteChannel(file);
    try {
      channel.position(from.offset());
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
    return Channels.newInputStream(channel);
  }

  /**
   * NDJSON read as bytes and parsed line by line: a line that is not JSON, or not UTF-8, is
   * rejected alone.
   */
  static ImportLines ndjson(InputStream in, FilePosition from, JsonMapper json) {
    ByteLines lines = new ByteLines(in);
    return new ImportLines(in) {
      private long number = from.line();

      @Override
      Item next() throws IOException {
        do {
          if (!lines.next()) {
            return null;
          }
          number++;
        } while (lines.blank());
        FilePosition end = position();
        try {
          return new Item(number, json.readTree(lines.bytes(), 0, lines.length()), null, end);
        } catch (JacksonException e) {
          return new Item(
              number,
              null,
              DuplicateKeys.refusal(e)
                  .orElseGet(() -> new PlatformException(DataErrors.DATA_IMPORT_LINE_MALFORMED)),
              end);
        }
      }

      @Override
      FilePosition position() {
        return new FilePosition(from.offset() + lines.consumed(), number);
      }
    };
  }

  /** CSV of one entity: the header names attributes and the reserved columns. */
  private static ImportLines csv(
      InputStream in, List<String> header, CsvLines csv, EntityModel entity, JsonMapper json) {
    return new ImportLines(in) {
      @Override
      Item next() throws IOException {
        List<String> fields;
        do {
          fields = csv.next();
          if (fields == null) {
            return null;
          }
        } while (fields.size() == 1 && fields.get(0).isEmpty());
        long number = csv.lineNumber();
        FilePosition end = csv.position();
        if (fields.size() != header.size()) {
          return new Item(
              number,
              null,
              new PlatformException(
                  DataErrors.DATA_IMPORT_CSV_COLUMNS, header.size(), fields.size()),
              end);
        }
        return new Item(number, body(header, fields, entity, json), null, end);
      }

      @Override
      FilePosition position() {
        return csv.position();
      }
    };
  }

  /** A CSV record's write body: its non-empty cells, as attributes or the reserved fields. */
  private static ObjectNode body(
      List<String> header, List<String> fields, EntityModel entity, JsonMapper json) {
    ObjectNode body = json.createObjectNode();
    body.put("entityName", entity.name());
    ObjectNode attributes = body.putObject("attributes");
    for (int i = 0; i < header.size(); i++) {
      String column = header.get(i).trim();
      String value = fields.get(i);
      if (value.isEmpty()) {
        continue;
      }
      if (RESERVED.contains(column)) {
        body.put(column, value);
      } else {
        attributes.set(
            column, CellValues.typed(entity.attribute(column).orElse(null), value, json));
      }
    }
    return body;
  }

  private static final Set<String> RESERVED =
      Set.of("externalId", "sourceSystem", "validFrom", "validTo", "etalonId", "parent");

  private static ImportLines empty(InputStream in, FilePosition end) {
    return new ImportLines(in) {
      @Override
      Item next() {
        return null;
      }

      @Override
      FilePosition position() {
        return end;
      }
    };
  }
}
