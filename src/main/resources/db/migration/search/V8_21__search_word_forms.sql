-- Text search with typos (issue 46): each entity's distinct words, as its documents' text folds
-- them (lower case, no accents; the values and their Latin forms), under each form with up to two
-- letters deleted. A word within two edits of a query word (a swap counted as one) shares a form
-- with it: the query's forms find the candidate words from the primary key, and each candidate's
-- exact distance is checked before its documents are searched. A word is never removed (a word no
-- document holds any more finds nothing).
create table search_word_forms (
  entity_name text not null,
  form        text not null,
  word        text not null,
  primary key (entity_name, form, word)
);

-- A word and its forms with one and with two letters deleted.
create function search_word_deletions(w text) returns setof text
  language sql immutable strict parallel safe as $$
  select w
  union
  select overlay(w placing '' from i for 1) from generate_series(1, char_length(w)) i
  union
  select overlay(overlay(w placing '' from j for 1) placing '' from i for 1)
    from generate_series(1, char_length(w)) i, generate_series(i + 1, char_length(w)) j
$$;

-- The words a text holds, as the text search folds them: the first 200 distinct ones of 1 to 20
-- letters (a long description would otherwise write hundreds of thousands of forms; its other words
-- are found as written).
create function search_text_words(t text) returns setof text
  language sql immutable strict parallel safe as $$
  select w from regexp_split_to_table(lower(unaccent(t)), '[^[:alnum:]]+') with ordinality as s(w, n)
   where w <> '' and char_length(w) <= 20
   group by w order by min(n) limit 200
$$;

-- A database with documents already: every entity is rebuilt once (reason UPGRADE), which writes
-- its words.
insert into search_reindex (entity_name, state, reason, requested_at)
select distinct entity_name, 'PENDING', 'UPGRADE', now() from search_documents
on conflict (entity_name) do update set
  state = 'PENDING', reason = 'UPGRADE', total = 0, done = 0, requested_at = now(),
  started_at = null, finished_at = null, error = null, execution_id = null, handed_at = null;
