package org.platform.mdm.bulk;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.platform.mdm.bulk.format.LineCount;
import org.platform.mdm.bulk.format.XlsxImport;
import org.platform.mdm.bulk.format.XlsxWorkbook;
import org.platform.mdm.bulk.load.ImportOperation;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataSettings;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.load.ImportFormat;
import org.platform.mdm.data.load.ImportRequest;
import org.platform.mdm.data.load.RecordImports;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.system.BoundedCopy;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;

/**
 * Loads of files sent to {@code POST /api/v2/core/import-data}, each a background run ({@code
 * importDataJob}) of the user who sent it: the file is kept, checked (its format, its register, the
 * user's rights on every register it writes) and handed to the run, so that every problem the file
 * shows at once is answered at once and nothing is started.
 */
@Service
public class BulkImports {

  /** The one import handler: records of registers and reference sets. */
  public static final String HANDLER = "records-and-relations";

  /** An import handler as the spec lists them: its id, what it loads and its formats. */
  public record Handler(String id, String description, List<String> formats) {}

  /**
   * The fields sent with the file.
   *
   * @param target the handler ({@value #HANDLER}, the default)
   * @param format XLSX, CSV or NDJSON; else the file's name or content type says
   * @param entityName CSV: the register of every line; XLSX: of sheets nothing else maps
   * @param sourceSystem the source system every record row or line is loaded as (its version under
   *     its own key, {@code EXTERNAL_ID}); null: each row's own. XLSX: also the source of link and
   *     classification rows without one
   * @param delimiter CSV: the separator
   * @param charset CSV: the character set
   */
  public record Fields(
      String target,
      String format,
      String entityName,
      String sourceSystem,
      String delimiter,
      String charset) {}

  /** A file as it was received, kept until its load has it. */
  public record Upload(Path path, String fileName, String contentType, long size) {}

  private final Runs runs;
  private final RecordImports imports;
  private final DataModelService models;
  private final BulkFiles files;
  private final DataSettings dataSettings;
  private final RecordClassifications classifications;

  BulkImports(
      Runs runs,
      RecordImports imports,
      DataModelService models,
      BulkFiles files,
      DataSettings dataSettings,
      RecordClassifications classifications) {
    this.classifications = classifications;
    this.runs = runs;
    this.imports = imports;
    this.models = models;
    this.files = files;
    this.dataSettings = dataSettings;
  }

  public List<Handler> handlers() {
    return List.of(
        new Handler(
            HANDLER,
            "Records of registers and reference sets: an XLSX workbook (a sheet per register,"
                + " relation and classifier, named by its metadata sheet or its name), a CSV file"
                + " of one register or NDJSON record write bodies.",
            Arrays.stream(ImportOperation.Format.values()).map(Enum::name).toList()));
  }

  /**
   * Keeps a file as it arrives, up to {@code org.platform.mdm.data.import.max-size} (413 beyond).
   */
  public Upload receive(InputStream content, String fileName, String contentType)
      throws IOException {
    Path path = files.path("import-" + UUID.randomUUID() + ".upload");
    long size;
    try {
      size =
          BoundedCopy.copy(
              content,
              path,
              dataSettings.importMaxSize().toBytes(),
              () ->
                  new PlatformException(
                      BulkErrors.BULK_IMPORT_FILE_TOO_LARGE,
                      BoundedCopy.readable(dataSettings.importMaxSize())));
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(path);
      throw e;
    }
    return new Upload(path, fileName, contentType, size);
  }

  /** Forgets a file received for a request that failed before its load had it. */
  public void discard(Upload upload) throws IOException {
    Files.deleteIfExists(upload.path());
  }

  /**
   * Checks the load and starts its run: 400, 404 or 415 with what is wrong with the fields or the
   * file, 403 naming the user when a register the file writes is closed to them.
   */
  public BulkOperations.BulkRun submit(Upload upload, Fields fields, PlatformUser user)
      throws IOException {
    try {
      if (fields.target() != null && !fields.target().trim().equals(HANDLER)) {
        throw new PlatformException(
            List.of(Problem.at("target", BulkErrors.BULK_FIELD_INVALID, "target", HANDLER)));
      }
      ImportOperation.Format format = format(fields.format(), upload);
      DataModel model = models.published().model();
      String entity = fields.entityName() == null ? null : known(model, fields.entityName());
      if (fields.sourceSystem() != null && model.sourceSystem(fields.sourceSystem()).isEmpty()) {
        throw new PlatformException(
            List.of(
                Problem.at(
                    "sourceSystem",
                    BulkErrors.BULK_FIELD_INVALID,
                    "sourceSystem",
                    "a source system of the model")));
      }
      Map<String, Object> parameters = new LinkedHashMap<>();
      parameters.put("format", format.name());
      putIfGiven(parameters, "sourceSystem", fields.sourceSystem());
      if (format == ImportOperation.Format.XLSX) {
        spreadsheet(upload, model, entity, user, classifications.assignments(user).keySet());
        parameters.put("file", upload.path().getFileName().toString());
        putIfGiven(parameters, "entityName", entity);
      } else {
        if (format == ImportOperation.Format.CSV) {
          if (entity == null) {
            throw new PlatformException(
                List.of(
                    Problem.at(
                        "entityName", BulkErrors.BULK_IMPORT_ENTITY_REQUIRED, format.name())));
          }
          requireWrite(user, entity);
        }
        ImportRequest request =
            ImportRequest.of(
                    ImportFormat.valueOf(format.name()),
                    entity,
                    fields.charset(),
                    fields.delimiter())
                .asSource(fields.sourceSystem());
        long id;
        long lines;
        try (LineCount in = new LineCount(Files.newInputStream(upload.path()))) {
          id = imports.start(request, in, upload.size(), user);
          lines = in.lines();
        }
        discard(upload);
        parameters.put("file", ImportOperation.loadTaken(id));
        parameters.put(
            "lines", format == ImportOperation.Format.CSV ? Math.max(0, lines - 1) : lines);
      }
      ExecutionView run = runs.startOnce(ImportOperation.NAME, parameters, user.userName());
      return new BulkOperations.BulkRun(run, List.of(), null, null);
    } catch (IOException | RuntimeException e) {
      discard(upload);
      throw e;
    }
  }

