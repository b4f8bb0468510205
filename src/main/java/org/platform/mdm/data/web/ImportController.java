package org.platform.mdm.data.web;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.Part;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.ImportFormat;
import org.platform.mdm.data.ImportView;
import org.platform.mdm.data.RecordImports;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.springframework.http.HttpStatus;
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
 * the background and is followed with {@code GET /api/v2/data/import/{id}}. Each line needs the
 * rights a single write would.
 */
@RestController
@Tag(
    name = "Bulk load",
    description = "Load records from NDJSON or CSV in the background and follow the load")
@RequestMapping(ImportController.PATH)
@AnyUser(
    entityRights =
        "CREATE (new records) and UPDATE (known keys) on the entity loaded; READ to follow an import")
class ImportController {

  static final String PATH = "/api/v2/data/import";

  private final RecordImports imports;

  ImportController(RecordImports imports) {
    this.imports = imports;
  }

  record StartedRO(Details details, long importId, String state) {}

  record ImportRO(Details details, @JsonUnwrapped ImportView importInfo) {}

  @Operation(
      operationId = "startImport",
      summary = "Start a bulk load of NDJSON or CSV; answers at once with the import id")
  @ErrorAnswer(status = 404, description = "The register or reference set named does not exist.")
  @PostMapping
  @ResponseStatus(HttpStatus.ACCEPTED)
  StartedRO start(
      @RequestParam(required = false) String format,
      @RequestParam(required = false) String entityName,
      HttpServletRequest request)
      throws IOException {
    ImportFormat chosen = format(format, request.getContentType());
    try (InputStream body = body(request)) {
      long id = imports.start(chosen, entityName, body, CurrentUser.get());
      return new StartedRO(Details.empty(), id, "QUEUED");
    }
  }

  @Operation(
      operationId = "getImport",
      summary = "State, counters and the first 1,000 rejected lines of a bulk load")
  @GetMapping("/{id}")
  ImportRO find(@PathVariable long id) {
    return new ImportRO(Details.empty(), imports.find(id, CurrentUser.get()));
  }

  private static InputStream body(HttpServletRequest request) throws IOException {
    String type = request.getContentType();
    if (type != null && type.toLowerCase(Locale.ROOT).startsWith("multipart/")) {
      try {
        Part file = request.getPart("file");
        if (file == null) {
          throw new PlatformException(DataErrors.DATA_IMPORT_FORMAT_UNKNOWN);
        }
        return file.getInputStream();
      } catch (jakarta.servlet.ServletException e) {
        throw new PlatformException(DataErrors.DATA_IMPORT_FORMAT_UNKNOWN);
      }
    }
    return request.getInputStream();
  }

  private static ImportFormat format(String format, String contentType) {
    String f = format == null ? "" : format.toLowerCase(Locale.ROOT);
    String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
    if (f.equals("ndjson") || (f.isEmpty() && type.contains("ndjson"))) {
      return ImportFormat.NDJSON;
    }
    if (f.equals("csv") || (f.isEmpty() && type.startsWith("text/csv"))) {
      return ImportFormat.CSV;
    }
    throw new PlatformException(DataErrors.DATA_IMPORT_FORMAT_UNKNOWN);
  }
}
