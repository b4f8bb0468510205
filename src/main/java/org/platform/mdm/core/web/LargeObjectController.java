package org.platform.mdm.core.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.LargeObjects;
import org.platform.mdm.core.StreamingMultipart;
import org.platform.mdm.core.file.LargeObjectView;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.StreamedUploads;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * Large objects (values of File, Blob and Clob attributes): upload, metadata and download. An
 * upload is the multipart part {@code file}, read as it arrives; a record write that names its id
 * attaches it to the record, whose READ right then governs reads of it.
 */
@RestController
@Tag(name = "Large objects", description = "Upload, describe and download files of records")
@RequestMapping(LargeObjectController.PATH)
@AnyUser(
    entityRights = "READ on the entity of the record a file is attached to",
    someEntityRight = true)
class LargeObjectController {

  static final String PATH = "/api/v2/core/lob";
  static final int MAX_IDS = 1000;

  private final LargeObjects objects;
  private final ErrorResponses errors;

  LargeObjectController(LargeObjects objects, ErrorResponses errors) {
    this.objects = objects;
    this.errors = errors;
  }

  /** The upload path reads its multipart body itself, with its own size limit. */
  @Component
  static class Uploads implements StreamedUploads {
    @Override
    public List<String> paths() {
      return List.of();
    }

    @Override
    public List<String> multipartPaths() {
      return List.of(PATH + "/upload");
    }
  }

  record ObjectRO(
      String id,
      String fileName,
      String mimeType,
      long size,
      OffsetDateTime createDate,
      OffsetDateTime updateDate,
      String containerId) {

    static ObjectRO of(LargeObjectView o) {
      return new ObjectRO(
          o.id().toString(),
          o.fileName(),
          o.mimeType(),
          o.size(),
          o.createDate(),
          o.updateDate(),
          o.containerId() == null ? null : o.containerId().toString());
    }
  }

  record UploadRO(Details details, String id, ObjectRO metadata) {}

  /** One id's answer: its metadata, or the error that it has none the user may read. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  record ResultRO(String id, ObjectRO metadata, Details.Error error) {}

  record MetadataRO(Details details, List<ResultRO> results) {}

  /** The multipart form of an upload. */
  record UploadFormRO(
      @Schema(
              type = "string",
              format = "binary",
              description = "The file (part `file`); its file name and MIME type are kept with it.")
          String file) {}

  record MetadataRequestRO(
      @jakarta.validation.constraints.NotNull
          @Schema(
              description =
                  "The large objects' ids (strings), at most "
                      + MAX_IDS
                      + "; an item that names nothing the user may read, or is not an id,"
                      + " gets an error entry in the answer.")
          List<JsonNode> largeObjectsIds,
      @Schema(description = "Accepted for compatibility, unused.") Boolean onlyMetadata) {}

  @Operation(
      operationId = "uploadFile",
      summary = "Upload a file (multipart part `file`)",
      description =
          "Answers the large object's id, which a record write then puts in a File, Blob or Clob"
              + " attribute. Larger than org.platform.mdm.core.upload.attachment.max.size: 413."
              + " An upload no record names within a day is removed.")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      required = true,
      content =
          @Content(
              mediaType = MediaType.MULTIPART_FORM_DATA_VALUE,
              schema = @Schema(implementation = UploadFormRO.class)))
  @PostMapping("/upload")
  UploadRO upload(HttpServletRequest request) throws IOException {
    LargeObjectView object =
        objects.upload(
            StreamingMultipart.of(request.getInputStream(), request.getContentType()),
            CurrentUser.get());
    return new UploadRO(Details.empty(), object.id().toString(), ObjectRO.of(object));
  }

  @Operation(
      operationId = "getFileMetadata",
      summary = "Metadata of large objects",
      description =
          "Body: largeObjectsIds (array of ids), onlyMetadata (accepted, unused). One result per"
              + " id: its metadata (file name, MIME type, size, createDate, updateDate, containerId"
              + " = the etalon of the record it is attached to, or null), or an error entry for an"
              + " id that names nothing the user may read.")
  @PostMapping("/metadata")
  MetadataRO metadata(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content = @Content(schema = @Schema(implementation = MetadataRequestRO.class)))
          @RequestBody
          JsonNode body,
      HttpServletRequest request) {
    JsonNode ids = body == null ? null : body.get("largeObjectsIds");
    if (ids == null || !ids.isArray() || ids.size() > MAX_IDS) {
      throw new PlatformException(
          List.of(Problem.at("largeObjectsIds", CoreErrors.CORE_LOB_IDS_REQUIRED, MAX_IDS)));
    }
    Set<UUID> valid = new LinkedHashSet<>();
    for (JsonNode id : ids) {
      UUID parsed = uuid(id.isString() ? id.asString() : null);
      if (parsed != null) {
        valid.add(parsed);
      }
    }
    Map<UUID, LargeObjectView> found = objects.metadata(valid, CurrentUser.get());
    List<ResultRO> results = new ArrayList<>();
    for (int i = 0; i < ids.size(); i++) {
      JsonNode id = ids.get(i);
      String text = id.isString() ? id.asString() : id.toString();
      UUID parsed = uuid(id.isString() ? text : null);
      LargeObjectView object = parsed == null ? null : found.get(parsed);
      results.add(
          object != null
              ? new ResultRO(text, ObjectRO.of(object), null)
              : new ResultRO(text, null, error(request, i, parsed == null, text)));
    }
    return new MetadataRO(Details.empty(), results);
  }

  @Operation(
      operationId = "downloadFile",
      summary = "Download a large object",
      description = "Streams the content with its MIME type and file name.")
  @GetMapping("/{id}")
  void download(@PathVariable String id, HttpServletResponse response) throws IOException {
    UUID parsed = uuid(id);
    if (parsed == null) {
      throw new PlatformException(
          List.of(Problem.at("id", CoreErrors.CORE_LOB_ID_INVALID, shorten(id))));
    }
    objects.download(
        parsed,
        CurrentUser.get(),
        object -> {
          response.setContentType(object.mimeType());
          response.setContentLengthLong(object.size());
          response.setHeader(
              "Content-Disposition",
              "attachment; filename*=UTF-8''"
                  + URLEncoder.encode(object.fileName(), StandardCharsets.UTF_8)
                      .replace("+", "%20"));
          return response.getOutputStream();
        });
  }

  private Details.Error error(HttpServletRequest request, int index, boolean invalid, String id) {
    Problem problem =
        invalid
            ? Problem.at(
                "largeObjectsIds[" + index + "]", CoreErrors.CORE_LOB_ID_INVALID, shorten(id))
            : Problem.at("largeObjectsIds[" + index + "]", CoreErrors.CORE_LOB_NOT_FOUND, id);
    return errors.body(request, List.of(problem)).details().error().get(0);
  }

  private static UUID uuid(String text) {
    if (text == null || text.length() != 36) {
      return null;
    }
    try {
      return UUID.fromString(text);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static String shorten(String text) {
    return text.length() > 100 ? text.substring(0, 100) + "…" : text;
  }
}
