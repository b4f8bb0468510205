package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * One record write: a source system's version of an object for a validity period.
 *
 * @param validFrom start of validity, inclusive; null = unbounded
 * @param validTo end of validity, inclusive; null = unbounded
 * @param etalonId the etalon to attach a new external key to (or to create with this id)
 * @param attributes the attribute values as a JSON object
 * @param parent the code of the parent record (hierarchical reference sets only)
 * @param relations the links the write makes from this record
 * @param relationDeletes the links the write deletes
 * @param classifications the classifications the write makes (written by the classifiers module)
 * @param classificationDeletes the classifications the write deletes
 * @param followSources attributes whose overrides the platform's source removes over the period (a
 *     write of the platform's source only): they follow the source systems again
 */
public record RecordWrite(
    String entityName,
    String externalId,
    String sourceSystem,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    EtalonId etalonId,
    JsonNode attributes,
    String parent,
    List<RelationWrite> relations,
    List<RelationDelete> relationDeletes,
    List<ClassificationWrite> classifications,
    List<ClassificationDelete> classificationDeletes,
    List<String> followSources) {

  public RecordWrite {
    followSources = followSources == null ? List.of() : List.copyOf(followSources);
    relations = relations == null ? List.of() : List.copyOf(relations);
    relationDeletes = relationDeletes == null ? List.of() : List.copyOf(relationDeletes);
    classifications = classifications == null ? List.of() : List.copyOf(classifications);
    classificationDeletes =
        classificationDeletes == null ? List.of() : List.copyOf(classificationDeletes);
  }

  /** A write of attribute values over the whole timeline, with no links or classifications. */
  public static RecordWrite values(
      String entityName,
      String externalId,
      String sourceSystem,
      EtalonId etalonId,
      JsonNode attributes) {
    return new RecordWrite(
        entityName,
        externalId,
        sourceSystem,
        null,
        null,
        etalonId,
        attributes,
        null,
        null,
        null,
        null,
        null,
        null);
  }

  /** A write of links only: those it makes and those it deletes. */
  public static RecordWrite links(
      String entityName,
      String externalId,
      String sourceSystem,
      List<RelationWrite> relations,
      List<RelationDelete> relationDeletes) {
    return new RecordWrite(
        entityName,
        externalId,
        sourceSystem,
        null,
        null,
        null,
        null,
        null,
        relations,
        relationDeletes,
        null,
        null,
        null);
  }

  /** Whether the write makes or deletes links. */
  public boolean touchesRelations() {
    return !relations.isEmpty() || !relationDeletes.isEmpty();
  }

  /** Whether the write makes or deletes classifications. */
  public boolean touchesClassifications() {
    return !classifications.isEmpty() || !classificationDeletes.isEmpty();
  }

  /** The same write, creating its record (when it does) under this etalon id. */
  public RecordWrite withEtalonId(EtalonId id) {
    return keyed(externalId, id);
  }

  /**
   * The write with the key the platform names: a write of the platform's own source that names
   * neither its {@code externalId} nor an {@code etalonId} makes a new record, whose key is its new
   * etalon id (one id to show, to look the record up by and to write it again with). A source
   * system's write, and one that names either, is as it is.
   */
  public RecordWrite keyedByPlatform() {
    if (!overrides() || etalonId != null || (externalId != null && !externalId.isBlank())) {
      return this;
    }
    EtalonId id = EtalonId.random();
    return keyed(id.toString(), id);
  }

  /**
   * Whether this is a write of the platform's own source that names a record by its {@code
   * etalonId} and leaves its key out: it goes to that record under the platform's key of it (see
   * {@code RecordService#platformKey}).
   */
  public boolean namesRecordWithoutKey() {
    return overrides() && etalonId != null && (externalId == null || externalId.isBlank());
  }

  /** The same write under this key. */
  public RecordWrite withExternalId(String key) {
    return keyed(key, etalonId);
  }

  /** Whether this is a write of the platform's own source: a steward's overrides. */
  public boolean overrides() {
    return org.platform.mdm.meta.SourceSystemDef.PLATFORM.equals(sourceSystem);
  }

  /** The same write under this key and etalon id. */
  private RecordWrite keyed(String key, EtalonId id) {
    return new RecordWrite(
        entityName,
        key,
        sourceSystem,
        validFrom,
        validTo,
        id,
        attributes,
        parent,
        relations,
        relationDeletes,
        classifications,
        classificationDeletes,
        followSources);
  }
}
