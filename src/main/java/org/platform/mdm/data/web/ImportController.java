package org.platform.mdm.data.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Encoding;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.media.SchemaProperty;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.StreamingMultipart;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.load.ImportFormat;
import org.platform.mdm.data.load.ImportRequest;
import org.platform.mdm.data.load.ImportState;
import org.platform.mdm.data.load.ImportView;
import org.platform.mdm.data.load.RecordImports;
import org.platform.mdm.data.web.ImportAnswers.ImportRO;
import org.platform.mdm.data.web.ImportAnswers.ImportsRO;
import org.platform.mdm.data.web.ImportAnswers.StartedRO;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.Messages;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.QueryStrings;
import org.springframework.http.HttpStatus;
import org.springframework.util.MultiValueMap;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * Bulk loads of records: NDJSON (one write body per line) or CSV (one entity per file), sent as the
 * request body or as the multipart part {@code file}. The answer comes at once; the load goes on in
 * the background and is followed with {@code GET /api/v2/data/import/{id}}; one that stopped goes
 * on with {@code POST /api/v2/data/import/{id}/resume}. Each line needs the rights a single write
 * would.
 */
@RestController
@Tag(
    name = "Bulk load",
    description = "Load records from NDJSON or CSV in the background, follow and resume the load")
@RequestMapping(ImportController.PATH)
@AnyUser(
    entityRights =
        "CREATE (new records) and UPDATE (known keys) on the entity loaded; READ to follow an import")
class ImportController {

  static final String PATH = "/api/v2/data/import";

  private static final String CSV_LAYOUT =
      "CSV (RFC 4180) holds records of the one entity named by `entityName`. Its first line is the"
          + " header: each column is an attribute of the entity, or one of the reserved columns"
          + " `externalId` and `sourceSystem` (the record's key, required), `validFrom` and"
          + " `validTo` (the period, ISO dates; empty: unbounded), `etalonId` (a golden record the"
          + " line joins) and `parent` (the parent code in a hierarchical reference set). Every"
          + " further line is one record; an empty cell leaves the attribute out. Integer, Number"
          + " and Boolean cells are read as such, array, Complex and File cells hold JSON. A field"
          + " in double quotes may hold the separator, line breaks and doubled quotes (`\"\"`). The"
          + " separator is `,` unless `delimiter` names another; the text is UTF-8 unless `charset`"
          + " (or the content type's `charset` parameter) names another.";

  private final RecordImports imports;
  private final Messages messages;

  ImportController(RecordImports imports, Messages messages) {
    this.imports = imports;
    this.messages = messages;
  }

