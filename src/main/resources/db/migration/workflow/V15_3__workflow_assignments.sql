-- Workflow (issue 49). The published assignments of approval processes to registers and reference
-- sets (the workflow model): every revision kept, the latest in force.
create table workflow_assignments (
  revision    int primary key,
  model       jsonb not null,
  create_date timestamptz not null,
  created_by  text not null
);
