-- The typo dictionary's writes (issue 46) no longer wait for each other: with a primary key, a
-- transaction inserting a word another one had inserted and not yet committed waited for that one,
-- and an import's parallel batches, which commit in file order, gave way and were written again
-- (an import of new words ran 7 to 9 times slower). A word is now written only when its entity
-- does not hold it yet; two writers of one new word may both write it, which the look-ups read
-- as one (select distinct).
alter table search_word_forms drop constraint search_word_forms_pkey;
create index search_word_forms_form on search_word_forms (entity_name, form, word);
