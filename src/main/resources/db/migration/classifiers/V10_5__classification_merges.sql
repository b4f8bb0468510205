-- Classifications of merged records (issue 21): a merge moves each loser's classification into the
-- winner's classification of the same classifier and slot (made when the winner has none) and
-- removes the loser's. One row per classification a loser lost, so that the loser's unmerge gives
-- it back with its id, status and creation stamps, and the revisions it brought (named by their
-- sequence numbers; revisions written since by the loser's keys leave with those keys).
create table classification_merges (
  winner_id         uuid not null,
  loser_id          uuid not null,
  merge_date        timestamptz not null,
  classification_id uuid not null,
  classifier        text not null,
  slot              text not null,
  status            text not null,
  create_date       timestamptz not null,
  created_by        text not null,
  -- The winner's classification the revisions joined.
  into_id           uuid not null,
  seqs              bigint[] not null,
  -- Set when the loser came back.
  unmerge_date      timestamptz,
  primary key (winner_id, loser_id, classification_id, merge_date)
);
create index classification_merges_loser on classification_merges (loser_id);
