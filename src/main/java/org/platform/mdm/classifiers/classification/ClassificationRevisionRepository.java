package org.platform.mdm.classifiers.classification;

import static org.platform.mdm.classifiers.classification.ClassificationRepository.NODE;
import static org.platform.mdm.classifiers.classification.ClassificationRepository.period;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import org.platform.mdm.classifiers.classification.ClassificationRepository.Row;
import org.platform.mdm.data.ClassificationArchive;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.StringNode;

/**
 * SQL reading the revisions of classifications as known at a moment: their own, or those a merge
 * after the moment took into a winner, followed along the chain of merges in force. An archived
 * revision's values come back from the archive.
 */
@Repository
class ClassificationRevisionRepository {

  /** Merges followed at most, as a read follows a merged record to its winner. */
  private static final int MAX_MERGE_HOPS = 100;

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final ClassificationArchive archive;
  private final ClassificationRepository classifications;

  ClassificationRevisionRepository(
      JdbcClient jdbc,
      JsonMapper json,
      ClassificationArchive archive,
      ClassificationRepository classifications) {
    this.jdbc = jdbc;
    this.json = json;
    this.archive = archive;
    this.classifications = classifications;
  }

  /**
   * A classification as known at a moment ({@code knownAt}; null: now) and where its revisions of
   * then are: its own, less those a later merge brought in ({@code only} null), or those it brought
   * into the winner's classification {@code heldIn} of {@code holder} when a merge after the moment
   * took it from the record ({@code only}: their sequence numbers).
   */
  record Known(Row row, EtalonId holder, UUID heldIn, OffsetDateTime knownAt, List<Long> only) {

    static Known own(Row row, OffsetDateTime knownAt) {
      return new Known(row, row.record(), row.classificationId(), knownAt, null);
    }

    /** The condition on classification_revisions {@code r} and its parameters. */
    String where(List<Object> params) {
      StringBuilder where =
          new StringBuilder(" where r.record_etalon_id = ? and r.classification_id = ?");
      params.add(holder.value());
      params.add(heldIn);
      if (knownAt != null) {
        where.append(" and r.create_date <= ?");
        params.add(knownAt);
      }
      if (only != null) {
        where.append(" and r.seq = any(?)");
        params.add(only.toArray(Long[]::new));
      } else if (knownAt != null) {
        where.append(
            " and not exists (select 1 from classification_merges m where m.winner_id ="
                + " r.record_etalon_id and m.into_id = r.classification_id and m.merge_date > ?"
                + " and r.seq = any(m.seqs))");
        params.add(knownAt);
      }
      return where.toString();
    }
  }

  /**
   * The record's classifications as known at the moment: its own, and those merges after the moment
   * took from it (not given back since), as they were.
   */
  List<Known> knownAt(EtalonId record, OffsetDateTime knownAt) {
    List<Known> known = new ArrayList<>();
    classifications.all(record).forEach(row -> known.add(Known.own(row, knownAt)));
    jdbc.sql(
            "select classification_id, classifier, slot, status, winner_id, into_id, seqs,"
                + " merge_date from classification_merges where loser_id = ? and merge_date > ?"
                + " and unmerge_date is null order by merge_date, classification_id")
        .params(record.value(), knownAt)
        .query(
            (rs, n) -> {
              List<Long> seqs = List.of((Long[]) rs.getArray("seqs").getArray());
              Held held =
                  heldNow(
                      new Held(
                          new EtalonId(rs.getObject("winner_id", UUID.class)),
                          rs.getObject("into_id", UUID.class),
                          rs.getObject("merge_date", OffsetDateTime.class)),
                      seqs);
              return new Known(
                  new Row(
                      record,
                      rs.getObject("classification_id", UUID.class),
                      rs.getString("classifier"),
                      rs.getString("slot"),
                      RecordStatus.valueOf(rs.getString("status"))),
                  held.record(),
                  held.classificationId(),
                  knownAt,
                  seqs);
            })
        .list()
        .forEach(known::add);
    return known;
  }

  /** Where revisions a merge moved are held: which record's classification, since when. */
  private record Held(EtalonId record, UUID classificationId, OffsetDateTime since) {}

  /**
   * Where the revisions with these sequence numbers are held now: a later merge of their holder
   * took them on into its winner, and so on along the chain of merges in force.
   */
  private Held heldNow(Held held, List<Long> seqs) {
    Long[] wanted = seqs.toArray(Long[]::new);
    for (int hop = 0; hop < MAX_MERGE_HOPS; hop++) {
      Optional<Held> next =
          jdbc.sql(
                  "select winner_id, into_id, merge_date from classification_merges"
                      + " where loser_id = ? and classification_id = ? and merge_date >= ?"
                      + " and unmerge_date is null and seqs && ? order by merge_date limit 1")
              .params(held.record().value(), held.classificationId(), held.since(), wanted)
              .query(
                  (rs, n) ->
                      new Held(
                          new EtalonId(rs.getObject("winner_id", UUID.class)),
                          rs.getObject("into_id", UUID.class),
                          rs.getObject("merge_date", OffsetDateTime.class)))
              .optional();
      if (next.isEmpty()) {
        return held;
      }
      held = next.get();
    }
    return held;
  }

