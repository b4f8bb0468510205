-- Drafts and their append-only editions (module org.platform.mdm.draft).

create table drafts (
    id          bigserial primary key,
    parent_id   bigint references drafts (id) on delete cascade,
    provider    text not null,
    subject_id  text not null default '',
    owner       text not null,
    description text not null default '',
    tags        text[] not null default '{}',
    state       text not null,
    variables   jsonb not null default '{}',
    created_by  text not null,
    create_date timestamptz not null,
    version     bigint not null default 1
);
create index drafts_tags on drafts using gin (tags);
create index drafts_parent on drafts (parent_id) where parent_id is not null;
create index drafts_provider_state on drafts (provider, state, id);
create index drafts_state on drafts (state, id);
create index drafts_owner on drafts (owner, id);
create index drafts_subject on drafts (subject_id, id) where subject_id <> '';

-- Never updated: an edition, once saved, is what the user saved. editionsCount, updatedBy and
-- updateDate of a draft are those of its last edition.
create table editions (
    draft_id    bigint not null references drafts (id) on delete cascade,
    revision    integer not null check (revision > 0),
    content     jsonb not null,
    created_by  text not null,
    create_date timestamptz not null,
    primary key (draft_id, revision)
);
