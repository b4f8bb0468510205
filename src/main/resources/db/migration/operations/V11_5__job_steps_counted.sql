-- A step that prepares the work (a selection taken, a spreadsheet converted) keeps its own
-- progress but does not add to its run's: a run of three records reads "3 of 3", not "6 of 6".
alter table job_steps add column counted boolean not null default true;
