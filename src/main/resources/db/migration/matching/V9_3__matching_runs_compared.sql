-- How many pairs a bulk run compared, and how many records had more candidates than the cap
-- (org.platform.mdm.matching.candidates.max) lets matching compare: the work, and where it was cut.
alter table matching_runs
    add column compared bigint not null default 0,
    add column capped bigint not null default 0;
