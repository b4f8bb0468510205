-- How a link was last written (issue 50): DIRECT by its own write, CASCADED as a consequence of
-- another write (a scan writing a container with what it contains). Data governance's relations
-- and catalog filter on it (the spec's `cascaded` flag).
alter table relation_etalons add column operation_type text not null default 'DIRECT';
