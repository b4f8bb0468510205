package org.platform.mdm.data.record;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.WriteResult;
import tools.jackson.databind.JsonNode;

/**
 * The working state one record operation carries through its pipeline: what was asked, and what the
 * module's steps found and did. Other modules' steps see it as a {@link RecordContext}.
 */
public final class RecordWork implements RecordContext {

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

  /** The attributes a write of the platform's source empties (written as null). */
  public final java.util.Set<String> cleared = new java.util.TreeSet<>();

  /** What the write holds: its values, and a null for each attribute it empties. */
  public Map<String, JsonNode> written() {
    if (cleared.isEmpty()) {
      return values;
    }
    Map<String, JsonNode> all = new LinkedHashMap<>(values);
    cleared.forEach(name -> all.put(name, tools.jackson.databind.node.NullNode.getInstance()));
    return all;
  }

  public EtalonId etalonId;
  public RecordStatus status;
  public boolean created;

  /**
   * A steward's write that held what the record holds: no value, link or classification written.
   */
  public boolean unchanged;

  public boolean touched;

  /** A drafted write: checked now, links to records that do not exist yet checked at publish. */
  public boolean drafting;

  public List<RecordRepository.KeyRow> keys;
  public List<RecordLinks.Link> links;
  public List<RecordLinks.Unlink> unlinks;

  /** The large objects the write names, with the paths naming each. */
  public final Map<UUID, List<String>> largeObjects = new LinkedHashMap<>();

  public EtalonView view;
  private final Map<String, Object> extras = new HashMap<>();

  public RecordWork(Operation operation, PlatformUser user, OffsetDateTime now) {
    this.operation = operation;
    this.user = user;
    this.now = now;
  }

  @Override
  public Operation operation() {
    return operation;
  }

  @Override
  public PlatformUser user() {
    return user;
  }

  @Override
  public OffsetDateTime now() {
    return now;
  }

  @Override
  public EtalonId etalonId() {
    return etalonId;
  }

  @Override
  public boolean created() {
    return created;
  }

  @Override
  public boolean changed() {
    return created || touched || wipe;
  }

  @Override
  public RecordWrite write() {
    return write;
  }

  @Override
  public boolean drafting() {
    return drafting;
  }

  @Override
  public void warn(Notice notice) {
    warnings.add(notice);
  }

  @Override
  public boolean wipe() {
    return wipe;
  }

  @Override
  public String entityName() {
    return entity == null ? null : entity.name();
  }

  @Override
  public boolean periodic() {
    return operation != Operation.UPSERT && period != null;
  }

  @Override
  public Instant periodFrom() {
    return !periodic() || period.from() == Period.UNBOUNDED_FROM
        ? null
        : Instant.ofEpochMilli(period.from());
  }

  @Override
  public Instant periodTo() {
    return !periodic() || period.to() == Period.UNBOUNDED_TO
        ? null
        : Instant.ofEpochMilli(period.to());
  }

  @Override
  public void putExtra(String key, Object value) {
    extras.put(key, value);
  }

  @Override
  public Object extra(String key) {
    return extras.get(key);
  }

  /** What the operation did, with the record's keys. */
  public WriteResult result(List<EtalonView.ExternalKeyView> keys) {
    return new WriteResult(etalonId, created, keys, warnings, null, unchanged);
  }
}
