import type { Database, Queryable } from '../db/database';
import { at, msOf } from './common';

export interface StaffSession {
  id: string;
  expiresAt: number;
  dateTime?: string;
  abTestName?: string;
  abTestGroup?: string;
}

/** A "stay logged in" token, kept under the SHA-256 of its value (the value itself is only in the cookie). */
export interface LongTermTokenRecord {
  customerId: string;
  /** Epoch ms. */
  expiresAt: number;
  /** Epoch ms of the rotation that replaced it; a replaced token is kept briefly for a parallel tab's call. */
  replacedAt?: number;
  /** The hash of the token that replaced it. */
  replacedBy?: string;
  /** The login session it belongs to; absent for a token from before sessions were kept. */
  sessionId?: string;
}

/** A login token's id and times (epoch seconds), as its payload carries them. */
export interface LoginTokenTimes {
  jti: string;
  exp: number;
  renewAt: number;
}

/** What the store knows of a login token. */
export type LoginTokenState =
  /** Unknown, or its session has ended. */
  | { kind: 'ended' }
  | { kind: 'live'; customerId: string }
  /** Replaced by a renewal `retiredAt` (epoch ms) ago; `successor` is the token that replaced it. */
  | { kind: 'retired'; customerId: string; retiredAt: number; successor: LoginTokenTimes };

/** What a renewal of a login token did. */
export type LoginRenewal =
  | { kind: 'ended' }
  /** The token had been retired longer ago than the grace period: the session is ended now. */
  | { kind: 'reuse' }
  /** Renewed now into `next`, or earlier (within the grace period) into `successor`: the same token again. */
  | { kind: 'renewed'; token: LoginTokenTimes };

interface LoginTokenRow {
  customer_id: string;
  ended_at: Date | null;
  retired_at: Date | null;
  next_id: string | null;
  next_exp: number | string | null;
  next_renew_at: number | string | null;
}

function tokenState(row: LoginTokenRow | undefined): LoginTokenState {
  if (!row || row.ended_at !== null) return { kind: 'ended' };
  if (row.retired_at === null || row.next_id === null) return { kind: 'live', customerId: row.customer_id };
  return {
    kind: 'retired',
    customerId: row.customer_id,
    retiredAt: msOf(row.retired_at),
    successor: { jti: row.next_id, exp: Number(row.next_exp), renewAt: Number(row.next_renew_at) },
  };
}

const insertLoginToken = async (q: Queryable, sessionId: string, token: LoginTokenTimes) => {
  await q.query('insert into login_tokens (token_id, session_id, exp, renew_at) values ($1, $2, $3, $4)', [
    token.jti,
    sessionId,
    token.exp,
    token.renewAt,
  ]);
  await q.query('update login_sessions set expires_at = greatest(expires_at, $2) where id = $1', [
    sessionId,
    at(token.exp * 1000),
  ]);
};

const endSession = async (q: Queryable, sessionId: string, reason: 'logout' | 'reuse', now: number) => {
  await q.query('update login_sessions set ended_at = $2, end_reason = $3 where id = $1 and ended_at is null', [
    sessionId,
    at(now),
    reason,
  ]);
  await q.query('delete from long_term_tokens where session_id = $1', [sessionId]);
};

