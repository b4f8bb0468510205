package org.platform.mdm.data.relation;

import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.Contributor;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.TimelineInterval;
import org.platform.mdm.data.record.TimelineJson;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/**
 * SQL of links written for many records at once ({@link LinkBatches}): each step of a link write
 * ({@link RelationRepository}'s, one link at a time) as one statement for the whole batch. The
 * links' periods are unbounded: a batch takes no periodic link.
 */
@Repository
class LinkBatchRepository {

  private final JdbcClient jdbc;
  private final JdbcTemplate batch;
  private final JsonMapper json;
  private final RelationRepository relations;
  private final LinkChanges changes;

  LinkBatchRepository(
      JdbcClient jdbc,
      JdbcTemplate batch,
      JsonMapper json,
      RelationRepository relations,
      LinkChanges changes) {
    this.jdbc = jdbc;
    this.batch = batch;
    this.json = json;
    this.relations = relations;
    this.changes = changes;
  }

  /** A link a write names: from, relation, to. */
  record Named(EtalonId from, String relationName, EtalonId to) {}

  /**
   * The links named, made (ACTIVE) where there is none yet, in the order named. Writes to the
   * {@code from} records hold their etalons' locks, so no other transaction makes the same links.
   */
  List<RelationRepository.LinkRow> findOrCreate(
      List<Named> named, java.time.OffsetDateTime now, String user) {
    UUID[] from = new UUID[named.size()];
    UUID[] ids = new UUID[named.size()];
    String[] names = new String[named.size()];
    UUID[] to = new UUID[named.size()];
    Set<EtalonId> froms = new LinkedHashSet<>();
    for (int i = 0; i < named.size(); i++) {
      from[i] = named.get(i).from().value();
      ids[i] = UUID.randomUUID();
      names[i] = named.get(i).relationName();
      to[i] = named.get(i).to().value();
      froms.add(named.get(i).from());
    }
    jdbc.sql(
            "insert into relation_etalons (from_etalon_id, relation_etalon_id, relation_name,"
                + " to_etalon_id, status, create_date, created_by, update_date, updated_by)"
                + " select f, i, n, t, 'ACTIVE', ?, ?, ?, ?"
                + " from unnest(?::uuid[], ?::uuid[], ?::text[], ?::uuid[]) as w(f, i, n, t)"
                + " on conflict do nothing")
        .params(now, user, now, user, from, ids, names, to)
        .update();
    changes.changed(froms);
    Map<Named, RelationRepository.LinkRow> found = new HashMap<>();
    jdbc.sql(
            "select "
                + RelationRepository.LINK_COLUMNS
                + " from relation_etalons where from_etalon_id = any(?)")
        .param(froms.stream().map(EtalonId::value).toArray(UUID[]::new))
        .query(RelationRepository::linkRow)
        .list()
        .forEach(l -> found.put(new Named(l.from(), l.relationName(), l.to()), l));
    return named.stream().map(found::get).toList();
  }

  /** Records how each link was last written ({@code DIRECT}, {@code CASCADED}; null: as it was). */
  void operationTypes(List<RelationRepository.LinkRow> links, List<String> types) {
    jdbc.sql(
            "update relation_etalons e set operation_type = w.o"
                + " from unnest(?::uuid[], ?::uuid[], ?::text[]) as w(f, i, o)"
                + " where e.from_etalon_id = w.f and e.relation_etalon_id = w.i"
                + " and e.operation_type <> w.o")
        .params(
            links.stream().map(l -> l.from().value()).toArray(UUID[]::new),
            links.stream().map(l -> l.relationEtalonId().value()).toArray(UUID[]::new),
            types.toArray(String[]::new))
        .update();
  }

  /**
   * Appends to each link an ACTIVE revision over all time of the origin of {@code sources[i]}, as
   * the record keyed {@code externalIds[i]} wrote it, with the values {@code data[i]} (JSON).
   */
  void appendRevisions(
      List<RelationRepository.LinkRow> links,
      String[] sources,
      String[] externalIds,
      String[] data,
      java.time.OffsetDateTime now,
      String user) {
    jdbc.sql(
            "insert into relation_revisions (from_etalon_id, relation_etalon_id, source_system,"
                + " revision, seq, external_id, valid_from, valid_to, status, operation, data,"
                + " create_date, created_by)"
                + " select w.f, w.i, w.s, coalesce((select max(r.revision) from relation_revisions"
                + " r where r.from_etalon_id = w.f and r.relation_etalon_id = w.i"
                + " and r.source_system = w.s), 0) + 1, nextval('record_seq'), w.x,"
                + " '-infinity'::timestamptz, 'infinity'::timestamptz, 'ACTIVE', ?, w.d::json, ?, ?"
                + " from unnest(?::uuid[], ?::uuid[], ?::text[], ?::text[], ?::text[])"
                + " with ordinality as w(f, i, s, x, d, n) order by w.n")
        .params(
            RelationOperations.UPSERT,
            now,
            user,
            links.stream().map(l -> l.from().value()).toArray(UUID[]::new),
            links.stream().map(l -> l.relationEtalonId().value()).toArray(UUID[]::new),
            sources,
            externalIds,
            data)
        .update();
  }

