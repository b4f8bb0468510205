package org.platform.mdm.data;

/** The status of an etalon, an origin or a revision. */
public enum RecordStatus {
  /** In use. */
  ACTIVE,
  /**
   * Logically deleted: kept with its history, hidden from reads without {@code includeInactive}.
   */
  INACTIVE,
  /** An origin or etalon that was merged into another etalon; consolidation skips it. */
  MERGED
}
