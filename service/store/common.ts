/** What every part of the store shares: the contract's value types, time columns, address keys, row shapes. */
import type { components } from '../../openapi/schema';
import type { Queryable } from '../db/database';
import { createHash } from 'node:crypto';
import { LINK_TOKEN_MAX } from '../../openapi/facts';

type Schemas = components['schemas'];
export type Salutation = Schemas['Salutation'];
export type Consent = Schemas['Consent'];
export type Legal = Schemas['Legal'];
export type NlStatus = Schemas['NlStatus'];

export const at = (ms: number) => new Date(ms);
export const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();
export const msOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).getTime();

/** Addresses compare case-insensitively. */
export function emailKey(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/** The columns a sign-up request's row and a subscriber's row both have (SubscriberDetails in the database). */
export interface DetailsRow {
  email: string;
  email_key: string;
  salutation: string | null;
  first_name: string | null;
  last_name: string | null;
  consents: string[];
  legals: string[];
  market: string;
}

export interface RequestRow extends DetailsRow {
  id: number;
  token: string;
  locale: string;
  origin: string;
  origin_addition: string;
  page_path: string | null;
  consent_texts_version: string;
  requested_at: Date;
  expires_at: Date;
  confirmed_at: Date | null;
  withdrawn_at: Date | null;
}

export interface SubscriberRow extends DetailsRow {
  request_id: number;
  confirmed_at: Date;
  updated_at: Date;
}

/** Serialises everything done for one address, in this process and any other on the same database. */
export const lockAddress = (tx: Queryable, key: string) =>
  tx.query('select pg_advisory_xact_lock(hashtext($1))', [`address:${key}`]);

/** A DOI token is kept as the SHA-256 of its value: the value itself is only in the DOI mail, until it is delivered. */
export const requestTokenHash = (token: string) =>
  createHash('sha256').update(token.slice(0, LINK_TOKEN_MAX)).digest('hex');

/** What a mail keeps once delivered, cancelled or given up: its text without the link and no List-Unsubscribe. */
export const LINK_REMOVED = '(link removed after delivery)';
export const SCRUB_LINK = `body = case when link is null then body else replace(body, link, '${LINK_REMOVED}') end, link = null, headers = headers - 'List-Unsubscribe'`;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** The next page's number, when there is one. */
  nextPage: number | null;
}

/** Admin lists are read a page at a time, newest first. */
export const PAGE_SIZE = 100;

export const pageOf = <T>(rows: T[], page: number): Page<T> => ({
  items: rows.slice(0, PAGE_SIZE),
  page,
  pageSize: PAGE_SIZE,
  nextPage: rows.length > PAGE_SIZE ? page + 1 : null,
});
