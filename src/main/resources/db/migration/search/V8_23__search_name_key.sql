-- Records ordered by their names (issue 46): each document keeps its record's name over the
-- period's values (the entity's display format, data.RecordName) in lower case. Collation "C"
-- orders the names letter by letter, whatever the server's locale: "petrov ivan" before
-- "petrova olga" (a locale's collation skips the space at first and would put them the other
-- way). A document whose values give no name has none and comes after the named ones.
alter table search_documents add column name_key text collate "C";

-- A page in the default order (no text, no sort: by name) is read along this index.
create index search_documents_name on search_documents (entity_name, name_key, etalon_id);

-- Documents written before have no key: every entity that has documents is rebuilt once (reason
-- UPGRADE); meanwhile its records without a key come after the others.
insert into search_reindex (entity_name, state, reason, requested_at)
select distinct d.entity_name, 'PENDING', 'UPGRADE', now()
  from search_documents d
on conflict (entity_name) do update set
  state = 'PENDING', reason = 'UPGRADE', total = 0, done = 0, requested_at = now(),
  started_at = null, finished_at = null, error = null, execution_id = null, handed_at = null;
