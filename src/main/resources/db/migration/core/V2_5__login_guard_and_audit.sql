-- Brute-force protection (issue 22): failed logins counted per user name and per client address
-- within a window; past a threshold each try waits longer, then the key is locked for a while.
create table login_failures (
    key           text primary key,
    failures      integer not null,
    last_failure  timestamptz not null,
    next_allowed  timestamptz,
    locked_until  timestamptz
);

-- The audit trail (issue 22): security events in their own table, not the log.
create table audit_events (
    id             bigserial primary key,
    event_date     timestamptz not null,
    type           text not null,
    user_name      text,
    subject        text,
    client_address text,
    details        jsonb not null default '{}'
);
create index audit_events_date on audit_events (event_date);
create index audit_events_type on audit_events (type, event_date);
