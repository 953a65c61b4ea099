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

-- sign_up() of migration 0002 again, with one change: the "already subscribed" notice is a mail to a subscriber, so
-- it carries a management token of its own (its hash stored here) and the List-Unsubscribe headers (D27).
drop function sign_up(text, text, text, text, text, text, text[], text[], text, text, text, text, text, text, timestamptz, timestamptz, integer, timestamptz, jsonb, text, text, text, text, text);
create function sign_up(
  p_token text, p_email text, p_email_key text, p_salutation text, p_first_name text, p_last_name text,
  p_consents text[], p_legals text[], p_market text, p_locale text, p_origin text, p_origin_addition text,
  p_page_path text, p_consent_texts_version text, p_now timestamptz, p_expires_at timestamptz,
  p_mail_cap integer, p_cap_window_start timestamptz, p_detail jsonb,
  p_doi_subject text, p_doi_body text, p_doi_link text, p_already_subject text, p_already_body text,
  p_already_link text, p_already_headers jsonb, p_manage_hash text
) returns text language plpgsql as $$
declare
  v_request integer;
  v_subscribed integer;
begin
  perform pg_advisory_xact_lock(hashtext('address:' || p_email_key));
  if (select count(*) from mail_outbox where email_key = p_email_key and created_at > p_cap_window_start) >= p_mail_cap then
    return 'capped';
  end if;
  select request_id into v_subscribed from subscribers where email_key = p_email_key;
  if found then
    insert into manage_tokens (token_hash, email_key, request_id, issued_at) values (p_manage_hash, p_email_key, v_subscribed, p_now);
    insert into mail_outbox (kind, email_key, to_address, subject, body, link, headers, locale, request_id, created_at, next_attempt_at)
    values ('already_subscribed', p_email_key, p_email, p_already_subject, p_already_body, p_already_link, p_already_headers, p_locale, v_subscribed, p_now, p_now);
    return 'already_subscribed';
  end if;
  insert into subscription_requests (token, email, email_key, salutation, first_name, last_name, consents, legals, market, locale,
    origin, origin_addition, page_path, consent_texts_version, requested_at, expires_at)
  values (p_token, p_email, p_email_key, p_salutation, p_first_name, p_last_name, p_consents, p_legals, p_market, p_locale,
    p_origin, p_origin_addition, p_page_path, p_consent_texts_version, p_now, p_expires_at)
  returning id into v_request;
  insert into consent_events (email_key, request_id, kind, consents, legals, detail, at)
  values (p_email_key, v_request, 'requested', p_consents, p_legals, p_detail, p_now);
  insert into mail_outbox (kind, email_key, to_address, subject, body, link, locale, request_id, created_at, next_attempt_at)
  values ('doi', p_email_key, p_email, p_doi_subject, p_doi_body, p_doi_link, p_locale, v_request, p_now, p_now);
  return 'doi_sent';
end;
$$;
