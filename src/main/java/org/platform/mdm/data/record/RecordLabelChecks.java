package org.platform.mdm.data.record;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.system.PlatformException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Security labels on stored records. A user sees a record when one interval of its golden timeline
 * is admitted by the user's labels (so a record that was once the user's stays readable), and may
 * write it only so that every interval the write covers is admitted afterwards. A record the user
 * may not see is answered as one that does not exist, so that existence does not leak.
 */
@Component
public class RecordLabelChecks {

  private final JdbcClient jdbc;
  private final JsonMapper json;

  RecordLabelChecks(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /** The SQL condition on a jsonb column of golden values; empty when nothing is hidden. */
  public Optional<String> condition(PlatformUser user, String entityName, String column) {
    return user.labels().sql(entityName, column, json::writeValueAsString);
  }

  /**
   * The SQL condition that the record whose etalon id is in {@code etalonIdColumn} is visible to
   * the user; empty when the entity is not restricted.
   */
  public Optional<String> visibleSql(PlatformUser user, String entityName, String etalonIdColumn) {
    return condition(user, entityName, "t.data")
        .map(
            c ->
                "exists (select 1 from timeline t where t.etalon_id = "
                    + etalonIdColumn
                    + " and "
                    + c
                    + ")");
  }

  /** Whether the user sees the record. */
  public boolean visible(PlatformUser user, EtalonId etalonId, String entityName) {
    Optional<String> condition = condition(user, entityName, "data");
    return condition.isEmpty()
        || jdbc.sql(
                "select exists (select 1 from timeline where etalon_id = ? and "
                    + condition.get()
                    + ")")
            .param(etalonId.value())
            .query(Boolean.class)
            .single();
  }

  /** Of these etalons as read (locked), those the user does not see. */
  public Set<EtalonId> hiddenRows(
      PlatformUser user, Map<EtalonId, RecordRepository.EtalonRow> rows) {
    Map<EtalonId, String> entityOf = new HashMap<>();
    rows.forEach((id, row) -> entityOf.put(id, row.entityName()));
    return hidden(user, entityOf);
  }

  /** Of these etalons (with their entities), those the user does not see; one statement each. */
  public Set<EtalonId> hidden(PlatformUser user, Map<EtalonId, String> entityOf) {
    Map<String, List<EtalonId>> byEntity = new LinkedHashMap<>();
    entityOf.forEach(
        (id, entity) -> byEntity.computeIfAbsent(entity, e -> new ArrayList<>()).add(id));
    Set<EtalonId> hidden = new HashSet<>();
    byEntity.forEach(
        (entity, ids) -> {
          Optional<String> condition = condition(user, entity, "data");
          if (condition.isEmpty()) {
            return;
          }
          Set<UUID> seen =
              new HashSet<>(
                  jdbc.sql(
                          "select distinct etalon_id from timeline where etalon_id = any(?) and "
                              + condition.get())
                      .param(ids.stream().map(EtalonId::value).toArray(UUID[]::new))
                      .query(UUID.class)
                      .list());
          ids.stream().filter(id -> !seen.contains(id.value())).forEach(hidden::add);
        });
    return hidden;
  }

  /** Refuses, as unknown (404), a record the user does not see. */
  public void requireVisible(PlatformUser user, EtalonId etalonId, String entityName) {
    if (!visible(user, etalonId, entityName)) {
      throw new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, etalonId);
    }
  }

  /**
   * Refuses (403) a write after which an interval of the record within {@code period} would not be
   * admitted by the user's labels: the user wrote values outside them.
   */
  public void requireAdmitted(
      PlatformUser user, EtalonId etalonId, String entityName, Period period) {
    Optional<String> condition = condition(user, entityName, "data");
    if (condition.isEmpty()) {
      return;
    }
    OffsetDateTime from = Period.utc(period.from(), Period.UNBOUNDED_FROM);
    OffsetDateTime to = Period.utc(period.to(), Period.UNBOUNDED_TO);
    boolean outside =
        jdbc.sql(
                "select exists (select 1 from timeline where etalon_id = ?"
                    + " and valid_from <= coalesce(?::timestamptz, 'infinity')"
                    + " and valid_to >= coalesce(?::timestamptz, '-infinity')"
                    + " and not "
                    + condition.get()
                    + ")")
            .params(etalonId.value(), to, from)
            .query(Boolean.class)
            .single();
    if (outside) {
      throw new PlatformException(DataErrors.DATA_LABEL_DENIED, user.userName(), entityName);
    }
  }

  /**
   * As {@link #requireAdmitted(PlatformUser, EtalonId, String, Period)}, on a golden record
   * computed and not yet stored (a batch's): every interval of it within {@code period} must be
   * admitted.
   */
  public static void requireAdmitted(
      PlatformUser user, org.platform.mdm.data.GoldenRecord record, Period period) {
    for (org.platform.mdm.data.GoldenPeriod interval : record.periods()) {
      Period covered = Period.between(interval.from(), interval.to());
      boolean within = covered.from() <= period.to() && covered.to() >= period.from();
      if (within
          && !user.labels()
              .admits(
                  record.entityName(),
                  a -> org.platform.mdm.core.LabelInstance.plain(interval.values().get(a)))) {
        throw new PlatformException(
            DataErrors.DATA_LABEL_DENIED, user.userName(), record.entityName());
      }
    }
  }
}
