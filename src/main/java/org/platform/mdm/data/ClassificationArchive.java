package org.platform.mdm.data;

import java.util.Collection;
import java.util.Map;

/**
 * The classifications' archive store as the classifiers module reads it: the values of archived
 * classification revisions back, by their seqs, and their removal once a deletion of the revisions
 * commits. Implemented by the data module's archive.
 */
public interface ClassificationArchive {

  /**
   * The archived values of these revisions, by seq: those the archive holds (none without an
   * archive store, or after {@code truncate}); {@code DATA_ARCHIVE_UNAVAILABLE} when the store
   * cannot be read.
   */
  Map<Long, String> values(Collection<Long> seqs);

  /**
   * Removes the archived values of these revisions once the current transaction commits (at once
   * without one); a failure is said in the log.
   */
  void forgetValuesAfterCommit(Collection<Long> seqs);

  /**
   * Writes these archived revisions' values anew, now (a depersonalization in place); those the
   * archive does not hold are left out. {@code DATA_ARCHIVE_UNAVAILABLE} when the store cannot be
   * written.
   */
  void rewrite(Map<Long, String> values);
}
