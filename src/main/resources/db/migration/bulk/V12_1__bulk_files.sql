-- Files of bulk operations (module org.platform.mdm.bulk): an export's result, or an upload a load
-- reads, kept in the bulk files directory under the name given here, gone with the run.
create table bulk_files (
    execution_id bigint primary key references job_executions (id) on delete cascade,
    -- RESULT (an export's file, to download) or UPLOAD (a file to load).
    kind         text not null,
    -- The name of the file in the bulk files directory.
    stored_name  text not null,
    -- The name offered to the user's browser.
    file_name    text not null,
    content_type text not null,
    size         bigint,
    created_by   text not null,
    create_date  timestamptz not null
);
