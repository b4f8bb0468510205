package org.platform.mdm.data.archive;

import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.record.ArchivedRevisions;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * What the record room reads of the archive (rule 6): the archived revisions of origins, and their
 * removal when a record is deleted physically, once its deletion is committed (before, a rollback
 * would have lost them; a failure then leaves rows of no origin, said in the log).
 */
@Component
class ArchiveReads implements ArchivedRevisions {

  private static final Logger log = LoggerFactory.getLogger(ArchiveReads.class);

  private final ArchiveStore store;

  ArchiveReads(ArchiveStore store) {
    this.store = store;
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
  public void forgetAfterCommit(Collection<UUID> originIds) {
    if (originIds.isEmpty()) {
      return;
    }
    List<UUID> origins = List.copyOf(originIds);
    if (!TransactionSynchronizationManager.isSynchronizationActive()) {
      forget(origins);
      return;
    }
    TransactionSynchronizationManager.registerSynchronization(
        new TransactionSynchronization() {
          @Override
          public void afterCommit() {
            forget(origins);
          }
        });
  }

  private void forget(List<UUID> origins) {
    try {
      store.delete(origins);
    } catch (SQLException | RuntimeException e) {
      log.error(
          "Archived revisions of deleted origins {} stay in the archive: {}",
          origins,
          e.toString());
    }
  }
}
