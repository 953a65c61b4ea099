-- A subscriber's data rights (GDPR Art. 15, 17, 20; decision D59): what an erasure keeps, and the log of exports
-- and erasures. Neither table holds an address.

-- An erased address, as a keyed hash (HMAC-SHA256 of the address under this database's own key, below): an import
-- can ask whether an address was erased without the address being kept. Deleted after the retention period
-- (service/retention.ts) or when the address confirms a new sign-up (new consent supersedes the erasure).
create table erased_addresses (
  address_hash text primary key,
  erased_at timestamptz not null
);

-- The key of that hash, made once per database by the first process that needs it (a copy of the hashes alone
-- cannot be tested against a list of addresses).
create table service_keys (
  name text primary key,
  value text not null
);

-- One row per export or erasure, written in the same transaction as the erasure: when, how it was asked for
-- (preference page, operator), what was erased (counts), and a reference to quote to the subscriber.
create table erasure_log (
  id integer generated always as identity primary key,
  reference text not null unique,
  at timestamptz not null,
  action text not null check (action in ('export', 'erase')),
  via text not null check (via in ('preference-page', 'operator', 'retention')),
  summary jsonb not null default '{}'
);
create index erasure_log_by_time on erasure_log (at);

-- Retention of withdrawn subscriptions (service/retention.ts) looks them up by the time of their withdrawal.
create index subscription_requests_withdrawn on subscription_requests (withdrawn_at) where withdrawn_at is not null;