  @Operation(
      operationId = "startImport",
      summary = "Start a bulk load of NDJSON or CSV; answers at once with the import id",
      description =
          "The file is the request body, or the part `file` of a `multipart/form-data` body. Its"
              + " format is `format` when given, else the content type (of the body, or of the"
              + " part), else the part's file name (`.ndjson` or `.jsonl`: NDJSON, `.csv`: CSV)."
              + " NDJSON is UTF-8, one record write body (as `POST"
              + " /api/meta-data-driven/v1/data` takes it) per line. "
              + CSV_LAYOUT
              + " The file is kept on the server until its import is done; larger than"
              + " `org.platform.mdm.data.import.max-size` (10 GB): 413. A CSV file that is not"
              + " text in its character set is refused (400) naming its first such line, and one"
              + " whose header is a single column holding `;`, `|` or a tab is refused naming the"
              + " `delimiter` to send. Each line needs the rights a single write needs (a line"
              + " without them is rejected alone); a CSV file needs CREATE or UPDATE on its"
              + " entity.",
      requestBody =
          @io.swagger.v3.oas.annotations.parameters.RequestBody(
              required = true,
              description = "The file: NDJSON, CSV, or a multipart body with the part `file`.",
              content = {
                @Content(
                    mediaType = "application/x-ndjson",
                    schema =
                        @Schema(
                            type = "string",
                            format = "binary",
                            description =
                                "One record write body per line, UTF-8: `{\"entityName\","
                                    + " \"sourceSystem\", \"externalId\", \"validFrom\","
                                    + " \"validTo\", \"etalonId\", \"attributes\": {...}}`.")),
                @Content(
                    mediaType = "text/csv",
                    schema = @Schema(type = "string", format = "binary", description = CSV_LAYOUT)),
                @Content(
                    mediaType = "multipart/form-data",
                    schema =
                        @Schema(
                            type = "object",
                            requiredProperties = {"file"}),
                    schemaProperties =
                        @SchemaProperty(
                            name = "file",
                            schema =
                                @Schema(
                                    type = "string",
                                    format = "binary",
                                    description =
                                        "The NDJSON or CSV file; its content type or file name"
                                            + " tells its format.")),
                    encoding =
                        @Encoding(
                            name = "file",
                            contentType =
                                "application/x-ndjson, text/csv, application/octet-stream"))
              }))
  @Parameter(
      name = "format",
      in = ParameterIn.QUERY,
      description = "`ndjson` or `csv`; overrides the content type and the file name.",
      schema =
          @Schema(
              type = "string",
              allowableValues = {"ndjson", "csv"}))
  @Parameter(
      name = "entityName",
      in = ParameterIn.QUERY,
      description = "CSV: the register or reference set of every line (required for CSV).",
      schema = @Schema(type = "string"))
  @Parameter(
      name = "delimiter",
      in = ParameterIn.QUERY,
      description = "CSV: the field separator, `,` (the default) `;` `|` or `tab`.",
      schema =
          @Schema(
              type = "string",
              allowableValues = {",", ";", "|", "tab"}))
  @Parameter(
      name = "charset",
      in = ParameterIn.QUERY,
      description =
          "CSV: the file's character set (`windows-1251`, `ISO-8859-1`, `KOI8-R` …); overrides"
              + " the content type's `charset`. Default UTF-8.",
      schema = @Schema(type = "string"))
  @ErrorAnswer(
      status = 400,
      description =
          "A bad parameter (`format`, `delimiter`), a CSV import without `entityName`, a"
              + " multipart body without the part `file`, a CSV file that is not text in its"
              + " character set (naming the line) or whose header looks separated by another"
              + " separator (naming the `delimiter` to send).")
  @ErrorAnswer(
      status = 403,
      description = "A CSV file's user has neither CREATE nor UPDATE on its entity.")
  @ErrorAnswer(status = 404, description = "The entity named by `entityName` does not exist.")
  @ErrorAnswer(
      status = 413,
      description = "The file is larger than `org.platform.mdm.data.import.max-size`.")
  @ErrorAnswer(
      status = 415,
      description =
          "Neither `format`, the content type nor the file name names NDJSON or CSV, or the"
              + " character set is not one the import reads (NDJSON: UTF-8; CSV: UTF-8 or a"
              + " character set that writes ASCII as ASCII, such as windows-1251).")
  @AnyUser(
      entityRights = "CREATE (new records) and UPDATE (known keys) on the entity loaded",
      someEntityRight = true)
  @PostMapping
  @ResponseStatus(HttpStatus.ACCEPTED)
  StartedRO start(HttpServletRequest request) throws IOException {
    // The query is read from the query string alone: asking the servlet request for a parameter
    // would make the container read a multipart body, which is streamed to disk here instead.
    MultiValueMap<String, String> query = QueryStrings.ofRequest(request.getQueryString());
    String format = query.getFirst("format");
    String entityName = query.getFirst("entityName");
    String delimiter = query.getFirst("delimiter");
    String charset = query.getFirst("charset");
    PlatformUser user = CurrentUser.get();
    String type = request.getContentType();
    long id;
    if (type != null && type.toLowerCase(Locale.ROOT).startsWith("multipart/")) {
      id = startMultipart(format, entityName, delimiter, charset, request, user);
    } else {
      ImportRequest asked =
          ImportRequest.of(
              chosen(format, ImportFormat.ofContentType(type)),
              entityName,
              charset != null ? charset : charsetOf(type),
              delimiter);
      id = imports.submit(asked, request.getInputStream(), request.getContentLengthLong(), user);
    }
    return new StartedRO(Details.empty(), id, ImportState.QUEUED);
  }

