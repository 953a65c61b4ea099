-- The reference service's state (decision D19). Times come from the service clock, never from now().

-- One row per sign-up request, with its own double opt-in token (decision D20). Confirming a token confirms
-- exactly this request's consents; an unconfirmed request is deleted when its link expires (D24).
create table subscription_requests (
  id integer generated always as identity primary key,
  token text not null unique,
  email text not null,
  email_key text not null,
  salutation text,
  first_name text,
  last_name text,
  consents text[] not null default '{}',
  legals text[] not null default '{}',
  market text not null,
  locale text not null,
  origin text not null,
  origin_addition text not null,
  page_path text,
  consent_texts_version text not null,
  requested_at timestamptz not null,
  expires_at timestamptz not null,
  confirmed_at timestamptz
);
create index subscription_requests_by_address on subscription_requests (email_key, requested_at desc);
create index subscription_requests_pending on subscription_requests (expires_at) where confirmed_at is null;

-- The confirmed subscription of an address: what its confirmed request gave, then the subscriber's own changes.
create table subscribers (
  email_key text primary key,
  email text not null,
  request_id integer not null references subscription_requests (id),
  salutation text,
  first_name text,
  last_name text,
  consents text[] not null default '{}',
  legals text[] not null default '{}',
  market text not null,
  locale text not null,
  confirmed_at timestamptz not null,
  updated_at timestamptz not null
);

-- Proof of consent (GDPR Art. 7(1)): append-only. Events of an unconfirmed request go with it when it expires.
create table consent_events (
  id integer generated always as identity primary key,
  email_key text not null,
  request_id integer references subscription_requests (id) on delete cascade,
  kind text not null check (kind in ('requested', 'confirmed', 'updated')),
  consents text[] not null default '{}',
  legals text[] not null default '{}',
  detail jsonb not null default '{}',
  at timestamptz not null
);
create index consent_events_by_address on consent_events (email_key, id);

create function consent_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'consent_events is append-only';
end;
$$;
create trigger consent_events_no_update before update on consent_events
  for each row execute function consent_events_append_only();

-- The transactional outbox (D21): written in the sign-up's transaction, delivered by the sender.
create table mail_outbox (
  id integer generated always as identity primary key,
  kind text not null,
  email_key text not null,
  to_address text not null,
  subject text not null,
  body text not null,
  link text,
  locale text not null,
  request_id integer references subscription_requests (id) on delete set null,
  created_at timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text
);
create index mail_outbox_by_address on mail_outbox (email_key, created_at);
create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending';

-- "Stay logged in" tokens, kept under the SHA-256 of their value.
create table long_term_tokens (
  token_hash text primary key,
  customer_id text not null,
  expires_at timestamptz not null,
  replaced_at timestamptz,
  -- The token that replaced it: a replaced token's short grace holds only while its successor does (not after a logout).
  replaced_by text
);

-- Login tokens ended by a logout before their expiry (by the token's id).
create table revoked_login_tokens (
  token_id text primary key,
  expires_at timestamptz not null
);

create table staff_sessions (
  id text primary key,
  expires_at timestamptz not null,
  preview_date_time text,
  ab_test_name text,
  ab_test_group text
);

-- CMS content such as SHOP_FOOTER; market '' is the content for every market.
create table cms_content (
  name text not null,
  market text not null default '',
  content_json text not null,
  updated_at timestamptz not null,
  primary key (name, market)
);

-- Fixed-window counters for abuse limits (sign-ups, login attempts), shared by every service process.
create table rate_counters (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);
