-- Published data models, one row per revision, never updated (module org.platform.mdm.meta).
-- No row means revision 0: the empty model with the system source "platform".
create table model_revisions (
    revision     integer primary key check (revision > 0),
    content      jsonb not null,
    draft_id     bigint,
    published_by text not null,
    publish_date timestamptz not null
);
