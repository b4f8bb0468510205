-- "Classified under a node" (issue 21), answered from one index: a row per record, node and span
-- of time in which the record has a search document and is classified into the node or into a
-- node below it (so a record in a leaf four levels down has a row for each of the five nodes on
-- its path). from_at and to_at bound the span (inclusive, like the documents'); active is the
-- document's state. A record has at most one row of a node at any instant, so a count of rows is
-- a count of records; rows of one node and entity come in etalon id order, the documents' order.
create table search_classified (
  node_id     uuid not null,
  entity_name text not null,
  etalon_id   uuid not null,
  from_at     timestamptz not null,
  to_at       timestamptz not null,
  active      boolean not null
);
create index search_classified_node on search_classified (node_id, entity_name, etalon_id)
  include (from_at, to_at, active);
create index search_classified_etalon on search_classified (etalon_id);

-- A database that has classifications already: the registers of classified records are rebuilt
-- once (reason UPGRADE), which writes their rows. On a fresh database the classifiers' tables come
-- later, and there is nothing to rebuild.
do $$
begin
  if to_regclass('classification_etalons') is not null then
    insert into search_reindex (entity_name, state, reason, requested_at)
    select distinct d.entity_name, 'PENDING', 'UPGRADE', now()
      from search_documents d
     where exists (select 1 from classification_etalons e
                    where e.record_etalon_id = d.etalon_id)
    on conflict (entity_name) do update set
      state = 'PENDING', reason = 'UPGRADE', total = 0, done = 0, requested_at = now(),
      started_at = null, finished_at = null, error = null, execution_id = null, handed_at = null;
  end if;
end
$$;
