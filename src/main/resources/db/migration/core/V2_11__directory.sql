-- Directory (LDAP / Active Directory) connections, and the users who come from one
-- (module org.platform.mdm.core).

create table ldap_configurations (
    id              text primary key,
    -- The connection and its domains as sent, without the bind password.
    content         jsonb not null,
    -- Sealed with the platform key (enc:v1:...) when encryption is on, else as given.
    bind_password   text,
    created_by      text not null,
    create_date     timestamptz not null,
    updated_by      text,
    update_date     timestamptz,
    version         bigint not null default 1
);
create unique index ldap_configurations_id_ci on ldap_configurations (lower(id));

-- Where a user comes from: null for a local user (its password checked here), else the source
-- that checks it ('ldap:<configuration id>'); such a user has no password here.
alter table users add column source text;
alter table users alter column password_hash drop not null;

-- The right to see and change directory connections.
insert into security_resources (name, display_name, category) values
    ('DIRECTORY_MANAGEMENT', 'Directory management', 'SYSTEM');
