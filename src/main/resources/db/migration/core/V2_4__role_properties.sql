-- Roles carry values of the user-defined properties too (issue 22), checked like a user's.
alter table roles add column properties jsonb not null default '{}';
