-- The typo dictionary's new words (issue 46). A document's write queued each word its entity did
-- not hold yet with all its forms (22 for a six-letter word, 56 for ten) in the write's own
-- transaction, and an import of new words ran at a third of its rate. The write now queues the new
-- word alone; a background task (search.TypoDictionary) writes its forms into search_word_forms in
-- large batches, and the typo look-up reads the words still queued directly. No key, as for the
-- forms: a writer never waits for another's uncommitted word; a word queued twice is expanded once
-- per batch and read as one.
create table search_new_words (
  entity_name text not null,
  word        text not null
);
create index search_new_words_word on search_new_words (entity_name, word);

-- Every word already in the dictionary stays there: nothing to move.
