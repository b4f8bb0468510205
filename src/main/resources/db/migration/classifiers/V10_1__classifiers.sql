-- Classifiers (issue 21): category trees with versions, edited through classifier-model,
-- classifier-version and classifier-node drafts.

-- A classifier; version is the optimistic lock of its classifier-model drafts.
create table classifiers (
  name         text primary key,
  display_name text not null,
  description  text,
  code_pattern text,
  multiple     boolean not null default false,
  assignments  text[] not null default '{}',
  version      bigint not null default 1,
  create_date  timestamptz not null,
  created_by   text not null,
  update_date  timestamptz not null,
  updated_by   text not null
);

-- A classifier's versions; exactly one is the default (the partial unique index keeps it one, the
-- application makes sure there is one).
create table classifier_versions (
  classifier   text not null references classifiers (name) on delete cascade,
  name         text not null,
  display_name text not null,
  description  text,
  valid_from   timestamptz,
  valid_to     timestamptz,
  is_default   boolean not null default false,
  version      bigint not null default 1,
  create_date  timestamptz not null,
  created_by   text not null,
  update_date  timestamptz not null,
  updated_by   text not null,
  primary key (classifier, name),
  check (valid_from is null or valid_to is null or valid_from <= valid_to)
);
create unique index classifier_versions_one_default on classifier_versions (classifier)
  where is_default;

-- The nodes of a version's tree; lock_version is the optimistic lock of classifier-node drafts.
-- attributes holds the node's own attribute definitions; inherited ones are read from its ancestors. A level is read through classifier_nodes_level, its nodes'
-- child counts through the same index (one probe per node, never a walk of the tree).
create table classifier_nodes (
  node_id      uuid primary key,
  classifier   text not null,
  version      text not null,
  name         text not null,
  code         text,
  display_name text not null,
  description  text,
  parent_id    uuid references classifier_nodes (node_id) on delete cascade,
  depth        int not null check (depth between 0 and 9),
  attributes   jsonb not null default '[]',
  lock_version bigint not null default 1,
  foreign key (classifier, version) references classifier_versions (classifier, name)
    on delete cascade,
  unique (classifier, version, name),
  unique (classifier, version, code),
  check ((parent_id is null) = (depth = 0))
);
create index classifier_nodes_level on classifier_nodes (classifier, version, parent_id, name);
create unique index classifier_nodes_one_root on classifier_nodes (classifier, version)
  where parent_id is null;
