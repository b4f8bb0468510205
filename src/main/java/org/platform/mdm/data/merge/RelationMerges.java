package org.platform.mdm.data.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.record.ArchivedRevisions;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.data.record.EntityModels;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.TimelineCalculator;
import org.platform.mdm.data.relation.RelationOperations;
import org.platform.mdm.data.relation.RelationRepository;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The links of merged records. A loser's own links move to the winner, other records' links to the
 * loser end at the winner, and where the winner already has the same link (same relation and other
 * end) the loser's revisions join it and its link goes; every step is kept, so that the loser's
 * unmerge takes each link back.
 */
@Component
class RelationMerges {

  private final JdbcClient jdbc;
  private final RelationRepository relations;
  private final RecordRepository records;
  private final EntityModels entities;
  private final ArchivedRevisions archive;
  private final org.platform.mdm.data.relation.LinkChanges changes;

  RelationMerges(
      JdbcClient jdbc,
      RelationRepository relations,
      RecordRepository records,
      EntityModels entities,
      ArchivedRevisions archive,
      org.platform.mdm.data.relation.LinkChanges changes) {
    this.archive = archive;
    this.changes = changes;
    this.jdbc = jdbc;
    this.relations = relations;
    this.records = records;
    this.entities = entities;
  }

  /** A step of a merge on one link, as {@code record_merge_links} keeps it. */
  private record Step(
      String kind,
      RelationRepository.LinkRow link,
      EtalonId intoFrom,
      EtalonId intoRelation,
      List<Long> seqs) {}

  /** Moves or joins the loser's links and the links to it; keeps each step under the merge. */
  void merge(UUID mergeId, EtalonId loser, EtalonId winner) {
    List<Step> steps = new ArrayList<>();
    for (RelationRepository.LinkRow link : links("from_etalon_id = ?", loser)) {
      EtalonId to = link.to().equals(loser) ? winner : link.to();
      Optional<RelationRepository.LinkRow> same = relations.find(winner, link.relationName(), to);
      steps.add(same.isPresent() ? join(link, same.get()) : move(link, winner, to, "MOVED"));
    }
    for (RelationRepository.LinkRow link :
        links("to_etalon_id = ? and from_etalon_id <> ?", loser, loser)) {
      Optional<RelationRepository.LinkRow> same =
          relations.find(link.from(), link.relationName(), winner);
      steps.add(
          same.isPresent()
              ? join(link, same.get())
              : move(link, link.from(), winner, "REDIRECTED"));
    }
    for (int i = 0; i < steps.size(); i++) {
      keep(mergeId, i, steps.get(i));
    }
  }

  /** Takes back every link step of a merge, last first. */
  void unmerge(UUID mergeId, EtalonId loser, java.time.OffsetDateTime now, String user) {
    List<Step> steps = kept(mergeId);
    for (int i = steps.size() - 1; i >= 0; i--) {
      Step s = steps.get(i);
      RelationRepository.LinkRow was = s.link();
      if (s.kind().equals("JOINED")) {
        split(s, now, user);
        continue;
      }
      Optional<RelationRepository.LinkRow> found = relations.find(was.relationEtalonId());
      if (found.isEmpty()) {
        continue; // removed since (a physical delete of the other end)
      }
      RelationRepository.LinkRow current = found.get();
      EtalonId to = s.kind().equals("MOVED") && !was.to().equals(loser) ? current.to() : was.to();
      EtalonId from = s.kind().equals("MOVED") ? was.from() : current.from();
      relink(current, from, to);
    }
  }

  // ---- steps

  private Step move(RelationRepository.LinkRow link, EtalonId from, EtalonId to, String kind) {
    relink(link, from, to);
    return new Step(kind, link, null, null, null);
  }

  /** The link's rows start at {@code from} and end at {@code to}. */
  private void relink(RelationRepository.LinkRow link, EtalonId from, EtalonId to) {
    UUID id = link.relationEtalonId().value();
    UUID was = link.from().value();
    changes.changed(link.from(), from);
    for (String table : List.of("relation_revisions", "relation_statuses")) {
      jdbc.sql(
              "update "
                  + table
                  + " set from_etalon_id = ? where from_etalon_id = ? and relation_etalon_id = ?")
          .params(from.value(), was, id)
          .update();
    }
    for (String table : List.of("relation_timeline", "relation_etalons")) {
      jdbc.sql(
              "update "
                  + table
                  + " set from_etalon_id = ?, to_etalon_id = ?"
                  + " where from_etalon_id = ? and relation_etalon_id = ?")
          .params(from.value(), to.value(), was, id)
          .update();
    }
  }

