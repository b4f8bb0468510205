package org.platform.mdm.data.relation;

import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.ArchivedRevisions;
import org.platform.mdm.data.record.Contributor;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.TimelineInterval;
import org.platform.mdm.data.record.TimelineJson;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** SQL of the relation tables. Unbounded validity is stored as ±infinity and read back as null. */
@Repository
public class RelationRepository {

  public static final String LINK_COLUMNS =
      "relation_etalon_id, relation_name, from_etalon_id, to_etalon_id, status";

  private final JdbcClient jdbc;
  private final JsonMapper json;

  private final ArchivedRevisions archive;
  private final LinkChanges changes;

  RelationRepository(
      JdbcClient jdbc, JsonMapper json, ArchivedRevisions archive, LinkChanges changes) {
    this.archive = archive;
    this.changes = changes;
    this.jdbc = jdbc;
    this.json = json;
  }

  /** A relation etalon: one link of a relation from one record to another. */
  public record LinkRow(
      EtalonId relationEtalonId,
      String relationName,
      EtalonId from,
      EtalonId to,
      RecordStatus status) {

    /** The id of the link's origin of a source system (not stored: made from both). */
    UUID originId(String sourceSystem) {
      return UUID.nameUUIDFromBytes(
          (relationEtalonId + "\u001F" + sourceSystem).getBytes(StandardCharsets.UTF_8));
    }
  }

  public Optional<LinkRow> find(EtalonId from, String relationName, EtalonId to) {
    return jdbc.sql(
            "select "
                + LINK_COLUMNS
                + " from relation_etalons where from_etalon_id = ? and relation_name = ?"
                + " and to_etalon_id = ?")
        .params(from.value(), relationName, to.value())
        .query(RelationRepository::linkRow)
        .optional();
  }

  public Optional<LinkRow> find(EtalonId relationEtalonId) {
    return jdbc.sql(
            "select " + LINK_COLUMNS + " from relation_etalons where relation_etalon_id = ?")
        .param(relationEtalonId.value())
        .query(RelationRepository::linkRow)
        .optional();
  }

  /**
   * The link of a relation between two records, created when there is none yet. Writes to the
   * {@code from} record hold its etalon's lock, so no other transaction creates the same link
   * meanwhile.
   */
  LinkRow findOrCreate(
      EtalonId from, String relationName, EtalonId to, OffsetDateTime now, String user) {
    jdbc.sql(
            "insert into relation_etalons (from_etalon_id, relation_etalon_id, relation_name,"
                + " to_etalon_id, status, create_date, created_by, update_date, updated_by)"
                + " values (?, ?, ?, ?, 'ACTIVE', ?, ?, ?, ?) on conflict do nothing")
        .params(from.value(), UUID.randomUUID(), relationName, to.value(), now, user, now, user)
        .update();
    changes.changed(from);
    return find(from, relationName, to).orElseThrow();
  }

  /** Records how the link was last written: {@code DIRECT} or {@code CASCADED}. */
  void operationType(LinkRow link, String operationType) {
    jdbc.sql(
            "update relation_etalons set operation_type = ? where from_etalon_id = ?"
                + " and relation_etalon_id = ? and operation_type <> ?")
        .params(operationType, link.from().value(), link.relationEtalonId().value(), operationType)
        .update();
  }

  /** The links starting at these records as they stand now, whatever their periods. */
  public List<org.platform.mdm.data.LinkState> outgoing(Collection<EtalonId> fromEtalons) {
    if (fromEtalons.isEmpty()) {
      return List.of();
    }
    return jdbc.sql(
            "select "
                + LINK_COLUMNS
                + ", operation_type from relation_etalons where from_etalon_id = any(?)"
                + " order by from_etalon_id, relation_etalon_id")
        .param(fromEtalons.stream().map(EtalonId::value).toArray(UUID[]::new))
        .query(
            (rs, n) -> {
              LinkRow l = linkRow(rs, n);
              return new org.platform.mdm.data.LinkState(
                  l.relationEtalonId(),
                  l.relationName(),
                  l.from(),
                  l.to(),
                  l.status(),
                  rs.getString("operation_type"));
            })
        .list();
  }

