import { describe, expect, it } from 'vitest';
import {
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  waitFor,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import { describePath, getTransitionPaths, type ModelPath } from '../../support/model';
import { createCoveredActor as createActor, machineReachability } from '../../support/machine-coverage';
import { countedConditions } from '../../support/conditions';
import {
  connectPreferences,
  newsletterPreferencesMachine,
  validatePreferences,
  type PreferencesContext,
  type PreferencesErasure,
  type PreferencesInput,
  type PreferencesSubscriber,
  type PreferencesUpdate,
} from '../../../core/newsletter';
import deAT from '../../../core/newsletter/signup/texts/de-AT';
import prefsAT from '../../../core/newsletter/preferences/texts/de-AT';

const SUBSCRIBER: PreferencesSubscriber = {
  email: 'ida@example.at',
  salutation: 'MRS',
  firstName: 'Ida',
  lastName: 'Huber',
  consents: ['DNE'],
  legals: [],
  market: 'AT',
  confirmedAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
  dneGivenAt: '2026-11-23T09:00:00.000Z',
};
const ERASURE: PreferencesErasure = {
  reference: 'DR-0123456789AB',
  erasedAt: '2026-11-24T10:00:00.000Z',
  erased: { subscription: true, requests: 2, consentEvents: 5, mails: 3, manageTokens: 1 },
};
const CHANGED: PreferencesSubscriber = {
  ...SUBSCRIBER,
  consents: [],
  firstName: 'Ilona',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const failures = (id: string) => [
  {
    type: `xstate.error.actor.${id}`,
    error: { reason: 'http', status: 404, problemType: 'urn:newsletter:subscriber_not_found' },
  },
  { type: `xstate.error.actor.${id}`, error: { reason: 'http', status: 503 } },
  { type: `xstate.error.actor.${id}`, error: { reason: 'timeout' } },
];

/** What a subscriber and the service can cause; the traversal offers each where the state handles it. */
const EVENTS = [
  { type: 'START' },
  { type: 'CHANGE', field: 'firstName', value: 'www.spam.com' },
  { type: 'CHANGE', field: 'firstName', value: 'Ilona' },
  { type: 'CHANGE', field: 'dne', value: false },
  { type: 'SAVE' },
  { type: 'UNSUBSCRIBE' },
  { type: 'ERASE' },
  { type: 'CANCEL_ERASE' },
  { type: 'CONFIRM_ERASE' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.loadSubscriber', output: SUBSCRIBER },
  ...failures('loadSubscriber'),
  // A link whose subscription was unsubscribed still opens the data rights (issue 43).
  {
    type: 'xstate.error.actor.loadSubscriber',
    error: { reason: 'http', status: 410, problemType: 'urn:newsletter:subscriber_unsubscribed' },
  },
  { type: 'xstate.done.actor.updateSubscriber', output: CHANGED },
  ...failures('updateSubscriber'),
  { type: 'xstate.done.actor.unsubscribe', output: undefined },
  ...failures('unsubscribe'),
  { type: 'xstate.done.actor.eraseData', output: ERASURE },
  ...failures('eraseData'),
] as EventObject[];

/** A done or error event only where its actor runs (elsewhere it would end the actor as unhandled), people's events everywhere. */
const ACTOR_OF_STATE: Record<string, string> = {
  loading: 'loadSubscriber',
  saving: 'updateSubscriber',
  unsubscribing: 'unsubscribe',
  erasing: 'eraseData',
  'unsubscribed.erasing': 'eraseData',
};
const stateName = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, sub]) => `${key}.${stateName(sub)}`)
        .join();
const eventsFor = (snapshot: AnyMachineSnapshot) =>
  EVENTS.filter(
    (e) => !e.type.startsWith('xstate.') || e.type.endsWith(`.${ACTOR_OF_STATE[stateName(snapshot.value)] ?? '-'}`),
  );

/** The statechart plus what the SAVE guard reads (valid values) and the notice shown. */
const serialize = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as PreferencesContext;
  // The status too: an error event no state handles ends the actor (status 'error'), a different state.
  return JSON.stringify([
    snapshot.value,
    snapshot.status,
    Object.keys(validatePreferences(c.market, c.values)).length === 0,
    c.notice ?? '',
  ]);
};

