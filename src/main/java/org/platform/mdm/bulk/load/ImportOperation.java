package org.platform.mdm.bulk.load;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.platform.mdm.bulk.BulkFiles;
import org.platform.mdm.bulk.format.LineCount;
import org.platform.mdm.bulk.format.XlsxImport;
import org.platform.mdm.bulk.format.XlsxWorkbook;
import org.platform.mdm.bulk.load.FollowedLoads.Progress;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.data.LinkWrites;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.load.ImportFormat;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.platform.mdm.search.Selections;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Loads a file of records ({@code importDataJob}): a spreadsheet's sheets are first read into
 * record write bodies (step {@code convert}, one line per row), then the bulk load writes them
 * (step {@code import}: its committed batches, its rejected lines as the run's failed items, named
 * by sheet and row). The run stops the load when asked to stop, and a restarted run resumes it from
 * its last committed batch.
 */
@Component
public class ImportOperation implements OperationType {

  public static final String NAME = "importDataJob";

  /** The formats a load reads. */
  public enum Format {
    XLSX,
    CSV,
    NDJSON;

    public static Format of(ImportFormat format) {
      return valueOf(format.name());
    }
  }

  private final FollowedLoads loads;
  private final UserDirectory users;
  private final DataModelService models;
  private final BulkFiles files;
  private final RowLoad rowLoad;
  private final LinkWrites linkWrites;
  private final RecordClassifications classifications;
  private final JsonMapper json;

  ImportOperation(
      FollowedLoads loads,
      UserDirectory users,
      DataModelService models,
      BulkFiles files,
      RowLoad rowLoad,
      LinkWrites linkWrites,
      RecordClassifications classifications,
      JsonMapper json) {
    this.loads = loads;
    this.users = users;
    this.models = models;
    this.files = files;
    this.rowLoad = rowLoad;
    this.linkWrites = linkWrites;
    this.classifications = classifications;
    this.json = json;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Import records";
  }

  @Override
  public String description() {
    return "Loads a file of records (XLSX, CSV or NDJSON) sent to POST /api/v2/core/import-data,"
        + " or follows a bulk load sent to POST /api/v2/data/import, with the rights of the user"
        + " who sent it; a line or row that cannot be written is a failed item with its reasons.";
  }

  /** The {@code file} of a CSV or NDJSON load, which the bulk load took when it was sent. */
  public static String loadTaken(long importId) {
    return LOAD_TAKEN + importId;
  }

