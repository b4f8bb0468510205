-- Scans of crawler instances (issue 50). A scan crawls the whole source first into its buffer
-- (dg_scan_buffer, one row per asset found with the links it starts), then writes block by block;
-- dg_scan_assets is the ledger of what each crawler instance wrote (its key, the record, a digest
-- of the values and the links last written), so that a rescan writes only what changed and finds
-- what is gone, and cleaning removes exactly what the instance loaded. dg_scan_runs holds each
-- run's counts, written in the transaction of each block.

create table dg_scan_buffer (
  execution_id  bigint not null,
  seq           integer not null,
  external_id   text not null,
  asset_type    text not null,
  attributes    jsonb not null,
  values_digest text not null,
  links         jsonb not null,
  primary key (execution_id, seq)
);

create table dg_scan_assets (
  information_system text not null,
  crawler_instance   text not null,
  external_id        text not null,
  etalon_id          uuid not null,
  asset_type         text not null,
  values_digest      text not null,
  links              jsonb not null,
  active             boolean not null,
  last_execution     bigint not null,
  primary key (information_system, crawler_instance, external_id)
);
create index dg_scan_assets_etalon on dg_scan_assets (etalon_id);

create table dg_scan_runs (
  execution_id       bigint primary key,
  information_system text not null,
  crawler_instance   text not null,
  found              bigint not null default 0,
  written            bigint not null default 0,
  unchanged          bigint not null default 0,
  deleted            bigint not null default 0
);
