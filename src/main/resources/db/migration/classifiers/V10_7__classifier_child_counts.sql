-- A node's child count is stored with it (issue 21): a level of a thousand nodes read their counts
-- as a thousand probes of classifier_nodes_level (17 entries each on a tree of 100,000 nodes), 90 %
-- of the level's statement (16 ms of 18; docs/benchmarks.md, "Issue 21"). The counts are kept by
-- statement triggers, so every write keeps them right, whatever path it takes (drafts, the import,
-- a version's copy, a cascading delete): one update of the parents per statement, not one per row
-- (a row trigger would update a parent once per child, in one transaction a chain of versions of
-- that row as long as its children).
alter table classifier_nodes add column child_count int not null default 0;

update classifier_nodes p set child_count = k.children
  from (select parent_id, count(*)::int as children from classifier_nodes
        where parent_id is not null group by parent_id) k
  where p.node_id = k.parent_id;

create function classifier_nodes_added() returns trigger language plpgsql as $$
begin
  update classifier_nodes p set child_count = p.child_count + k.children
    from (select parent_id, count(*)::int as children from added_nodes
          where parent_id is not null group by parent_id) k
    where p.node_id = k.parent_id;
  return null;
end $$;

create function classifier_nodes_removed() returns trigger language plpgsql as $$
begin
  update classifier_nodes p set child_count = p.child_count - k.children
    from (select parent_id, count(*)::int as children from removed_nodes
          where parent_id is not null group by parent_id) k
    where p.node_id = k.parent_id;
  return null;
end $$;

-- Fires for every update of nodes (a trigger with transition tables takes no column list), and
-- for its own update of the parents: it returns at once when no node changed its parent.
create function classifier_nodes_moved() returns trigger language plpgsql as $$
begin
  perform 1 from old_nodes o join new_nodes n on n.node_id = o.node_id
    where o.parent_id is distinct from n.parent_id limit 1;
  if not found then
    return null;
  end if;
  update classifier_nodes p set child_count = p.child_count + k.delta
    from (select parent_id, sum(delta)::int as delta from (
            select o.parent_id, -1 as delta from old_nodes o join new_nodes n
              on n.node_id = o.node_id where o.parent_id is distinct from n.parent_id
              and o.parent_id is not null
            union all
            select n.parent_id, 1 from old_nodes o join new_nodes n
              on n.node_id = o.node_id where o.parent_id is distinct from n.parent_id
              and n.parent_id is not null) d
          group by parent_id having sum(delta) <> 0) k
    where p.node_id = k.parent_id;
  return null;
end $$;

create trigger classifier_nodes_added after insert on classifier_nodes
  referencing new table as added_nodes for each statement
  execute function classifier_nodes_added();
create trigger classifier_nodes_removed after delete on classifier_nodes
  referencing old table as removed_nodes for each statement
  execute function classifier_nodes_removed();
create trigger classifier_nodes_moved after update on classifier_nodes
  referencing old table as old_nodes new table as new_nodes for each statement
  execute function classifier_nodes_moved();
