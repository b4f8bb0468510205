-- The records a search selected for a background operation (an export, a delete, a re-match),
-- taken once at the run's start so that its blocks go through a fixed list, in the search's order,
-- whatever the operation changes meanwhile; removed when the run completes.
create table record_selections (
    execution_id bigint not null,
    n            bigint not null,
    etalon_id    uuid not null,
    primary key (execution_id, n)
);
