-- Depersonalizations in place (issue 51): each register (and each classifier in a register) a run
-- rewrote where it is, written when its rewriting began. A record's history tells the event, numbered
-- from the records' own sequence so it stands among the record's writes in the order it happened;
-- a later run in place of the same register is refused unless asked for again.
create table dp_in_place_runs (
  seq             bigint primary key default nextval('record_seq'),
  entity_name     text not null,
  classifier_name text,
  execution_id    bigint not null,
  key_name        text not null,
  attributes      text[],
  create_date     timestamptz not null,
  created_by      text not null
);

create unique index dp_in_place_runs_once
  on dp_in_place_runs (entity_name, coalesce(classifier_name, ''), execution_id);
create index dp_in_place_runs_entity on dp_in_place_runs (entity_name);