// A link opened in the browser, and pages a server already rendered (D23): invalid, unsubscribed, loaded with a failed save.
const INPUTS: PreferencesInput[] = [
  { token: 'tok', market: 'AT' },
  { token: 'tok', market: 'AT', resume: { result: 'invalid' } },
  { token: 'tok', market: 'AT', resume: { result: 'unsubscribed' } },
  // Unsubscribed, without JavaScript, "erase my data" pressed once (issue 43).
  { token: 'tok', market: 'AT', resume: { result: 'unsubscribed', confirmErase: true } },
  {
    token: 'tok',
    market: 'AT',
    resume: { subscriber: SUBSCRIBER, values: { firstName: 'Ilo' }, notice: 'saveFailed' },
  },
  // Without JavaScript (D59): "erase my data" pressed once (the page asks), and an erasure done.
  { token: 'tok', market: 'AT', resume: { subscriber: SUBSCRIBER, confirmErase: true } },
  { token: 'tok', market: 'AT', resume: { result: 'erased', erasure: ERASURE } },
];

const traversed = INPUTS.map((input) => ({
  input,
  paths: getTransitionPaths(newsletterPreferencesMachine, {
    events: eventsFor,
    serializeState: serialize as never,
    input,
  } as never),
}));
const paths: ModelPath[] = traversed.flatMap((t) => t.paths);

/** Never settles: the test sends the actor's done and error events itself, so each path runs as its events say. */
const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

