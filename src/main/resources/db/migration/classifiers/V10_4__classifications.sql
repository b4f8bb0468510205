-- Classifications (issue 21): a record placed into a node of a classifier, per source system, with
-- node attribute values and validity, versioned like records and relations (DESIGN.md §6). Every
-- table is hash-partitioned on the classified record, so that a record's classifications live in
-- its own shard.

-- A classification etalon: the record's place in one classifier. In a classifier that allows one
-- node per record, slot is '' and the node is a consolidated value of the timeline (a record moves
-- between nodes over time); in one that allows several, slot is the node's id and each node is a
-- classification of its own.
create table classification_etalons (
  record_etalon_id  uuid not null,
  classification_id uuid not null,
  classifier        text not null,
  slot              text not null,
  status            text not null,
  create_date       timestamptz not null,
  created_by        text not null,
  update_date       timestamptz not null,
  updated_by        text not null,
  version           bigint not null default 1,
  primary key (record_etalon_id, classification_id),
  unique (record_etalon_id, classifier, slot)
) partition by hash (record_etalon_id);
create index classification_etalons_id on classification_etalons (classification_id);
create index classification_etalons_classifier on classification_etalons (classifier);

-- An origin of a classification is (classification, source system); external_id is the key of the
-- record whose write made the revision. data holds the node attributes' values.
create table classification_revisions (
  record_etalon_id  uuid not null,
  classification_id uuid not null,
  source_system     text not null,
  revision          int not null,
  seq               bigint not null,
  external_id       text not null,
  node_id           uuid not null,
  valid_from        timestamptz not null,
  valid_to          timestamptz not null,
  status            text not null,
  operation         text not null,
  data              json not null,
  create_date       timestamptz not null,
  created_by        text not null,
  primary key (record_etalon_id, classification_id, source_system, revision),
  check (valid_from <= valid_to)
) partition by hash (record_etalon_id);
-- Which records a node classifies (a node's removal asks).
create index classification_revisions_node on classification_revisions (node_id);

-- The computed timeline: per interval the winning node and its attribute values. The node index
-- answers "records classified under these nodes" (search).
create table classification_timeline (
  record_etalon_id  uuid not null,
  classification_id uuid not null,
  classifier        text not null,
  node_id           uuid not null,
  valid_from        timestamptz not null,
  valid_to          timestamptz not null,
  active            boolean not null,
  data              jsonb not null,
  contributors      json not null,
  winners           json not null,
  primary key (record_etalon_id, classification_id, valid_from)
) partition by hash (record_etalon_id);
create index classification_timeline_node on classification_timeline (node_id, record_etalon_id)
  where active;

do $$
declare
  n int := (select shards from data_storage);
  t text;
begin
  foreach t in array array['classification_etalons', 'classification_revisions',
                           'classification_timeline'] loop
    for i in 0 .. n - 1 loop
      execute format('create table %I partition of %I for values with (modulus %s, remainder %s)',
                     t || '_p' || i, t, n, i);
    end loop;
  end loop;
end
$$;
