-- Matching (issue 10). Published matching models, one current revision per entity, every revision
-- kept.
create table matching_models (
  entity_name text not null,
  revision    int not null,
  model       jsonb not null,
  create_date timestamptz not null,
  created_by  text not null,
  primary key (entity_name, revision)
);

-- Blocking keys: a record is a candidate of another when they share one. A key is a 64-bit hash
-- of (entity, set, rule, the rule's blocking form of the values): a collision only adds a
-- candidate, which the comparisons then refuse.
create table matching_keys (
  block     bigint not null,
  etalon_id uuid not null,
  primary key (block, etalon_id)
);
create index matching_keys_etalon on matching_keys (etalon_id);

-- Clusters of records a REVIEW rule matched, for a data steward to confirm (merge) or reject.
create table matching_clusters (
  cluster_id    uuid primary key,
  entity_name   text not null,
  set_name      text not null,
  rule_name     text not null,
  matching_date timestamptz not null,
  records_count int not null
);
create index matching_clusters_entity on matching_clusters (entity_name, matching_date);

-- Each matched pair of a cluster with its explanation: the rule and each comparison's score.
create table matching_pairs (
  cluster_id    uuid not null,
  etalon_a      uuid not null,
  etalon_b      uuid not null,
  rule_name     text not null,
  scores        json not null,
  matching_date timestamptz not null,
  primary key (cluster_id, etalon_a, etalon_b),
  check (etalon_a < etalon_b)
);
create index matching_pairs_a on matching_pairs (etalon_a);
create index matching_pairs_b on matching_pairs (etalon_b);

-- Bulk runs over a whole entity, resumable: each batch commits with the last etalon it did.
create table matching_runs (
  run_id      uuid primary key,
  entity_name text not null,
  phase       text not null,
  state       text not null,
  total       bigint not null default 0,
  done        bigint not null default 0,
  matched     bigint not null default 0,
  merged      bigint not null default 0,
  last_etalon uuid,
  requested_at timestamptz not null,
  requested_by text not null,
  started_at  timestamptz,
  finished_at timestamptz,
  error       text
);
create index matching_runs_open on matching_runs (requested_at) where state in ('PENDING', 'RUNNING');
