import { describe, expect, it } from 'vitest';
import { ServiceHarness } from './harness';

const CHECK = '/service/preview/api/auth/checkauth';
const TOKEN = '/service/preview/api/token';
const RENEW = '/service/preview/api/auth/login/renew';
const LOGOUT = '/service/preview/api/auth/logout';
const TESTS_AT = '/service/abtestfrontend/api/v1/gettestsat';

async function staff(service = new ServiceHarness()) {
  const visitor = await service.visitor().arrive();
  const login = await visitor.call('POST', '/service/__admin/staff/login');
  expect(login.status).toBe(200);
  return { service, visitor };
}

describe('staff auth', () => {
  it('checkauth says UNAUTHORIZED without a staff cookie and SUCCESS after the staff login', async () => {
    const service = new ServiceHarness();
    const shopper = await service.visitor().arrive();
    expect((await shopper.call('GET', CHECK)).body).toEqual({ status: 'UNAUTHORIZED' });
    const { visitor } = await staff(service);
    expect(visitor.cookies.has('staff_auth')).toBe(true);
    expect((await visitor.call('GET', CHECK)).body).toEqual({ status: 'SUCCESS' });
  });

  it('accepts the session in a cobra_auth cookie too, and not an invented session id', async () => {
    const { service, visitor } = await staff();
    const id = visitor.cookies.get('staff_auth')!;
    const cobra = await service.visitor().arrive();
    cobra.cookies.set('cobra_auth', id);
    expect((await cobra.call('GET', CHECK)).body).toEqual({ status: 'SUCCESS' });
    const faker = await service.visitor().arrive();
    faker.cookies.set('staff_auth', 'made-up');
    expect((await faker.call('GET', CHECK)).body).toEqual({ status: 'UNAUTHORIZED' });
  });

  it('renew extends the session; without renewal it expires after 30 minutes', async () => {
    const { service, visitor } = await staff();
    service.advance(29 * 60_000);
    const renewed = await visitor.call('GET', RENEW);
    expect(renewed.body).toEqual({ status: 'SUCCESS' });
    expect(renewed.setCookies.some((c) => c.startsWith('staff_auth='))).toBe(true);
    service.advance(29 * 60_000);
    expect((await visitor.call('GET', CHECK)).body).toEqual({ status: 'SUCCESS' });
    service.advance(2 * 60_000);
    expect((await visitor.call('GET', CHECK)).body).toEqual({ status: 'UNAUTHORIZED' });
    expect((await visitor.call('GET', RENEW)).body).toEqual({ status: 'UNAUTHORIZED' });
  });

  it('logout answers 204, clears the cookie and ends the session', async () => {
    const { service, visitor } = await staff();
    const id = visitor.cookies.get('staff_auth')!;
    const answer = await visitor.call('GET', LOGOUT);
    expect(answer.status).toBe(204);
    expect(visitor.cookies.has('staff_auth')).toBe(false);
    expect((await visitor.call('GET', CHECK)).body).toEqual({ status: 'UNAUTHORIZED' });
    const replay = await service.visitor().arrive();
    replay.cookies.set('staff_auth', id);
    expect((await replay.call('GET', CHECK)).body).toEqual({ status: 'UNAUTHORIZED' });
    // Logging out without a session is fine too.
    expect((await replay.call('GET', LOGOUT)).status).toBe(204);
  });
});

