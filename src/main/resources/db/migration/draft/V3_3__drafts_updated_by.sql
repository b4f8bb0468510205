-- Who changed a draft's own fields (description, owner, tags) last, and when: a rename is an
-- update as much as an edition is. Reads take the later of this and the last edition.
alter table drafts add column updated_by text, add column update_date timestamptz;
