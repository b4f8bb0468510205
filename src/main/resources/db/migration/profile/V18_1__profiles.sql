-- Profiles (issue 51): what a profiling run found in one register or reference set at a date
-- (kind DATA), or in the classifications of its records by one classifier (kind CLASSIFIER). A
-- run keeps one profile per entity (and classifier); a restarted run replaces the profile of the
-- entity it had not finished. Each attribute's statistics are one JSON document, kept as shown.
create table profiles (
  id              bigint generated always as identity primary key,
  execution_id    bigint not null,
  kind            text not null check (kind in ('DATA', 'CLASSIFIER')),
  entity_name     text not null,
  classifier_name text,
  profiled_at     timestamptz not null,
  top_n           int not null,
  record_count    bigint not null,
  -- Kind CLASSIFIER: records per node [{nodeId, nodeCode, count}], and those in no node.
  nodes           jsonb,
  unclassified    bigint,
  created_by      text not null,
  create_date     timestamptz not null
);
create unique index profiles_of_run on profiles (execution_id, kind, entity_name, coalesce(classifier_name, ''));
create index profiles_latest on profiles (entity_name, kind, id desc);

create table profile_attributes (
  profile_id bigint not null references profiles on delete cascade,
  position   int not null,
  name       text not null,
  stats      jsonb not null,
  primary key (profile_id, position)
);

-- What a run has gathered of the entity (and classifier) it is profiling, kept with its step's
-- checkpoint every hundred blocks and when it is asked to stop, so that a restarted run (or a node
-- taking it over) goes on from there; removed once the profile is kept.
create table profile_progress (
  execution_id bigint not null,
  subject      text not null,
  profiled_at  timestamptz not null,
  state        bytea not null,
  primary key (execution_id, subject)
);