describe('newsletter preference machine (model, D27)', () => {
  const when = countedConditions('preferences paths');

  it('generated paths reach every state and every transition, each guard branch included (reachability)', () => {
    const reach = machineReachability(newsletterPreferencesMachine, paths);
    expect(reach.missingStates).toEqual([]);
    expect(reach.missingTransitions).toEqual([]);
  });

  const runs = traversed.flatMap(({ input, paths }) =>
    paths.map((path) => [describePath(path), input, path.steps.slice(1).map((s) => s.event)] as const),
  );

  it.each(runs)('%s: a real actor goes where the model says, and the view keeps its rules', (_, input, events) => {
    const actor = createActor(
      newsletterPreferencesMachine.provide({
        actors: {
          loadSubscriber: pending<PreferencesSubscriber, { token: string }>(),
          updateSubscriber: pending<PreferencesSubscriber, { token: string; update: PreferencesUpdate }>(),
          unsubscribe: pending<void, { token: string }>(),
          eraseData: pending<PreferencesErasure, { token: string }>(),
        },
      }),
      { input },
    ).start();
    let model = getInitialSnapshot(newsletterPreferencesMachine, input) as AnyMachineSnapshot;
    expect(actor.getSnapshot().value).toEqual(model.value);
    for (const event of events) {
      const before = actor.getSnapshot().context;
      actor.send(event as never);
      model = getNextSnapshot(newsletterPreferencesMachine, model as never, event as never) as AnyMachineSnapshot;
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(model.value);
      const view = connectPreferences(snapshot, () => {}, deAT, prefsAT);
      const { context } = snapshot;
      // One part of the page at a time; the banner only for an unknown or revoked token.
      expect(Boolean(view.invalidLink)).toBe(snapshot.matches('invalid'));
      const withForm = (['editing', 'saving', 'unsubscribing', 'confirmingErase', 'erasing'] as const).some((state) =>
        snapshot.matches(state),
      );
      expect(Boolean(view.form)).toBe(withForm);
      // "Download my data" and "erase my data" beside the form (D59), and still after an unsubscribe (issue 43); the
      // one question only once it was pressed.
      expect(Boolean(view.data) && Boolean(view.erase)).toBe(withForm || snapshot.matches('unsubscribed'));
      expect(Boolean(view.erase?.confirming)).toBe(
        ['confirmingErase', 'erasing', { unsubscribed: 'confirmingErase' }, { unsubscribed: 'erasing' }].some((state) =>
          snapshot.matches(state as never),
        ),
      );
      expect(Boolean(view.unsubscribed)).toBe(snapshot.matches('unsubscribed'));
      expect(Boolean(view.erased)).toBe(snapshot.matches('erased'));
      expect(Boolean(view.retry)).toBe(snapshot.matches('loadFailed'));
      expect(snapshot.matches('loading')).toBe(view.phase === 'loading');
      expect(view.busy).toBe(
        snapshot.matches('saving') ||
          snapshot.matches('unsubscribing') ||
          snapshot.matches('erasing') ||
          snapshot.matches({ unsubscribed: 'erasing' }),
      );
      // The erasure answers what was erased, what is kept and its reference.
      when('an erasure says what went', snapshot.matches('erased'), () => {
        expect(view.erased!.summary).toBe(
          'Gelöscht: 2 Anmeldungen mit Namen und Einwilligungen, 5 Einwilligungsereignisse und 3 E-Mails.',
        );
        expect(view.erased!.kept).toContain('DR-0123456789AB');
      });
      when('the invalid-link banner has its text', Boolean(view.invalidLink), () =>
        expect(view.invalidLink).toBe(prefsAT.invalidLink),
      );
      when('the form shows the consent as kept', Boolean(view.form), () =>
        expect(view.form!.dne.checked).toBe(context.values.dne),
      );
      const type = event.type;
      // An unsubscribed link is no failure: the page offers the data rights it still opens (issue 43).
      const left =
        (event as { error?: { problemType?: string } }).error?.problemType === 'urn:newsletter:subscriber_unsubscribed';
      const failed = type.startsWith('xstate.error.actor.') && !snapshot.matches('invalid') && !left;
      // Every failure says so clearly, in the page's language, and keeps what was typed.
      when('a failure says so', failed, () => {
        expect(view.notice?.tone).toBe('error');
        expect(view.notice?.text).toMatch(/erneut|versuchen/);
      });
      when('a failed save keeps what was typed', failed && type !== 'xstate.error.actor.loadSubscriber', () =>
        expect(context.values).toEqual(before.values),
      );
      when('a failed erasure says nothing was erased', failed && type === 'xstate.error.actor.eraseData', () => {
        expect(view.notice?.text).toContain(prefsAT.eraseFailed);
        expect(view.erase?.confirming).toBeUndefined();
      });
      when(
        'a time-out says the service took too long',
        failed && (event as { error?: { reason?: string } }).error?.reason === 'timeout',
        () => expect(view.notice?.text).toMatch(/zu lange|antwortet/),
      );
      when('a save says it was saved', type === 'xstate.done.actor.updateSubscriber', () =>
        expect(view.notice).toEqual({ tone: 'success', text: prefsAT.saved }),
      );
      // An invalid name is not sent; the field says why.
      when('an invalid name is not sent', type === 'SAVE' && snapshot.matches('editing'), () =>
        expect(view.form?.firstName?.error).toBe(deAT.errors.nameInvalid),
      );
    }
    actor.stop();
  });
});

