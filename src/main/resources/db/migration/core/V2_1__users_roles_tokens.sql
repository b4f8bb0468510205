-- Users, roles, rights and login tokens (module org.platform.mdm.core).

create table users (
    user_name     text primary key,
    full_name     text not null default '',
    email         text,
    locale        text not null default 'en',
    active        boolean not null default true,
    password_hash text not null,
    created_by    text not null,
    create_date   timestamptz not null,
    updated_by    text,
    update_date   timestamptz,
    version       bigint not null default 1
);
-- "Admin" and "admin" would be two accounts nobody can tell apart.
create unique index users_user_name_ci on users (lower(user_name));

-- What rights can be granted on: system resources now, one per entity, reference set and
-- classifier once the model publishes them.
create table security_resources (
    name         text primary key,
    display_name text not null,
    category     text not null
);

create table roles (
    name         text primary key,
    display_name text not null,
    description  text not null default '',
    full_access  boolean not null default false,
    system_role  boolean not null default false,
    create_date  timestamptz not null,
    update_date  timestamptz,
    version      bigint not null default 1
);
create unique index roles_name_ci on roles (lower(name));

create table role_rights (
    role_name     text not null references roles (name) on delete cascade on update cascade,
    resource_name text not null references security_resources (name) on delete cascade,
    can_create    boolean not null default false,
    can_read      boolean not null default false,
    can_update    boolean not null default false,
    can_delete    boolean not null default false,
    primary key (role_name, resource_name)
);

create table user_roles (
    user_name text not null references users (user_name) on delete cascade,
    role_name text not null references roles (name) on delete cascade on update cascade,
    primary key (user_name, role_name)
);
create index user_roles_role on user_roles (role_name);

-- Only a SHA-256 of each token is kept: a copy of this table lets nobody log in.
create table auth_tokens (
    token_hash  bytea primary key,
    user_name   text not null references users (user_name) on delete cascade,
    create_date timestamptz not null,
    expires_at  timestamptz not null
);
create index auth_tokens_user on auth_tokens (user_name);
create index auth_tokens_expiry on auth_tokens (expires_at);

insert into security_resources (name, display_name, category) values
    ('USER_MANAGEMENT', 'User management', 'SYSTEM'),
    ('ROLE_MANAGEMENT', 'Role management', 'SYSTEM'),
    ('SECURITY_LABELS_MANAGEMENT', 'Security labels management', 'SYSTEM'),
    ('PLATFORM_PARAMETERS_MANAGEMENT', 'Platform parameters management', 'SYSTEM'),
    ('DATA_OPERATIONS_MANAGEMENT', 'Data operations management', 'SYSTEM'),
    ('USER_DEFINED_PARAMETERS_MANAGEMENT', 'User-defined parameters management', 'SYSTEM'),
    ('ADMIN_DATA_MANAGEMENT', 'Data model administration', 'SYSTEM');

insert into roles (name, display_name, description, full_access, system_role, create_date)
values ('ADMIN', 'Administrator', 'Full rights on every resource, present and future', true, true,
        now());
