-- A whole classification deleted (or brought back by a new placement) changes its status without a
-- revision of any source: each change is kept here so that the record's history shows it
-- (CLASSIFICATION_DELETE, CLASSIFICATION_RESTORE) in the platform-wide order of its events.
create table classification_status_changes (
  record_etalon_id  uuid not null,
  classification_id uuid not null,
  seq               bigint not null,
  status            text not null,
  change_date       timestamptz not null,
  changed_by        text not null,
  primary key (record_etalon_id, classification_id, seq)
);
