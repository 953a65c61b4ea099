// Sessions as families (issue 27, H1): every token renewed from a login belongs to its session; a logout, or the
// reuse of a token retired by a renewal, ends the whole session.
import { describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_REUSE_GRACE_MS } from '../../service/login';
import { ServiceHarness, type Visitor } from './harness';

const LOGIN = '/service/login/api/v1/login';
const RENEW = '/service/login/api/v1/logintoken/renew';
const LONG_TERM_RENEW = '/service/login/api/v1/longtermtoken/renew';
const LOGOUT = '/service/login/api/v1/logout';
const BASE_DATA = '/service/newsletter/api/private/customers/base-data';
const RENEWAL_WINDOW = 3 * 60_000; // past renewAt (2 min), before exp (10 min)
const DAY = 24 * 3600_000;

async function loggedIn(stayLoggedIn = false) {
  const service = new ServiceHarness();
  const visitor = await service.visitor().arrive();
  expect(
    (await visitor.call('POST', LOGIN, { body: { email: 'shopper@example.com', password: 'demo', stayLoggedIn } }))
      .status,
  ).toBe(200);
  return { service, visitor };
}

/** Base data read with this login token, as a page would: 200 while the token is valid. */
const readWith = (visitor: Visitor, token: string) =>
  visitor.call('GET', BASE_DATA, { headers: { 'X-LoginToken': token } }).then((a) => a.status);

/** A renewal sent with this token as the cookie (a second copy of the browser, or an attacker's). */
async function renewWith(service: ServiceHarness, visitor: Visitor, token: string) {
  const copy = service.visitor();
  copy.cookies.set('csrf_token', visitor.cookies.get('csrf_token')!);
  copy.cookies.set('LoginToken', token);
  const answer = await copy.call('POST', RENEW, { body: {} });
  return { status: answer.status, token: copy.cookies.get('LoginToken') };
}

describe('a login session is one family of tokens', () => {
  it('logout with a renewed token ends the token it was renewed from too: no read, no renewal, no chain', async () => {
    const { service, visitor } = await loggedIn();
    const a = visitor.cookies.get('LoginToken')!;
    service.advance(RENEWAL_WINDOW);
    expect((await visitor.call('POST', RENEW, { body: {} })).status).toBe(201);
    const b = visitor.cookies.get('LoginToken')!;
    expect(b).not.toBe(a);
    expect((await visitor.call('POST', LOGOUT)).status).toBe(204);

    expect(await readWith(visitor, a)).toBe(401);
    expect(await readWith(visitor, b)).toBe(401);
    expect((await renewWith(service, visitor, a)).status).toBe(401);
    expect((await renewWith(service, visitor, b)).status).toBe(401);
  });

  it('a renewal retires its predecessor: within the grace period a second renewal of it gets the same successor, no fork', async () => {
    const { service, visitor } = await loggedIn();
    const a = visitor.cookies.get('LoginToken')!;
    service.advance(RENEWAL_WINDOW);
    const first = await renewWith(service, visitor, a);
    expect(first.status).toBe(201);
    service.advance(LOGIN_TOKEN_REUSE_GRACE_MS - 1_000);
    // The other tab's call that left with the old cookie: it is logged in with the same new token.
    const second = await renewWith(service, visitor, a);
    expect(second.status).toBe(201);
    expect(second.token).toBe(first.token);
    // A call that left with the old token a moment before still reads.
    expect(await readWith(visitor, a)).toBe(200);
  });

  it('the reuse of a retired token after the grace period ends the whole session (refresh-token rotation)', async () => {
    const { service, visitor } = await loggedIn();
    const a = visitor.cookies.get('LoginToken')!;
    service.advance(RENEWAL_WINDOW);
    const renewed = await renewWith(service, visitor, a);
    expect(renewed.status).toBe(201);
    expect(await readWith(visitor, renewed.token!)).toBe(200);
    service.advance(LOGIN_TOKEN_REUSE_GRACE_MS + 1_000);

    expect((await renewWith(service, visitor, a)).status).toBe(401);
    // The thief's replay ended the family: the token that was legitimately renewed is worthless too.
    expect(await readWith(visitor, renewed.token!)).toBe(401);
    expect((await renewWith(service, visitor, renewed.token!)).status).toBe(401);
  });

  it('reading with a retired token after the grace period is a reuse too', async () => {
    const { service, visitor } = await loggedIn();
    const a = visitor.cookies.get('LoginToken')!;
    service.advance(RENEWAL_WINDOW);
    const renewed = await renewWith(service, visitor, a);
    service.advance(LOGIN_TOKEN_REUSE_GRACE_MS + 1_000);
    expect(await readWith(visitor, a)).toBe(401);
    expect(await readWith(visitor, renewed.token!)).toBe(401);
  });

  it('a login token from the long-term token belongs to the session: logout ends it and the long-term token', async () => {
    const { service, visitor } = await loggedIn(true);
    service.advance(DAY);
    visitor.cookies.delete('LoginToken');
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(201);
    const fromLongTerm = visitor.cookies.get('LoginToken')!;
    const longTerm = visitor.cookies.get('LongTermToken')!;
    expect((await visitor.call('POST', LOGOUT)).status).toBe(204);
    expect(await readWith(visitor, fromLongTerm)).toBe(401);
    visitor.cookies.set('LongTermToken', longTerm);
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(401);
  });

  it('the replay of a rotated long-term token after its grace ends the session it belongs to', async () => {
    const { service, visitor } = await loggedIn(true);
    const original = visitor.cookies.get('LongTermToken')!;
    service.advance(DAY);
    visitor.cookies.delete('LoginToken');
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(201);
    const current = visitor.cookies.get('LoginToken')!;
    service.advance(61_000);
    const thief = service.visitor();
    thief.cookies.set('csrf_token', visitor.cookies.get('csrf_token')!);
    thief.cookies.set('LongTermToken', original);
    expect((await thief.call('POST', LONG_TERM_RENEW)).status).toBe(401);
    expect(await readWith(visitor, current)).toBe(401);
    visitor.cookies.delete('LoginToken');
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(401);
  });

  it('two logins are two sessions: logging out of one leaves the other', async () => {
    const { service, visitor } = await loggedIn();
    const other = await service.visitor().arrive();
    expect((await other.call('POST', LOGIN, { body: { email: 'shopper@example.com', password: 'demo' } })).status).toBe(
      200,
    );
    expect((await visitor.call('POST', LOGOUT)).status).toBe(204);
    expect(await readWith(other, other.cookies.get('LoginToken')!)).toBe(200);
  });
});
