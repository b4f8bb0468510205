package org.platform.mdm.classifiers.classification;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.RecordStatus;
import tools.jackson.databind.JsonNode;

/**
 * A record's classification over one period of its timeline: the node it is in there, with the node
 * attributes' values consolidated from the classification's origins.
 */
@Schema(
    description =
        "A record's place in a classifier over one period: the node and its attributes' values.")
public record ClassificationView(
    @NotNull @Schema(format = "uuid") String classificationId,
    @NotNull String classifierName,
    @Schema(description = "The version the node is in; null when the node was removed since.")
        String versionName,
    @NotNull @Schema(format = "uuid") String nodeId,
    @Schema(description = "null when the node was removed since.") String nodeName,
    String nodeCode,
    String nodeDisplayName,
    @Schema(description = "Start of the period; null: unbounded.") OffsetDateTime validFrom,
    @Schema(description = "End of the period; null: unbounded.") OffsetDateTime validTo,
    @NotNull
        @Schema(
            description =
                "ACTIVE, or INACTIVE where the classification (or this period of it) is deleted.")
        RecordStatus status,
    @NotNull @Schema(description = "The node attributes' values by name.")
        Map<String, JsonNode> attributes) {

  /** One source system's version of a classification: its revisions. */
  @Schema(
      name = "ClassificationOrigin",
      description = "One source system's placements of the record in the classifier.")
  public record OriginView(
      @NotNull String sourceSystem,
      @NotNull @Schema(description = "The record key whose write made the first revision.")
          String externalId,
      @NotNull List<RevisionView> revisions) {}

  /** One revision of a classification's origin. */
  @Schema(name = "ClassificationRevision", description = "One revision of a classification origin.")
  public record RevisionView(
      int revision,
      @NotNull @Schema(format = "uuid") String nodeId,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      @NotNull RecordStatus status,
      @NotNull @Schema(description = "UPSERT or DELETE_PERIOD.") String operation,
      @NotNull Map<String, JsonNode> attributes,
      @NotNull OffsetDateTime createDate,
      @NotNull String createdBy) {}
}