  /**
   * Stamps a link's update date, author and version, and sets its status (a logical delete or its
   * undoing).
   */
  void touch(LinkRow link, OffsetDateTime now, String user) {
    UUID from = link.from().value();
    UUID id = link.relationEtalonId().value();
    String status = link.status().name();
    // A change of status is also kept in relation_statuses (the record's history shows it).
    jdbc.sql(
            "with was as (select status from relation_etalons"
                + " where from_etalon_id = ? and relation_etalon_id = ?),"
                + " touched as (update relation_etalons set status = ?, update_date = ?,"
                + " updated_by = ?, version = version + 1"
                + " where from_etalon_id = ? and relation_etalon_id = ? returning 1)"
                + " insert into relation_statuses (from_etalon_id, relation_etalon_id, seq,"
                + " status, create_date, created_by)"
                + " select ?, ?, nextval('record_seq'), ?, ?, ? from was"
                + " where was.status <> ? and exists (select 1 from touched)")
        .params(from, id, status, now, user, from, id, from, id, status, now, user, status)
        .update();
    changes.changed(link.from());
  }

  /** A revision to append to the origin of {@code sourceSystem} of a link. */
  record NewRevision(
      String sourceSystem,
      String externalId,
      Period period,
      RecordStatus status,
      String operation,
      Map<String, JsonNode> values) {}

  void appendRevision(LinkRow link, NewRevision r, OffsetDateTime now, String user) {
    jdbc.sql(
            "insert into relation_revisions (from_etalon_id, relation_etalon_id, source_system,"
                + " revision, seq, external_id, valid_from, valid_to, status, operation, data,"
                + " create_date, created_by)"
                + " select ?, ?, ?, coalesce(max(revision), 0) + 1, nextval('record_seq'), ?,"
                + " coalesce(?, '-infinity'::timestamptz), coalesce(?, 'infinity'::timestamptz),"
                + " ?, ?, ?::json, ?, ? from relation_revisions"
                + " where from_etalon_id = ? and relation_etalon_id = ? and source_system = ?")
        .params(
            Arrays.asList(
                link.from().value(),
                link.relationEtalonId().value(),
                r.sourceSystem(),
                r.externalId(),
                bound(r.period().from(), Period.UNBOUNDED_FROM),
                bound(r.period().to(), Period.UNBOUNDED_TO),
                r.status().name(),
                r.operation(),
                json.writeValueAsString(r.values()),
                now,
                user,
                link.from().value(),
                link.relationEtalonId().value(),
                r.sourceSystem()))
        .update();
  }

  /** The source systems that wrote the link: its origins. */
  List<String> sources(LinkRow link) {
    return jdbc.sql(
            "select distinct source_system from relation_revisions"
                + " where from_etalon_id = ? and relation_etalon_id = ? order by source_system")
        .params(link.from().value(), link.relationEtalonId().value())
        .query(String.class)
        .list();
  }

  private static final String LINK_REVISIONS =
      "select source_system, external_id, revision, seq,"
          + " case when isfinite(valid_from) then valid_from end as valid_from,"
          + " case when isfinite(valid_to) then valid_to end as valid_to,"
          + " status, data::text as data from relation_revisions"
          + " where from_etalon_id = ? and relation_etalon_id = ? and not archived order by seq";

  /**
   * Every origin of the link with its revisions, but those the archive took the values of: no read
   * at the current date can see them, so the timeline computed without them is the same.
   */
  public List<OriginHistory> histories(LinkRow link) {
    Map<String, List<OriginRevision>> bySource = new LinkedHashMap<>();
    jdbc.sql(LINK_REVISIONS)
        .params(link.from().value(), link.relationEtalonId().value())
        .query(
            (ResultSet rs) -> {
              String source = rs.getString("source_system");
              List<OriginRevision> list = bySource.computeIfAbsent(source, s -> new ArrayList<>());
              String externalId =
                  list.isEmpty() ? rs.getString("external_id") : list.get(0).externalId();
              list.add(revision(rs, link, source, externalId));
            });
    List<OriginHistory> origins = new ArrayList<>();
    bySource.forEach(
        (source, revisions) ->
            origins.add(
                new OriginHistory(
                    link.originId(source),
                    source,
                    revisions.get(0).externalId(),
                    RecordStatus.ACTIVE,
                    revisions)));
    return origins;
  }

  /** One revision row of the link's origin of {@code source}. */
  OriginRevision revision(ResultSet rs, LinkRow link, String source, String externalId)
      throws SQLException {
    Map<String, JsonNode> values = new LinkedHashMap<>();
    json.readTree(rs.getString("data"))
        .properties()
        .forEach(e -> values.put(e.getKey(), e.getValue()));
    return new OriginRevision(
        link.originId(source),
        source,
        externalId,
        rs.getInt("revision"),
        rs.getLong("seq"),
        LinkPeriods.period(rs),
        RecordStatus.valueOf(rs.getString("status")),
        values);
  }

