/**
 * The revision archive of records (issue 24, the spec's archive rules 1–6): a background operation
 * that moves the revisions no read at the current date can see any more (every instant of them lies
 * under later revisions of the same origin), but the newest {@code max.revisions} of each origin,
 * from the hot store to an archive store of its own PostgreSQL nodes (or deletes them with {@code
 * truncate}); the record room reads them back through {@link
 * org.platform.mdm.data.record.ArchivedRevisions} wherever a history or a read as known at a past
 * moment needs them. Its settings, its schedule as a system definition, its store and the block of
 * work live here; nothing of the data module depends on this room.
 */
package org.platform.mdm.data.archive;