  private long startMultipart(
      String format,
      String entityName,
      String delimiter,
      String charset,
      HttpServletRequest request,
      PlatformUser user)
      throws IOException {
    StreamingMultipart parts =
        StreamingMultipart.of(request.getInputStream(), request.getContentType());
    for (StreamingMultipart.Part part = parts.next(); part != null; part = parts.next()) {
      if ("file".equals(part.name())) {
        String fileName = part.fileName();
        ImportRequest asked =
            ImportRequest.of(
                chosen(
                    format,
                    ImportFormat.ofContentType(part.contentType())
                        .or(() -> ImportFormat.ofFileName(fileName))),
                entityName,
                charset != null ? charset : charsetOf(part.contentType()),
                delimiter);
        return imports.submit(asked, part.content(), -1, user);
      }
    }
    throw new PlatformException(DataErrors.DATA_IMPORT_FILE_PART_MISSING);
  }

  @Operation(
      operationId = "listImports",
      summary = "The latest bulk loads, newest first, with their state and counters",
      description =
          "The caller's own imports; every import for a full-access user. `rejections` is empty in"
              + " this list: `GET /api/v2/data/import/{id}` has an import's rejected lines.")
  @ErrorAnswer(status = 400, description = "`limit` is not a number from 1 to 100.")
  @GetMapping
  ImportsRO list(
      @Parameter(description = "How many imports, 1 to 100; default 20.")
          @RequestParam(defaultValue = "20")
          int limit,
      HttpServletRequest request) {
    var say = reasonsFor(request);
    return new ImportsRO(
        Details.empty(),
        imports.latest(limit, CurrentUser.get()).stream().map(v -> ImportRO.of(v, say)).toList());
  }

  @Operation(
      operationId = "getImport",
      summary = "State, counters and the first 1,000 rejected lines of a bulk load")
  @GetMapping("/{id}")
  ImportRO find(@PathVariable long id, HttpServletRequest request) {
    return ImportRO.of(imports.find(id, CurrentUser.get()), reasonsFor(request));
  }

  @Operation(
      operationId = "resumeImport",
      summary = "Resume a bulk load from its last committed batch",
      description =
          "Goes on with a FAILED import, or one left RUNNING by a server that stopped, from where"
              + " its last committed batch ended: the lines before it are not read, written or"
              + " counted again. The import is QUEUED again and answered as it stands. Its lines"
              + " are written with the rights its creator has now. An import left RUNNING by a"
              + " stopped server also goes on by itself when a server starts. Visible to the"
              + " import's creator and to full-access users; a CSV import needs CREATE or UPDATE"
              + " on its entity, as starting it does.")
  @ErrorAnswer(
      status = 403,
      description = "The user has neither CREATE nor UPDATE on the CSV import's entity.")
  @ErrorAnswer(
      status = 409,
      description =
          "The import is running, waiting to start, or done; or its upload is no longer kept"
              + " (`org.platform.mdm.data.import.spool-retention`).")
  @PostMapping("/{id}/resume")
  @ResponseStatus(HttpStatus.ACCEPTED)
  ImportRO resume(@PathVariable long id, HttpServletRequest request) {
    return ImportRO.of(imports.resume(id, CurrentUser.get()), reasonsFor(request));
  }

  /** A rejection's reason in the reader's language; as written when its key was not kept. */
  private Function<ImportView.LineError, String> reasonsFor(HttpServletRequest request) {
    return e ->
        e.messageKey() == null
            ? e.message()
            : messages.text(request, e.messageKey(), e.params().toArray());
  }

  /** The format named by the parameter, else the one the upload shows; 415 when there is none. */
  private static ImportFormat chosen(String format, Optional<ImportFormat> shown) {
    if (format != null && !format.isBlank()) {
      return ImportFormat.named(format);
    }
    return shown.orElseThrow(() -> new PlatformException(DataErrors.DATA_IMPORT_FORMAT_UNKNOWN));
  }

  /** The {@code charset} parameter of a content type, or null. */
  static String charsetOf(String contentType) {
    if (contentType == null) {
      return null;
    }
    for (String parameter : contentType.split(";")) {
      int eq = parameter.indexOf('=');
      if (eq > 0 && parameter.substring(0, eq).trim().equalsIgnoreCase("charset")) {
        String value = parameter.substring(eq + 1).trim();
        if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
          value = value.substring(1, value.length() - 1);
        }
        return value.isEmpty() ? null : value;
      }
    }
    return null;
  }
}
