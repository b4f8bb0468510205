package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.relation.RelationOperations;
import tools.jackson.databind.JsonNode;

/**
 * The state one record operation carries through its pipeline: what was asked, by whom, and what
 * the steps found and did. Steps inserted by other modules read it (the etalon, the operation).
 */
public final class RecordContext {

  /** The operations of the record pipelines. */
  public enum Operation {
    UPSERT,
    DELETE,
    GET,
    RESTORE
  }

  private final Operation operation;
  private final PlatformUser user;
  private final OffsetDateTime now;
  public final List<Notice> warnings = new ArrayList<>();

  /** Notes for the reader of a get (the record asked for was merged into the one shown). */
  public final List<Notice> notes = new ArrayList<>();

  public RecordWrite write;
  public RecordRead read;
  public RecordLocator locator;
  public Period period;
  public boolean wipe;

  /** A delete made because the record's owner (CONTAINS) was deleted. */
  public boolean cascade;

  public EntityModel entity;
  public Map<String, JsonNode> values;
  public EtalonId etalonId;
  public RecordStatus status;
  public boolean created;
  public boolean touched;

  /** A drafted write: checked now, links to records that do not exist yet checked at publish. */
  public boolean drafting;

  public List<RecordRepository.KeyRow> keys;
  public List<RelationOperations.Link> links;
  public List<RelationOperations.Unlink> unlinks;

  /** The large objects the write names, with the paths naming each. */
  public final Map<java.util.UUID, List<String>> largeObjects = new java.util.LinkedHashMap<>();

  public EtalonView view;
  private final Map<String, Object> extras = new java.util.HashMap<>();

  public RecordContext(Operation operation, PlatformUser user, OffsetDateTime now) {
    this.operation = operation;
    this.user = user;
    this.now = now;
  }

  public Operation operation() {
    return operation;
  }

  public PlatformUser user() {
    return user;
  }

  /** The moment of the operation: every row it writes carries it. */
  public OffsetDateTime now() {
    return now;
  }

  /** The etalon operated on, once known. */
  public EtalonId etalonId() {
    return etalonId;
  }

  /** Whether the operation created the etalon. */
  public boolean created() {
    return created;
  }

  /** Whether the operation changed the record (a delete of a deleted record changes nothing). */
  public boolean changed() {
    return created || touched || wipe;
  }

  /** Whether a delete removes the record physically. */
  public boolean wipe() {
    return wipe;
  }

  public String entityName() {
    return entity == null ? null : entity.name();
  }

  /** The period a delete or restore names; null for the whole record (or a write). */
  public boolean periodic() {
    return operation != Operation.UPSERT && period != null;
  }

  /** Start of the period a delete or restore names; null when unbounded or not periodic. */
  public java.time.Instant periodFrom() {
    return !periodic() || period.from() == Period.UNBOUNDED_FROM
        ? null
        : java.time.Instant.ofEpochMilli(period.from());
  }

  /** End of the period a delete or restore names; null when unbounded or not periodic. */
  public java.time.Instant periodTo() {
    return !periodic() || period.to() == Period.UNBOUNDED_TO
        ? null
        : java.time.Instant.ofEpochMilli(period.to());
  }

  /** Something a step of another module keeps for a later step of the same operation. */
  public void putExtra(String key, Object value) {
    extras.put(key, value);
  }

  public Object extra(String key) {
    return extras.get(key);
  }

  WriteResult result(List<EtalonView.ExternalKeyView> keys) {
    return new WriteResult(etalonId, created, keys, warnings);
  }
}
