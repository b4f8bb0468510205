-- Definitions of background operations: an operation type with its parameter values, a name, a
-- cron schedule and tags (module org.platform.mdm.operations, the spec's com.platform.mdm.hpe.core).

create table job_definitions (
    id              bigserial primary key,
    name            text not null,
    -- The operation type's name (its descriptor's jobName); it cannot change.
    job_name        text not null,
    description     text,
    enabled         boolean not null default false,
    cron_expression text,
    tags            text[] not null default '{}',
    -- Parameter values by name, as JSON gives them (checked against the type's descriptors).
    parameters      jsonb not null default '{}',
    created_by      text not null,
    create_date     timestamptz not null,
    updated_by      text,
    update_date     timestamptz,
    version         bigint not null default 1
);
create unique index job_definitions_name_ci on job_definitions (lower(name));
