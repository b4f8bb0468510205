package org.platform.mdm.bulk.load;

import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.bulk.RowWrites;
import org.platform.mdm.bulk.format.XlsxImport;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.Step;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The rows of a spreadsheet's relation and classifier sheets, written once its records are loaded
 * (steps {@code links} and {@code classifications}): each row is a write alone, as {@code POST
 * /api/v2/data/relations} or {@code POST /api/v1/classifiers/classifications} makes it, with the
 * loading user's rights, {@value #BLOCK} rows a block. The links of one record in consecutive rows
 * (as an export writes them) go in one write; a write refused is done again row by row. A row
 * refused (a record that is not there, a value the relation does not take) is undone alone and told
 * as a failed item by sheet and row; a restarted run goes on after the last committed block.
 */
@Component
class RowLoad {

  /** How a row's body is written. */
  @FunctionalInterface
  interface Write {
    void write(JsonNode body, PlatformUser user);
  }

  /** Rows a block writes. */
  static final int BLOCK = 100;

  private final RowWrites rows;
  private final JsonMapper json;

  RowLoad(RowWrites rows, JsonMapper json) {
    this.rows = rows;
    this.json = json;
  }

  /**
   * Writes the lines of the file (blank lines are empty rows) as the step's, then removes the file.
   *
   * @param segments where each sheet's rows are among the lines
   */
  void run(
      OperationRun run,
      String stepName,
      Path file,
      List<XlsxImport.Segment> segments,
      PlatformUser user,
      Write writer)
      throws Exception {
    Step step = run.step(stepName);
    if (step.completed()) {
      Files.deleteIfExists(file);
      return;
    }
    long done = step.checkpoint() == null ? 0 : Long.parseLong(step.checkpoint());
    if (step.checkpoint() == null) {
      step.total(ImportOperation.lineCount(file));
    }
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      for (long skipped = 0; skipped < done; skipped++) {
        in.readLine();
      }
      long at = done;
      while (!run.stopRequested()) {
        List<String> block = new ArrayList<>();
        for (String line; block.size() < BLOCK && (line = in.readLine()) != null; ) {
          block.add(line);
        }
        if (block.isEmpty()) {
          break;
        }
        long first = at + 1;
        at += block.size();
        String end = String.valueOf(at);
        step.block(scope -> write(block, first, segments, user, writer, scope, end));
      }
    }
    if (!run.stopRequested()) {
      Files.deleteIfExists(file);
    }
  }

  /** The record a row's write names, and the source it writes as. */
  private static String recordOf(JsonNode body) {
    return String.join(
        "\u0001",
        body.path("entityName").asString(""),
        body.path("etalonId").asString(""),
        body.path("externalId").asString(""),
        body.path("sourceSystem").asString(""));
  }

  /**
   * Where the group of rows starting at {@code start} ends (exclusive): the links of one record in
   * consecutive rows (as an export writes them) go in one write; any other row alone.
   */
  private static int groupEnd(List<JsonNode> lines, int start) {
    JsonNode first = lines.get(start);
    int end = start + 1;
    if (first.has("relations")) {
      String key = recordOf(first);
      while (end < lines.size()
          && end - start < BLOCK
          && lines.get(end) != null
          && lines.get(end).has("relations")
          && recordOf(lines.get(end)).equals(key)) {
        end++;
      }
    }
    return end;
  }

  /** The rows' links in one write (the rows themselves left as they are). */
  private static JsonNode joined(List<JsonNode> group) {
    ObjectNode body = (ObjectNode) group.get(0).deepCopy();
    ObjectNode relations = (ObjectNode) body.get("relations");
    for (JsonNode more : group.subList(1, group.size())) {
      more.path("relations")
          .properties()
          .forEach(
              e -> {
                JsonNode items = relations.get(e.getKey());
                ArrayNode list =
                    items instanceof ArrayNode array ? array : relations.putArray(e.getKey());
                e.getValue().forEach(list::add);
              });
    }
    return body;
  }

  private void write(
      List<String> block,
      long first,
      List<XlsxImport.Segment> segments,
      PlatformUser user,
      Write writer,
      Step.Scope scope,
      String end) {
    List<JsonNode> lines =
        block.stream().map(line -> line.isBlank() ? null : json.readTree(line)).toList();
    long written = 0;
    for (int i = 0; i < lines.size(); ) {
      if (lines.get(i) == null) {
        i++;
        continue;
      }
      int last = groupEnd(lines, i);
      written += last - i;
      List<JsonNode> group = lines.subList(i, last);
      if (group.size() > 1 && rows.quietly(() -> writer.write(joined(group), user))) {
        i = last;
        continue;
      }
      // One row, or a group refused: row by row, each refused row named with its own reasons.
      for (int row = i; row < last; row++) {
        JsonNode body = lines.get(row);
        rows.attempt(
            XlsxImport.where(segments, first + row), scope, () -> writer.write(body, user));
      }
      i = last;
    }
    scope.processed(written);
    scope.checkpoint(end);
  }
}
