-- Workflow (issue 49). The published set of process definitions (bpmn-model drafts): every
-- revision kept, the latest in force. Each process of a revision was deployed to the engine when
-- the revision was published; the shipped processes are deployed at start and are not stored here.
create table workflow_process_models (
  revision    int primary key,
  model       jsonb not null,
  create_date timestamptz not null,
  created_by  text not null
);
