-- The searchable index of business processes and their tasks (issue 49): one row per process
-- instance and per user task, written by the engine's event listener in the transaction of the
-- engine's change, and rebuilt from the engine's history by the operation workflowReindexJob.
create table workflow_process_index (
    process_instance_id      text primary key,
    process_definition_id    text not null,
    process_id               text not null,
    process_name             text,
    business_key             text,
    initiator                text,
    status                   text not null check (status in ('RUNNING', 'COMPLETED', 'CANCELLED')),
    start_time               timestamptz not null,
    end_time                 timestamptz,
    draft_id                 bigint,
    entity_name              text,
    etalon_id                text,
    linked_type_display_name text,
    indexed_variables        jsonb not null default '{}'::jsonb
);

create index workflow_process_index_start on workflow_process_index (start_time desc);
create index workflow_process_index_status on workflow_process_index (status, start_time desc);
create index workflow_process_index_initiator on workflow_process_index (initiator, start_time desc);
create index workflow_process_index_process_id on workflow_process_index (process_id);
create index workflow_process_index_entity on workflow_process_index (entity_name);
create index workflow_process_index_etalon on workflow_process_index (etalon_id);
create index workflow_process_index_draft on workflow_process_index (draft_id);
create index workflow_process_index_linked on workflow_process_index (linked_type_display_name);
create index workflow_process_index_variables on workflow_process_index
    using gin (indexed_variables jsonb_path_ops);

create table workflow_task_index (
    task_id                  text primary key,
    process_instance_id      text not null,
    task_definition_key      text,
    name                     text,
    assignee                 text,
    candidate_roles          text[] not null default '{}',
    status                   text not null
        check (status in ('AVAILABLE', 'ASSIGNED', 'COMPLETED', 'CANCELLED')),
    create_time              timestamptz not null,
    claim_time               timestamptz,
    complete_time            timestamptz,
    due_date                 timestamptz,
    decision                 text,
    draft_id                 bigint,
    entity_name              text,
    etalon_id                text,
    linked_type_display_name text
);

create index workflow_task_index_create on workflow_task_index (create_time desc);
create index workflow_task_index_status on workflow_task_index (status, create_time desc);
create index workflow_task_index_assignee on workflow_task_index (assignee, create_time desc);
create index workflow_task_index_roles on workflow_task_index using gin (candidate_roles);
create index workflow_task_index_process on workflow_task_index (process_instance_id);
create index workflow_task_index_entity on workflow_task_index (entity_name);
create index workflow_task_index_etalon on workflow_task_index (etalon_id);
create index workflow_task_index_draft on workflow_task_index (draft_id);
create index workflow_task_index_linked on workflow_task_index (linked_type_display_name);