describe('preview token', () => {
  it('stores date, test and group per staff session; checkauth returns them; no parameters reset them', async () => {
    const { service, visitor } = await staff();
    const applied = await visitor.call('GET', `${TOKEN}?test=winter-checkout&group=variant&dateTime=2026-12-24`);
    expect(applied.body).toEqual({ status: 'SUCCESS' });
    expect((await visitor.call('GET', CHECK)).body).toEqual({
      status: 'SUCCESS',
      dateTime: '2026-12-24',
      abTestName: 'winter-checkout',
      abTestGroup: 'variant',
    });
    const other = (await staff(service)).visitor;
    expect((await other.call('GET', CHECK)).body).toEqual({ status: 'SUCCESS' });

    expect((await visitor.call('GET', `${TOKEN}?dateTime=2026-11-30T18:00:00Z`)).body).toEqual({ status: 'SUCCESS' });
    expect((await visitor.call('GET', CHECK)).body).toEqual({ status: 'SUCCESS', dateTime: '2026-11-30T18:00:00Z' });
    expect((await visitor.call('GET', TOKEN)).body).toEqual({ status: 'SUCCESS' });
    expect((await visitor.call('GET', CHECK)).body).toEqual({ status: 'SUCCESS' });
  });

  it.each([
    ['dateTime=2026-02-30', 'a date that does not exist'],
    ['test=winter-checkout', 'a test without a group'],
    ['group=A', 'a group without a test'],
    ['test=unknown&group=A', 'an unknown test'],
    ['test=winter-checkout&group=Z&dateTime=2026-12-05', 'an unknown group'],
    ['test=winter-checkout&group=variant&dateTime=2026-11-05', 'a test not active at the date'],
  ])('answers BAD_REQUEST for %s (%s) and keeps what was applied', async (query) => {
    const { visitor } = await staff();
    await visitor.call('GET', `${TOKEN}?dateTime=2026-12-01`);
    expect((await visitor.call('GET', `${TOKEN}?${query}`)).body).toEqual({ status: 'BAD_REQUEST' });
    expect((await visitor.call('GET', CHECK)).body).toEqual({ status: 'SUCCESS', dateTime: '2026-12-01' });
  });

  it('answers a dateTime that is no date (the contract pattern) with a 400 problem naming it, and keeps what was applied', async () => {
    const { visitor } = await staff();
    await visitor.call('GET', `${TOKEN}?dateTime=2026-12-01`);
    expect((await visitor.call('GET', `${TOKEN}?dateTime=tomorrow`)).body).toMatchObject({
      status: 400,
      detail: 'dateTime: is not in the form the contract describes.',
    });
    expect((await visitor.call('GET', CHECK)).body).toEqual({ status: 'SUCCESS', dateTime: '2026-12-01' });
  });

  it('answers UNAUTHORIZED to a shopper', async () => {
    const shopper = await new ServiceHarness().visitor().arrive();
    expect((await shopper.call('GET', `${TOKEN}?dateTime=2026-12-01`)).body).toEqual({ status: 'UNAUTHORIZED' });
  });
});

describe('A/B tests', () => {
  const names = (body: unknown) => (body as Array<{ name: string }>).map((t) => t.name);

  it.each([
    ['2026-11-15', ['november-coffee-teaser', 'footer-newsletter-slot']],
    ['2026-11-30T23:59:59Z', ['november-coffee-teaser', 'footer-newsletter-slot']],
    ['2026-12-01', ['winter-checkout', 'footer-newsletter-slot']],
    ['2026-12-24T12:00:00%2B01:00', ['winter-checkout', 'footer-newsletter-slot']],
    ['2027-02-01', ['footer-newsletter-slot']],
  ])('gettestsat?time=%s lists the tests active then', async (time, expected) => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const answer = await visitor.call('GET', `${TESTS_AT}?time=${time}`);
    expect(answer.status).toBe(200);
    expect(names(answer.body)).toEqual(expected);
  });

  it('lists groups by name and uses now when no time is given', async () => {
    const service = new ServiceHarness();
    service.now = Date.UTC(2026, 11, 10);
    const visitor = await service.visitor().arrive();
    const answer = await visitor.call('GET', TESTS_AT);
    expect(answer.body).toEqual([
      { name: 'winter-checkout', groups: [{ name: 'control' }, { name: 'variant' }] },
      { name: 'footer-newsletter-slot', groups: [{ name: 'shown' }, { name: 'hidden' }] },
    ]);
  });

  it('answers a 400 problem for an invalid time', async () => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const answer = await visitor.call('GET', `${TESTS_AT}?time=next-week`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'urn:abtest:time_invalid' });
  });

  it('takes its tests from the options', async () => {
    const service = new ServiceHarness({ abTests: [{ name: 'only', groups: ['x'], from: '2030-01-01' }] });
    const visitor = await service.visitor().arrive();
    expect((await visitor.call('GET', `${TESTS_AT}?time=2029-12-31`)).body).toEqual([]);
    expect(names((await visitor.call('GET', `${TESTS_AT}?time=2030-01-01`)).body)).toEqual(['only']);
  });

  it('getassignment gives a visitor one stable group of each active test', async () => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const first = await visitor.call<{ assignments: Array<{ name: string; group: string }> }>(
      'GET',
      '/service/abtestfrontend/api/v1/getassignment',
    );
    const second = await visitor.call('GET', '/service/abtestfrontend/api/v1/getassignment');
    expect(first.body.assignments.map((a) => a.name)).toEqual(['november-coffee-teaser', 'footer-newsletter-slot']);
    expect(second.body).toEqual(first.body);
  });
});
