-- The quality results of golden records: one row per record and period of its timeline, as known
-- from known_from until known_to (null: still known). A write replaces only the rows whose period
-- or results changed, so the history grows with the changes, not with the writes.
create table dq_results (
  id          bigint generated always as identity primary key,
  etalon_id   uuid not null,
  entity_name text not null,
  valid_from  timestamptz,
  valid_to    timestamptz,
  known_from  timestamptz not null,
  known_to    timestamptz,
  results     jsonb not null,
  -- What searches filter on, taken from results: the number of errors, per severity.
  errors      int not null,
  red         int not null,
  yellow      int not null,
  green       int not null,
  total_score int not null,
  rule_names  text[] not null,
  categories  text[] not null
);
create index dq_results_record on dq_results (etalon_id, known_from);
create index dq_results_current on dq_results (entity_name, etalon_id) where known_to is null and errors > 0;
