/**
 * The revision archive of records (issue 24, the spec's archive rules 1–6): a background operation
 * that moves the revisions no read at the current date can see any more (every instant of them lies
 * under later revisions of the same origin), but the newest {@code max.revisions} of each origin,
 * from the hot store to an archive store of its own PostgreSQL nodes (or deletes them with {@code
 * truncate}); the record room reads them back through {@link
 * org.platform.mdm.data.record.ArchivedRevisions} wherever a history or a read as known at a past
 * moment needs them. The classifications' archive is its twin with settings, schedule and store of
 * its own: the values of hidden classification revisions leave the hot store through {@link
 * org.platform.mdm.data.ArchivableClassifications} (the classifiers module's) and come back through
 * {@link org.platform.mdm.data.ClassificationArchive}. The settings, the schedules as system
 * definitions, the stores and the blocks of work live here; nothing of the data module depends on
 * this room.
 */
package org.platform.mdm.data.archive;
