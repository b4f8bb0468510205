package org.platform.mdm.bulk.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.system.Details;

/** The bodies of the loads of files. */
final class ImportDataRO {

  private ImportDataRO() {}

  record HandlersRO(@NotNull Details details, @NotNull List<HandlerRO> handlers) {}

  @Schema(description = "What can be loaded.")
  record HandlerRO(
      @NotNull @Schema(description = "Its id, the `target` of a load.") String id,
      @NotNull @Schema(description = "What it loads.") String description,
      @NotNull @Schema(description = "The formats it reads.") List<String> formats) {}

  @Schema(description = "A file to load and how to read it.")
  record ImportFormRO(
      @NotNull @Schema(description = "The file: XLSX, CSV or NDJSON.", format = "binary")
          String file,
      @Schema(description = "The handler: `records-and-relations` (the default).") String target,
      @Schema(
              description =
                  "XLSX, CSV or NDJSON; else the file name's extension (.xlsx, .csv, .ndjson,"
                      + " .jsonl) or the part's content type.",
              allowableValues = {"XLSX", "CSV", "NDJSON"})
          String format,
      @Schema(
              description =
                  "CSV: the register or reference set of every line (required). XLSX: the"
                      + " register of sheets neither the metadata sheet nor their name maps.")
          String entityName,
      @Schema(
              description =
                  "The source system the file is loaded as (one of the model's; 400 at this field"
                      + " otherwise): every record row or line is written as that source's version"
                      + " of its record, under its own key in `EXTERNAL_ID` (`externalId`), with"
                      + " the rights such a write needs; `platform` makes the rows the steward's"
                      + " overrides (only values that differ from the golden record are written)."
                      + " A row without a key, or whose `SOURCE_SYSTEM` (`sourceSystem`) names"
                      + " another source, fails alone with the reason. Absent: each row is"
                      + " written as the source it names. XLSX: also the source of link and"
                      + " classification rows whose `SOURCE_SYSTEM` cell is empty.")
          String sourceSystem,
      @Schema(description = "CSV: the separator, `,` (default) `;` `|` or `tab`.") String delimiter,
      @Schema(description = "CSV: the character set (default UTF-8).") String charset) {}

  @Schema(description = "Which template: the columns of a register or reference set.")
  record TemplateRequestRO(
      @Schema(description = "The handler: `records-and-relations` (the default).") String target,
      @Schema(
              description = "XLSX (the default: with its metadata sheet) or CSV (a header).",
              allowableValues = {"XLSX", "CSV"})
          String format,
      @NotNull @Schema(description = "The register or reference set.") String entityName) {}
}