  /**
   * Stamps each link's update date, author and version and sets its status; a change of status is
   * kept in {@code relation_statuses}, as {@link RelationRepository#touch} keeps it.
   */
  void touch(List<RelationRepository.LinkRow> links, java.time.OffsetDateTime now, String user) {
    jdbc.sql(
            "with w as (select * from unnest(?::uuid[], ?::uuid[], ?::text[]) as w(f, i, s)),"
                + " was as (select e.from_etalon_id as f, e.relation_etalon_id as i, e.status"
                + " from relation_etalons e join w on e.from_etalon_id = w.f"
                + " and e.relation_etalon_id = w.i),"
                + " touched as (update relation_etalons e set status = w.s, update_date = ?,"
                + " updated_by = ?, version = e.version + 1 from w"
                + " where e.from_etalon_id = w.f and e.relation_etalon_id = w.i returning 1)"
                + " insert into relation_statuses (from_etalon_id, relation_etalon_id, seq,"
                + " status, create_date, created_by)"
                + " select was.f, was.i, nextval('record_seq'), w.s, ?, ? from was"
                + " join w on w.f = was.f and w.i = was.i"
                + " where was.status <> w.s and exists (select 1 from touched)")
        .params(
            links.stream().map(l -> l.from().value()).toArray(UUID[]::new),
            links.stream().map(l -> l.relationEtalonId().value()).toArray(UUID[]::new),
            links.stream().map(l -> l.status().name()).toArray(String[]::new),
            now,
            user,
            now,
            user)
        .update();
  }

  /**
   * Every origin of each link with its revisions (those the archive took the values of left out, as
   * {@link RelationRepository#histories} leaves them), by link.
   */
  Map<EtalonId, List<OriginHistory>> histories(Collection<RelationRepository.LinkRow> links) {
    Map<EtalonId, RelationRepository.LinkRow> byId = new HashMap<>();
    links.forEach(l -> byId.put(l.relationEtalonId(), l));
    Map<EtalonId, Map<String, List<OriginRevision>>> revisions = new LinkedHashMap<>();
    jdbc.sql(
            "select relation_etalon_id, source_system, external_id, revision, seq,"
                + " case when isfinite(valid_from) then valid_from end as valid_from,"
                + " case when isfinite(valid_to) then valid_to end as valid_to,"
                + " status, data::text as data from relation_revisions"
                + " where from_etalon_id = any(?) and relation_etalon_id = any(?)"
                + " and not archived order by seq")
        .params(
            links.stream().map(l -> l.from().value()).distinct().toArray(UUID[]::new),
            byId.keySet().stream().map(EtalonId::value).toArray(UUID[]::new))
        .query(
            (ResultSet rs) -> {
              RelationRepository.LinkRow link =
                  byId.get(new EtalonId(rs.getObject("relation_etalon_id", UUID.class)));
              String source = rs.getString("source_system");
              List<OriginRevision> list =
                  revisions
                      .computeIfAbsent(link.relationEtalonId(), k -> new LinkedHashMap<>())
                      .computeIfAbsent(source, s -> new ArrayList<>());
              String externalId =
                  list.isEmpty() ? rs.getString("external_id") : list.get(0).externalId();
              list.add(relations.revision(rs, link, source, externalId));
            });
    Map<EtalonId, List<OriginHistory>> histories = new HashMap<>();
    revisions.forEach(
        (id, bySource) -> {
          RelationRepository.LinkRow link = byId.get(id);
          List<OriginHistory> origins = new ArrayList<>();
          bySource.forEach(
              (source, list) ->
                  origins.add(
                      new OriginHistory(
                          link.originId(source),
                          source,
                          list.get(0).externalId(),
                          RecordStatus.ACTIVE,
                          list)));
          histories.put(id, origins);
        });
    return histories;
  }

  /** Replaces the links' stored timelines. */
  void replaceTimelines(Map<RelationRepository.LinkRow, List<TimelineInterval>> timelines) {
    jdbc.sql(
            "delete from relation_timeline where from_etalon_id = any(?)"
                + " and relation_etalon_id = any(?)")
        .params(
            timelines.keySet().stream().map(l -> l.from().value()).distinct().toArray(UUID[]::new),
            timelines.keySet().stream().map(l -> l.relationEtalonId().value()).toArray(UUID[]::new))
        .update();
    List<Object[]> rows = new ArrayList<>();
    timelines.forEach(
        (link, intervals) -> {
          for (TimelineInterval interval : intervals) {
            rows.add(
                new Object[] {
                  link.from().value(),
                  link.relationEtalonId().value(),
                  link.relationName(),
                  link.to().value(),
                  RelationRepository.bound(
                      interval.period().from(), org.platform.mdm.data.record.Period.UNBOUNDED_FROM),
                  RelationRepository.bound(
                      interval.period().to(), org.platform.mdm.data.record.Period.UNBOUNDED_TO),
                  interval.active(),
                  interval.contributors().stream().mapToLong(Contributor::seq).max().orElse(0),
                  json.writeValueAsString(interval.values()),
                  json.writeValueAsString(TimelineJson.contributors(json, interval.contributors())),
                  json.writeValueAsString(
                      TimelineJson.winners(interval.winners(), interval.contributors()))
                });
          }
        });
    if (!rows.isEmpty()) {
      batch.batchUpdate(
          "insert into relation_timeline (from_etalon_id, relation_etalon_id, relation_name,"
              + " to_etalon_id, valid_from, valid_to, active, stamp, data, contributors, winners)"
              + " values (?, ?, ?, ?, coalesce(?, '-infinity'::timestamptz),"
              + " coalesce(?, 'infinity'::timestamptz), ?, ?, ?::jsonb, ?::json, ?::json)",
          rows);
    }
  }
}
