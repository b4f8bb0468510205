-- Secret keys of depersonalization (issue 51): every obfuscated value derives from one, so runs
-- under the same key name give the same outputs. Made at random on first use, never shown.
create table dp_keys (
  name text primary key,
  secret bytea not null,
  created_by text not null,
  create_date timestamptz not null default now()
);
