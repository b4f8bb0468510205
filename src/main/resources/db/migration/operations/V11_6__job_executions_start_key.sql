-- A run started for a module's piece of work names that work (a bulk load's run:
-- data-import:<import id>): a second start of the same work, such as the word of a load handed
-- over again after its run was committed but before the word was marked done, finds the first run
-- and starts nothing (module org.platform.mdm.operations).

alter table job_executions add column start_key text;
create unique index job_executions_start_key on job_executions (start_key)
  where start_key is not null;
