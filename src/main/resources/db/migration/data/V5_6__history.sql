-- Record history (issue 10). Every move of an origin between etalons (a merge brings a loser's
-- origins to the winner, an unmerge takes some out) is kept, append-only: which etalon held an
-- origin at any moment is then known, so a historic read of a record takes exactly the origins it
-- held then, and a record's history keeps the writes of origins that have since left it.
create table origin_moves (
  origin_id   uuid not null,
  seq         bigint not null,
  from_etalon uuid not null,
  to_etalon   uuid not null,
  -- MERGE or UNMERGE
  operation   text not null,
  merge_id    uuid,
  create_date timestamptz not null,
  created_by  text not null,
  primary key (origin_id, seq)
);
create index origin_moves_from on origin_moves (from_etalon);
create index origin_moves_to on origin_moves (to_etalon);

-- Merges made before this table: their moves from what record_merges kept (a merge whose origins
-- partly left in a later unmerge keeps only the rest; the partial moves were not recorded).
insert into origin_moves (origin_id, seq, from_etalon, to_etalon, operation, merge_id,
                          create_date, created_by)
select o, nextval('record_seq'), m.loser_id, m.winner_id, 'MERGE', m.merge_id, m.create_date,
       m.created_by
  from record_merges m, unnest(m.origins) o
 order by m.create_date;
insert into origin_moves (origin_id, seq, from_etalon, to_etalon, operation, merge_id,
                          create_date, created_by)
select o, nextval('record_seq'), m.winner_id, m.loser_id, 'UNMERGE', m.merge_id, m.unmerge_date,
       m.unmerged_by
  from record_merges m, unnest(m.origins) o
 where m.unmerge_date is not null
 order by m.unmerge_date;

-- Every change of a link's status (a whole link deleted, or written again), append-only like
-- etalon_statuses: the history of the record the link starts at shows it.
create table relation_statuses (
  from_etalon_id     uuid not null,
  relation_etalon_id uuid not null,
  seq                bigint not null,
  status             text not null,
  create_date        timestamptz not null,
  created_by         text not null,
  primary key (from_etalon_id, relation_etalon_id, seq)
);
