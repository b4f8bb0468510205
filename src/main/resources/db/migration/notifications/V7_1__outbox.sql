-- Notifications (DESIGN.md §7): the outbox. A row is written in the transaction of the record
-- change it tells of, so that neither exists without the other; the feed reads it in id order,
-- and rows older than the retention period are removed. sequence is the record's own counter (the
-- etalon's version after the change): consumers order and de-duplicate per record with it. The
-- body is json, not jsonb: nothing queries inside it, and its fields keep their order.
create table notifications (
  id              bigserial primary key,
  notification_id uuid not null unique,
  type            text not null,
  entity_name     text not null,
  etalon_id       uuid not null,
  sequence        bigint not null,
  operation_id    text,
  user_name       text not null,
  create_date     timestamptz not null,
  body            json not null
);
create index notifications_etalon on notifications (etalon_id, id);
create index notifications_create_date on notifications (create_date);
