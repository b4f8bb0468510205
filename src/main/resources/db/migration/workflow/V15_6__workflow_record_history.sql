-- The steps of approval processes a record's history shows (issue 49): each process started,
-- ended or cancelled and each change of its tasks, numbered from the records' own sequence so the
-- history lists them among the record's writes in the order they happened. The record they are
-- about is the process's (workflow_process_index.etalon_id).
create table workflow_record_events (
    seq                 bigint primary key default nextval('record_seq'),
    process_instance_id text not null,
    type                text not null,
    create_date         timestamptz not null,
    created_by          text,
    task_id             text,
    task_name           text,
    assignee            text,
    candidate_roles     text[],
    decision            text,
    comment             text
);

create index workflow_record_events_process on workflow_record_events (process_instance_id, seq);