describe('newsletter preference machine (running, D27)', () => {
  const service = (answers: {
    load?: () => Promise<PreferencesSubscriber>;
    update?: (u: PreferencesUpdate) => Promise<PreferencesSubscriber>;
    unsubscribe?: () => Promise<void>;
    erase?: () => Promise<PreferencesErasure>;
  }) => {
    const calls: string[] = [];
    const sent: PreferencesUpdate[] = [];
    const machine = newsletterPreferencesMachine.provide({
      actors: {
        loadSubscriber: fromPromise(
          async ({ input }) => (calls.push(`load ${input.token}`), (answers.load ?? (async () => SUBSCRIBER))()),
        ),
        updateSubscriber: fromPromise(
          async ({ input }) => (
            calls.push(`update ${input.token}`),
            sent.push(input.update),
            (answers.update ?? (async () => CHANGED))(input.update)
          ),
        ),
        unsubscribe: fromPromise(
          async ({ input }) => (
            calls.push(`unsubscribe ${input.token}`),
            (answers.unsubscribe ?? (async () => undefined))()
          ),
        ),
        eraseData: fromPromise(
          async ({ input }) => (calls.push(`erase ${input.token}`), (answers.erase ?? (async () => ERASURE))()),
        ),
      },
    });
    return { machine, calls, sent };
  };

  it('loads, saves only what the market shows and the consent, then unsubscribes in one click', async () => {
    const { machine, calls, sent } = service({});
    const actor = createActor(machine, { input: { token: 'abc', market: 'AT' } }).start();
    expect(calls).toEqual([]); // nothing before the page's code runs
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CHANGE', field: 'dne', value: false });
    actor.send({ type: 'CHANGE', field: 'firstName', value: '  Ilona ' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice === 'saved');
    expect(sent).toEqual([{ salutation: 'MRS', firstName: 'Ilona', lastName: 'Huber', consents: [] }]);
    actor.send({ type: 'UNSUBSCRIBE' });
    await waitFor(actor, (s) => s.matches('unsubscribed'));
    expect(actor.getSnapshot().value).toEqual({ unsubscribed: 'idle' });
    expect(calls).toEqual(['load abc', 'update abc', 'unsubscribe abc']);
  });

  it('erases only after the one question is answered yes; "no" keeps everything (D59)', async () => {
    const { machine, calls } = service({});
    const actor = createActor(machine, { input: { token: 'abc', market: 'AT' } }).start();
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'ERASE' });
    actor.send({ type: 'CANCEL_ERASE' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'ERASE' });
    expect(calls).toEqual(['load abc']);
    actor.send({ type: 'CONFIRM_ERASE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('erased');
    expect(actor.getSnapshot().context.erasure).toEqual(ERASURE);
    expect(calls).toEqual(['load abc', 'erase abc']);
  });

  it('an erasure whose token was used meanwhile (a second tab erased) ends in the invalid link; a 500 keeps the page', async () => {
    for (const [error, end, notice] of [
      [{ reason: 'http', status: 404 }, 'invalid', undefined],
      [{ reason: 'http', status: 500 }, 'editing', 'eraseFailed'],
      [{ reason: 'timeout' }, 'editing', 'eraseTimedOut'],
    ] as const) {
      const { machine } = service({ erase: () => Promise.reject(error) });
      const actor = createActor(machine, {
        input: { token: 'abc', market: 'AT', resume: { subscriber: SUBSCRIBER, confirmErase: true } },
      }).start();
      actor.send({ type: 'START' });
      expect(actor.getSnapshot().value).toBe('confirmingErase');
      actor.send({ type: 'CONFIRM_ERASE' });
      await waitFor(actor, (s) => !s.matches('erasing'));
      expect([actor.getSnapshot().value, actor.getSnapshot().context.notice]).toEqual([end, notice]);
    }
  });

  it('DE shows no names: only the consent is sent', async () => {
    const { machine, sent } = service({
      load: async () => ({
        ...SUBSCRIBER,
        market: 'DE',
        salutation: undefined,
        firstName: undefined,
        lastName: undefined,
      }),
    });
    const actor = createActor(machine, { input: { token: 'abc', market: 'DE' } }).start();
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.notice === 'saved');
    expect(sent).toEqual([{ consents: ['DNE'] }]);
  });

  it('a failed save keeps what was typed and can be sent again', async () => {
    let fail = true;
    const { machine, sent } = service({
      update: async () => (fail ? Promise.reject({ reason: 'http', status: 500 }) : CHANGED),
    });
    const actor = createActor(machine, { input: { token: 'abc', market: 'HU' } }).start();
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CHANGE', field: 'lastName', value: 'Kovács' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.notice === 'saveFailed');
    expect(actor.getSnapshot().context.values.lastName).toBe('Kovács');
    fail = false;
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.notice === 'saved');
    expect(sent.map((u) => u.lastName)).toEqual(['Kovács', 'Kovács']);
  });

  it('HU requires the names: an emptied one is not sent', async () => {
    const { machine, sent } = service({});
    const actor = createActor(machine, { input: { token: 'abc', market: 'HU' } }).start();
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CHANGE', field: 'lastName', value: '' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.errors).toEqual({ lastName: 'lastNameRequired' });
    expect(sent).toEqual([]);
  });

  // From the mutation run (docs/mutation-testing.md): each sign of an unknown or revoked token alone ends in the
  // invalid-link banner; a page the server already ended starts there; the names are sent trimmed.
  it.each([
    ['a 404', { reason: 'http', status: 404 }],
    ['a 410', { reason: 'http', status: 410 }],
    [
      'the subscriber-not-found problem',
      { reason: 'http', status: 400, problemType: 'urn:newsletter:subscriber_not_found' },
    ],
  ])('%s alone means the link is invalid, a 500 does not', async (_, problem) => {
    for (const [error, end] of [
      [problem, 'invalid'],
      [{ reason: 'http', status: 500 }, 'loadFailed'],
    ] as const) {
      const { machine } = service({ load: () => Promise.reject(error) });
      const actor = createActor(machine, { input: { token: 'abc', market: 'AT' } }).start();
      actor.send({ type: 'START' });
      await waitFor(actor, (s) => !s.matches('loading'));
      expect(actor.getSnapshot().value).toBe(end);
    }
  });

  it('a page the server ended (invalid link, unsubscribed) starts there and loads nothing; a notice it showed stays', () => {
    for (const result of ['invalid', 'unsubscribed'] as const) {
      const { machine, calls } = service({});
      const actor = createActor(machine, { input: { token: 'abc', market: 'AT', resume: { result } } }).start();
      actor.send({ type: 'START' });
      expect(actor.getSnapshot().matches(result)).toBe(true);
      expect(calls).toEqual([]);
    }
    const { machine } = service({});
    const actor = createActor(machine, {
      input: { token: 'abc', market: 'AT', resume: { subscriber: SUBSCRIBER, notice: 'saveFailed' } },
    }).start();
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice).toBe('saveFailed');
  });

  it('a subscriber who gave no salutation or names sees those fields empty (AT shows them)', async () => {
    const { machine } = service({
      load: async () => ({ ...SUBSCRIBER, salutation: undefined, firstName: undefined, lastName: undefined }),
    });
    const actor = createActor(machine, { input: { token: 'abc', market: 'AT' } }).start();
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual({ salutation: '', firstName: '', lastName: '', dne: true });
  });

  it('HU: both names are sent trimmed', async () => {
    const { machine, sent } = service({});
    const actor = createActor(machine, { input: { token: 'abc', market: 'HU' } }).start();
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CHANGE', field: 'firstName', value: ' Ilona ' });
    actor.send({ type: 'CHANGE', field: 'lastName', value: ' Kovács ' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.notice === 'saved');
    expect(sent).toMatchObject([{ firstName: 'Ilona', lastName: 'Kovács' }]);
  });
});

