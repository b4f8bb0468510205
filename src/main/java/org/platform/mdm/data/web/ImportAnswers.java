package org.platform.mdm.data.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.function.Function;
import org.platform.mdm.data.load.ImportFormat;
import org.platform.mdm.data.load.ImportState;
import org.platform.mdm.data.load.ImportView;
import org.platform.mdm.system.Details;

/** The wire shapes of the bulk load's answers ({@link ImportController}). */
final class ImportAnswers {

  private ImportAnswers() {}

  @Schema(description = "A bulk load accepted: it is queued and loads in the background.")
  record StartedRO(Details details, long importId, @NotNull ImportState state) {}

  @Schema(
      description =
          "A bulk load: its state, what it reads, its counters as of its last committed batch and"
              + " its first 1,000 rejected lines.")
  record ImportRO(
      Details details,
      long importId,
      @NotNull ImportState state,
      @NotNull ImportFormat format,
      @Schema(description = "The entity of a CSV file; null for NDJSON.") String entityName,
      @Schema(description = "The character set of a CSV file; null for NDJSON (UTF-8).")
          String charset,
      @Schema(
              description =
                  "The field separator of a CSV file (`,` `;` `|` or a tab); null for NDJSON.")
          String delimiter,
      @Schema(description = "Lines with content that the committed batches read.") long linesRead,
      @Schema(description = "Records created.") long loaded,
      @Schema(description = "Lines that changed an existing record.") long updated,
      @Schema(
              description =
                  "Lines of the platform's source that held what the golden record holds: nothing"
                      + " was written for them.")
          long unchanged,
      @Schema(description = "Lines refused, each alone.") long rejected,
      @Schema(
              description =
                  "Why a FAILED import stopped, after which line, and how to go on; else null.")
          String error,
      @Schema(
              description =
                  "Whether the import FAILED and its upload is still kept: `POST"
                      + " .../{id}/resume` goes on from its last committed batch.")
          boolean resumable,
      @Schema(description = "How many times the import was resumed.") int resumed,
      @Schema(
              description =
                  "How far the load is, 0 to 100: the bytes of its file that the committed"
                      + " batches cover, rounded down (100 only once it is DONE); null when its"
                      + " file's size is not known (a load made before version 5.10).")
          Integer percent,
      @NotNull String createdBy,
      @NotNull OffsetDateTime createDate,
      OffsetDateTime updateDate,
      @NotNull @Schema(description = "The first 1,000 rejected lines, by line number.")
          List<RejectionRO> rejections,
      @Schema(
              description =
                  "When a depersonalization in place removed the rejected lines (their reasons"
                      + " quote the values from before it): `rejections` is then empty though"
                      + " `rejected` counts them; null while they are kept.")
          OffsetDateTime rejectionsRemoved) {

    /**
     * @param say a rejection's reason in the reader's language
     */
    static ImportRO of(ImportView view, Function<ImportView.LineError, String> say) {
      return new ImportRO(
          Details.empty(),
          view.importId(),
          view.state(),
          view.format(),
          view.entityName(),
          view.charset(),
          view.delimiter(),
          view.linesRead(),
          view.loaded(),
          view.updated(),
          Math.max(0, view.linesRead() - view.loaded() - view.updated() - view.rejected()),
          view.rejected(),
          view.error(),
          view.resumable(),
          view.resumed(),
          view.percent(),
          view.createdBy(),
          view.createDate(),
          view.updateDate(),
          view.rejections().stream()
              .map(
                  r ->
                      new RejectionRO(
                          r.line(),
                          r.errors().stream()
                              .map(e -> new LineErrorRO(e.code(), e.source(), say.apply(e)))
                              .toList()))
              .toList(),
          view.rejectionsRemoved());
    }
  }

  @Schema(description = "A rejected line: its number in the file (1 = the first line) and why.")
  record RejectionRO(long line, @NotNull List<LineErrorRO> errors) {}

  @Schema(description = "One reason a line was rejected.")
  record LineErrorRO(
      @NotNull @Schema(description = "The stable error code.") String code,
      @Schema(description = "The field concerned, or null.") String source,
      @NotNull
          @Schema(
              description =
                  "The reason, in the language asked for (`Accept-Language`, English by"
                      + " default).")
          String message) {}

  @Schema(description = "The latest bulk loads, newest first.")
  record ImportsRO(
      Details details,
      @NotNull
          @Schema(
              description =
                  "Each as `GET .../{id}` answers it but for `rejections`, left empty here: the"
                      + " import's own answer has them.")
          List<ImportRO> imports) {}
}
