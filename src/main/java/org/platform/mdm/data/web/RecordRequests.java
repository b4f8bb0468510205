package org.platform.mdm.data.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.ClassificationItems;
import tools.jackson.databind.JsonNode;

/**
 * The documented shapes of the record APIs' request bodies. The server reads these bodies field by
 * field (so that every problem of a body, or of one item of a batch or load, is listed at once);
 * these records are what the module documents show, and a field they do not name is refused.
 */
final class RecordRequests {

  private RecordRequests() {}

  static final String DATE =
      "An ISO 8601 date-time, with an offset or without one (then in the server's zone); null or"
          + " absent: unbounded.";

  @Schema(
      description =
          "One source system's version of a record: a new revision of the origin (entity, source"
              + " system, external id) for the period validFrom..validTo (both inclusive, absent:"
              + " unbounded). A key the platform does not know yet makes a new golden record,"
              + " unless etalonId names the one to attach it to. The platform's own source"
              + " (sourceSystem 'platform') holds a steward's overrides of a record there is: an"
              + " attribute written with the golden value it has changes nothing, one written with"
              + " another value (or null, to empty it) becomes an override, one left out stays as"
              + " it is, and followSources removes overrides; the period is compared piece by piece"
              + " of the record's timeline, and a write that changes nothing writes nothing.")
  record WriteRecordRO(
      @NotNull @Schema(description = "The register or reference set.") String entityName,
      @NotNull @Schema(description = "The source system the version comes from.")
          String sourceSystem,
      @Schema(
              description =
                  "The record's id in that source system. A source system's write needs it."
                      + " A write of the platform source may leave it out: naming neither"
                      + " externalId nor etalonId, it makes a new record, which the platform names"
                      + " by its new etalon id (the answer's externalKeys carry that key for later"
                      + " writes); naming an existing record by etalonId, it edits that record under"
                      + " the record's key of the platform source (its etalon id when it has none"
                      + " yet), and an etalonId no record has is refused (404).")
          String externalId,
      @Schema(
              description =
                  "Attach a new key to this golden record; an id no record has yet makes the new"
                      + " record under that id.",
              format = "uuid")
          String etalonId,
      @Schema(description = DATE) String validFrom,
      @Schema(description = DATE) String validTo,
      @Schema(
              description =
                  "The attribute values by attribute name, of the types the data model gives"
                      + " (nested attributes as objects, arrays as arrays, files as lists of"
                      + " large-object ids).")
          Map<String, JsonNode> attributes,
      @Schema(description = "A hierarchical reference set's record: the code of its parent.")
          String parent,
      @Schema(description = "Links to write with the record, by relation name.")
          Map<String, List<RelationWriteRO>> relations,
      @Schema(description = "Links to delete with the record, by relation name.")
          Map<String, List<RelationDeleteRO>> relationsDeletes,
      @Schema(
              description =
                  "Classifications to write with the record, by classifier name (the classifiers"
                      + " module's connector CLASSIFICATION_UPSERT_CONNECTOR writes them).")
          Map<String, List<ClassificationItems.WriteRO>> classifications,
      @Schema(description = "Classifications to delete with the record, by classifier name.")
          Map<String, List<ClassificationItems.DeleteRO>> classificationsDeletes,
      @Schema(description = "Keep the write in this record draft instead of applying it.")
          Long draftId,
      @Schema(description = "Keep the write in a new record draft under this parent draft.")
          Long parentDraftId,
      @Schema(
              description =
                  "The platform's source only: attributes whose overrides are removed over the"
                      + " period, so that they follow the source systems again by their weights."
                      + " An attribute may not be both written and named here.")
          List<String> followSources) {}

  @Schema(
      description =
          "Links to write and delete without a new version of the record they start at: the"
              + " record is named by entityName with externalId and sourceSystem (its key: the"
              + " links are that key's source system's), or with etalonId and sourceSystem (the"
              + " source system the links come from). A link without validFrom and validTo holds"
              + " for all time.")
  record WriteLinksRO(
      @NotNull String entityName,
      @Schema(format = "uuid") String etalonId,
      String externalId,
      @NotNull String sourceSystem,
      @Schema(description = "Links to write, by relation name.")
          Map<String, List<RelationWriteRO>> relations,
      @Schema(description = "Links to delete, by relation name.")
          Map<String, List<RelationDeleteRO>> relationsDeletes) {}

