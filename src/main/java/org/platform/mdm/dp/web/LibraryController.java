package org.platform.mdm.dp.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.OffsetDateTime;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.dp.library.UserLibraries;
import org.platform.mdm.dp.library.UserLibrary;
import org.platform.mdm.dp.model.LibraryUse;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

/**
 * User libraries as the spec names them ({@code /core/libraries}): upload, list, download, delete.
 * Their code runs in the server, so they are the data model's administrators' business.
 */
@RestController
@Tag(name = "Libraries", description = "Jar files of functions users add to the platform")
@RequestMapping(LibrariesApi.ROOT)
class LibraryController {

  static final String JAR = "application/java-archive";

  private final UserLibraries libraries;
  private final LibraryUse use;

  LibraryController(UserLibraries libraries, LibraryUse use) {
    this.libraries = libraries;
    this.use = use;
  }

  record LibraryRO(
      @NotNull @Schema(description = "The library's name.") String filename,
      @NotNull String version,
      @NotNull @Schema(description = "What the content is: JAR_FILE.") String mimeType,
      @Schema(description = "What the library holds; null when not given.") String description,
      @Schema(description = "The content's size in bytes.") long size,
      @NotNull @Schema(description = "The content's SHA-256, hexadecimal.") String sha256,
      @NotNull String createdBy,
      @NotNull OffsetDateTime createDate,
      @Schema(description = "Who uploaded this version again; null if nobody did.")
          String updatedBy,
      @Schema(description = "When this version was uploaded again; null if it was not.")
          OffsetDateTime updateDate) {

    static LibraryRO of(UserLibrary l) {
      return new LibraryRO(
          l.name(),
          l.version(),
          l.mimeType(),
          l.description(),
          l.size(),
          l.sha256(),
          l.createdBy(),
          l.createDate(),
          l.updatedBy(),
          l.updateDate());
    }
  }

  record UploadRO(
      Details details,
      @NotNull LibraryRO library,
      @Schema(description = "Whether the version is new (else it replaced the one kept).")
          boolean created,
      @NotNull @Schema(description = "The names of the obfuscation functions found in the jar.")
          List<String> obfuscationFunctions) {}

  record LibrariesRO(Details details, @NotNull List<LibraryRO> libraries) {}

  record DeletedRO(
      Details details,
      @NotNull String filename,
      @NotNull @Schema(description = "The versions deleted.") List<String> versions) {}

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping(value = "/upload", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
  @Operation(
      operationId = "uploadLibrary",
      summary = "Upload a library version, or replace the one of that name and version",
      description =
          "A multipart form: the fields `filename` (the library's name: a letter, digit or `_`"
              + " first, then letters, digits, `_`, `.`, `-`; at most 255; not `system`, the"
              + " platform's own) and `version` (letters, digits, `_`, `.`, `+`, `-`; at most 64)"
              + " are required, `description` and `mimeType` (`JAR_FILE`, the default and the"
              + " one kind the platform runs) optional; the part `content` is the jar file. The"
              + " jar is loaded to check it: a file that is no jar, or a function named in"
              + " `META-INF/services/org.platform.mdm.dp.ObfuscationFunction` that cannot be"
              + " made (a class missing, not an implementation, without a public constructor"
              + " without arguments, two functions of one name, one without a type), is"
              + " refused at `content` with the reason. Every problem of the fields is listed"
              + " at once.")
  UploadRO upload(
      @RequestParam(value = "filename", required = false) String filename,
      @RequestParam(value = "version", required = false) String version,
      @RequestParam(value = "description", required = false) String description,
      @RequestParam(value = "mimeType", required = false) String mimeType,
      @RequestParam(value = "content", required = false) MultipartFile content) {
    UserLibraries.Uploaded done =
        libraries.upload(
            filename, version, mimeType, description, bytes(content), CurrentUser.get().userName());
    return new UploadRO(
        Details.empty(), LibraryRO.of(done.library()), done.created(), done.functions());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(
      operationId = "listLibraries",
      summary = "The library versions kept, without their content",
      description = "By name, each library's versions oldest upload first.")
  LibrariesRO list(
      @Parameter(description = "Only the versions of the library of this name.")
          @RequestParam(required = false)
          String filename,
      @Parameter(description = "Only libraries of this kind (`JAR_FILE`).")
          @RequestParam(required = false)
          String mimeType,
      @Parameter(description = "Only each library's newest upload.")
          @RequestParam(required = false, defaultValue = "false")
          boolean latest) {
    return new LibrariesRO(
        Details.empty(),
        libraries.list(filename, mimeType, latest).stream().map(LibraryRO::of).toList());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/download")
  @ApiResponse(
      responseCode = "200",
      description = "The jar file as uploaded (`Content-Disposition: attachment`).",
      content = @Content(mediaType = JAR, schema = @Schema(type = "string", format = "binary")))
  @ErrorAnswer(status = 404, description = "No library of that name, or it has no such version.")
  @Operation(operationId = "downloadLibrary", summary = "Download a library version's jar file")
  ResponseEntity<byte[]> download(
      @Parameter(description = "The library's name.", required = true)
          @RequestParam(required = false)
          String filename,
      @Parameter(description = "The version.", required = true) @RequestParam(required = false)
          String version) {
    UserLibraries.Download d = libraries.download(filename, version);
    return ResponseEntity.ok()
        .contentType(MediaType.parseMediaType(JAR))
        .header(
            HttpHeaders.CONTENT_DISPOSITION,
            ContentDisposition.attachment()
                .filename(d.library().name() + "-" + d.library().version() + ".jar")
                .build()
                .toString())
        .body(d.content());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/{filename}")
  @Operation(
      operationId = "deleteLibrary",
      summary = "Delete a library version, or every version of it",
      description =
          "Its functions are no longer offered. A version a confidential attribute of the"
              + " published model names (or the last version, when the attribute names none) is"
              + " not deleted: answered 409 `DP_LIBRARY_IN_USE` naming the attributes.")
  @ErrorAnswer(
      status = 409,
      description = "A confidential attribute of the published model depersonalizes with it.")
  DeletedRO delete(
      @PathVariable String filename,
      @Parameter(description = "The version; none: every version.") @RequestParam(required = false)
          String version) {
    Set<String> all = new HashSet<>();
    libraries.list(filename, null, false).forEach(l -> all.add(l.version()));
    if (!all.isEmpty()) {
      Set<String> gone = version == null || version.isBlank() ? all : Set.of(version);
      Set<String> remaining = new HashSet<>(all);
      remaining.removeAll(gone);
      use.checkDeletable(filename, gone, remaining);
    }
    return new DeletedRO(Details.empty(), filename, libraries.delete(filename, version));
  }

  private static byte[] bytes(MultipartFile file) {
    if (file == null) {
      return null;
    }
    try {
      return file.getBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
