/**
 * History: which etalon held each origin when ({@link org.platform.mdm.data.history.OriginMoves}),
 * the historic record (what a read "as known at" a past moment consolidates, given to record reads
 * through {@link org.platform.mdm.data.record.HistoricOrigins}), and a record's story of writes,
 * deletes, restores, links, merges and unmerges ({@link
 * org.platform.mdm.data.history.RecordHistory}). Depends on {@code record} and {@code relation}.
 */
package org.platform.mdm.data.history;
