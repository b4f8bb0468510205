-- Run-time values of editable settings (module org.platform.mdm.system).
create table system_parameters (
    name        text primary key,
    value       text not null,
    updated_by  text not null,
    update_date timestamptz not null
);
