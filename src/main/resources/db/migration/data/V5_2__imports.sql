-- Bulk loads (POST /api/v2/data/import): one row per import with its progress, and the first
-- rejected lines with their reasons.
create table data_imports (
  id          bigserial primary key,
  state       text not null,
  format      text not null,
  entity_name text,
  lines_read  bigint not null default 0,
  loaded      bigint not null default 0,
  updated     bigint not null default 0,
  rejected    bigint not null default 0,
  error       text,
  created_by  text not null,
  create_date timestamptz not null,
  update_date timestamptz not null
);

create table data_import_rejections (
  import_id bigint not null references data_imports (id) on delete cascade,
  line      bigint not null,
  reasons   jsonb not null,
  primary key (import_id, line)
);
