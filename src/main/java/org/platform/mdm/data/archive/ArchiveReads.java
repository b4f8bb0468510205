package org.platform.mdm.data.archive;

import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.data.ClassificationArchive;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.record.ArchivedRevisions;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.TransactionLocal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * What the record room reads of the archive (rule 6): the archived revisions of origins, and their
 * removal when a record is deleted physically, once its deletion is committed (before, a rollback
 * would have lost them; a failure then leaves rows of no origin, said in the log).
 */
@Component
class ArchiveReads implements ArchivedRevisions, ClassificationArchive {

  private static final Logger log = LoggerFactory.getLogger(ArchiveReads.class);

  private final ArchiveStore store;
  private final LinkValues links;
  private final ClassificationValues classifications;

  ArchiveReads(ArchiveStore store, LinkValues links, ClassificationValues classifications) {
    this.store = store;
    this.links = links;
    this.classifications = classifications;
  }

  @Override
  public boolean readable() {
    return store.configured();
  }

  @Override
  public List<Archived> of(Collection<UUID> originIds, OffsetDateTime knownAt) {
    if (originIds.isEmpty()) {
      return List.of();
    }
    try {
      return store.read(originIds, knownAt);
    } catch (SQLException | RuntimeException e) {
      log.error("The revision archive cannot be read", e);
      throw new PlatformException(DataErrors.DATA_ARCHIVE_UNAVAILABLE);
    }
  }

  @Override
  public Map<Long, String> linkValues(Collection<Long> seqs) {
    return values(links, seqs);
  }

  @Override
  public Map<Long, String> values(Collection<Long> seqs) {
    return values(classifications, seqs);
  }

  private static Map<Long, String> values(ArchivedValues store, Collection<Long> seqs) {
    if (seqs.isEmpty() || !store.configured()) {
      return Map.of();
    }
    try {
      return store.read(seqs);
    } catch (SQLException | RuntimeException e) {
      log.error("The revision archive cannot be read", e);
      throw new PlatformException(DataErrors.DATA_ARCHIVE_UNAVAILABLE);
    }
  }

  @Override
  public void rewrite(List<Archived> revisions) {
    written(() -> store.rewrite(revisions), revisions.isEmpty());
  }

  @Override
  public void rewriteLinkValues(Map<Long, String> values) {
    written(() -> links.rewrite(values), values.isEmpty() || !links.configured());
  }

  @Override
  public void rewrite(Map<Long, String> values) {
    written(
        () -> classifications.rewrite(values), values.isEmpty() || !classifications.configured());
  }

  /** A write to the archive, now; the hot store's transaction fails with it. */
  private static void written(Removal write, boolean nothing) {
    if (nothing) {
      return;
    }
    try {
      write.run();
    } catch (SQLException | RuntimeException e) {
      log.error("The revision archive cannot be written", e);
      throw new PlatformException(DataErrors.DATA_ARCHIVE_UNAVAILABLE);
    }
  }

  @Override
  public void forgetAfterCommit(Collection<UUID> originIds) {
    List<UUID> origins = List.copyOf(originIds);
    afterCommit(
        origins,
        () -> store.delete(origins),
        "Archived revisions of deleted origins " + origins + " stay in the archive: ");
  }

  @Override
  public void forgetLinksAfterCommit(Collection<Long> seqs) {
    forgetAfterCommit(links, seqs, "link");
  }

  @Override
  public void forgetValuesAfterCommit(Collection<Long> seqs) {
    forgetAfterCommit(classifications, seqs, "classification");
  }

  private void forgetAfterCommit(ArchivedValues store, Collection<Long> seqs, String what) {
    if (!store.configured()) {
      return;
    }
    List<Long> these = List.copyOf(seqs);
    afterCommit(
        these,
        () -> store.delete(these),
        "Archived values of deleted " + what + " revisions " + these + " stay in the archive: ");
  }

  /** What is removed from (or written to) the archive. */
  @FunctionalInterface
  private interface Removal {
    void run() throws SQLException;
  }

  private void afterCommit(Collection<?> what, Removal removal, String failure) {
    if (what.isEmpty()) {
      return;
    }
    TransactionLocal.afterCommit(() -> forget(removal, failure));
  }

  private static void forget(Removal removal, String failure) {
    try {
      removal.run();
    } catch (SQLException | RuntimeException e) {
      log.error("{}{}", failure, e.toString());
    }
  }
}
