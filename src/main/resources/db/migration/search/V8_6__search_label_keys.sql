-- Counting what a steward's security labels admit from an index (issue 22). A document of a
-- register with labels names its label key: the values of the attributes the register's labels
-- name, as a JSON object by attribute name (no key when a value is an array or an object). Each
-- entity's distinct keys are numbered in search_label_keys (a few hundred where a register has a
-- million documents). A count judges each key once against the user's label instances and counts
-- the documents of the admitted keys from the entity index alone. Documents without a key (written
-- before this, or before the register had labels) and keys that lack an attribute the user's
-- instances name are judged one by one, as before.
create table search_label_keys (
  id          serial primary key,
  entity_name text not null,
  label_key   text not null,
  unique (entity_name, label_key)
);

-- The entity index takes the key's number after the entity (four bytes; none without labels): a
-- count without labels reads all of an entity's entries as before, a count with labels reads the
-- admitted keys' ranges and the range of the documents without a key.
alter table search_documents add column label_key_id int;
drop index search_documents_entity;
create index search_documents_entity on search_documents
  (entity_name, label_key_id, valid_to, valid_from) include (active);

-- A database that has labelled registers already: they are rebuilt once (reason UPGRADE), which
-- gives their documents their keys; their counts are exact meanwhile, as for any document without
-- one. On a fresh database there is no label yet.
insert into search_reindex (entity_name, state, reason, requested_at)
select distinct l.entity_name, 'PENDING', 'UPGRADE', now()
  from security_labels l
 where exists (select 1 from search_documents d where d.entity_name = l.entity_name)
on conflict (entity_name) do update set
  state = 'PENDING', reason = 'UPGRADE', total = 0, done = 0, requested_at = now(),
  started_at = null, finished_at = null, error = null, execution_id = null, handed_at = null;
