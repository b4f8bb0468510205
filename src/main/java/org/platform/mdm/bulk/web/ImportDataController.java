package org.platform.mdm.bulk.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Encoding;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.bulk.BulkErrors;
import org.platform.mdm.bulk.BulkImports;
import org.platform.mdm.bulk.ImportTemplates;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.StreamingMultipart;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.QueryStrings;
import org.platform.mdm.system.SystemErrors;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.MultiValueMap;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** Loads of files (XLSX, CSV, NDJSON) as background runs of the user who sends them. */
@Tag(name = "Import data", description = "Load a file of records as a background run.")
@RestController
@RequestMapping(ImportDataController.PATH)
@AnyUser(
    entityRights = "CREATE or UPDATE on every register or reference set the file loads",
    someEntityRight = true)
class ImportDataController {

  static final String PATH = "/api/v2/core/import-data";

  /** The form fields sent with the file (in the query string, or as parts). */
  private static final Set<String> FIELDS =
      Set.of("target", "format", "entityName", "sourceSystem", "delimiter", "charset");

  /** The longest form field read. */
  private static final int FIELD_MAX = 1000;

  private final BulkImports imports;
  private final ImportTemplates templates;
  private final Clock clock;

  ImportDataController(BulkImports imports, ImportTemplates templates, Clock clock) {
    this.imports = imports;
    this.templates = templates;
    this.clock = clock;
  }

  @Operation(
      operationId = "listImportHandlers",
      summary = "What can be loaded: the import handlers and their formats")
  @GetMapping
  ImportDataRO.HandlersRO handlers() {
    return new ImportDataRO.HandlersRO(
        Details.empty(),
        imports.handlers().stream()
            .map(h -> new ImportDataRO.HandlerRO(h.id(), h.description(), h.formats()))
            .toList());
  }

