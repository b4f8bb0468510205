-- Search of a version's nodes by name, code or display name (issue 21): a case-insensitive
-- substring of one lower-cased text joining the three with the unit separator (U+001F, which no
-- search text holds: the application strips it), found through one trigram index. One index, not
-- one per column: a single bitmap scan is what the planner picks over scanning the table, and a
-- node is one index entry. fastupdate off: nodes change through drafts, seldom, and a search never
-- pays for reading a pending list. pg_trgm comes with the search module's migration; created here
-- too should that module's tables ever move.
create extension if not exists pg_trgm;

create index classifier_nodes_search on classifier_nodes
  using gin (lower(name || E'\x1f' || coalesce(code, '') || E'\x1f' || display_name) gin_trgm_ops)
  with (fastupdate = off);
