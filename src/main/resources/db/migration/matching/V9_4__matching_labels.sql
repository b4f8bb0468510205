-- Pairs a data steward decided: confirmed (the records merged) or rejected (never to match again),
-- with both records' golden values as the steward saw them. A weighted rule's estimate learns m
-- from the confirmed pairs, and leaves the rejected ones out of the pairs it takes for matches.
create table matching_labels (
  entity_name text not null,
  etalon_a    uuid not null,
  etalon_b    uuid not null,
  matched     boolean not null,
  values_a    jsonb not null,
  values_b    jsonb not null,
  decided_by  text not null,
  decided_at  timestamptz not null,
  primary key (entity_name, etalon_a, etalon_b),
  check (etalon_a < etalon_b)
);
