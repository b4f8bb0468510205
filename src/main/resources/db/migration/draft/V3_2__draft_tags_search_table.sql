-- Search by tag, as the benchmark showed it must be: one row per (tag, state, draft), so a filter
-- "has tag X and is in state S", ordered by draft id, is one index range read in order, and its
-- count an index-only scan. The GIN index on drafts.tags could not do that: a page walked the
-- primary key filtering tens of thousands of rows, a count intersected a bitmap of every draft
-- in the state (docs/benchmarks.md). A trigger keeps the table equal to drafts.tags and state.

create table draft_tags (
    tag      text   not null,
    state    text   not null,
    draft_id bigint not null references drafts (id) on delete cascade,
    primary key (tag, state, draft_id)
);
create index draft_tags_tag_draft on draft_tags (tag, draft_id);
create index draft_tags_draft on draft_tags (draft_id);

create function drafts_sync_tags() returns trigger language plpgsql as $$
begin
    if tg_op = 'UPDATE' then
        if new.tags is not distinct from old.tags and new.state = old.state then
            return null;
        end if;
        delete from draft_tags where draft_id = old.id;
    end if;
    insert into draft_tags (tag, state, draft_id)
    select distinct t, new.state, new.id from unnest(new.tags) t;
    return null;
end
$$;

create trigger drafts_sync_tags after insert or update of tags, state on drafts
    for each row execute function drafts_sync_tags();

insert into draft_tags (tag, state, draft_id)
select distinct t, d.state, d.id from drafts d, unnest(d.tags) t;

drop index drafts_tags;
