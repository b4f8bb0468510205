-- A rebuild's position is its run's checkpoint (the operations framework) since rebuilds run as
-- reindexDataJob runs; the column the search module's own loop kept it in is no longer read.
alter table search_reindex drop column last_etalon;
