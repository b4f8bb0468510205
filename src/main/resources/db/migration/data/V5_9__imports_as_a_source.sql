-- A load may be asked to write every line as one source system (issue 46, "load as a source"):
-- its lines are then that source's versions, not what their own sourceSystem says. Kept with the
-- import, so that a load that goes on after a stop reads its lines as it was asked to.
alter table data_imports add column source_system text;
