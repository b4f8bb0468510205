-- The source-systems model of data governance (issue 50): information systems (whose assets are
-- written as a source system of the data model), connections (a crawler type and its parameter
-- values, SECRET values sealed with the platform key) and crawler instances (an information
-- system's crawler reading through a connection). Each row carries a version an update or a
-- delete must name (optimistic locking).

create table dg_information_systems (
  name          text primary key,
  display_name  text not null,
  description   text,
  source_system text not null,
  version       bigint not null default 1,
  created_by    text not null,
  create_date   timestamptz not null,
  updated_by    text not null,
  update_date   timestamptz not null
);

create table dg_connections (
  name          text primary key,
  display_name  text not null,
  crawler_type  text not null,
  parameters    jsonb not null,
  version       bigint not null default 1,
  created_by    text not null,
  create_date   timestamptz not null,
  updated_by    text not null,
  update_date   timestamptz not null
);

create table dg_crawler_instances (
  information_system text not null references dg_information_systems (name),
  name               text not null,
  display_name       text not null,
  connection         text not null references dg_connections (name),
  description        text,
  version            bigint not null default 1,
  created_by         text not null,
  create_date        timestamptz not null,
  updated_by         text not null,
  update_date        timestamptz not null,
  primary key (information_system, name)
);
create index dg_crawler_instances_connection on dg_crawler_instances (connection);

-- Asset types whose change (display format, attributes, parent) the asset graph has not been
-- rebuilt for since: the reindex operation (dgAssetsReindexJob) clears the rows it started from.
create table dg_reindex_required (
  asset_type  text primary key,
  change_date timestamptz not null
);
