-- The revision archive takes the values of link revisions that no read at the current date can
-- see (issue 24, archive rule 1). The row stays, marked archived and its data emptied: it places
-- the revision (its link, source system and number), which merges move and renumber and a record's
-- history lists, all in this database; only the values go to the archive store, keyed by seq.
alter table relation_revisions add column archived boolean not null default false;
