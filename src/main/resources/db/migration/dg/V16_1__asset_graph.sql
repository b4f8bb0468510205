-- The asset graph of data governance (issue 50): a copy of the assets (records of asset types)
-- and of the links between them, kept in the transaction of every write by the module's
-- GoldenRecordListener and RelationListener, so that the catalog pages a node's children sorted by
-- display name, search finds assets by name without choosing a type, and lineage walks links,
-- each with one index read.

create extension if not exists pg_trgm;

create table dg_assets (
  etalon_id          uuid primary key,
  asset_type         text not null,
  display_name       text not null,
  active             boolean not null,
  information_system text,
  crawler_instance   text,
  update_date        timestamptz not null
);
create index dg_assets_type_name on dg_assets (asset_type, lower(display_name), etalon_id);
create index dg_assets_name on dg_assets (lower(display_name), etalon_id);
create index dg_assets_name_trgm on dg_assets using gin (lower(display_name) gin_trgm_ops);
create index dg_assets_system on dg_assets (information_system, crawler_instance)
  where information_system is not null;

-- relation_type is the model's (CONTAINS, REFERENCES, MANY_TO_MANY); operation_type how the link
-- was last written (DIRECT, CASCADED); status ACTIVE or INACTIVE (logically deleted).
create table dg_asset_links (
  relation_etalon_id uuid primary key,
  relation_name      text not null,
  relation_type      text not null,
  from_etalon_id     uuid not null,
  to_etalon_id       uuid not null,
  status             text not null,
  operation_type     text not null
);
create index dg_asset_links_from on dg_asset_links (from_etalon_id, relation_type);
create index dg_asset_links_to on dg_asset_links (to_etalon_id, relation_type);
