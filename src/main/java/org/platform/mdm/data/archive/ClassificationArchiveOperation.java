package org.platform.mdm.data.archive;

import java.sql.SQLException;
import java.util.UUID;
import org.springframework.stereotype.Component;

/**
 * The revision archive of classifications ({@code archiveVistoryClassifiersJob}), set by the
 * settings {@code ...vistory.classifiers.*}: the values of the classification revisions no read at
 * the current date can see go to the classifications' archive store.
 */
@Component
class ClassificationArchiveOperation extends ArchiveJob {

  static final String NAME = "archiveVistoryClassifiersJob";

  private final ClassificationMoves moves;

  ClassificationArchiveOperation(
      ArchiveSettings settings, ArchiveDatabases databases, ClassificationMoves moves) {
    super(settings, ArchiveSettings.CLASSIFIERS, databases.classifiers());
    this.moves = moves;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Archive of old classification revisions";
  }

  @Override
  public String description() {
    return "Moves the values of the classification revisions that no read at the current date can"
        + " see any more to the classifications' archive store (or deletes them with truncate),"
        + " keeping max.revisions per origin; reads as known at a past moment and a"
        + " classification's origins read the archive. Set by the settings "
        + ArchiveSettings.CLASSIFIERS.prefix()
        + "*.";
  }

  @Override
  long records() {
    return moves.records();
  }

  @Override
  Done block(UUID after, int size, int keep, boolean truncate, int batch) throws SQLException {
    return moves.block(after, size, keep, truncate);
  }
}
