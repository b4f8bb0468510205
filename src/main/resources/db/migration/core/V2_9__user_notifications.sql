-- Notifications to one user (issue 22): the outcome of work the user started in the background (an
-- export with its download link, an import with what it did). The text is made when read, in the
-- reader's language, from the type, the outcome and the parameters.
create table user_notifications (
    id          bigserial primary key,
    user_name   text not null,
    type        text not null,
    outcome     text not null,
    params      text[] not null default '{}',
    link        text,
    create_date timestamptz not null,
    read_date   timestamptz
);
create index user_notifications_user on user_notifications (user_name, id);
create index user_notifications_date on user_notifications (create_date);
