-- User libraries (issue 51): code packages uploaded through /api/v2/core/libraries, every version
-- kept, found by name and version. A jar file's obfuscation functions are read from content.
create table libraries (
  name text not null,
  version text not null,
  mime_type text not null,
  description text,
  content bytea not null,
  content_size bigint not null,
  content_sha256 text not null,
  created_by text not null,
  create_date timestamptz not null default now(),
  updated_by text,
  update_date timestamptz,
  primary key (name, version)
);
