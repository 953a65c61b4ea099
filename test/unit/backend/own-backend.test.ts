import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  SignupRefusal,
  createPreferencesBackend,
  createSignupBackend,
  isSignupRefusal,
  type PreferencesBackend,
} from '../../../core/backend';
import { newsletterPreferencesMachine, newsletterSignupMachine } from '../../../core/newsletter';

const SUBSCRIBER = {
  email: 'anna@example.de',
  consents: [],
  legals: [],
  market: 'DE',
  confirmedAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function signup(backend: Parameters<typeof createSignupBackend>[0], input: { doiToken?: string } = {}) {
  const machine = newsletterSignupMachine.provide({ actors: createSignupBackend(backend, 'DE') });
  return createActor(machine, { input: { market: 'DE', ...input } }).start();
}

describe('SignupRefusal: how a shop backend says which field is wrong', () => {
  it('names one field with the market’s default message, or several with their codes', () => {
    expect(new SignupRefusal('email').fieldErrors).toEqual({ email: 'emailInvalid' });
    expect(new SignupRefusal('firstName').fieldErrors).toEqual({ firstName: 'nameInvalid' });
    expect(new SignupRefusal('salutation').fieldErrors).toEqual({ salutation: 'salutationRequired' });
    expect(new SignupRefusal('legals').fieldErrors).toEqual({ legals: 'legalsRequired' });
    const both = new SignupRefusal({ firstName: 'nameTooLong', lastName: 'nameInvalid' }, 'names refused');
    expect(both.fieldErrors).toEqual({ firstName: 'nameTooLong', lastName: 'nameInvalid' });
    expect(both.message).toBe('names refused');
    expect(isSignupRefusal(both)).toBe(true);
    expect(isSignupRefusal(new Error('x'))).toBe(false);
  });
});

describe('createSignupBackend: the shop’s plain functions as the sign-up’s calls', () => {
  it('prefills from loadBaseData, and asks nothing without it', async () => {
    const prefilled = signup({
      subscribe: async () => undefined,
      loadBaseData: async ({ market }) => ({ email: `anna@${market.toLowerCase()}.example`, consents: [], legals: [] }),
    });
    prefilled.send({ type: 'START' });
    await waitFor(prefilled, (s) => s.matches({ prefill: 'done' }));
    expect(prefilled.getSnapshot().context.values.email).toBe('anna@de.example');
    const plain = signup({ subscribe: async () => undefined });
    plain.send({ type: 'START' });
    await waitFor(plain, (s) => s.matches({ prefill: 'done' }));
    expect(plain.getSnapshot().context.values.email).toBe('');
  });

  it.each([
    ['CONFIRMED', 'CONFIRMED', false],
    ['ALREADY_CONFIRMED', 'ALREADY_CONFIRMED', false],
    ['INVALID', 'INVALID', true],
    ['an odd answer', 'FAILED', false],
  ] as const)('confirmDoi answering %s shows %s', async (answer, result, invalid) => {
    const tokens: string[] = [];
    const actor = signup(
      {
        subscribe: async () => undefined,
        confirmDoi: async (token) => {
          tokens.push(token);
          return (answer === 'an odd answer' ? 'YES' : answer) as 'CONFIRMED';
        },
      },
      { doiToken: 'tok-1' },
    );
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.context.doiResult !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ doiResult: result, invalidDoiLink: invalid });
    expect(tokens).toEqual(['tok-1']);
  });

  it('a DOI link on a backend without confirmDoi shows "confirmation failed"', async () => {
    const actor = signup({ subscribe: async () => undefined }, { doiToken: 'tok-1' });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.context.doiResult !== undefined);
    expect(actor.getSnapshot().context.doiResult).toBe('FAILED');
  });
});

describe('the time-out of a backend call', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects with reason timeout after the time-out given, aborting the function’s signal', async () => {
    let signal: AbortSignal | undefined;
    const actors = createSignupBackend(
      {
        subscribe: (_, context) => {
          signal = context.signal;
          return new Promise(() => undefined);
        },
      },
      'DE',
      { timeoutMs: 5_000 },
    );
    const actor = createActor(actors.subscribe, {
      input: { email: 'a@b.de', consents: [], origin: 'onsite', originAddition: 'subsite' },
    });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(errors[0]).toMatchObject({ reason: 'timeout' });
    expect(signal?.aborted).toBe(true);
  });
});

describe('createPreferencesBackend: the preference page on the shop’s own API', () => {
  const backend = (over: Partial<PreferencesBackend> = {}): PreferencesBackend => ({
    load: async () => SUBSCRIBER,
    update: async (_, update) => ({ ...SUBSCRIBER, ...update, salutation: undefined }),
    unsubscribe: async () => undefined,
    ...over,
  });
  const start = (b: PreferencesBackend) => {
    const machine = newsletterPreferencesMachine.provide({ actors: createPreferencesBackend(b, 'DE') });
    const actor = createActor(machine, { input: { token: 'manage-1', market: 'DE' } }).start();
    actor.send({ type: 'START' });
    return actor;
  };

  it('opens the subscription the link names', async () => {
    const tokens: string[] = [];
    const actor = start(backend({ load: async (token) => (tokens.push(token), SUBSCRIBER) }));
    await waitFor(actor, (s) => s.context.subscriber !== undefined);
    expect(actor.getSnapshot().context.subscriber?.email).toBe('anna@example.de');
    expect(tokens).toEqual(['manage-1']);
  });

  it('load answering null is an invalid link, not a broken service', async () => {
    const actor = start(backend({ load: async () => null }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
  });

  it('load failing is "could not be loaded"', async () => {
    const actor = start(
      backend({
        load: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    );
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
  });
});
