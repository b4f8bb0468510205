-- The revision archive (issue 24, spec "Limits", archive rules): a PostgreSQL of its own (setting
-- com.platform.mdm.hpe.job.archive.vistory.data.nodes) with its own migrations. The revisions the
-- archive job takes from the hot store's `revisions`, keyed by origin: an origin keeps its id when a
-- merge or unmerge moves it to another etalon, so its archived revisions never move. Partitioned by
-- shard into ${shards} partitions, the hot store's shard count (rule 5); the shard of a row is the
-- origin's (ArchiveStore.shard) and says which node of `nodes` holds it.

create table archive_storage (
  id          int primary key default 1 check (id = 1),
  shards      int not null check (shards between 1 and 1024),
  create_date timestamptz not null default now()
);
insert into archive_storage (shards) values (${shards});

create table archived_revisions (
  shard        int not null,
  origin_id    uuid not null,
  revision     int not null,
  -- The etalon that held the origin when the revision was archived (for an administrator's eyes;
  -- reads go by origin).
  etalon_id    uuid not null,
  seq          bigint not null,
  valid_from   timestamptz not null,
  valid_to     timestamptz not null,
  status       text not null,
  operation    text not null,
  data         json not null,
  create_date  timestamptz not null,
  created_by   text not null,
  archive_date timestamptz not null default now(),
  primary key (shard, origin_id, revision)
) partition by list (shard);

do $$
declare
  n int := ${shards};
begin
  for i in 0 .. n - 1 loop
    execute format('create table %I partition of archived_revisions for values in (%s)',
                   'archived_revisions_p' || i, i);
  end loop;
end
$$;
