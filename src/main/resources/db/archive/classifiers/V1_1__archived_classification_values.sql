-- The archive store of classifications (issue 24; setting
-- com.platform.mdm.hpe.job.archive.vistory.classifiers.nodes), a PostgreSQL of its own or the
-- records' archive database (its tables and its migration history have other names). The hot store
-- keeps each archived revision's row in classification_revisions, marked archived with its values
-- emptied; the values are kept here by the revision's seq, which never changes. The shard of a row
-- is its seq's (ArchivedValues.shard), ${shards} shards as the hot store (rule 5).

create table classifier_archive_storage (
  id          int primary key default 1 check (id = 1),
  shards      int not null check (shards between 1 and 1024),
  create_date timestamptz not null default now()
);
insert into classifier_archive_storage (shards) values (${shards});

create table archived_classification_values (
  shard             int not null,
  seq               bigint not null,
  -- Where the revision was when archived (for an administrator's eyes; reads go by seq).
  record_etalon_id  uuid not null,
  classification_id uuid not null,
  source_system     text not null,
  revision          int not null,
  data              json not null,
  create_date       timestamptz not null,
  archive_date      timestamptz not null default now(),
  primary key (shard, seq)
) partition by list (shard);

do $$
declare
  n int := ${shards};
begin
  for i in 0 .. n - 1 loop
    execute format('create table %I partition of archived_classification_values'
                   ' for values in (%s)', 'archived_classification_values_p' || i, i);
  end loop;
end
$$;
