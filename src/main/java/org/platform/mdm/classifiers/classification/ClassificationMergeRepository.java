package org.platform.mdm.classifiers.classification;

import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.classifiers.classification.ClassificationRepository.Row;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.search.ClassifiedIndex;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * What merges do to classifications in storage: revisions moved between records' classifications
 * and numbered again, and what each merge took from a loser kept ({@code classification_merges}) so
 * that its unmerge gives it back.
 */
@Repository
class ClassificationMergeRepository {

  private final JdbcClient jdbc;
  private final ClassifiedIndex index;

  ClassificationMergeRepository(JdbcClient jdbc, ClassifiedIndex index) {
    this.index = index;
    this.jdbc = jdbc;
  }

  /**
   * The merges in force into the record no longer count these revisions as brought: they left it
   * (as a record merge keeps only the origins that did not leave).
   */
  void left(EtalonId winner, Collection<Long> seqs) {
    Long[] left = seqs.toArray(Long[]::new);
    jdbc.sql(
            "update classification_merges set seqs = array(select s from unnest(seqs) s"
                + " where s <> all(?)) where winner_id = ? and unmerge_date is null"
                + " and seqs && ?")
        .params(left, winner.value(), left)
        .update();
  }

  /**
   * Makes a classification of the record with this id and status (a loser's coming back keeps its
   * id and creation stamps; null stamps: made now).
   */
  Row create(
      EtalonId record,
      UUID classificationId,
      String classifier,
      String slot,
      RecordStatus status,
      OffsetDateTime createDate,
      String createdBy,
      OffsetDateTime now,
      String user) {
    jdbc.sql(
            "insert into classification_etalons (record_etalon_id, classification_id, classifier,"
                + " slot, status, create_date, created_by, update_date, updated_by)"
                + " values (?, ?, ?, ?, ?, ?, ?, ?, ?)")
        .params(
            record.value(),
            classificationId,
            classifier,
            slot,
            status.name(),
            createDate == null ? now : createDate,
            createdBy == null ? user : createdBy,
            now,
            user)
        .update();
    return new Row(record, classificationId, classifier, slot, status);
  }

  /**
   * The sequence numbers of the classification's revisions that are one of {@code seqs} or were
   * written through one of the keys (source system and external id, pairwise), oldest first.
   */
  List<Long> seqs(Row row, Collection<Long> seqs, List<String> sources, List<String> externalIds) {
    return jdbc.sql(
            "select seq from classification_revisions where record_etalon_id = ?"
                + " and classification_id = ? and (seq = any(?) or (source_system, external_id)"
                + " in (select * from unnest(?::text[], ?::text[]))) order by seq")
        .params(
            row.record().value(),
            row.classificationId(),
            seqs.toArray(Long[]::new),
            sources.toArray(String[]::new),
            externalIds.toArray(String[]::new))
        .query(Long.class)
        .list();
  }

  /** The sequence numbers of all the classification's revisions, oldest first. */
  List<Long> seqs(Row row) {
    return jdbc.sql(
            "select seq from classification_revisions where record_etalon_id = ?"
                + " and classification_id = ? order by seq")
        .params(row.record().value(), row.classificationId())
        .query(Long.class)
        .list();
  }

  /**
   * Moves the revisions with these sequence numbers from one classification to another and numbers
   * each one's revisions of a source again in the order they were made (a revision's number and its
   * sequence number grow together, so both lists keep their order, and a later unmerge gives every
   * revision its number back).
   */
  void moveRevisions(Row from, Row to, Collection<Long> seqs) {
    // Negative numbers first: no moved row meets a number the target holds.
    jdbc.sql(
            "update classification_revisions set record_etalon_id = ?, classification_id = ?,"
                + " revision = -revision - 1000000 where record_etalon_id = ?"
                + " and classification_id = ? and seq = any(?)")
        .params(
            to.record().value(),
            to.classificationId(),
            from.record().value(),
            from.classificationId(),
            seqs.toArray(Long[]::new))
        .update();
    renumber(from);
    renumber(to);
  }

  private void renumber(Row row) {
    UUID record = row.record().value();
    UUID id = row.classificationId();
    jdbc.sql(
            "update classification_revisions set revision = -revision"
                + " where record_etalon_id = ? and classification_id = ? and revision > 0")
        .params(record, id)
        .update();
    jdbc.sql(
            "update classification_revisions r set revision = n.rn from (select seq, row_number()"
                + " over (partition by source_system order by seq) as rn"
                + " from classification_revisions where record_etalon_id = ?"
                + " and classification_id = ?) n where r.record_etalon_id = ?"
                + " and r.classification_id = ? and r.seq = n.seq")
        .params(record, id, record, id)
        .update();
  }

  /** Removes a classification (its revisions have left) with its timeline. */
  void remove(Row row) {
    index.changed(List.of(row.record()));
    for (String table :
        List.of("classification_timeline", "classification_revisions", "classification_etalons")) {
      jdbc.sql("delete from " + table + " where record_etalon_id = ? and classification_id = ?")
          .params(row.record().value(), row.classificationId())
          .update();
    }
  }

  /** What a merge took of a loser's classification, to give it back. */
  record Lost(
      UUID classificationId,
      String classifier,
      String slot,
      RecordStatus status,
      OffsetDateTime createDate,
      String createdBy,
      List<Long> seqs) {}

  /** Keeps what the merge takes of the loser's classification (before it goes). */
  void keepLost(EtalonId winner, Row lost, Row into, List<Long> seqs, OffsetDateTime now) {
    jdbc.sql(
            "insert into classification_merges (winner_id, loser_id, merge_date,"
                + " classification_id, classifier, slot, status, create_date, created_by, into_id,"
                + " seqs) select ?, record_etalon_id, ?, classification_id, classifier, slot,"
                + " status, create_date, created_by, ?, ? from classification_etalons"
                + " where record_etalon_id = ? and classification_id = ?")
        .params(
            winner.value(),
            now,
            into.classificationId(),
            seqs.toArray(Long[]::new),
            lost.record().value(),
            lost.classificationId())
        .update();
  }

  /** What the merge in force of the loser into the winner took of its classifications. */
  List<Lost> lost(EtalonId winner, EtalonId loser) {
    return jdbc.sql(
            "select classification_id, classifier, slot, status, create_date, created_by, seqs"
                + " from classification_merges where winner_id = ? and loser_id = ?"
                + " and unmerge_date is null order by classifier, slot")
        .params(winner.value(), loser.value())
        .query(
            (rs, n) ->
                new Lost(
                    rs.getObject("classification_id", UUID.class),
                    rs.getString("classifier"),
                    rs.getString("slot"),
                    RecordStatus.valueOf(rs.getString("status")),
                    rs.getObject("create_date", OffsetDateTime.class),
                    rs.getString("created_by"),
                    Arrays.asList((Long[]) rs.getArray("seqs").getArray())))
        .list();
  }

  /** Marks what the merge of the loser into the winner took as given back. */
  void givenBack(EtalonId winner, EtalonId loser, OffsetDateTime now) {
    jdbc.sql(
            "update classification_merges set unmerge_date = ? where winner_id = ?"
                + " and loser_id = ? and unmerge_date is null")
        .params(now, winner.value(), loser.value())
        .update();
  }
}
