package org.platform.mdm.classifiers.classification;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.platform.mdm.data.ArchivableClassifications;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the archive of classification revisions: hidden revisions' values taken out and back. */
@Repository
class ClassificationArchiveRepository {

  private final JdbcClient jdbc;

  ClassificationArchiveRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** Every revision of these records' classifications, where it is stored and its period. */
  List<ArchivableClassifications.Stored> revisions(Collection<UUID> records) {
    return jdbc.sql(
            "select tableoid::regclass::text as part, ctid::text as place, record_etalon_id,"
                + " classification_id, source_system, revision, seq, archived,"
                + " case when isfinite(valid_from) then valid_from end as valid_from,"
                + " case when isfinite(valid_to) then valid_to end as valid_to"
                + " from classification_revisions where record_etalon_id = any(?)")
        .param(records.toArray(UUID[]::new))
        .query(
            (rs, n) ->
                new ArchivableClassifications.Stored(
                    rs.getString("part") + "/" + rs.getString("place"),
                    rs.getObject("record_etalon_id", UUID.class),
                    rs.getObject("classification_id", UUID.class),
                    rs.getString("source_system"),
                    rs.getInt("revision"),
                    rs.getLong("seq"),
                    ClassificationRepository.period(rs),
                    rs.getBoolean("archived")))
        .list();
  }

  /**
   * Each partition's rows by the ctids read in this transaction (a TID scan): the records are
   * locked, so no write, merge or delete moves their rows meanwhile; a row moved anyway (an update
   * gives it another ctid) is not taken.
   */
  List<ArchivableClassifications.Taken> take(Collection<String> places) {
    Map<String, List<String>> byPartition = new TreeMap<>();
    for (String place : places) {
      int slash = place.indexOf('/');
      byPartition
          .computeIfAbsent(place.substring(0, slash), k -> new ArrayList<>())
          .add(place.substring(slash + 1));
    }
    List<ArchivableClassifications.Taken> taken = new ArrayList<>();
    byPartition.forEach(
        (partition, ctids) -> {
          if (!partition.matches("[a-z_0-9.\"]+")) {
            throw new IllegalStateException("unexpected partition name " + partition);
          }
          taken.addAll(
              jdbc.sql(
                      "with old as (select r.ctid as place, r.seq, r.data::text as data from "
                          + partition
                          + " r where r.ctid = any(?::tid[]) and not r.archived)"
                          + " update "
                          + partition
                          + " r set data = '{}'::json, archived = true from old"
                          + " where r.ctid = old.place returning old.seq, r.record_etalon_id,"
                          + " r.classification_id, r.source_system, r.revision, old.data,"
                          + " r.create_date")
                  .param(ctids.toArray(String[]::new))
                  .query(
                      (rs, n) ->
                          new ArchivableClassifications.Taken(
                              rs.getLong("seq"),
                              rs.getObject("record_etalon_id", UUID.class),
                              rs.getObject("classification_id", UUID.class),
                              rs.getString("source_system"),
                              rs.getInt("revision"),
                              rs.getString("data"),
                              rs.getObject("create_date", OffsetDateTime.class)))
                  .list());
        });
    return taken;
  }

  /** The sequence numbers of the classification's archived revisions. */
  List<Long> archived(ClassificationRepository.Row row) {
    return jdbc.sql(
            "select seq from classification_revisions where record_etalon_id = ?"
                + " and classification_id = ? and archived")
        .params(row.record().value(), row.classificationId())
        .query(Long.class)
        .list();
  }

  /** Gives these archived revisions of the classification their values and un-marks them. */
  void giveBack(ClassificationRepository.Row row, List<Long> seqs, Map<Long, String> values) {
    jdbc.sql(
            "update classification_revisions r set data = v.data::json, archived = false"
                + " from unnest(?::int8[], ?::text[]) as v(seq, data)"
                + " where r.record_etalon_id = ? and r.classification_id = ? and r.seq = v.seq")
        .params(
            seqs.toArray(Long[]::new),
            seqs.stream().map(q -> values.getOrDefault(q, "{}")).toArray(String[]::new),
            row.record().value(),
            row.classificationId())
        .update();
  }
}
