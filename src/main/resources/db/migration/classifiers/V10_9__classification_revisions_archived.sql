-- The revision archive of classifications (issue 24, archive rules 1 and 6; settings
-- com.platform.mdm.hpe.job.archive.vistory.classifiers.*). A merge joins a record's
-- classifications and renumbers their revisions, an unmerge splits them back, so an archived
-- revision keeps its row here (node, period, who and when) with its values emptied and this mark;
-- the values go to the classifications' archive store, by seq. Timelines at the current date are
-- computed without the marked rows (no read at the current date sees them).
alter table classification_revisions add column archived boolean not null default false;
