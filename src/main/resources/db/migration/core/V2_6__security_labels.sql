-- Security labels (issue 22): a label names attributes of one register or reference set; roles and
-- users get instances of it, each with values of those attributes, which decide what records of
-- the entity they see and write.
create table security_labels (
    name         text primary key,
    display_name text not null,
    description  text not null default '',
    entity_name  text not null,
    create_date  timestamptz not null,
    update_date  timestamptz,
    version      bigint not null default 1
);
create unique index security_labels_name_ci on security_labels (lower(name));

create table security_label_attributes (
    label_name  text not null references security_labels (name) on delete cascade,
    position    integer not null,
    path        text not null,
    description text not null default '',
    primary key (label_name, position),
    unique (label_name, path)
);

-- One instance of a label held by a role or a user: its values by attribute path.
create table security_label_instances (
    id          bigserial primary key,
    label_name  text not null references security_labels (name) on delete cascade,
    role_name   text references roles (name) on delete cascade on update cascade,
    user_name   text references users (user_name) on delete cascade,
    position    integer not null,
    value_map   jsonb not null,
    check ((role_name is null) <> (user_name is null))
);
create index security_label_instances_role on security_label_instances (role_name);
create index security_label_instances_user on security_label_instances (user_name);
