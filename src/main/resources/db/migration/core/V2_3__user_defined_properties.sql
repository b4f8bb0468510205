-- User-defined properties (issue 22): definitions an administrator creates, and each user's values
-- of them, checked against the definitions when a user is written.
create table user_defined_properties (
    name         text primary key,
    display_name text not null,
    type         text not null,
    required     boolean not null default false,
    read_only    boolean not null default false,
    created_by   text not null,
    create_date  timestamptz not null
);

alter table users add column properties jsonb not null default '{}';