  private static void putIfGiven(Map<String, Object> parameters, String name, String value) {
    if (value != null) {
      parameters.put(name, value);
    }
  }

  /**
   * A spreadsheet has a sheet to load, and its user may write every register it loads records of
   * and change every register its relation sheets' links start at.
   */
  private static void spreadsheet(
      Upload upload,
      DataModel model,
      String entity,
      PlatformUser user,
      java.util.Collection<String> classifiers) {
    List<XlsxImport.SheetPlan> plan;
    try (XlsxWorkbook book = XlsxWorkbook.open(upload.path())) {
      plan = XlsxImport.plan(book, model, entity, classifiers);
    }
    if (plan.stream().allMatch(s -> s.skipped() != null)) {
      throw new PlatformException(
          BulkErrors.BULK_IMPORT_NO_SHEET,
          plan.isEmpty()
              ? "it has no sheet but the metadata sheet."
              : plan.stream()
                  .map(s -> "sheet " + s.sheet() + ": " + s.skipped() + ".")
                  .collect(Collectors.joining(" ")));
    }
    Set<String> entities = new LinkedHashSet<>();
    plan.stream().filter(s -> s.entity() != null).forEach(s -> entities.add(s.entity()));
    entities.forEach(e -> requireWrite(user, e));
    Set<String> linked = new LinkedHashSet<>();
    plan.stream()
        .filter(s -> s.relation() != null)
        .forEach(s -> model.relation(s.relation()).ifPresent(r -> linked.add(r.from())));
    linked.stream()
        .filter(e -> !user.can(e, Right.UPDATE))
        .findFirst()
        .ifPresent(
            e -> {
              throw new PlatformException(
                  BulkErrors.BULK_ACCESS_DENIED, user.userName(), "import", e, Right.UPDATE.name());
            });
  }

  private static String known(DataModel model, String name) {
    return XlsxImport.entity(model, name)
        .orElseThrow(() -> new PlatformException(BulkErrors.BULK_IMPORT_ENTITY_UNKNOWN, name));
  }

  /** The records of a register are loaded by a user who may create or change them. */
  private static void requireWrite(PlatformUser user, String entity) {
    if (!user.can(entity, Right.CREATE) && !user.can(entity, Right.UPDATE)) {
      throw new PlatformException(
          BulkErrors.BULK_ACCESS_DENIED, user.userName(), "import", entity, Right.CREATE.name());
    }
  }

  /** The format named, else the file name's, else the content type's; 415 when none says. */
  private static ImportOperation.Format format(String given, Upload upload) {
    String all = Arrays.toString(ImportOperation.Format.values());
    if (given != null) {
      try {
        return ImportOperation.Format.valueOf(given.trim().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new PlatformException(BulkErrors.BULK_IMPORT_FORMAT_UNKNOWN, given, all);
      }
    }
    String name = upload.fileName() == null ? "" : upload.fileName().toLowerCase(Locale.ROOT);
    String type = upload.contentType() == null ? "" : upload.contentType().toLowerCase(Locale.ROOT);
    if (name.endsWith(".xlsx") || type.startsWith(XLSX_TYPE)) {
      return ImportOperation.Format.XLSX;
    }
    Optional<ImportFormat> format =
        ImportFormat.ofFileName(upload.fileName())
            .or(() -> ImportFormat.ofContentType(upload.contentType()));
    return format
        .map(ImportOperation.Format::of)
        .orElseThrow(
            () ->
                new PlatformException(
                    BulkErrors.BULK_IMPORT_FORMAT_UNKNOWN,
                    upload.fileName() == null
                        ? String.valueOf(upload.contentType())
                        : upload.fileName(),
                    all));
  }

  private static final String XLSX_TYPE =
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
}