  @Schema(
      description =
          "A link written with its record: to the record named by toEtalonId, or by toExternalId"
              + " and toSourceSystem, for the period validFrom..validTo, with the relation's own"
              + " attributes.")
  record RelationWriteRO(
      String toEtalonId,
      String toExternalId,
      String toSourceSystem,
      @Schema(description = DATE) String validFrom,
      @Schema(description = DATE) String validTo,
      @Schema(description = "The relation's own attribute values by name.")
          Map<String, JsonNode> attributes,
      @Schema(
              description =
                  "How the link is written: DIRECT (null means so) or CASCADED, as a consequence"
                      + " of another write (a scan writing a container with what it contains)."
                      + " The link keeps how it was last written; data governance's relations"
                      + " and catalog tell the two apart (their `cascaded` flag).",
              allowableValues = {"DIRECT", "CASCADED"})
          String operationType) {}

  @Schema(
      description =
          "A link to delete: by its etalonId, by toEtalonId, or by toExternalId and"
              + " toSourceSystem; with validFrom/validTo only that period.")
  record RelationDeleteRO(
      String etalonId,
      String toEtalonId,
      String toExternalId,
      String toSourceSystem,
      @Schema(description = DATE) String validFrom,
      @Schema(description = DATE) String validTo) {}

  @Schema(
      description =
          "Names a record to restore: entityName with etalonId, or with externalId and"
              + " sourceSystem; validFrom/validTo restore only deleted periods within.")
  record RestoreRecordRO(
      @NotNull String entityName,
      String etalonId,
      String externalId,
      String sourceSystem,
      @Schema(description = DATE) String validFrom,
      @Schema(description = DATE) String validTo,
      @Schema(description = "Keep the restore in this record draft.") Long draftId,
      @Schema(description = "Keep the restore in a new record draft under this parent draft.")
          Long parentDraftId) {}

  @Schema(description = "Merge records of one entity: the losers' origins join the winner.")
  record MergeRequestRO(
      @NotNull String entityName,
      @NotNull String winnerEtalonId,
      @NotNull @Schema(description = "1 to 100 records.") List<String> loserEtalonIds,
      @Schema(
              description =
                  "The values the steward keeps, by attribute (null: empty): where one differs"
                      + " from what the merge computes, it becomes an override of the merged record"
                      + " (the platform's source), in the merge's transaction.")
          Map<String, JsonNode> picks) {}

  @Schema(
      description =
          "Take external keys out of a merged record: keys a merge brought give that record back,"
              + " other keys leave into a new record.")
  record UnmergeRequestRO(
      @NotNull String entityName,
      @NotNull String etalonId,
      @NotNull List<ExternalKeyRO> externalKeys,
      @Schema(description = "Matching never proposes these records together again.")
          Boolean blockFutureMerges) {}

  record ExternalKeyRO(@NotNull String sourceSystem, @NotNull String externalId) {}

  @Schema(
      description =
          "A page of the links of a record, filtered: by relation, direction, the other end's"
              + " entity, the link's attributes and a validity date.")
  record FilteredRelationsRO(
      @NotNull String etalonId,
      String relationName,
      @Schema(allowableValues = {"outgoing", "incoming"}) String direction,
      @Schema(
              description =
                  "Only what is in force (REFERENCES links suppressed elsewhere left out).")
          Boolean isReduceReferences,
      String entityName,
      @Schema(description = "Attribute values the links must have.")
          Map<String, JsonNode> attributes,
      @Schema(description = DATE) String timelineDate,
      String sortBy,
      @Schema(allowableValues = {"asc", "desc"}) String sortOrder,
      Integer offset,
      Integer limit) {}

  @Schema(
      description =
          "An atomic read: the request for each module, keyed by module id; the data module's"
              + " (`org.platform.mdm.rest.v2.data`) is required.")
  record AtomicRequestRO(@NotNull AtomicRequestPayloadRO payload) {}

  record AtomicRequestPayloadRO(
      @NotNull @com.fasterxml.jackson.annotation.JsonProperty("org.platform.mdm.rest.v2.data")
          RecordReadRO data,
      @com.fasterxml.jackson.annotation.JsonProperty("com.platform.mdm.rest.v1.classifiers")
          ClassificationsReadRO classifiers) {}

  @Schema(
      description =
          "The classifiers module's request: the record's classifications as known at"
              + " lastUpdateDate (default: the data module's), valid at timelineDate (default: the"
              + " data module's). entityName and etalonId, when given, name the record the data"
              + " module's request names (another record is refused).")
  record ClassificationsReadRO(
      String entityName,
      String etalonId,
      @Schema(description = DATE) String timelineDate,
      @Schema(description = DATE) String lastUpdateDate) {}

  @Schema(
      description =
          "Names the record (entityName with etalonId, or with externalId and sourceSystem) and"
              + " when: valid at timelineDate (default now), as known at lastUpdateDate (default"
              + " now).")
  record RecordReadRO(
      @NotNull String entityName,
      String etalonId,
      String externalId,
      String sourceSystem,
      @Schema(description = DATE) String timelineDate,
      @Schema(description = DATE) String lastUpdateDate,
      Boolean includeInactive) {}
}
