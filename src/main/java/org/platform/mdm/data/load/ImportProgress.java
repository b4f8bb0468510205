package org.platform.mdm.data.load;

/**
 * What an import's committed batches did: where in the file the last of them ended and the lines
 * they took. It changes only in the transaction that writes a batch's records, so it is always
 * exactly what the database holds; the import goes on from it.
 *
 * @param position the place in the file after the last committed batch
 * @param read lines with content read (blank lines are not counted)
 * @param loaded records created
 * @param updated lines that changed an existing record
 * @param rejected lines refused
 */
record ImportProgress(FilePosition position, long read, long loaded, long updated, long rejected) {

  static final ImportProgress START = new ImportProgress(FilePosition.START, 0, 0, 0, 0);

  /** The progress after {@code lines} more lines, up to {@code end}. */
  ImportProgress after(FilePosition end, long lines, long created, long changed, long refused) {
    return new ImportProgress(
        end, read + lines, loaded + created, updated + changed, rejected + refused);
  }
}
