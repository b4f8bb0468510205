-- Runs of background operations in steps, each step in blocks committed with its progress and
-- where it stands (its checkpoint), so a run that failed, was stopped or lost its node goes on
-- from its last committed block; items that failed; and chains of operations
-- (module org.platform.mdm.operations).

alter table job_executions
    -- How many times the run was started: 1, then one more at each restart or recovery.
    add column attempts integer not null default 1,
    -- The Quartz instance carrying the run out (or the last that did).
    add column node text,
    -- The firing of its schedule a run answers (null for a run started otherwise).
    add column scheduled_for timestamptz,
    -- When it last began waiting or was taken up: a run open long after it with no job in Quartz
    -- was abandoned.
    add column changed_at timestamptz not null default now(),
    -- The progress is its steps' (summed when read), not kept twice.
    drop column total,
    drop column processed,
    drop column failed_items;

-- At most one run of a definition waits or goes on at a time (two starts at once: one is refused).
create unique index job_executions_one_open on job_executions (definition_id)
    where status in ('STARTING', 'STARTED', 'STOPPING');
-- The runs still open, for the sweep of abandoned ones.
create index job_executions_open on job_executions (changed_at)
    where status in ('STARTING', 'STARTED', 'STOPPING');

create table job_steps (
    id              bigserial primary key,
    execution_id    bigint not null references job_executions (id) on delete cascade,
    name            text not null,
    -- STARTED, COMPLETED, STOPPED, FAILED.
    status          text not null,
    start_time      timestamptz not null,
    end_time        timestamptz,
    total           bigint,
    processed       bigint not null default 0,
    failed_items    bigint not null default 0,
    -- Where the last committed block left off, as the operation writes it.
    checkpoint      text,
    exit_message    text,
    unique (execution_id, name)
);

-- Items a step could not do, with the reason (the first ones of each step are kept).
create table job_failures (
    id              bigserial primary key,
    step_id         bigint not null references job_steps (id) on delete cascade,
    item            text not null,
    reason          text not null,
    at              timestamptz not null
);
create index job_failures_step on job_failures (step_id, id);

-- A definition may start after another's run ends: COMPLETED (success) or FAILED.
alter table job_definitions
    add column start_after bigint references job_definitions (id) on delete set null,
    add column start_after_status text;
