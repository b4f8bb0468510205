-- Workflow (issue 49). Templates: reusable BPMN diagrams, named like a process id. The shipped
-- template is written at start by the application (WorkflowTemplates), never by hand.
create table workflow_templates (
  name         text primary key,
  display_name text not null,
  version      text not null,
  description  text,
  bpmn         text not null,
  shipped      boolean not null default false,
  revision     bigint not null default 1,
  created_by   text not null,
  create_date  timestamptz not null,
  updated_by   text not null,
  update_date  timestamptz not null
);