  /** The link's revisions go into the same link of the winner; the link itself goes. */
  private Step join(RelationRepository.LinkRow link, RelationRepository.LinkRow into) {
    List<Long> seqs =
        jdbc.sql(
                "select seq from relation_revisions where from_etalon_id = ?"
                    + " and relation_etalon_id = ? order by seq")
            .params(link.from().value(), link.relationEtalonId().value())
            .query(Long.class)
            .list();
    moveRevisions(link, into, seqs);
    jdbc.sql("delete from relation_timeline where from_etalon_id = ? and relation_etalon_id = ?")
        .params(link.from().value(), link.relationEtalonId().value())
        .update();
    jdbc.sql("delete from relation_etalons where from_etalon_id = ? and relation_etalon_id = ?")
        .params(link.from().value(), link.relationEtalonId().value())
        .update();
    changes.changed(link.from(), into.from());
    rebuild(into);
    return new Step("JOINED", link, into.from(), into.relationEtalonId(), seqs);
  }

  /** Undoes a join: the link comes back with the revisions it brought. */
  private void split(Step s, java.time.OffsetDateTime now, String user) {
    RelationRepository.LinkRow link = s.link();
    Optional<RelationRepository.LinkRow> into = relations.find(s.intoRelation());
    if (into.isEmpty()) {
      return; // the joined link was removed since
    }
    changes.changed(link.from());
    // The link comes back written as the one it was joined into is (DIRECT or CASCADED): the two
    // were the same relation to the same record, and the join kept no other account of it.
    jdbc.sql(
            "insert into relation_etalons (from_etalon_id, relation_etalon_id, relation_name,"
                + " to_etalon_id, status, create_date, created_by, update_date, updated_by,"
                + " operation_type)"
                + " select ?, ?, ?, ?, ?, ?, ?, ?, ?, operation_type from relation_etalons"
                + " where from_etalon_id = ? and relation_etalon_id = ?")
        .params(
            link.from().value(),
            link.relationEtalonId().value(),
            link.relationName(),
            link.to().value(),
            link.status().name(),
            now,
            user,
            now,
            user,
            into.get().from().value(),
            into.get().relationEtalonId().value())
        .update();
    moveRevisions(into.get(), link, s.seqs());
    unarchive(into.get());
    unarchive(link);
    rebuild(into.get());
    rebuild(link);
  }

  /**
   * The revisions of a split link that the archive took the values of get them back: hidden in the
   * joined link, they may be seen again in the link they came back to (or in the one they stayed
   * in, without the revisions that left). The archive job takes them again if they are still
   * hidden. With {@code truncate} their values are gone, as that setting says.
   */
  private void unarchive(RelationRepository.LinkRow link) {
    UUID from = link.from().value();
    UUID id = link.relationEtalonId().value();
    List<Long> seqs =
        jdbc.sql(
                "select seq from relation_revisions where from_etalon_id = ?"
                    + " and relation_etalon_id = ? and archived")
            .params(from, id)
            .query(Long.class)
            .list();
    if (seqs.isEmpty()) {
      return;
    }
    java.util.Map<Long, String> values = archive.linkValues(seqs);
    jdbc.sql(
            "update relation_revisions r set data = v.data::json, archived = false"
                + " from unnest(?::int8[], ?::text[]) as v(seq, data)"
                + " where r.from_etalon_id = ? and r.relation_etalon_id = ? and r.seq = v.seq")
        .params(
            seqs.toArray(Long[]::new),
            seqs.stream().map(q -> values.getOrDefault(q, "{}")).toArray(String[]::new),
            from,
            id)
        .update();
    archive.forgetLinksAfterCommit(seqs);
  }

