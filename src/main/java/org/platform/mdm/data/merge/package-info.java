/**
 * Merges and unmerges: the merge pipelines and their steps (over {@link
 * org.platform.mdm.data.merge.MergeWork}) move the losers' origins (keys and revisions) to the
 * winner and back, keep every merge's inverse and the pairs blocked from merging again, and move
 * the links of merged records ({@link org.platform.mdm.data.merge.RelationMerges}). Depends on
 * {@code record} and {@code relation}; the record room reads the merges it needs through {@link
 * org.platform.mdm.data.record.MergedRecords}.
 */
package org.platform.mdm.data.merge;