/** Customers' "stay logged in" tokens, their login sessions with every login token, and staff preview sessions. */
export function sessionsStore(db: Database) {
  return {
    longTermTokens: {
      async add(hash: string, record: LongTermTokenRecord): Promise<void> {
        await db.query(
          'insert into long_term_tokens (token_hash, customer_id, expires_at, session_id) values ($1, $2, $3, $4)',
          [hash, record.customerId, at(record.expiresAt), record.sessionId ?? null],
        );
      },
      async get(hash: string): Promise<LongTermTokenRecord | undefined> {
        const [row] = await db.query<{
          customer_id: string;
          expires_at: Date;
          replaced_at: Date | null;
          replaced_by: string | null;
          session_id: string | null;
        }>('select * from long_term_tokens where token_hash = $1', [hash]);
        return (
          row && {
            customerId: row.customer_id,
            expiresAt: msOf(row.expires_at),
            ...(row.replaced_at ? { replacedAt: msOf(row.replaced_at) } : {}),
            ...(row.replaced_by ? { replacedBy: row.replaced_by } : {}),
            ...(row.session_id ? { sessionId: row.session_id } : {}),
          }
        );
      },
      /**
       * Rotation: the token is replaced by a new one with a full lifetime, in one transaction; false (and nothing
       * written) when another call replaced it first, so only one of two simultaneous rotations wins.
       */
      rotate(
        hash: string,
        next: { hash: string; expiresAt: number; sessionId?: string },
        now: number,
      ): Promise<boolean> {
        return db.transaction(async (tx) => {
          const replaced = await tx.query(
            'update long_term_tokens set replaced_at = $2, replaced_by = $3 where token_hash = $1 and replaced_at is null returning customer_id, session_id',
            [hash, at(now), next.hash],
          );
          const row = replaced[0] as { customer_id: string; session_id: string | null } | undefined;
          if (row === undefined) return false;
          await tx.query(
            'insert into long_term_tokens (token_hash, customer_id, expires_at, session_id) values ($1, $2, $3, $4)',
            [next.hash, row.customer_id, at(next.expiresAt), row.session_id ?? next.sessionId ?? null],
          );
          return true;
        });
      },
      /** Forgets a token and the tokens it replaced (so their grace ends too: a logout is final). */
      async remove(hash: string): Promise<void> {
        await db.query('delete from long_term_tokens where token_hash = $1 or replaced_by = $1', [hash]);
      },
    },

    /** One session per login, holding every login token issued from it; ending one ends all of them. */
    loginSessions: {
      /** A new session with its first token. */
      start(sessionId: string, customerId: string, token: LoginTokenTimes, now: number): Promise<void> {
        return db.transaction(async (tx) => {
          await tx.query(
            'insert into login_sessions (id, customer_id, started_at, expires_at) values ($1, $2, $3, $4)',
            [sessionId, customerId, at(now), at(token.exp * 1000)],
          );
          await insertLoginToken(tx, sessionId, token);
        });
      },
      /** A token for a session that is still going (from its long-term token); false when it has ended. */
      async addToken(sessionId: string, token: LoginTokenTimes): Promise<boolean> {
        return db.transaction(async (tx) => {
          const [session] = await tx.query(
            'select 1 from login_sessions where id = $1 and ended_at is null for update',
            [sessionId],
          );
          if (!session) return false;
          await insertLoginToken(tx, sessionId, token);
          return true;
        });
      },
      /** Keeps a session's row while a long-term token of it may still be used. */
      async extend(sessionId: string, expiresAt: number): Promise<void> {
        await db.query('update login_sessions set expires_at = greatest(expires_at, $2) where id = $1', [
          sessionId,
          at(expiresAt),
        ]);
      },
      async state(sessionId: string, tokenId: string): Promise<LoginTokenState> {
        const [row] = await db.query<LoginTokenRow>(
          `select s.customer_id, s.ended_at, t.retired_at, n.token_id as next_id, n.exp as next_exp, n.renew_at as next_renew_at
           from login_tokens t join login_sessions s on s.id = t.session_id left join login_tokens n on n.token_id = t.successor_id
           where t.token_id = $1 and t.session_id = $2`,
          [tokenId, sessionId],
        );
        return tokenState(row);
      },
      /**
       * Renews a live token into `next` and retires it; a token retired within `graceMs` gets its successor again;
       * one retired longer ago is a reuse and ends the session. One transaction, the token's row locked, so two
       * renewals at once (two tabs, two processes) give one successor.
       */
      renew(
        sessionId: string,
        tokenId: string,
        next: LoginTokenTimes,
        now: number,
        graceMs: number,
      ): Promise<LoginRenewal> {
        return db.transaction(async (tx) => {
          await tx.query('select 1 from login_tokens where token_id = $1 for update', [tokenId]);
          const [row] = await tx.query<LoginTokenRow>(
            `select s.customer_id, s.ended_at, t.retired_at, n.token_id as next_id, n.exp as next_exp, n.renew_at as next_renew_at
             from login_tokens t join login_sessions s on s.id = t.session_id left join login_tokens n on n.token_id = t.successor_id
             where t.token_id = $1 and t.session_id = $2`,
            [tokenId, sessionId],
          );
          const state = tokenState(row);
          if (state.kind === 'ended') return { kind: 'ended' };
          if (state.kind === 'retired') {
            if (now - state.retiredAt <= graceMs) return { kind: 'renewed', token: state.successor };
            await endSession(tx, sessionId, 'reuse', now);
            return { kind: 'reuse' };
          }
          await insertLoginToken(tx, sessionId, next);
          await tx.query('update login_tokens set retired_at = $2, successor_id = $3 where token_id = $1', [
            tokenId,
            at(now),
            next.jti,
          ]);
          return { kind: 'renewed', token: next };
        });
      },
      /** Ends a session: every login token of it stops working, its long-term tokens are deleted. */
      end(sessionId: string, reason: 'logout' | 'reuse', now: number): Promise<void> {
        return db.transaction((tx) => endSession(tx, sessionId, reason, now));
      },
    },

    staffSessions: {
      async add(session: StaffSession): Promise<void> {
        await db.query('insert into staff_sessions (id, expires_at) values ($1, $2)', [
          session.id,
          at(session.expiresAt),
        ]);
      },
      async get(id: string, now: number): Promise<StaffSession | undefined> {
        const [row] = await db.query<{
          id: string;
          expires_at: Date;
          preview_date_time: string | null;
          ab_test_name: string | null;
          ab_test_group: string | null;
        }>('select * from staff_sessions where id = $1 and expires_at > $2', [id, at(now)]);
        return (
          row && {
            id: row.id,
            expiresAt: msOf(row.expires_at),
            ...(row.preview_date_time ? { dateTime: row.preview_date_time } : {}),
            ...(row.ab_test_name ? { abTestName: row.ab_test_name } : {}),
            ...(row.ab_test_group ? { abTestGroup: row.ab_test_group } : {}),
          }
        );
      },
      async setPreview(
        id: string,
        preview: { dateTime?: string; abTestName?: string; abTestGroup?: string },
      ): Promise<void> {
        await db.query(
          'update staff_sessions set preview_date_time = $2, ab_test_name = $3, ab_test_group = $4 where id = $1',
          [id, preview.dateTime ?? null, preview.abTestName ?? null, preview.abTestGroup ?? null],
        );
      },
      async extend(id: string, expiresAt: number): Promise<void> {
        await db.query('update staff_sessions set expires_at = $2 where id = $1', [id, at(expiresAt)]);
      },
      async remove(ids: readonly string[]): Promise<void> {
        await db.query('delete from staff_sessions where id = any($1::text[])', [[...ids]]);
      },
    },
  };
}