// From the run of 2026-11-28 (docs/mutation-testing.md).
describe('newsletter preference machine, resumed and unprovided', () => {
  const start = (resume?: PreferencesInput['resume']) => {
    const actor = createActor(newsletterPreferencesMachine, {
      input: { token: 'abc', market: 'AT', ...(resume && { resume }) },
    }).start();
    actor.send({ type: 'START' });
    return actor;
  };
  const settled = (actor: ReturnType<typeof start>) =>
    waitFor(
      actor,
      (s) => !(['loading', 'saving', 'unsubscribing', 'erasing'] as const).some((busy) => s.matches(busy)),
    );

  it('a page resumed at the erase question without the subscription loads it first', async () => {
    const calls: string[] = [];
    const machine = newsletterPreferencesMachine.provide({
      actors: { loadSubscriber: fromPromise(async () => (calls.push('load'), SUBSCRIBER)) },
    });
    const actor = createActor(machine, {
      input: { token: 'abc', market: 'AT', resume: { confirmErase: true } },
    }).start();
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls).toEqual(['load']);
  });

  it('a machine nobody gave its calls says each failed, never that it worked', async () => {
    const loaded = await settled(start());
    expect([loaded.value, loaded.context.notice]).toEqual(['loadFailed', 'loadFailed']);
    for (const [event, notice] of [
      [{ type: 'SAVE' }, 'saveFailed'],
      [{ type: 'UNSUBSCRIBE' }, 'unsubscribeFailed'],
    ] as const) {
      const actor = start({ subscriber: SUBSCRIBER });
      actor.send(event);
      const done = await settled(actor);
      expect([done.value, done.context.notice]).toEqual(['editing', notice]);
    }
    const erasing = start({ subscriber: SUBSCRIBER, confirmErase: true });
    erasing.send({ type: 'CONFIRM_ERASE' });
    const erased = await settled(erasing);
    expect([erased.value, erased.context.notice]).toEqual(['editing', 'eraseFailed']);
  });
});

