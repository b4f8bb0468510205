package org.platform.mdm.bulk.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.platform.mdm.bulk.BulkFiles;
import org.platform.mdm.bulk.format.ClassificationColumns;
import org.platform.mdm.bulk.format.CsvRecordWriter;
import org.platform.mdm.bulk.format.LinkColumns;
import org.platform.mdm.bulk.format.RecordColumns;
import org.platform.mdm.bulk.format.RecordFileWriter;
import org.platform.mdm.bulk.format.XlsxRecordWriter;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.LinkWrites;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.RecordClassifications.ClassifiedPeriod;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.platform.mdm.search.Selections;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Exports a search's selection ({@code exportRecordsJob}) to a spreadsheet (XLSX) or CSV, written
 * as the blocks go (never the whole file in memory); the file is downloaded once the run is done. A
 * restarted export writes its file again from the first record.
 */
@Component
public class ExportOperation implements OperationType {

  public static final String NAME = "exportRecordsJob";

  /** The formats an export writes. */
  public enum Format {
    XLSX("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    CSV("text/csv; charset=utf-8");

    public final String contentType;

    Format(String contentType) {
      this.contentType = contentType;
    }

    public String extension() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  private final Selections selections;
  private final RecordService records;
  private final LinkWrites links;
  private final RecordClassifications classifications;
  private final DataModelService models;
  private final BulkFiles files;
  private final JsonMapper json;
  private final Clock clock;

  ExportOperation(
      Selections selections,
      RecordService records,
      LinkWrites links,
      RecordClassifications classifications,
      DataModelService models,
      BulkFiles files,
      JsonMapper json,
      Clock clock) {
    this.selections = selections;
    this.records = records;
    this.links = links;
    this.classifications = classifications;
    this.models = models;
    this.files = files;
    this.json = json;
    this.clock = clock;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Export records";
  }

  @Override
  public String description() {
    return "Writes the records a search selects to a spreadsheet (XLSX) or CSV file, a row per"
        + " period of each golden record, for the user who asked to download.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        Selections.parameter(),
        ParameterDescriptor.of("format", "Format", ParameterType.STRING)
            .withDefault(Format.XLSX.name())
            .choosingFrom(() -> Map.of("XLSX", "Spreadsheet (XLSX)", "CSV", "CSV")),
        ParameterDescriptor.of("sourceSystem", "Source system of the rows", ParameterType.STRING)
            .describedAs("The source system a load of the file writes its rows as.")
            .withDefault("platform"),
        Selections.blockSize(500));
  }

  @Override
  public void run(OperationRun run) throws Exception {
    Selections.Selected selected = selections.of(run);
    PlatformUser user = selected.user();
    String entity = selected.entityName();
    DataModel model = models.published().model();
    RecordColumns columns =
        RecordColumns.of(model, entity)
            .orElseThrow(() -> new IllegalStateException("there is no entity " + entity + " now"));
    Format format = Format.valueOf((String) run.parameters().get("format"));
    String source = (String) run.parameters().get("sourceSystem");
    String stored = "export-" + run.executionId() + "." + format.extension();
    Path part = files.path(stored + ".part");
    boolean done;
    try (RecordFileWriter writer =
        format == Format.XLSX
            ? new XlsxRecordWriter(
                Files.newOutputStream(part),
                columns,
                LinkColumns.from(model, entity),
                ClassificationColumns.assignedTo(entity, classifications.assignments(user)),
                source,
                json)
            : new CsvRecordWriter(Files.newOutputStream(part), columns, source, json)) {
      Rows rows = new Rows(entity, writer, user);
      String step = run.attempt() == 1 ? "export" : "export (attempt " + run.attempt() + ")";
      done = selections.each(run, selected.search(), user, step, selected.blockSize(), rows);
      if (done) {
        writer.finish();
        if (writer.remark() != null) {
          run.note(writer.remark());
        }
      }
    }
    if (!done) {
      Files.deleteIfExists(part);
      return;
    }
    Path file = files.path(stored);
    Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    files.record(
        new BulkFiles.BulkFile(
            run.executionId(),
            BulkFiles.RESULT,
            stored,
            entity + "-" + run.executionId() + "." + format.extension(),
            format.contentType,
            Files.size(file),
            run.startedBy()),
        OffsetDateTime.now(clock));
    selections.forget(run.executionId());
  }

  /**
   * A block's records (and their outgoing links, when the file holds them) read in its transaction,
   * then written to the file once it is committed.
   */
  private final class Rows implements Selections.Work {

    private final String entity;
    private final RecordFileWriter writer;
    private final PlatformUser user;
    private List<GoldenRecord> read = List.of();
    private Map<EtalonId, List<RelationView>> outgoing = Map.of();
    private Map<EtalonId, List<ClassifiedPeriod>> classified = Map.of();

    Rows(String entity, RecordFileWriter writer, PlatformUser user) {
      this.entity = entity;
      this.writer = writer;
      this.user = user;
    }

    @Override
    public void run(List<EtalonId> ids, Step.Scope scope) {
      read = records.goldenRecords(entity, ids);
      outgoing = writer.writesLinks() ? links.outgoing(entity, ids, user) : Map.of();
      classified = writer.writesClassifications() ? classifications.inForce(ids, user) : Map.of();
      scope.processed(ids.size());
    }

    @Override
    public void committed() throws IOException {
      for (GoldenRecord r : read) {
        writer.write(
            r,
            outgoing.getOrDefault(r.etalonId(), List.of()),
            classified.getOrDefault(r.etalonId(), List.of()));
      }
      read = List.of();
      outgoing = Map.of();
      classified = Map.of();
    }
  }
}