  @Operation(
      operationId = "importDataTemplate",
      summary = "An empty file to fill in and load: a register's columns as a load reads them",
      description =
          "XLSX: the register's sheet (title, column names, their labels) and the hidden metadata"
              + " sheet, as an export writes them. CSV: the header. Needs READ on the register.")
  @ApiResponse(
      responseCode = "200",
      description = "The template.",
      content = {
        @Content(
            mediaType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            schema = @Schema(type = "string", format = "binary")),
        @Content(mediaType = "text/csv", schema = @Schema(type = "string", format = "binary"))
      })
  @ErrorAnswer(status = 403, description = "The user may not read the register; names the user.")
  @ErrorAnswer(status = 404, description = "No register or reference set named `entityName`.")
  @AnyUser(entityRights = "READ on the register or reference set", someEntityRight = true)
  @PostMapping("/template")
  ResponseEntity<byte[]> template(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              required = true,
              content =
                  @Content(schema = @Schema(implementation = ImportDataRO.TemplateRequestRO.class)))
          @RequestBody
          JsonNode body)
      throws IOException {
    if (body == null || !body.isObject()) {
      throw new PlatformException(
          List.of(Problem.at("", BulkErrors.BULK_FIELD_INVALID, "the body", "a JSON object")));
    }
    List<Problem> problems = new java.util.ArrayList<>();
    String target = text(body, "target", problems);
    String format = text(body, "format", problems);
    String entityName = text(body, "entityName", problems);
    PlatformException.throwIfAny(problems);
    ImportTemplates.Template t = templates.of(target, format, entityName, CurrentUser.get());
    return ResponseEntity.ok()
        .contentType(MediaType.parseMediaType(t.contentType()))
        .header(
            HttpHeaders.CONTENT_DISPOSITION,
            ContentDisposition.attachment().filename(t.fileName()).build().toString())
        .body(t.content());
  }

  private static String text(JsonNode body, String field, List<Problem> problems) {
    JsonNode v = body.get(field);
    if (v == null || v.isNull()) {
      return null;
    }
    if (!v.isString()) {
      problems.add(Problem.at(field, BulkErrors.BULK_FIELD_INVALID, field, "a string"));
      return null;
    }
    return v.asString();
  }

  @Operation(
      operationId = "importData",
      summary = "Load a file of records (XLSX, CSV, NDJSON) as a background run; answers at once",
      description =
          "The file is the part `file` of a `multipart/form-data` body; the other fields are"
              + " parts or query parameters. **XLSX**: each sheet holds the records of the"
              + " register the hidden metadata sheet `META` names for it (columns `SHEET`, `KIND`,"
              + " `OBJECT`: kind `E` is a register or reference set), else the register of the"
              + " sheet's name, else `entityName`; its column names are the first of its first"
              + " three rows holding `ETALON_ID` or `EXTERNAL_ID` (an export's layout: a title"
              + " row, the names, their labels, then the records), the other columns being"
              + " attributes; `EXTERNAL_ID`, `SOURCE_SYSTEM` (or `sourceSystem`, the source the"
              + " whole file is loaded as) key a row,"
              + " `ETALON_ID` is the golden record it joins, `FROM` and `TO` its period (ISO 8601,"
              + " or spreadsheet dates, in UTC), `PARENT` its parent code. A sheet of kind `R`"
              + " (or named `R <relation>`) holds links of that relation, loaded after the"
              + " records, each row written as `POST /api/v2/data/relations` writes links:"
              + " `ETALON_ID`, or `EXTERNAL_ID` with `SOURCE_SYSTEM`, name the record the link"
              + " starts at (`SOURCE_SYSTEM`, else `sourceSystem`, is the links' source),"
              + " `TO_ETALON_ID`, or `TO_EXTERNAL_ID` with `TO_SOURCE_SYSTEM`, the related"
              + " record, `FROM` and `TO` the link's period (both empty: all time), the other"
              + " columns the relation's attributes. A sheet of kind `C` (or named `C"
              + " <classifier>`) holds classifications of that classifier, loaded after the"
              + " links, each row written as `POST /api/v1/classifiers/classifications` writes"
              + " them: the record as in a relation sheet, in the register `ENTITY_NAME` (else"
              + " `entityName`), the node by `NODE_ID`, else `NODE_CODE` in `VERSION` (else the"
              + " default version), `FROM` and `TO`, and `ATTRIBUTES`, the node attributes'"
              + " values as one JSON object. Sheets of another kind are each a failed item of"
              + " the run. **CSV** and **NDJSON**: as `POST /api/v2/data/import` reads them."
              + " **Load as a source**: with `sourceSystem`, every record row of any format is"
              + " that source's version under its own key (`EXTERNAL_ID`, `externalId`), not an"
              + " override; a row without a key or naming another source fails alone."
              + " Into the platform's source (`sourceSystem` `platform`, or rows naming it), a"
              + " row writes only the values that differ from the golden record of its period;"
              + " a row with no difference writes nothing and is counted unchanged (the run's"
              + " `rows`: changed, unchanged, failed)."
              + " The run (`importDataJob`) is followed with `GET"
              + " /api/v2/bulk-operations/{id}`: its steps `convert` (XLSX), `import`, `links`"
              + " and `classifications` (XLSX with such sheets),"
              + " their progress, and each row or line that could not be written as a failed"
              + " item named by sheet and row (`Customer row 12`) or line, with the reasons. A"
              + " row needs the rights a single write needs; links need UPDATE on the register"
              + " they start at.",
      requestBody =
          @io.swagger.v3.oas.annotations.parameters.RequestBody(
              required = true,
              content =
                  @Content(
                      mediaType = "multipart/form-data",
                      schema = @Schema(implementation = ImportDataRO.ImportFormRO.class),
                      encoding =
                          @Encoding(
                              name = "file",
                              contentType =
                                  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,"
                                      + " text/csv, application/x-ndjson,"
                                      + " application/octet-stream"))))
  @ApiResponse(responseCode = "202", description = "Started: the run, waiting for a node.")
  @ErrorAnswer(
      status = 400,
      description =
          "No part `file`; a malformed multipart body; a spreadsheet that cannot be read or has no"
              + " sheet to load (each sheet's reason named); a CSV file without `entityName`, not"
              + " text in its character set or separated by another separator; a bad `target`,"
              + " `sourceSystem`, `delimiter`.")
  @ErrorAnswer(
      status = 403,
      description =
          "The user may neither create nor change the records of a register the file loads; the"
              + " message names the user, the register and the right.")
  @ErrorAnswer(status = 404, description = "No register or reference set named `entityName`.")
  @ErrorAnswer(
      status = 413,
      description = "The file is larger than `org.platform.mdm.data.import.max-size`.")
  @ErrorAnswer(
      status = 415,
      description =
          "The body is not `multipart/form-data`, or neither `format`, the file's name nor its"
              + " content type names XLSX, CSV or NDJSON, or the character set is not one a load"
              + " reads.")
  @PostMapping
  @ResponseStatus(HttpStatus.ACCEPTED)
  BulkRO.BulkRunResponseRO load(HttpServletRequest request) throws IOException {
    // Neither the query nor the body is read through the servlet request's parameters: the
    // container would read the multipart body, which is streamed to disk here instead.
    Map<String, String> fields = new HashMap<>();
    MultiValueMap<String, String> query = QueryStrings.ofRequest(request.getQueryString());
    FIELDS.forEach(
        f -> {
          if (query.getFirst(f) != null) {
            fields.put(f, query.getFirst(f));
          }
        });
    String type = request.getContentType();
    if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("multipart/form-data")) {
      throw new PlatformException(BulkErrors.BULK_IMPORT_NOT_MULTIPART, String.valueOf(type));
    }
    StreamingMultipart parts = StreamingMultipart.of(request.getInputStream(), type);
    BulkImports.Upload upload = null;
    try {
      for (StreamingMultipart.Part part = parts.next(); part != null; part = parts.next()) {
        if ("file".equals(part.name()) && upload == null) {
          upload = imports.receive(part.content(), part.fileName(), part.contentType());
        } else if (FIELDS.contains(part.name())) {
          fields.put(part.name(), text(part.name(), part.content()));
        }
      }
    } catch (IOException | RuntimeException e) {
      if (upload != null) {
        imports.discard(upload);
      }
      throw e;
    }
    if (upload == null) {
      throw new PlatformException(BulkErrors.BULK_IMPORT_FILE_MISSING);
    }
    BulkImports.Fields asked =
        new BulkImports.Fields(
            blankless(fields.get("target")),
            blankless(fields.get("format")),
            blankless(fields.get("entityName")),
            blankless(fields.get("sourceSystem")),
            blankless(fields.get("delimiter")),
            blankless(fields.get("charset")));
    return new BulkRO.BulkRunResponseRO(
        Details.empty(),
        BulkMapping.run(
            imports.submit(upload, asked, CurrentUser.get()), OffsetDateTime.now(clock)));
  }

  private static String blankless(String value) {
    return value == null || value.isBlank() ? null : value;
  }

  /** A form field's text, UTF-8; 400 when it is longer than a field can be. */
  private static String text(String field, InputStream content) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] chunk = new byte[1024];
    for (int n; (n = content.read(chunk)) >= 0; ) {
      out.write(chunk, 0, n);
      if (out.size() > FIELD_MAX) {
        throw new PlatformException(
            List.of(
                Problem.at(
                    field,
                    BulkErrors.BULK_FIELD_INVALID,
                    field,
                    "at most " + FIELD_MAX + " bytes")));
      }
    }
    String text = out.toString(StandardCharsets.UTF_8);
    if (text.indexOf('\0') >= 0) {
      throw new PlatformException(
          List.of(Problem.at(field, SystemErrors.SYSTEM_NUL_CHARACTER, field)));
    }
    return text;
  }
}
