-- When a depersonalization in place removed a load's rejected lines (their reasons quote the
-- values from before it): the load's answer says so, rather than that no line was rejected.
alter table data_imports add column rejections_removed timestamptz;
