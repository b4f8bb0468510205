-- How far a load is (issue 46): the bytes of its spooled upload, beside the bytes its committed
-- batches cover (resume_offset), give its percentage while it runs. Null for the loads made
-- before: their size is not known.
alter table data_imports add column size bigint;
