-- A rebuild is carried out by a run of the background operations (reindexDataJob): the run that
-- does it (0 while a node hands it over), and when it was handed over.
alter table search_reindex add column execution_id bigint;
alter table search_reindex add column handed_at timestamptz;
