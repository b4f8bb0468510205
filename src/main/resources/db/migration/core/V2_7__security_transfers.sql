-- Exports and imports of roles and security labels (issue 22): each runs in the background; its
-- state, what it did and (for an export) the document it made are kept here for their owner.
create table security_transfers (
    id          bigserial primary key,
    kind        text not null,
    state       text not null,
    created_by  text not null,
    create_date timestamptz not null,
    end_date    timestamptz,
    recreate    boolean not null default false,
    summary     jsonb not null default '{}',
    document    bytea
);
create index security_transfers_owner on security_transfers (created_by, id);
