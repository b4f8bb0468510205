package org.platform.mdm.classifiers.classification;

import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.ArchivableClassifications;
import org.platform.mdm.data.ClassificationArchive;
import org.springframework.stereotype.Component;

/**
 * Classifications and the revision archive. For the archive job: the revisions' periods and the
 * values of hidden ones taken out (the row stays, marked {@code archived}, its values emptied). For
 * this module: the values given back to a classification whose hidden revisions may be seen again,
 * as an unmerge that splits it or a node's removal that drops the revisions hiding them (the rows
 * un-marked, as never archived; a later run takes again those still hidden).
 */
@Component
class ClassificationArchiving implements ArchivableClassifications {

  private final ClassificationArchiveRepository repository;
  private final ClassificationArchive archive;

  ClassificationArchiving(
      ClassificationArchiveRepository repository, ClassificationArchive archive) {
    this.repository = repository;
    this.archive = archive;
  }

  @Override
  public List<Stored> revisions(Collection<UUID> records) {
    return repository.revisions(records);
  }

  @Override
  public List<Taken> take(Collection<String> places) {
    return repository.take(places);
  }

  /**
   * Gives the classification's archived revisions their values back from the archive (none after
   * {@code truncate}) and un-marks them; the archive forgets them once this commits.
   */
  void restore(ClassificationRepository.Row row) {
    List<Long> seqs = repository.archived(row);
    if (seqs.isEmpty()) {
      return;
    }
    repository.giveBack(row, seqs, archive.values(seqs));
    archive.forgetValuesAfterCommit(seqs);
  }
}
