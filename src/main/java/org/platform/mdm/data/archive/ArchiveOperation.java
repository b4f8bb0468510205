package org.platform.mdm.data.archive;

import java.sql.SQLException;
import java.util.UUID;
import org.springframework.stereotype.Component;

/**
 * The revision archive of records and their links ({@code archiveVistoryDataJob}), set by the
 * settings {@code ...vistory.data.*}.
 */
@Component
class ArchiveOperation extends ArchiveJob {

  static final String NAME = "archiveVistoryDataJob";

  private final RevisionMoves moves;

  ArchiveOperation(ArchiveSettings settings, ArchiveDatabases databases, RevisionMoves moves) {
    super(settings, ArchiveSettings.DATA, databases.data());
    this.moves = moves;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Archive of old record revisions";
  }

  @Override
  public String description() {
    return "Moves the revisions of records that no read at the current date can see any more to"
        + " the archive store (or deletes them with truncate), keeping max.revisions per origin,"
        + " and the values of such revisions of their links; history and reads as known at a past"
        + " moment read the archive. Set by the settings "
        + ArchiveSettings.DATA.prefix()
        + "*.";
  }

  @Override
  long records() {
    return moves.records();
  }

  @Override
  Done block(UUID after, int size, int keep, boolean truncate, int batch) throws SQLException {
    return moves.block(after, size, keep, truncate, batch);
  }
}
