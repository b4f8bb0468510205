-- The extension schema the database was migrated with (org.platform.mdm.system.extension.schema):
-- a start with another value is refused (ExtensionSchema), since the extensions and every object
-- made with them stay where they were made.
create table system_extension_schema (
  only_row boolean primary key default true check (only_row),
  name text not null
);
insert into system_extension_schema (name) values ('#[org.platform.mdm.system.extension.schema]');
