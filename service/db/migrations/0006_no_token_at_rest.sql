-- No usable token at rest (issue 42, D27): a copy of the database acts for no subscriber.
-- A sign-up request's double opt-in token is kept as the SHA-256 (hex) of its value, as management tokens are.
update subscription_requests set token = encode(sha256(convert_to(token, 'UTF8')), 'hex');

-- A mail keeps its link (and with it a token) only until it is delivered, cancelled or given up.
update mail_outbox
  set body = case when link is null then body else replace(body, link, '(link removed after delivery)') end,
    link = null,
    headers = headers - 'List-Unsubscribe'
  where status <> 'pending';
