-- The PostgreSQL extensions the platform uses, made in the extension schema
-- (org.platform.mdm.system.extension.schema) before any migration: the migrations' own
-- "create extension if not exists" then find them. Both are trusted extensions, which the
-- database's owner may make; on a database where it may not, an administrator makes them first.
create extension if not exists pg_trgm schema #[org.platform.mdm.system.extension.schema];
create extension if not exists unaccent schema #[org.platform.mdm.system.extension.schema];
