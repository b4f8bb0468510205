-- Large objects (File, Blob and Clob attribute values): uploaded first, then attached to the record
-- whose write names them. The content is kept in chunks of at most 1 MB, so that neither an upload
-- nor a download holds a whole object in memory. container_id is the etalon of the record the
-- object is attached to (null until then), entity_name its register, for the rights of reads.
create table large_objects (
  id          uuid primary key,
  file_name   text not null,
  mime_type   text not null,
  size        bigint not null,
  container_id uuid,
  entity_name text,
  created_by  text not null,
  create_date timestamptz not null,
  update_date timestamptz not null
);
create index large_objects_container on large_objects (container_id);
create index large_objects_unattached on large_objects (create_date) where container_id is null;

create table large_object_chunks (
  object_id uuid not null references large_objects (id) on delete cascade,
  n         int not null,
  data      bytea not null,
  primary key (object_id, n)
);
