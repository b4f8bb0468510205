package org.platform.mdm.data.archive;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.ArchivableClassifications;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * One block of the classifications' archive on the hot store, in the block's transaction: the next
 * records by etalon id, locked as for the records' archive; the revisions of their classifications;
 * the values of the invisible ones ({@link InvisibleRevisions}, an origin being a classification's
 * revisions of one source system, those archived already counting for what hides what) taken out of
 * the hot store and, unless {@code truncate}, written to the classifications' archive store before
 * the block commits.
 */
@Component
class ClassificationMoves {

  private final JdbcClient jdbc;
  private final ArchivableClassifications classifications;
  private final ClassificationValues values;

  ClassificationMoves(
      JdbcClient jdbc, ArchivableClassifications classifications, ClassificationValues values) {
    this.jdbc = jdbc;
    this.classifications = classifications;
    this.values = values;
  }

  /** How many records there are to look at. */
  long records() {
    return jdbc.sql("select count(*) from etalons").query(Long.class).single();
  }

  ArchiveJob.Done block(UUID after, int size, int keep, boolean truncate) throws SQLException {
    List<UUID> etalons = RevisionMoves.lockNext(jdbc, after, size);
    if (etalons.isEmpty()) {
      return new ArchiveJob.Done(0, after, 0, 0);
    }
    Map<String, String> places = new java.util.HashMap<>();
    Set<String> archived = new HashSet<>();
    Map<String, List<InvisibleRevisions.Candidate>> byOrigin = new LinkedHashMap<>();
    for (ArchivableClassifications.Stored s : classifications.revisions(etalons)) {
      String origin = s.classificationId() + "/" + s.sourceSystem();
      String key = origin + "/" + s.revision();
      places.put(key, s.place());
      if (s.archived()) {
        archived.add(key);
      }
      byOrigin
          .computeIfAbsent(origin, k -> new ArrayList<>())
          .add(new InvisibleRevisions.Candidate(s.revision(), s.period()));
    }
    List<String> taking = new ArrayList<>();
    byOrigin.forEach(
        (origin, revisions) -> {
          for (int revision : InvisibleRevisions.toArchive(revisions, keep)) {
            String key = origin + "/" + revision;
            if (!archived.contains(key)) {
              taking.add(places.get(key));
            }
          }
        });
    UUID last = etalons.get(etalons.size() - 1);
    if (taking.isEmpty()) {
      return new ArchiveJob.Done(etalons.size(), last, 0, 0);
    }
    List<ArchivedValues.Row> rows =
        classifications.take(taking).stream()
            .map(
                t ->
                    new ArchivedValues.Row(
                        t.seq(),
                        t.recordEtalonId(),
                        t.classificationId(),
                        t.sourceSystem(),
                        t.revision(),
                        t.data(),
                        t.createDate()))
            .toList();
    if (!truncate && !rows.isEmpty()) {
      values.write(rows);
    }
    return new ArchiveJob.Done(etalons.size(), last, 0, rows.size());
  }
}