// From the run of 2026-11-28 with the machine definition's mutants (docs/mutation-testing.md).
describe('newsletter preference machine, after a call timed out or failed', () => {
  const timeout = () => Promise.reject({ reason: 'timeout' });
  const running = (
    answers: {
      load?: () => Promise<PreferencesSubscriber>;
      update?: () => Promise<PreferencesSubscriber>;
      unsubscribe?: () => Promise<void>;
    },
    resume?: PreferencesInput['resume'],
  ) => {
    const loads = answers.load ? [answers.load, async () => SUBSCRIBER] : [async () => SUBSCRIBER];
    const machine = newsletterPreferencesMachine.provide({
      actors: {
        loadSubscriber: fromPromise(async () => (loads.shift() ?? (async () => SUBSCRIBER))()),
        updateSubscriber: fromPromise(async () => (answers.update ?? (async () => CHANGED))()),
        unsubscribe: fromPromise(async () => (answers.unsubscribe ?? (async () => undefined))()),
      },
    });
    const actor = createActor(machine, { input: { token: 'abc', market: 'AT', ...(resume && { resume }) } }).start();
    actor.send({ type: 'START' });
    return actor;
  };
  const view = (actor: { getSnapshot(): Parameters<typeof connectPreferences>[0] }) =>
    connectPreferences(actor.getSnapshot(), () => {}, deAT, prefsAT);

  it('a load that timed out says so and offers to try again, which loads the page', async () => {
    const actor = running({ load: timeout });
    await waitFor(actor, (s) => !s.matches('loading'));
    expect([actor.getSnapshot().value, actor.getSnapshot().context.notice]).toEqual(['loadFailed', 'loadTimedOut']);
    actor.send({ type: 'RETRY' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.notice]).toEqual(['loading', undefined]);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values.firstName).toBe('Ida');
  });

  it('a save or an unsubscribe that timed out returns to the editable page, saying so', async () => {
    for (const [event, answers, notice] of [
      [{ type: 'SAVE' }, { update: timeout }, 'saveTimedOut'],
      [{ type: 'UNSUBSCRIBE' }, { unsubscribe: timeout }, 'unsubscribeTimedOut'],
    ] as const) {
      const actor = running(answers, { subscriber: SUBSCRIBER });
      actor.send(event);
      await waitFor(actor, (s) => !s.matches('saving') && !s.matches('unsubscribing'));
      expect([actor.getSnapshot().value, actor.getSnapshot().context.notice]).toEqual(['editing', notice]);
    }
  });

  it('saving, unsubscribing or asking to erase again no longer shows the last notice', async () => {
    for (const event of [{ type: 'SAVE' }, { type: 'UNSUBSCRIBE' }, { type: 'ERASE' }] as const) {
      const actor = running(
        { update: () => new Promise<PreferencesSubscriber>(() => {}), unsubscribe: () => new Promise<void>(() => {}) },
        { subscriber: SUBSCRIBER, notice: 'saved' },
      );
      expect(view(actor).notice).toBeDefined();
      actor.send(event);
      expect(view(actor).notice).toBeUndefined();
    }
  });

  it('an invalid link ends the machine: nothing it is sent afterwards does anything', () => {
    const actor = running({}, { result: 'invalid' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
