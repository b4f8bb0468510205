-- A bulk matching run is carried out by a run of the background operations (matchingRunJob): the
-- run that does it (0 while a node hands it over), and when it was handed over.
alter table matching_runs add column execution_id bigint;
alter table matching_runs add column handed_at timestamptz;
