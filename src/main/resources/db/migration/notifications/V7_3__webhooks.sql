-- Webhook subscriptions: a URL that receives the notifications of some registers and types, each
-- call signed with the subscription's secret. last_id is how far the subscription has read the
-- outbox (in id order, which keeps each record's order); a subscription starts at the outbox's end
-- when it is created. A subscription that keeps failing is PAUSED until someone resumes it.
create table webhook_subscriptions (
  id            bigserial primary key,
  url           text not null,
  entity_names  text[] not null,
  types         text[] not null,
  secret        text not null,
  state         text not null,
  last_id       bigint not null,
  failures      int not null default 0,
  last_error    text,
  next_attempt  timestamptz not null,
  created_by    text not null,
  create_date   timestamptz not null,
  update_date   timestamptz not null
);
