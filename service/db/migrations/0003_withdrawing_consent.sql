-- Withdrawing consent (decision D27): management tokens, withdrawals in the consent record, mail headers.

-- A withdrawal is a consent event like the others (append-only, D20).
alter table consent_events drop constraint consent_events_kind_check;
alter table consent_events add constraint consent_events_kind_check check (kind in ('requested', 'confirmed', 'updated', 'withdrawn'));

-- When the subscription this request confirmed was withdrawn (its events say by whom and how).
alter table subscription_requests add column withdrawn_at timestamptz;

-- The "manage my subscription" token of a confirmed subscription: not the DOI token, long-lived, revocable,
-- kept only as the SHA-256 of its value (the value is in the subscriber's mails). A withdrawal revokes it.
create table manage_tokens (
  token_hash text primary key,
  email_key text not null,
  request_id integer not null references subscription_requests (id) on delete cascade,
  issued_at timestamptz not null,
  revoked_at timestamptz
);
create index manage_tokens_live_by_address on manage_tokens (email_key) where revoked_at is null;

-- Headers a mail goes out with (List-Unsubscribe, List-Unsubscribe-Post: RFC 8058).
alter table mail_outbox add column headers jsonb not null default '{}';

-- A mail not yet sent when its address unsubscribed is never sent.
alter table mail_outbox drop constraint mail_outbox_status_check;
alter table mail_outbox add constraint mail_outbox_status_check check (status in ('pending', 'sent', 'failed', 'cancelled'));
