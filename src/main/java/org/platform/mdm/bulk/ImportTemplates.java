package org.platform.mdm.bulk;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.platform.mdm.bulk.export.ExportOperation;
import org.platform.mdm.bulk.format.ClassificationColumns;
import org.platform.mdm.bulk.format.CsvRecordWriter;
import org.platform.mdm.bulk.format.LinkColumns;
import org.platform.mdm.bulk.format.RecordColumns;
import org.platform.mdm.bulk.format.RecordFileWriter;
import org.platform.mdm.bulk.format.XlsxImport;
import org.platform.mdm.bulk.format.XlsxRecordWriter;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import tools.jackson.databind.json.JsonMapper;

/**
 * Empty files to fill in and load: a register's or reference set's columns in the layout a load
 * reads, as an export writes them (a spreadsheet with its metadata sheet and its labels row, or a
 * CSV header), without any record.
 */
@Service
public class ImportTemplates {

  /** A template: its bytes, the name to save it under, its content type. */
  public record Template(byte[] content, String fileName, String contentType) {}

  private final DataModelService models;
  private final RecordClassifications classifications;
  private final JsonMapper json;

  ImportTemplates(DataModelService models, RecordClassifications classifications, JsonMapper json) {
    this.classifications = classifications;
    this.models = models;
    this.json = json;
  }

  /**
   * The template of a register or reference set the user may read: 400 for a target or format other
   * than those loaded (XLSX, the default, or CSV), 404 for an unknown entity, 403 naming the user
   * without READ on it.
   */
  public Template of(String target, String format, String entityName, PlatformUser user)
      throws IOException {
    if (target != null && !target.trim().equals(BulkImports.HANDLER)) {
      throw new PlatformException(
          List.of(
              Problem.at("target", BulkErrors.BULK_FIELD_INVALID, "target", BulkImports.HANDLER)));
    }
    ExportOperation.Format chosen = format(format);
    if (entityName == null || entityName.isBlank()) {
      throw new PlatformException(
          List.of(Problem.at("entityName", BulkErrors.BULK_FIELD_REQUIRED, "entityName")));
    }
    DataModel model = models.published().model();
    String entity =
        XlsxImport.entity(model, entityName)
            .orElseThrow(
                () -> new PlatformException(BulkErrors.BULK_IMPORT_ENTITY_UNKNOWN, entityName));
    if (!user.can(entity, Right.READ)) {
      throw new PlatformException(
          BulkErrors.BULK_ACCESS_DENIED, user.userName(), "template", entity, Right.READ.name());
    }
    RecordColumns columns = RecordColumns.of(model, entity).orElseThrow();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (RecordFileWriter writer =
        chosen == ExportOperation.Format.XLSX
            ? new XlsxRecordWriter(
                out,
                columns,
                LinkColumns.from(model, entity),
                ClassificationColumns.assignedTo(entity, classifications.assignments(user)),
                "",
                json)
            : new CsvRecordWriter(out, columns, "", json)) {
      writer.finish();
    }
    return new Template(
        out.toByteArray(), entity + "-template." + chosen.extension(), chosen.contentType);
  }

  private static ExportOperation.Format format(String given) {
    if (given == null || given.isBlank()) {
      return ExportOperation.Format.XLSX;
    }
    try {
      return ExportOperation.Format.valueOf(given.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new PlatformException(
          List.of(Problem.at("format", BulkErrors.BULK_FIELD_INVALID, "format", "XLSX or CSV")));
    }
  }
}
