-- sign_up() of migration 0003 again, with one step more (issue 42): the same sign-up within 10 seconds of a pending
-- one (a second tab, a double submit) sends no second mail, unless the shopper asked for it again (p_resend, D15).
-- Under the address's lock, so two tabs at once are one sign-up.
drop function sign_up(text, text, text, text, text, text, text[], text[], text, text, text, text, text, text, timestamptz, timestamptz, integer, timestamptz, jsonb, text, text, text, text, text, text, jsonb, text);
create function sign_up(
  p_token text, p_email text, p_email_key text, p_salutation text, p_first_name text, p_last_name text,
  p_consents text[], p_legals text[], p_market text, p_locale text, p_origin text, p_origin_addition text,
  p_page_path text, p_consent_texts_version text, p_now timestamptz, p_expires_at timestamptz,
  p_mail_cap integer, p_cap_window_start timestamptz, p_detail jsonb,
  p_doi_subject text, p_doi_body text, p_doi_link text, p_already_subject text, p_already_body text,
  p_already_link text, p_already_headers jsonb, p_manage_hash text, p_resend boolean
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
  if not p_resend and exists (select 1 from subscription_requests where email_key = p_email_key and confirmed_at is null
      and expires_at > p_now and requested_at > p_now - interval '10 seconds' and market = p_market
      and consents = p_consents and legals = p_legals) then
    return 'doi_sent';
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
