-- Search (DESIGN.md §7a): one document per golden-record interval, written in the transaction that
-- stores the record's timeline, so a record is findable as soon as its write returns.
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- Full text: English stemming for ASCII words, Russian stemming for the others (Cyrillic), accents
-- ignored in both. Built on the russian configuration, which already maps ASCII words to the
-- English stemmer.
create text search configuration mdm_text (copy = russian);
alter text search configuration mdm_text
  alter mapping for word, hword, hword_part with unaccent, russian_stem;
alter text search configuration mdm_text
  alter mapping for asciiword, asciihword, hword_asciipart with english_stem;

-- doc:     the golden values in a searchable form (timestamps in UTC, no large objects);
-- words:   the string values and their Latin transliteration, stemmed (for text);
-- letters: the string values alone (no transliteration), without accents, lower case (trigrams:
--          FUZZY, PREFIX and CONTAINS, which compare the values as they are).
-- Bounds are inclusive; unbounded ends are -infinity / infinity.
create table search_documents (
  etalon_id   uuid not null,
  valid_from  timestamptz not null,
  valid_to    timestamptz not null,
  entity_name text not null,
  active      boolean not null,
  doc         jsonb not null,
  words       tsvector not null,
  letters     text not null,
  primary key (etalon_id, valid_from)
) partition by hash (etalon_id);

create index search_documents_doc on search_documents using gin (doc jsonb_path_ops);
create index search_documents_words on search_documents using gin (words);
create index search_documents_letters on search_documents using gin (letters gin_trgm_ops);
-- An entity's documents at a date, counted from the index alone (a search without conditions).
create index search_documents_entity on search_documents (entity_name, valid_to, valid_from)
  include (active);

-- Values of Enum, LookupLink and Boolean attributes, one row per document, attribute (a dotted
-- path) and distinct value (as JSON): a facet over a whole entity counts them from the index
-- alone, without reading the documents.
create table search_facets (
  etalon_id   uuid not null,
  valid_from  timestamptz not null,
  valid_to    timestamptz not null,
  active      boolean not null,
  entity_name text not null,
  attribute   text not null,
  value       text not null
) partition by hash (etalon_id);
create index search_facets_etalon on search_facets (etalon_id);
create index search_facets_value on search_facets (entity_name, attribute, value)
  include (valid_from, valid_to, active);

do $$
begin
  for i in 0 .. ${shards} - 1 loop
    execute format('create table %I partition of search_documents'
                   ' for values with (modulus %s, remainder %s)',
                   'search_documents_p' || i, ${shards}, i);
    execute format('create table %I partition of search_facets'
                   ' for values with (modulus %s, remainder %s)',
                   'search_facets_p' || i, ${shards}, i);
  end loop;
end
$$;

-- Rebuilds of an entity's documents after a model change (or on request), resumable: each batch
-- commits with the last etalon it rebuilt.
create table search_reindex (
  entity_name  text primary key,
  state        text not null,
  reason       text not null,
  total        bigint not null default 0,
  done         bigint not null default 0,
  last_etalon  uuid,
  requested_at timestamptz not null,
  started_at   timestamptz,
  finished_at  timestamptz,
  error        text
);

-- Whether documents were being written when last looked at: switching indexing back on after it
-- was off asks for a rebuild of every entity (writes meanwhile left no documents).
create table search_state (
  id      int primary key default 1 check (id = 1),
  indexed boolean not null
);
insert into search_state (indexed) values (true);
