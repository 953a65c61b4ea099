-- Login sessions as families of tokens (issue 27, decision D46): every login token issued from one login (by a
-- renewal or from its long-term token) belongs to that login's session. A logout, or the reuse of a token a renewal
-- retired, ends the session and with it every token of the family.
create table login_sessions (
  id text primary key,
  customer_id text not null,
  started_at timestamptz not null,
  -- When the last token of the family expires: the row is deleted after that (nothing of it can be used any more).
  expires_at timestamptz not null,
  ended_at timestamptz,
  -- 'logout' or 'reuse' (a retired token came back after its grace period).
  end_reason text
);

-- The login tokens of a session, by their id (jti). Renewing a token retires it and names its successor, whose times
-- are kept so that a second renewal within the grace period gets the very same token (no fork).
create table login_tokens (
  token_id text primary key,
  session_id text not null references login_sessions (id) on delete cascade,
  exp bigint not null,
  renew_at bigint not null,
  retired_at timestamptz,
  successor_id text
);
create index login_tokens_by_session on login_tokens (session_id);

-- The session a "stay logged in" token belongs to (null for a token from before this migration).
alter table long_term_tokens add column session_id text;