  private static final String LOAD_TAKEN = "data-import:";

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of("file", "File", ParameterType.STRING)
            .describedAs(
                "An XLSX upload as the server keeps it, or data-import:<id>, the bulk load that"
                    + " took a CSV or NDJSON file when it was sent.")
            .asRequired()
            .asHidden(),
        ParameterDescriptor.of("format", "Format", ParameterType.STRING)
            .asRequired()
            .choosingFrom(
                () -> Map.of("XLSX", "Spreadsheet (XLSX)", "CSV", "CSV", "NDJSON", "NDJSON")),
        ParameterDescriptor.of("entityName", "Register or reference set", ParameterType.STRING)
            .describedAs(
                "XLSX: the register of sheets that neither the metadata sheet nor their name"
                    + " maps."),
        ParameterDescriptor.of("sourceSystem", "Source system", ParameterType.STRING)
            .describedAs(
                "XLSX: the source system the records' rows are loaded as (a row naming another"
                    + " in its SOURCE_SYSTEM cell fails alone), and that of link and"
                    + " classification rows whose SOURCE_SYSTEM cell is empty."),
        ParameterDescriptor.of("lines", "Lines", ParameterType.INTEGER)
            .describedAs("CSV, NDJSON: the lines of the file, for the progress.")
            .asHidden());
  }

  @Override
  public void run(OperationRun run) throws Exception {
    PlatformUser user = Selections.actor(run, users);
    Map<String, Object> p = run.parameters();
    String file = (String) p.get("file");
    Step step;
    Progress progress;
    if (file.startsWith(LOAD_TAKEN)) {
      step = run.step("import");
      if (step.completed()) {
        return;
      }
      long importId = Long.parseLong(file.substring(LOAD_TAKEN.length()));
      // A restart resumes the load, also one stopped before the run committed anything of it.
      progress =
          step.checkpoint() != null
              ? loads.resumed(Progress.of(step.checkpoint()), user)
              : run.attempt() > 1
                  ? loads.resumed(new Progress(importId, 0, 0), user)
                  : new Progress(importId, 0, 0);
      if (step.checkpoint() == null && p.get("lines") instanceof Number lines) {
        step.total(lines.longValue());
      }
    } else {
      Path upload = files.path(file);
      Path lines = files.path(file + ".ndjson");
      Path links = files.path(file + ".links.ndjson");
      Path classified = files.path(file + ".classifications.ndjson");
      Step convert = run.preparation("convert");
      if (!convert.completed()) {
        convert(
            convert,
            upload,
            List.of(lines, links, classified),
            (String) p.get("entityName"),
            (String) p.get("sourceSystem"),
            user);
      }
      XlsxImport.Segments where = segments(convert.checkpoint());
      step = run.step("import");
      if (!step.completed()) {
        progress =
            step.checkpoint() != null
                ? loads.resumed(Progress.of(step.checkpoint()), user)
                : loads.start(step, upload, lines, (String) p.get("sourceSystem"), user);
        if (!loads.follow(run, step, progress, where.records(), user)) {
          return;
        }
      }
      alone(run, "links", links, where.links(), user, linkWrites::apply);
      if (!run.stopRequested()) {
        alone(
            run,
            "classifications",
            classified,
            where.classifications(),
            user,
            classifications::writeAlone);
      }
      return;
    }
    loads.follow(run, step, progress, List.of(), user);
  }

  /** Writes a file of rows alone as a step of its own, when the spreadsheet had such rows. */
  private void alone(
      OperationRun run,
      String stepName,
      Path file,
      List<XlsxImport.Segment> segments,
      PlatformUser user,
      RowLoad.Write writer)
      throws Exception {
    if (segments.isEmpty()) {
      Files.deleteIfExists(file);
    } else {
      rowLoad.run(run, stepName, file, segments, user, writer);
    }
  }

  /** Where the converted sheets' rows are; a run converted by a former version: records only. */
  private XlsxImport.Segments segments(String checkpoint) {
    if (checkpoint.startsWith("[")) {
      return new XlsxImport.Segments(
          json.readValue(checkpoint, new TypeReference<List<XlsxImport.Segment>>() {}),
          List.of(),
          List.of());
    }
    return json.readValue(checkpoint, XlsxImport.Segments.class);
  }

  /** Reads the spreadsheet into record, link and classification write bodies, one block. */
  private void convert(
      Step step,
      Path upload,
      List<Path> outputs,
      String entityName,
      String source,
      PlatformUser user)
      throws Exception {
    long[] rows = {0};
    step.block(
        scope -> {
          DataModel model = models.published().model();
          try (XlsxWorkbook book = XlsxWorkbook.open(upload);
              Writer out = Files.newBufferedWriter(outputs.get(0), StandardCharsets.UTF_8);
              Writer links = Files.newBufferedWriter(outputs.get(1), StandardCharsets.UTF_8);
              Writer classified = Files.newBufferedWriter(outputs.get(2), StandardCharsets.UTF_8)) {
            List<XlsxImport.SheetPlan> plan =
                XlsxImport.plan(
                    book, model, entityName, classifications.assignments(user).keySet());
            XlsxImport.Converted c =
                XlsxImport.convert(
                    book, plan, model, source, entityName, out, links, classified, json);
            rows[0] = c.rows();
            scope.processed(rows[0]);
            c.skipped().forEach(s -> scope.failed("sheet", s));
            scope.checkpoint(json.writeValueAsString(c.segments()));
          }
        });
    step.total(rows[0]);
  }

  /** The lines with content of a file, for the progress. */
  static long lineCount(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      LineCount count = new LineCount(in);
      count.transferTo(java.io.OutputStream.nullOutputStream());
      return count.lines();
    }
  }
}
