-- Data quality (issue 48). The published quality model: every revision kept, the latest in force.
create table dq_models (
  revision    int primary key,
  model       jsonb not null,
  create_date timestamptz not null,
  created_by  text not null
);
