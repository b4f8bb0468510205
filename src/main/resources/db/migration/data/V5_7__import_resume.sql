-- Bulk loads go on from their last committed batch after a failure or a stop (issue 18). The row
-- keeps what a load needs to go on (the spooled upload, its encoding and delimiter) and where the
-- last committed batch ended: each batch's transaction writes its records, its rejected lines and
-- this position together, so the position never claims a line that is not written, nor misses one
-- that is.
alter table data_imports
  -- The upload's file name in the spool directory; null once it is removed (done, or kept past
  -- its retention): the import can then not go on.
  add column spool         text,
  -- CSV: the file's character set and field separator.
  add column charset       text,
  add column delimiter     text,
  -- The bytes and lines of the file that the committed batches cover: the next batch starts here.
  add column resume_offset bigint not null default 0,
  add column resume_line   bigint not null default 0,
  -- The run that holds the import: a batch commits only while its run still holds it.
  add column runner        uuid,
  -- How many times the import was resumed (by a user or at a start).
  add column resumed       integer not null default 0;

-- Uploads of imports made before this migration were temporary files, gone by now.
update data_imports
   set state = 'FAILED', error = 'The server stopped during the import.'
 where state in ('QUEUED', 'RUNNING');

-- Each node looks for imports to take every few seconds.
create index data_imports_unfinished on data_imports (id) where state in ('QUEUED', 'RUNNING');
