-- Runs of background operations: one row per run, its state and progress, kept as it goes
-- (module org.platform.mdm.operations).

create table job_executions (
    id              bigserial primary key,
    definition_id   bigint references job_definitions (id) on delete set null,
    job_name        text not null,
    -- STARTING (waiting for a node), STARTED, STOPPING, STOPPED, COMPLETED, FAILED.
    status          text not null,
    started_by      text not null,
    -- The parameter values the run got (the definition's, with the type's defaults).
    parameters      jsonb not null default '{}',
    create_date     timestamptz not null,
    start_time      timestamptz,
    end_time        timestamptz,
    -- Progress: items in all, items done (committed blocks), items that failed.
    total           bigint,
    processed       bigint not null default 0,
    failed_items    bigint not null default 0,
    exit_message    text
);
create index job_executions_definition on job_executions (definition_id, id desc);
