-- Relations (DESIGN.md §6): links between records, versioned like records. A relation etalon is
-- one link of a relation from one record to another; each source system that wrote the link is
-- an origin of it, with append-only revisions; the computed timeline of the link is stored like a
-- record's. Every table is hash-partitioned on the record the link starts at, so that a record's
-- outgoing links live in its own shard (Citus would colocate them with the record).

create table relation_etalons (
  from_etalon_id     uuid not null,
  relation_etalon_id uuid not null,
  relation_name      text not null,
  to_etalon_id       uuid not null,
  status             text not null,
  create_date        timestamptz not null,
  created_by         text not null,
  update_date        timestamptz not null,
  updated_by         text not null,
  version            bigint not null default 1,
  primary key (from_etalon_id, relation_etalon_id),
  unique (from_etalon_id, relation_name, to_etalon_id)
) partition by hash (from_etalon_id);
create index relation_etalons_id on relation_etalons (relation_etalon_id);
create index relation_etalons_to on relation_etalons (to_etalon_id);

-- An origin of a link is (relation etalon, source system); external_id is the key of the record
-- whose write made the revision.
create table relation_revisions (
  from_etalon_id     uuid not null,
  relation_etalon_id uuid not null,
  source_system      text not null,
  revision           int not null,
  seq                bigint not null,
  external_id        text not null,
  valid_from         timestamptz not null,
  valid_to           timestamptz not null,
  status             text not null,
  operation          text not null,
  data               json not null,
  create_date        timestamptz not null,
  created_by         text not null,
  primary key (from_etalon_id, relation_etalon_id, source_system, revision),
  check (valid_from <= valid_to)
) partition by hash (from_etalon_id);

-- stamp: the creation order of the newest revision contributing to the interval. Of two
-- REFERENCES links of one record overlapping in time, the one with the higher stamp is in force
-- there and the other is suppressed.
create table relation_timeline (
  from_etalon_id     uuid not null,
  relation_etalon_id uuid not null,
  relation_name      text not null,
  to_etalon_id       uuid not null,
  valid_from         timestamptz not null,
  valid_to           timestamptz not null,
  active             boolean not null,
  stamp              bigint not null,
  data               jsonb not null,
  contributors       json not null,
  winners            json not null,
  primary key (from_etalon_id, relation_etalon_id, valid_from)
) partition by hash (from_etalon_id);
create index relation_timeline_to on relation_timeline (to_etalon_id);

do $$
declare
  n int := (select shards from data_storage);
  t text;
begin
  foreach t in array array['relation_etalons', 'relation_revisions', 'relation_timeline'] loop
    for i in 0 .. n - 1 loop
      execute format('create table %I partition of %I for values with (modulus %s, remainder %s)',
                     t || '_p' || i, t, n, i);
    end loop;
  end loop;
end
$$;
