-- Records (DESIGN.md §6): etalons, external keys, origins, append-only revisions and the stored
-- timeline. Every table keyed by etalon is hash-partitioned on etalon_id into ${shards}
-- partitions (org.platform.mdm.data.shards, fixed here at the first start); a key look-up table
-- cannot know the etalon before it has read it, so external_keys is keyed by the key itself.

create table data_storage (
  id          int primary key default 1 check (id = 1),
  shards      int not null check (shards between 1 and 1024),
  create_date timestamptz not null default now()
);
insert into data_storage (shards) values (${shards});

-- Creation order of revisions and status changes across the platform ("created last" wins ties).
create sequence record_seq;

create table etalons (
  etalon_id   uuid not null,
  entity_name text not null,
  status      text not null,
  create_date timestamptz not null,
  created_by  text not null,
  update_date timestamptz not null,
  updated_by  text not null,
  version     bigint not null default 1,
  primary key (etalon_id)
) partition by hash (etalon_id);

-- Every change of an etalon's status (logical delete, restore), append-only, so that a read "as
-- known at" a moment sees the status of that moment.
create table etalon_statuses (
  etalon_id   uuid not null,
  seq         bigint not null,
  status      text not null,
  operation   text not null,
  create_date timestamptz not null,
  created_by  text not null,
  primary key (etalon_id, seq)
) partition by hash (etalon_id);

create table external_keys (
  entity_name   text not null,
  source_system text not null,
  external_id   text not null,
  etalon_id     uuid not null,
  origin_id     uuid not null,
  initial_owner uuid not null,
  create_date   timestamptz not null,
  primary key (entity_name, source_system, external_id)
);
create index external_keys_etalon on external_keys (etalon_id);

create table origins (
  etalon_id     uuid not null,
  origin_id     uuid not null,
  source_system text not null,
  external_id   text not null,
  status        text not null,
  create_date   timestamptz not null,
  created_by    text not null,
  primary key (etalon_id, origin_id)
) partition by hash (etalon_id);

-- Unbounded validity is stored as -infinity / infinity, so that a bound is never null in SQL.
-- Revision values and an interval's contributors are kept as json, not jsonb: nothing queries
-- inside them, and PostgreSQL then stores the text instead of parsing it into a tree. The golden
-- values (timeline.data) are jsonb: reads of parents and search look inside them.
create table revisions (
  etalon_id   uuid not null,
  origin_id   uuid not null,
  revision    int not null,
  seq         bigint not null,
  valid_from  timestamptz not null,
  valid_to    timestamptz not null,
  status      text not null,
  operation   text not null,
  data        json not null,
  create_date timestamptz not null,
  created_by  text not null,
  primary key (etalon_id, origin_id, revision),
  check (valid_from <= valid_to)
) partition by hash (etalon_id);

-- The computed timeline of each etalon: maximal intervals with their golden values, rebuilt in
-- the transaction of every write to the etalon. A read at a date is one index range read.
create table timeline (
  etalon_id    uuid not null,
  entity_name  text not null,
  code         text,
  valid_from   timestamptz not null,
  valid_to     timestamptz not null,
  active       boolean not null,
  data         jsonb not null,
  contributors json not null,
  winners      json not null,
  primary key (etalon_id, valid_from)
) partition by hash (etalon_id);
-- Reference-set records by code (the golden value of the code attribute), for LookupLink checks.
create index timeline_code on timeline (entity_name, code) where code is not null;

do $$
declare
  n int := ${shards};
  t text;
begin
  foreach t in array array['etalons', 'etalon_statuses', 'origins', 'revisions', 'timeline'] loop
    for i in 0 .. n - 1 loop
      execute format('create table %I partition of %I for values with (modulus %s, remainder %s)',
                     t || '_p' || i, t, n, i);
    end loop;
  end loop;
end
$$;
