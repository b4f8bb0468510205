-- Quality errors beside the documents (issue 48): a row per record and span of its timeline in which
-- its golden record has quality errors, as the data quality module tells them (in the transaction
-- that stores the record's results), so that a search finds the records with errors (of a severity,
-- rule or category) from one index. from_at and to_at bound the span (inclusive, like the
-- documents', -infinity and infinity when unbounded).
create table search_quality (
  entity_name text not null,
  etalon_id   uuid not null,
  from_at     timestamptz not null,
  to_at       timestamptz not null,
  severities  text[] not null,
  rule_names  text[] not null,
  categories  text[] not null
);
create index search_quality_entity on search_quality (entity_name, etalon_id);
create index search_quality_etalon on search_quality (etalon_id);
