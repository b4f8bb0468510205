-- Merges (issue 10): one row per loser merged into a winner, keeping what moved, so that an unmerge
-- gives each side back exactly what it had. The origins (external keys and their revisions) move to
-- the winner; the loser keeps its etalon row with the status MERGED and no timeline.
create table record_merges (
  merge_id     uuid primary key,
  entity_name  text not null,
  winner_id    uuid not null,
  loser_id     uuid not null,
  -- The loser's status before the merge (ACTIVE or INACTIVE): an unmerge restores it.
  loser_status text not null,
  -- The origins the loser brought; an unmerge naming exactly these gives the loser back.
  origins      uuid[] not null,
  create_date  timestamptz not null,
  created_by   text not null,
  -- Set when the merge was undone (its origins left the winner).
  unmerge_date timestamptz,
  unmerged_by  text
);
create index record_merges_winner on record_merges (winner_id) where unmerge_date is null;
create index record_merges_loser on record_merges (loser_id, create_date);

-- Pairs an unmerge asked never to merge again (blockFutureMerges): the smaller etalon id first.
create table record_merge_blocks (
  etalon_a    uuid not null,
  etalon_b    uuid not null,
  create_date timestamptz not null,
  created_by  text not null,
  primary key (etalon_a, etalon_b),
  check (etalon_a < etalon_b)
);

-- The links a merge changed, to undo each when its loser comes back: MOVED (the loser's own link
-- now starts at the winner), REDIRECTED (another record's link to the loser now ends at the
-- winner), JOINED (the winner already had the same link: the loser's revisions, named by their
-- sequence numbers, went into it and the loser's link was removed).
create table record_merge_links (
  merge_id           uuid not null,
  step               int not null,
  kind               text not null,
  relation_etalon_id uuid not null,
  relation_name      text not null,
  from_etalon_id     uuid not null,
  to_etalon_id       uuid not null,
  status             text not null,
  into_from_id       uuid,
  into_relation_id   uuid,
  seqs               bigint[],
  primary key (merge_id, step)
);
