/**
 * Bulk loads and batches: NDJSON and CSV files read line by line from a spooled upload (never held
 * in memory), checked one line at a time, written in batches with one COPY per table ({@link
 * org.platform.mdm.data.load.BulkRecordWriter}) in a transaction that also records where in the
 * file the batch ended, so a load that stops goes on from there (two writers write batches side by
 * side and commit them in the file's order: {@link org.platform.mdm.data.load.ImportTurns}); the
 * import's state and the node's hold on it; and the record API's batch writes through the same bulk
 * path ({@link org.platform.mdm.data.load.RecordBatches}). Depends on {@code record} only.
 */
package org.platform.mdm.data.load;