  /** Replaces the link's stored timeline. */
  public void replaceTimeline(LinkRow link, List<TimelineInterval> timeline) {
    jdbc.sql("delete from relation_timeline where from_etalon_id = ? and relation_etalon_id = ?")
        .params(link.from().value(), link.relationEtalonId().value())
        .update();
    if (timeline.isEmpty()) {
      return;
    }
    StringBuilder sql =
        new StringBuilder(
            "insert into relation_timeline (from_etalon_id, relation_etalon_id, relation_name,"
                + " to_etalon_id, valid_from, valid_to, active, stamp, data, contributors,"
                + " winners) values ");
    List<Object> params = new ArrayList<>();
    for (int i = 0; i < timeline.size(); i++) {
      TimelineInterval interval = timeline.get(i);
      sql.append(i == 0 ? "" : ", ")
          .append("(?, ?, ?, ?, coalesce(?, '-infinity'::timestamptz),")
          .append(" coalesce(?, 'infinity'::timestamptz), ?, ?, ?::jsonb, ?::json, ?::json)");
      params.addAll(
          Arrays.asList(
              link.from().value(),
              link.relationEtalonId().value(),
              link.relationName(),
              link.to().value(),
              bound(interval.period().from(), Period.UNBOUNDED_FROM),
              bound(interval.period().to(), Period.UNBOUNDED_TO),
              interval.active(),
              interval.contributors().stream().mapToLong(Contributor::seq).max().orElse(0),
              json.writeValueAsString(interval.values()),
              json.writeValueAsString(TimelineJson.contributors(json, interval.contributors())),
              json.writeValueAsString(
                  TimelineJson.winners(interval.winners(), interval.contributors()))));
    }
    jdbc.sql(sql.toString()).params(params).update();
  }

  /** The records an owner contains through links of these relations that are not deleted. */
  List<EtalonId> contained(EtalonId owner, Collection<String> relationNames) {
    if (relationNames.isEmpty()) {
      return List.of();
    }
    return jdbc.sql(
            "select to_etalon_id from relation_etalons where from_etalon_id = ?"
                + " and relation_name = any(?) and status = 'ACTIVE' order by to_etalon_id")
        .params(owner.value(), relationNames.toArray(String[]::new))
        .query((rs, n) -> new EtalonId(rs.getObject(1, UUID.class)))
        .list();
  }

  /** Removes every link that starts or ends at the record, with their revisions and timelines. */
  void wipe(EtalonId etalonId) {
    UUID id = etalonId.value();
    changes.changed(
        jdbc.sql(
                "select distinct from_etalon_id from relation_etalons"
                    + " where from_etalon_id = ? or to_etalon_id = ?")
            .params(id, id)
            .query((rs, n) -> new EtalonId(rs.getObject(1, UUID.class)))
            .list());
    archive.forgetLinksAfterCommit(
        jdbc.sql(
                "select r.seq from relation_revisions r join relation_etalons e"
                    + " on e.from_etalon_id = r.from_etalon_id"
                    + " and e.relation_etalon_id = r.relation_etalon_id"
                    + " where r.archived and (e.from_etalon_id = ? or e.to_etalon_id = ?)")
            .params(id, id)
            .query(Long.class)
            .list());
    for (String table : List.of("relation_timeline", "relation_revisions", "relation_statuses")) {
      jdbc.sql(
              "delete from "
                  + table
                  + " x using relation_etalons e where e.to_etalon_id = ?"
                  + " and x.from_etalon_id = e.from_etalon_id"
                  + " and x.relation_etalon_id = e.relation_etalon_id")
          .param(id)
          .update();
      jdbc.sql("delete from " + table + " where from_etalon_id = ?").param(id).update();
    }
    jdbc.sql("delete from relation_etalons where from_etalon_id = ? or to_etalon_id = ?")
        .params(id, id)
        .update();
  }

  /** Whether any link of the relation exists (the data model may not remove such a relation). */
  boolean hasLinks(String relationName) {
    return jdbc.sql("select exists (select 1 from relation_etalons where relation_name = ?)")
        .param(relationName)
        .query(Boolean.class)
        .single();
  }

  public static LinkRow linkRow(ResultSet rs, int n) throws SQLException {
    return new LinkRow(
        new EtalonId(rs.getObject("relation_etalon_id", UUID.class)),
        rs.getString("relation_name"),
        new EtalonId(rs.getObject("from_etalon_id", UUID.class)),
        new EtalonId(rs.getObject("to_etalon_id", UUID.class)),
        RecordStatus.valueOf(rs.getString("status")));
  }

  static OffsetDateTime bound(long millis, long unbounded) {
    return millis == unbounded
        ? null
        : OffsetDateTime.ofInstant(Instant.ofEpochMilli(millis), ZoneOffset.UTC);
  }
}
