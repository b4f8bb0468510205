package org.platform.mdm.notifications.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.platform.mdm.notifications.NotificationType;
import tools.jackson.databind.JsonNode;

/**
 * The documented shape of a notification body (docs/notifications.md): the bodies are built as JSON
 * trees in the change's transaction and kept as they were sent, so the feed answers them as stored;
 * these records are what the notifications document shows of them. Blocks present only with
 * settings or for some types are left out when absent.
 */
final class NotificationSchema {

  private NotificationSchema() {}

  @Schema(
      description =
          "A notification of a record change. The envelope is always there; `record`,"
              + " `relations`, `incomingRelations`, `parent`, `lookupLinkAttributes` and"
              + " `classifications` only with the setting"
              + " `com.platform.mdm.notifications.notifications.fetchResult` (and per type, see"
              + " docs/notifications.md); the merge and unmerge fields only with their types.")
  record NotificationRO(
      @NotNull @Schema(description = "Unique: consumers de-duplicate with it.")
          String notificationId,
      @NotNull NotificationType type,
      @NotNull String entityName,
      @NotNull String etalonId,
      @Schema(description = "The record's version after the change: order per record with it.")
          long sequence,
      @Schema(
              description =
                  "The id of the request that made the change (its X-Request-Id), or of the"
                      + " background operation's run that made it (`run-34`); null for a bulk"
                      + " load's batch.")
          String operationId,
      @NotNull String user,
      @NotNull OffsetDateTime createDate,
      @NotNull List<KeyRO> externalKeys,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(
              description =
                  "A period delete or restore: the period concerned. Present only for those.")
          PeriodRO period,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(
              description =
                  "The golden record now (before a delete: as it was); null when it has no"
                      + " version at the moment of the change.")
          @Nullable RecordRO record,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(description = "The outgoing links in force, by relation name.")
          Map<String, List<LinkRO>> relations,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(
              description =
                  "UPSERT: the links ending at the record (with fetchIncomingRelations; null"
                      + " without).")
          @Nullable List<LinkRO> incomingRelations,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(description = "UPSERT of a hierarchical reference set's record.")
          ParentRO parent,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(description = "Deletes: the LookupLink values as they were.")
          Map<String, JsonNode> lookupLinkAttributes,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(
              description =
                  "The record's classifications in force now (deletes: as they were), as"
                      + " GET /api/v1/classifiers/records/{etalonId} answers them.")
          List<JsonNode> classifications,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(description = "UPDATE_LOSER_MERGE: the record it was merged into.")
          String winnerEtalonId,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(description = "UPDATE_WINNER_MERGE: the records merged into it.")
          List<String> loserEtalonIds,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(description = "UPDATE_UNMERGE: the record the origins left into.")
          String detachedEtalonId,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(description = "CREATE_UNMERGE: the record the origins came from.")
          String unmergedFromEtalonId) {}

  record KeyRO(@NotNull String id, @NotNull String sourceSystem, String initialOwner) {}

  record PeriodRO(OffsetDateTime validFrom, OffsetDateTime validTo) {}

  record RecordRO(
      @NotNull String status,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      OffsetDateTime createDate,
      OffsetDateTime updateDate,
      @NotNull Map<String, JsonNode> attributes) {}

  @Schema(
      description =
          "A link: the related record, the link's own period and attributes, and the related"
              + " record's attributes the relation's parameters name.")
  record LinkRO(
      @NotNull String etalonId,
      @NotNull String entityName,
      @NotNull List<KeyRO> externalKeys,
      @NotNull String relationEtalonId,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(description = "Incoming links only: the relation's name.")
          String relationName,
      @NotNull String type,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      Map<String, JsonNode> attributes,
      @JsonInclude(JsonInclude.Include.NON_ABSENT)
          @Schema(
              description =
                  "Only when the relation's parameters name attributes of the related record:"
                      + " their values.")
          Map<String, JsonNode> relatedAttributes) {}

  record ParentRO(
      boolean root,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) @Schema(description = "Absent for a root.")
          String code) {}
}
