-- The values of archived link revisions (issue 24, archive rule 1). The hot store keeps each
-- revision's row (marked archived, data emptied), since merges move, join and renumber link
-- revisions; the values are kept here by the revision's seq, which never changes. An unmerge that
-- splits a joined link reads them back. The shard of a row is its seq's (LinkValues.shard).

create table archived_link_values (
  shard              int not null,
  seq                bigint not null,
  -- Where the revision was when archived (for an administrator's eyes; reads go by seq).
  from_etalon_id     uuid not null,
  relation_etalon_id uuid not null,
  source_system      text not null,
  revision           int not null,
  data               json not null,
  create_date        timestamptz not null,
  archive_date       timestamptz not null default now(),
  primary key (shard, seq)
) partition by list (shard);

do $$
declare
  n int := ${shards};
begin
  for i in 0 .. n - 1 loop
    execute format('create table %I partition of archived_link_values for values in (%s)',
                   'archived_link_values_p' || i, i);
  end loop;
end
$$;