  /**
   * Moves the revisions with these sequence numbers from one link to another and numbers each
   * link's revisions of a source again in creation order (they were in that order before: a
   * revision's number and its sequence number grow together).
   */
  private void moveRevisions(
      RelationRepository.LinkRow from, RelationRepository.LinkRow to, List<Long> seqs) {
    // Negative numbers first: no moved row meets a number the target holds.
    jdbc.sql(
            "update relation_revisions set from_etalon_id = ?, relation_etalon_id = ?,"
                + " revision = -revision - 1000000"
                + " where from_etalon_id = ? and relation_etalon_id = ? and seq = any(?)")
        .params(
            to.from().value(),
            to.relationEtalonId().value(),
            from.from().value(),
            from.relationEtalonId().value(),
            seqs.toArray(Long[]::new))
        .update();
    renumber(from);
    renumber(to);
  }

  private void renumber(RelationRepository.LinkRow link) {
    UUID from = link.from().value();
    UUID id = link.relationEtalonId().value();
    jdbc.sql(
            "update relation_revisions set revision = -revision"
                + " where from_etalon_id = ? and relation_etalon_id = ? and revision > 0")
        .params(from, id)
        .update();
    jdbc.sql(
            "update relation_revisions r set revision = n.rn from (select seq, row_number()"
                + " over (partition by source_system order by seq) as rn from relation_revisions"
                + " where from_etalon_id = ? and relation_etalon_id = ?) n"
                + " where r.from_etalon_id = ? and r.relation_etalon_id = ? and r.seq = n.seq")
        .params(from, id, from, id)
        .update();
  }

  /** Computes the link's timeline again from its revisions, by its starting record's rule. */
  private void rebuild(RelationRepository.LinkRow link) {
    RelationRepository.LinkRow current = relations.find(link.relationEtalonId()).orElseThrow();
    String entityName = records.findEtalon(current.from()).orElseThrow().entityName();
    EntityModel entity = entities.of(entities.published(), entityName).orElseThrow();
    relations.replaceTimeline(
        current,
        TimelineCalculator.compute(
            RelationOperations.rule(entity), current.status(), relations.histories(current)));
  }

  // ---- storage

  private List<RelationRepository.LinkRow> links(String where, EtalonId... ids) {
    return jdbc.sql(
            "select "
                + RelationRepository.LINK_COLUMNS
                + " from relation_etalons where "
                + where
                + " order by relation_etalon_id")
        .params(Arrays.stream(ids).map(EtalonId::value).toArray())
        .query(RelationRepository::linkRow)
        .list();
  }

  private void keep(UUID mergeId, int step, Step s) {
    RelationRepository.LinkRow l = s.link();
    jdbc.sql(
            "insert into record_merge_links (merge_id, step, kind, relation_etalon_id,"
                + " relation_name, from_etalon_id, to_etalon_id, status, into_from_id,"
                + " into_relation_id, seqs) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        .params(
            mergeId,
            step,
            s.kind(),
            l.relationEtalonId().value(),
            l.relationName(),
            l.from().value(),
            l.to().value(),
            l.status().name(),
            s.intoFrom() == null ? null : s.intoFrom().value(),
            s.intoRelation() == null ? null : s.intoRelation().value(),
            s.seqs() == null ? null : s.seqs().toArray(Long[]::new))
        .update();
  }

  private List<Step> kept(UUID mergeId) {
    return jdbc.sql(
            "select kind, relation_etalon_id, relation_name, from_etalon_id, to_etalon_id,"
                + " status, into_from_id, into_relation_id, seqs from record_merge_links"
                + " where merge_id = ? order by step")
        .param(mergeId)
        .query(
            (rs, n) -> {
              UUID intoFrom = rs.getObject("into_from_id", UUID.class);
              UUID intoRelation = rs.getObject("into_relation_id", UUID.class);
              java.sql.Array seqs = rs.getArray("seqs");
              return new Step(
                  rs.getString("kind"),
                  RelationRepository.linkRow(rs, n),
                  intoFrom == null ? null : new EtalonId(intoFrom),
                  intoRelation == null ? null : new EtalonId(intoRelation),
                  seqs == null ? null : Arrays.asList((Long[]) seqs.getArray()));
            })
        .list();
  }
}
