package org.platform.mdm.data.record;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.RecordStatus;

/**
 * The revisions the archive took from the origins (the archive room implements it): reads of a
 * record's history, of its origins and "as known at" a past moment add them, so that they answer
 * what they answered before the archive took them.
 */
public interface ArchivedRevisions {

  /** An archived revision: the columns of {@code revisions} but the etalon's. */
  record Archived(
      UUID originId,
      int revision,
      long seq,
      Period period,
      RecordStatus status,
      String operation,
      String data,
      OffsetDateTime createDate,
      String createdBy) {}

  /** Whether there is an archive to read at all (none: reads skip it). */
  boolean readable();

  /**
   * The archived revisions of these origins, optionally only those created at or before a moment.
   */
  List<Archived> of(Collection<UUID> originIds, OffsetDateTime knownAt);

  /** Removes the origins' archived revisions once the current transaction commits. */
  void forgetAfterCommit(Collection<UUID> originIds);

  /**
   * The archived values of link revisions, by seq (an unmerge that splits a joined link reads back
   * those of the revisions it may make visible again); those the archive has.
   */
  java.util.Map<Long, String> linkValues(Collection<Long> seqs);

  /** Removes the archived values of these link revisions once the current transaction commits. */
  void forgetLinksAfterCommit(Collection<Long> seqs);

  /**
   * Writes the data of these archived revisions anew, now (a depersonalization in place; the
   * archive is another database: a block done again after a failure rewrites them again).
   *
   * @throws org.platform.mdm.system.PlatformException when the archive cannot be written
   */
  void rewrite(List<Archived> revisions);

  /** Writes these link revisions' archived values anew, by seq, now (as {@link #rewrite}). */
  void rewriteLinkValues(java.util.Map<Long, String> values);
}
