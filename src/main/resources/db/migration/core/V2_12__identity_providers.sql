-- OpenID Connect providers users sign in with, and the sign-ins under way
-- (module org.platform.mdm.core).

create table identity_providers (
    id              text primary key,
    -- The provider and its claim mapping as sent, without the client secret.
    content         jsonb not null,
    -- Sealed with the platform key (enc:v1:...) when encryption is on, else as given; null for a
    -- public client.
    client_secret   text,
    created_by      text not null,
    create_date     timestamptz not null,
    updated_by      text,
    update_date     timestamptz,
    version         bigint not null default 1
);
create unique index identity_providers_id_ci on identity_providers (lower(id));

-- A sign-in sent to a provider and not yet back: its state (the key) is taken once, so a state
-- replayed or made up finds nothing. The nonce and the PKCE verifier tie the answer to it.
create table oauth2_sign_ins (
    state           text primary key,
    registration_id text not null,
    -- The provider as it was at the start: a sign-in whose provider changed meanwhile is refused.
    issuer          text not null,
    client_id       text not null,
    nonce           text not null,
    code_verifier   text not null,
    redirect_uri    text not null,
    -- The SHA-256 of the key the starting browser keeps in a cookie: the answer must come back
    -- to that browser (no signing another's browser in as oneself).
    browser_hash    text not null,
    -- What the UI that started it gave (ui=…), handed back with the token so that the UI takes
    -- only a token of a sign-in it started; null for other clients.
    ui_nonce        text,
    expires_at      timestamptz not null
);
create index oauth2_sign_ins_expiry on oauth2_sign_ins (expires_at);

-- Who an identity provider says an external user is for good (its issuer and sub): the user is
-- bound to it at its first sign-in, and a later sign-in of the same name as another subject (a
-- reused or renamed account) is refused.
alter table users add column external_subject text;
