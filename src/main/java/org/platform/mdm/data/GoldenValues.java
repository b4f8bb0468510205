package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.data.record.TimelineRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The golden values of a whole register or reference set at a date, read in pages straight from the
 * stored timelines (one index range of each partition a page, no lock, no pipeline): for readers
 * that look at every record and write nothing back, such as profiling.
 */
@Service
public class GoldenValues {

  /** A record's golden values in force at the date (null values absent). */
  public record Values(EtalonId etalonId, JsonNode values) {}

  private final TimelineRepository timelines;
  private final JsonMapper json;

  GoldenValues(TimelineRepository timelines, JsonMapper json) {
    this.timelines = timelines;
    this.json = json;
  }

  /** How many of the entity's records are active at {@code at}. */
  @Transactional(readOnly = true)
  public long countActiveAt(String entityName, OffsetDateTime at) {
    return timelines.countActiveAt(entityName, at);
  }

  /**
   * The values at {@code at} of the entity's next {@code limit} records after {@code after} (null:
   * from the first) that are active then, in etalon id order; an empty list at the end.
   */
  @Transactional(readOnly = true)
  public List<Values> activeAt(String entityName, OffsetDateTime at, EtalonId after, int limit) {
    List<Values> page = new ArrayList<>(limit);
    timelines.activeAt(
        entityName, at, after, limit, (id, data) -> page.add(new Values(id, json.readTree(data))));
    return page;
  }
}