  /**
   * Every origin of the classification with its revisions, those created after {@code knownAt} left
   * out (null: all).
   */
  List<OriginHistory> histories(Row row, OffsetDateTime knownAt) {
    return histories(Known.own(row, knownAt));
  }

  /** Every origin of the classification as known at a moment, with its revisions of then. */
  List<OriginHistory> histories(Known known) {
    Row row = known.row();
    Map<String, List<OriginRevision>> bySource = new LinkedHashMap<>();
    List<Object> params = new ArrayList<>();
    String where = known.where(params);
    // At the current date an archived revision is the state nowhere: left out. As known at a past
    // moment it may have been seen: its values come back from the archive.
    if (known.knownAt() == null) {
      where += " and not r.archived";
    }
    for (OriginRevision r :
        readWithValues(
            "select source_system, external_id, revision, seq, node_id,"
                + " case when isfinite(valid_from) then valid_from end as valid_from,"
                + " case when isfinite(valid_to) then valid_to end as valid_to,"
                + " status, archived, data::text as data from classification_revisions r"
                + where
                + " order by seq",
            params,
            rs -> revision(rs, row))) {
      bySource.computeIfAbsent(r.sourceSystem(), s -> new ArrayList<>()).add(r);
    }
    List<OriginHistory> origins = new ArrayList<>();
    bySource.forEach(
        (source, revisions) ->
            origins.add(
                new OriginHistory(
                    row.originId(source),
                    source,
                    revisions.get(0).externalId(),
                    RecordStatus.ACTIVE,
                    revisions)));
    return origins;
  }

  /** What a row read becomes once its values are known. */
  @FunctionalInterface
  private interface RowReader<T> {
    Function<String, T> read(ResultSet rs) throws SQLException;
  }

  /**
   * The rows of a query of {@code classification_revisions} (with {@code seq}, {@code archived} and
   * {@code data}), each given its values: its own, or for an archived row those the archive holds
   * (none after truncate), all fetched in one call after the query.
   */
  private <T> List<T> readWithValues(String sql, List<Object> params, RowReader<T> reader) {
    record Pending<T>(long seq, boolean archived, String data, Function<String, T> finish) {}
    List<Pending<T>> pending =
        jdbc.sql(sql)
            .params(params)
            .query(
                (rs, n) ->
                    new Pending<>(
                        rs.getLong("seq"),
                        rs.getBoolean("archived"),
                        rs.getString("data"),
                        reader.read(rs)))
            .list();
    List<Long> archived = pending.stream().filter(Pending::archived).map(Pending::seq).toList();
    Map<Long, String> back = archived.isEmpty() ? Map.of() : archive.values(archived);
    return pending.stream()
        .map(p -> p.finish().apply(p.archived() ? back.getOrDefault(p.seq(), "{}") : p.data()))
        .toList();
  }

  private Function<String, OriginRevision> revision(ResultSet rs, Row row) throws SQLException {
    String source = rs.getString("source_system");
    String externalId = rs.getString("external_id");
    int revision = rs.getInt("revision");
    long seq = rs.getLong("seq");
    Period period = period(rs);
    RecordStatus status = RecordStatus.valueOf(rs.getString("status"));
    StringNode node = StringNode.valueOf(rs.getObject("node_id", UUID.class).toString());
    return data -> {
      Map<String, JsonNode> values = new LinkedHashMap<>();
      json.readTree(data).properties().forEach(e -> values.put(e.getKey(), e.getValue()));
      values.put(NODE, node);
      return new OriginRevision(
          row.originId(source), source, externalId, revision, seq, period, status, values);
    };
  }

  record RevisionRow(
      String sourceSystem,
      String externalId,
      int revision,
      UUID nodeId,
      Period period,
      RecordStatus status,
      String operation,
      JsonNode data,
      OffsetDateTime createDate,
      String createdBy) {}

  /** Every revision of the classification as known at a moment, by source system and revision. */
  List<RevisionRow> revisions(Known known) {
    List<Object> params = new ArrayList<>();
    String where = known.where(params);
    return readWithValues(
        "select source_system, external_id, revision, seq, node_id, status, operation,"
            + " archived, data::text as data, create_date, created_by,"
            + " case when isfinite(valid_from) then valid_from end as valid_from,"
            + " case when isfinite(valid_to) then valid_to end as valid_to"
            + " from classification_revisions r"
            + where
            + " order by source_system, revision",
        params,
        rs -> {
          String source = rs.getString("source_system");
          String externalId = rs.getString("external_id");
          int revision = rs.getInt("revision");
          UUID node = rs.getObject("node_id", UUID.class);
          Period period = period(rs);
          RecordStatus status = RecordStatus.valueOf(rs.getString("status"));
          String operation = rs.getString("operation");
          OffsetDateTime created = rs.getObject("create_date", OffsetDateTime.class);
          String createdBy = rs.getString("created_by");
          return data ->
              new RevisionRow(
                  source,
                  externalId,
                  revision,
                  node,
                  period,
                  status,
                  operation,
                  json.readTree(data),
                  created,
                  createdBy);
        });
  }
}
