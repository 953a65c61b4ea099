import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createCoveredActor as createActor } from '../../support/machine-coverage';
import { createTestService } from '../../support/service';
import { createServiceClient } from '../../../openapi/client';
import { createFakeEnv } from '../../../core/env';
import {
  connectSignup,
  createNewsletterActors,
  newsletterSignupMachine,
  type SignupMachineInput,
} from '../../../core/newsletter';
import deAT from '../../../core/newsletter/signup/texts/de-AT';

// The machine's actors over the typed client against the reference service (app.fetch as the client's fetch).
const ORIGIN = 'http://shop.test';

function service() {
  const app = createTestService();
  const seen: Request[] = [];
  const client = createServiceClient({
    origin: ORIGIN,
    fetch: async (req) => {
      seen.push(req.clone());
      return app.fetch(req);
    },
  });
  const admin = async (path: string) => (await app.fetch(new Request(`${ORIGIN}/service/__admin/${path}`))).json();
  const login = async (email: string) => {
    const res = await app.fetch(
      new Request(`${ORIGIN}/service/login/api/v1/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'demo' }),
      }),
    );
    return /LoginToken=([^;]+)/.exec(res.headers.get('Set-Cookie') ?? '')![1]!;
  };
  return { app, client, seen, admin, login };
}

function start(
  client: ReturnType<typeof service>['client'],
  input: SignupMachineInput,
  options: { singlePageMode?: boolean; loginToken?: string } = {},
) {
  const env = createFakeEnv();
  const actor = createActor(
    newsletterSignupMachine.provide({ actors: createNewsletterActors(client, { market: input.market, ...options }) }),
    { input: { ...input, dataLayer: env.dataLayer, logger: env.logger } },
  ).start();
  actor.send({ type: 'START' });
  return { actor, env };
}

describe('newsletter actors against the reference service', () => {
  it('subscribes on the internal prefix with X-Hunter-Site and no token or cookie (D39); a mail goes out', async () => {
    const s = service();
    const { actor } = start(s.client, { market: 'CH_FR' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'amelie@example.ch' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snap) => snap.matches({ form: 'pending' }));
    const post = s.seen.find((r) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/service/newsletter/api/internal/newsletter-subscribers');
    expect(post.headers.get('X-Hunter-Site')).toBe('CH_FR');
    expect(post.headers.get('X-CSRF-Token')).toBeNull();
    expect(post.headers.get('Cookie')).toBeNull();
    expect(await post.json()).toEqual({
      email: 'amelie@example.ch',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
    const { mails } = (await s.admin('outbox')) as { mails: { to: string; link: string }[] };
    expect(mails.map((m) => m.to)).toEqual(['amelie@example.ch']);
    expect(mails[0]!.link).toMatch(/^http:\/\/shop\.test\/ch-fr\/\?doi=/);
  });

  it('sends the page origin and path as X-Original-Address, never the ?doi= token or the fragment (sign-up and DOI)', async () => {
    const s = service();
    const env = createFakeEnv({ pageAddress: `${ORIGIN}/hu/?doi=tok-123&email=anna%40example.hu#newsletter` });
    const actor = createActor(
      newsletterSignupMachine.provide({ actors: createNewsletterActors(s.client, { market: 'HU', ports: () => env }) }),
      {
        input: { market: 'HU', doiToken: 'tok-123' },
      },
    ).start();
    actor.send({ type: 'START' });
    await waitFor(actor, (snap) => snap.matches({ doubleOptIn: 'done' }));
    for (const [field, value] of [
      ['email', 'anna@example.hu'],
      ['salutation', 'MRS'],
      ['firstName', 'Anna'],
      ['lastName', 'Kovács'],
    ] as const) {
      actor.send({ type: 'CHANGE', field, value });
    }
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snap) => snap.matches({ form: 'pending' }));
    const sent = s.seen.filter((r) => r.method !== 'GET').map((r) => [r.method, r.headers.get('X-Original-Address')]);
    expect(sent).toEqual([
      ['PUT', `${ORIGIN}/hu/`],
      ['POST', `${ORIGIN}/hu/`],
    ]);
  });

  it('reads the login cookie through the ports when no token is given', async () => {
    const s = service();
    const token = await s.login('shopper@example.com');
    const env = createFakeEnv({ cookies: { LoginToken: token } });
    const actor = createActor(
      newsletterSignupMachine.provide({ actors: createNewsletterActors(s.client, { market: 'AT', ports: () => env }) }),
      {
        input: { market: 'AT' },
      },
    ).start();
    actor.send({ type: 'START' });
    await waitFor(actor, (snap) => snap.matches({ prefill: 'done' }));
    expect(actor.getSnapshot().context.values.email).toBe('shopper@example.com');
    // No page port: no page address is sent (the contract's "sent unset").
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snap) => snap.matches({ form: 'pending' }));
    expect(s.seen.find((r) => r.method === 'POST')!.headers.has('X-Original-Address')).toBe(false);
  });

  it('single-page mode uses the private prefix', async () => {
    const s = service();
    const { actor } = start(s.client, { market: 'DE' }, { singlePageMode: true });
    actor.send({ type: 'CHANGE', field: 'email', value: 'a@example.de' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snap) => snap.matches({ form: 'pending' }));
    expect(new URL(s.seen.find((r) => r.method === 'POST')!.url).pathname).toBe(
      '/service/newsletter/api/private/newsletter-subscribers',
    );
  });

  it('prefills a logged-in customer from base data (private prefix, X-LoginToken) and does not send DNE again', async () => {
    const s = service();
    const token = await s.login('shopper@example.com');
    const { actor } = start(s.client, { market: 'AT' }, { loginToken: token });
    await waitFor(actor, (snap) => snap.matches({ prefill: 'done' }));
    const get = s.seen.find((r) => r.method === 'GET')!;
    expect(new URL(get.url).pathname).toBe('/service/newsletter/api/private/customers/base-data');
    expect(get.headers.get('X-LoginToken')).toBe(token);
    const { context } = actor.getSnapshot();
    expect(context.values).toMatchObject({
      email: 'shopper@example.com',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Beispiel',
    });
    expect(context.disabled).toMatchObject({ email: true, salutation: true, firstName: true, lastName: true });
    actor.send({ type: 'CHANGE', field: 'dne', value: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snap) => snap.matches({ form: 'pending' }));
    const post = s.seen.find((r) => r.method === 'POST')!;
    expect((await post.json()).consents).toEqual([]);
  });

  it('without a login token no base data is asked for; a bad token leaves an empty form', async () => {
    const s = service();
    const { actor } = start(s.client, { market: 'AT' });
    await waitFor(actor, (snap) => snap.matches({ prefill: 'done' }));
    expect(s.seen).toEqual([]);
    const bad = start(s.client, { market: 'AT' }, { loginToken: 'not.a.token' });
    await waitFor(bad.actor, (snap) => snap.matches({ prefill: 'done' }));
    expect(bad.actor.getSnapshot().context.values.email).toBe('');
    expect(bad.env.logged).toHaveLength(1);
  });

  it('a refused sign-up is never silent: the machine keeps what went wrong, the view model shows it, the logger says it', async () => {
    // A call the service refuses as cross-site (what a proxy that hides the page's origin used to cause).
    const client = createServiceClient({
      origin: ORIGIN,
      fetch: async () =>
        Response.json(
          { type: 'urn:service:cross_site', title: 'Cross-site request refused', status: 403 },
          { status: 403, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    const { actor, env } = start(client, { market: 'AT' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.at' });
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (snap) => snap.context.outcome === 'ERROR_GENERIC');
    expect(failed.context.failure).toEqual({
      reason: 'http',
      status: 403,
      problemType: 'urn:service:cross_site',
      message: expect.stringContaining('403'),
    });
    const view = connectSignup(failed, actor.send, deAT);
    expect(view.failure).toEqual(failed.context.failure);
    expect(env.logged).toEqual([
      {
        level: 'error',
        message: expect.stringMatching(/sign-up failed: .*403 urn:service:cross_site/),
        detail: expect.anything(),
      },
    ]);
    // The next attempt starts afresh.
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });

  it('a DOI link confirms, then says already confirmed; an unknown token is invalid (D14)', async () => {
    const s = service();
    const first = start(s.client, { market: 'PL' });
    first.actor.send({ type: 'CHANGE', field: 'email', value: 'lukasz@example.pl' });
    first.actor.send({ type: 'SUBMIT' });
    await waitFor(first.actor, (snap) => snap.matches({ form: 'pending' }));
    const { mails } = (await s.admin('outbox')) as { mails: { link: string }[] };
    const token = new URL(mails[0]!.link, ORIGIN).searchParams.get('doi')!;
    const results = [];
    for (const doiToken of [token, token, 'unknown']) {
      const { actor } = start(s.client, { market: 'PL', doiToken });
      const done = await waitFor(actor, (snap) => snap.matches({ doubleOptIn: 'done' }));
      results.push([done.context.doiResult, done.context.invalidDoiLink]);
    }
    expect(results).toEqual([
      ['CONFIRMED', false],
      ['ALREADY_CONFIRMED', false],
      ['INVALID', true],
    ]);
  });
});
