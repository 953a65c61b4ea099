import { describe, expect, it } from 'vitest';
import { getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  createCoveredActor as createActor,
  machineReachability,
  replayChecked,
  replayOnActor,
} from '../../support/machine-coverage';
import {
  connectPreviewPanel,
  previewPanelMachine,
  type PreviewAbTest,
  type PreviewAuth,
  type PreviewPanelEvent,
} from '../../../core/preview';
import { describePath, getTransitionPaths, type ModelPath } from '../../support/model';
import { panelSeen, type PanelSeen } from './panel-oracle';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const done = (id: string, output: unknown): EventObject => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string): EventObject => ({ type: `xstate.error.actor.${id}`, error: new Error('x') }) as EventObject;

const TESTS = [
  { name: 'winter-checkout', groups: [{ name: 'control' }, { name: 'variant' }] },
  { name: 'footer-slot', groups: [{ name: 'shown' }] },
];

const events = (s: AnyMachineSnapshot): EventObject[] => {
  const list: EventObject[] = [
    { type: 'DATE_CHANGED', date: '2026-12-01', now: NOW } as EventObject,
    { type: 'DATE_CHANGED', date: '12/01/2026', now: NOW } as EventObject,
    { type: 'TIME_CHANGED', time: '08:30', now: NOW, offsetMinutes: 60 } as EventObject,
    { type: 'TIME_CHANGED', time: '8 Uhr', now: NOW } as EventObject,
    { type: 'OPEN_PANEL' },
    { type: 'CLOSE_PANEL' },
    { type: 'TEST_CHOSEN', test: '' } as EventObject,
    { type: 'APPLY' },
    { type: 'RESET' },
    { type: 'LOGOUT' },
    { type: 'xstate.after.previewAuthRenewal.previewPanel.shown.authRenewal.waiting' },
  ];
  if (s.matches('checkingAuth')) {
    for (const status of ['SUCCESS', 'BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'])
      list.push(done('checkAuth', { status }));
    list.push(error('checkAuth'));
  }
  if (s.matches('shown')) {
    list.push(done('getAssignment', undefined), error('getAssignment'));
    if (s.matches({ shown: { authRenewal: 'renewing' } }))
      list.push(done('renewPreviewAuth', undefined), error('renewPreviewAuth'));
    if (s.matches({ shown: { tests: 'loading' } }))
      list.push(done('fetchTests', []), done('fetchTests', TESTS), error('fetchTests'));
    if (s.matches({ shown: { settings: 'applying' } }))
      list.push(done('applyPreview', 'SUCCESS'), done('applyPreview', 'BAD_REQUEST'), error('applyPreview'));
    if (s.matches({ shown: { settings: 'resetting' } }))
      list.push(done('resetPreview', 'SUCCESS'), done('resetPreview', 'UNAUTHORIZED'), error('resetPreview'));
  }
  if (s.matches('loggingOut')) list.push(done('logout', undefined), error('logout'));
  return list;
};

/** Follows `steps` from the end of `path`. */
function extend(path: ModelPath, steps: EventObject[]): ModelPath {
  let p = path;
  for (const event of steps) {
    const next = getNextSnapshot(previewPanelMachine, p.state, event as never);
    p = { state: next, steps: [...p.steps, { event, state: next }], weight: p.weight + 1 };
  }
  return p;
}

const view = (s: AnyMachineSnapshot) => connectPreviewPanel(s as never, () => undefined, { now: () => NOW });

/** What the staff member sees of a panel view (a hidden panel shows nothing). */
const seenOn = (v: ReturnType<typeof view>): PanelSeen =>
  v.visible
    ? {
        visible: true,
        busy: v.busy,
        notice: v.notice?.text,
        testsStatus: v.testsStatus.text,
        test: v.test,
        group: v.group,
        banner: v.banner !== undefined,
      }
    : { visible: false, busy: false, notice: undefined, testsStatus: undefined, test: '', group: '', banner: false };

/** The snapshot a running actor reaches after `path`'s events and then `more`. */
const play = (path: ModelPath, more: EventObject[] = []): AnyMachineSnapshot =>
  replayOnActor(previewPanelMachine, { now: NOW }, [...path.steps.slice(1).map((s) => s.event), ...more]).at(-1)!
    .snapshot;

describe('preview panel machine: model', () => {
  const paths = getTransitionPaths(previewPanelMachine, { events, input: { now: NOW } });
  const toFound = paths.find((p) => p.state.matches({ shown: { tests: 'found' } }))!;
  // APPLY with a test but no group (guard branch that needs a chosen test).
  const groupMissing = extend(toFound, [
    { type: 'TEST_CHOSEN', test: 'winter-checkout' } as EventObject,
    { type: 'APPLY' },
  ]);
  const withGroup = extend(toFound, [
    { type: 'TEST_CHOSEN', test: 'winter-checkout' } as EventObject,
    { type: 'GROUP_CHOSEN', group: 'variant' } as EventObject,
    { type: 'APPLY' },
  ]);
  // A new date while the tests are still loading (loading again, at the new date).
  const dateWhileLoading = extend(toFound, [
    { type: 'DATE_CHANGED', date: '2026-12-01', now: NOW } as EventObject,
    { type: 'DATE_CHANGED', date: '2026-12-02', now: NOW } as EventObject,
  ]);
  paths.push(groupMissing, withGroup, dateWhileLoading);

  it('generated paths reach every state and transition (reachability)', () => {
    // A panel whose page the server checked starts from that answer (input `known`): one path each way.
    const fromServer = (['SUCCESS', 'UNAUTHORIZED'] as const).map(
      (status) => getTransitionPaths(previewPanelMachine, { events, input: { now: NOW, known: { status } } })[0]!,
    );
    const reach = machineReachability(previewPanelMachine, [...paths, ...fromServer]);
    expect(reach.missingStates).toEqual([]);
    expect(reach.missingTransitions).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s: each step shows the staff member what the events say',
    (_name, path) => {
      const events = path.steps.slice(1).map((s) => s.event);
      replayChecked(previewPanelMachine, { now: NOW }, path, ({ snapshot }, i) => {
        expect(seenOn(view(snapshot))).toEqual(panelSeen(events.slice(0, i)));
      });
    },
  );

  it.each(['BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'])('checkauth %s keeps the panel hidden', (status) => {
    const s = play(paths[0]!, [done('checkAuth', { status })]);
    expect(s.matches('hidden')).toBe(true);
    expect(view(s).visible).toBe(false);
  });

  it('checkauth SUCCESS shows the panel with the applied preview from the staff session', () => {
    const s = play(paths[0]!, [
      done('checkAuth', {
        status: 'SUCCESS',
        dateTime: '2026-12-01',
        abTestName: 'winter-checkout',
        abTestGroup: 'variant',
      }),
    ]);
    const v = view(s);
    expect(v).toMatchObject({ visible: true, date: '2026-12-01', test: 'winter-checkout', group: 'variant' });
    expect(v.testsStatus.text).toBe('Loading tests...');
    expect(v.banner?.text).toBe('Preview date: 2026-12-01 · A/B test: winter-checkout / variant');
  });

  it('the tests region says what the list holds', () => {
    const loading = paths.find((p) => p.state.matches({ shown: { tests: 'loading' } }))!;
    const texts = [done('fetchTests', []), done('fetchTests', TESTS), error('fetchTests')].map(
      (e) => view(play(loading, [e])).testsStatus.text,
    );
    expect(texts).toEqual(['No active tests for this date.', 'Active tests found.', 'Failed to fetch AB tests.']);
  });

  it('after a failed test fetch the test choice offers only none', () => {
    const s = play(toFound, [
      { type: 'TEST_CHOSEN', test: 'winter-checkout' } as EventObject,
      { type: 'DATE_CHANGED', date: '2027-01-05', now: NOW } as EventObject,
      error('fetchTests'),
    ]);
    expect(view(s).testOptions).toEqual([{ value: '', label: 'None' }]);
    expect(view(s).test).toBe('');
  });

  it('a new date keeps the chosen test and group while they are active then, and drops what is not', () => {
    const chosen = [
      { type: 'TEST_CHOSEN', test: 'winter-checkout' } as EventObject,
      { type: 'GROUP_CHOSEN', group: 'variant' } as EventObject,
      { type: 'DATE_CHANGED', date: '2027-01-05', now: NOW } as EventObject,
    ];
    const after = (tests: PreviewAbTest[]) => view(play(toFound, [...chosen, done('fetchTests', tests)]));
    expect(after(TESTS)).toMatchObject({ test: 'winter-checkout', group: 'variant' });
    expect(after([{ name: 'winter-checkout', groups: [{ name: 'control' }] }])).toMatchObject({
      test: 'winter-checkout',
      group: '',
    });
    expect(after([{ name: 'footer-slot', groups: [{ name: 'variant' }] }])).toMatchObject({ test: '', group: '' });
    expect(after([{ name: 'footer-slot', groups: [{ name: 'variant' }] }]).testOptions.map((o) => o.value)).toEqual([
      '',
      'footer-slot',
    ]);
  });

  it('the banner shows only a preview the staff session really has applied', () => {
    const shown = (auth: object) => view(play(paths[0]!, [done('checkAuth', { status: 'SUCCESS', ...auth })]));
    expect(shown({}).banner).toBeUndefined();
    expect(shown({ dateTime: '2026-12-01' }).banner?.text).toBe('Preview date: 2026-12-01');
    expect(shown({ abTestName: 'winter-checkout', abTestGroup: 'control' }).banner).toMatchObject({
      test: 'winter-checkout',
      group: 'control',
    });
    expect(shown({ abTestName: 'winter-checkout' })).toMatchObject({ test: 'winter-checkout', group: '' });
  });

  it('choosing a test enables the group select, which shows Required until a group is picked; none clears it', () => {
    const choose = { type: 'TEST_CHOSEN', test: 'winter-checkout' } as EventObject;
    const pick = { type: 'GROUP_CHOSEN', group: 'control' } as EventObject;
    const chosen = play(toFound, [choose]);
    expect(view(chosen)).toMatchObject({ groupDisabled: false, groupError: 'Required' });
    expect(view(chosen).groupOptions.map((o) => o.value)).toEqual(['', 'control', 'variant']);
    expect(view(play(toFound, [choose, pick])).groupError).toBeUndefined();
    const none = play(toFound, [choose, pick, { type: 'TEST_CHOSEN', test: '' } as EventObject]);
    expect(view(none)).toMatchObject({ test: '', group: '', groupDisabled: true, groupError: undefined });
    expect(view(play(toFound)).groupDisabled).toBe(true);
  });

  it('apply with a test and no group asks for the group and calls nothing', () => {
    const s = play(groupMissing);
    expect(s.matches({ shown: { settings: 'idle' } })).toBe(true);
    expect('applyPreview' in s.children).toBe(false);
    expect(view(s).notice).toEqual({ kind: 'error', text: 'Please also select an A/B test group!' });
  });

  it('apply shows Loading... and then the outcome; success shows the banner', () => {
    expect(view(play(withGroup)).notice).toEqual({ kind: 'information', text: 'Loading...' });
    expect(view(play(withGroup)).busy).toBe(true);
    const ok = play(withGroup, [done('applyPreview', 'SUCCESS')]);
    expect(view(ok).notice).toEqual({ kind: 'success', text: 'Settings applied successfully.' });
    expect(view(ok).banner).toMatchObject({ test: 'winter-checkout', group: 'variant' });
    for (const e of [done('applyPreview', 'BAD_REQUEST'), error('applyPreview')]) {
      const failed = play(withGroup, [e]);
      expect(view(failed).notice).toEqual({ kind: 'error', text: 'Applying settings failed.' });
      expect(view(failed).banner).toBeUndefined();
    }
  });

  it('reset hides the banner; logout hides the panel even when the call fails', () => {
    const applied = done('applyPreview', 'SUCCESS');
    const reset = play(withGroup, [applied, { type: 'RESET' }, done('resetPreview', 'SUCCESS')]);
    expect(view(reset).banner).toBeUndefined();
    expect(view(reset).notice?.kind).toBe('success');
    const out = play(withGroup, [applied, { type: 'LOGOUT' }, error('logout')]);
    expect(out.matches('hidden')).toBe(true);
    expect(view(out).visible).toBe(false);
  });
});

describe('preview panel machine: the dialog and the time of day', () => {
  const paths = getTransitionPaths(previewPanelMachine, { events, input: { now: NOW } });
  const shown = paths.find((p) => p.state.matches({ shown: { tests: 'found' } }))!;

  it('opens by OPEN_PANEL and closes by CLOSE_PANEL (button, Escape, click outside); it starts closed', () => {
    expect(view(shown.state)).toMatchObject({
      open: false,
      triggerProps: { 'aria-expanded': false, 'aria-haspopup': 'dialog' },
    });
    const open = extend(shown, [{ type: 'OPEN_PANEL' }]).state;
    expect(view(open)).toMatchObject({ open: true, triggerProps: { 'aria-expanded': true } });
    expect(view(extend(shown, [{ type: 'OPEN_PANEL' }, { type: 'CLOSE_PANEL' }]).state).open).toBe(false);
  });

  it('Escape in the dialog closes it (and only Escape)', () => {
    const sent: PreviewPanelEvent[] = [];
    const open = extend(shown, [{ type: 'OPEN_PANEL' }]).state;
    const v = connectPreviewPanel(open as never, (e) => sent.push(e), { now: () => NOW });
    expect(v.dialogKeyDown('Enter')).toBe(false);
    expect(v.dialogKeyDown('Escape')).toBe(true);
    expect(sent).toEqual([{ type: 'CLOSE_PANEL' }]);
  });

  it('changing the date or the time of day keeps the dialog open and its settings, and reloads the tests', () => {
    const open = extend(shown, [
      { type: 'OPEN_PANEL' },
      { type: 'TEST_CHOSEN', test: 'winter-checkout' } as EventObject,
    ]);
    for (const change of [
      { type: 'DATE_CHANGED', date: '2026-12-05', now: NOW },
      { type: 'TIME_CHANGED', time: '18:45', now: NOW, offsetMinutes: 60 },
    ] as unknown as EventObject[]) {
      const s = extend(open, [change]).state;
      expect(view(s).open).toBe(true);
      expect(s.matches({ shown: { tests: 'loading', settings: 'idle' } })).toBe(true);
    }
  });

  it("the time of day goes into the contract's dateTime with the staff person's zone; the banner shows it", () => {
    const s = extend(shown, [
      { type: 'DATE_CHANGED', date: '2026-12-05', now: NOW, offsetMinutes: 60 } as EventObject,
      { type: 'TIME_CHANGED', time: '18:45', now: NOW, offsetMinutes: 60 } as EventObject,
    ]).state;
    expect(s.context).toMatchObject({ date: '2026-12-05', time: '18:45', dateTime: '2026-12-05T18:45+01:00' });
    expect(view(s).time).toBe('18:45');
    const cleared = extend({ state: s, steps: [], weight: 0 }, [
      { type: 'TIME_CHANGED', time: '', now: NOW } as EventObject,
    ]).state;
    expect(cleared.context.dateTime).toBe('2026-12-05');
    const applied = getNextSnapshot(
      previewPanelMachine,
      paths[0]!.state,
      done('checkAuth', { status: 'SUCCESS', dateTime: '2026-12-05T18:45+01:00' }) as never,
    );
    expect(view(applied)).toMatchObject({ date: '2026-12-05', time: '18:45' });
    expect(view(applied).banner?.text).toBe('Preview date: 2026-12-05 18:45 (UTC+01:00)');
  });

  it("the time field's hint names the zone, and setTime sends the zone at that date and time", () => {
    const sent: PreviewPanelEvent[] = [];
    const v = connectPreviewPanel(shown.state as never, (e) => sent.push(e), { now: () => NOW, zoneOffset: () => 120 });
    expect(v.timeHint).toContain('UTC+02:00');
    v.setTime('07:15');
    expect(sent).toEqual([{ type: 'TIME_CHANGED', time: '07:15', now: NOW, offsetMinutes: 120 }]);
  });
});

describe('preview panel machine: invalid date is logged and the current time used', () => {
  it('reports the invalid date through the provided action and asks for tests at now (the first lookup at the form’s date, issue 29.4)', async () => {
    const asked: (string | undefined)[] = [];
    const reported: string[] = [];
    const machine = previewPanelMachine.provide({
      actors: {
        checkAuth: (await import('xstate')).fromPromise(async () => ({ status: 'SUCCESS' })),
        fetchTests: (await import('xstate')).fromPromise(async ({ input }: { input: { dateTime?: string } }) => {
          asked.push(input.dateTime);
          return [] as PreviewAbTest[];
        }),
      },
      actions: {
        reportInvalidDate: ({ event }) =>
          void reported.push((event as Extract<PreviewPanelEvent, { type: 'DATE_CHANGED' }>).date),
      },
    });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'DATE_CHANGED', date: '2026-12-01', now: NOW });
    actor.send({ type: 'DATE_CHANGED', date: '1.12.2026', now: NOW + 1000 });
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['2026-11-23', '2026-12-01', '2026-11-23T09:00:01.000Z']);
    expect(reported).toEqual(['1.12.2026']);
    expect(actor.getSnapshot().context.date).toBe('1.12.2026');
    actor.stop();
  });
});

describe('preview panel machine: what staff change while the panel is open', () => {
  /** A shown panel with its actors: tests per date, and applies that wait until `release()` answers them. */
  async function openPanel(
    testsFor: (dateTime?: string) => PreviewAbTest[] | Error,
    auth: PreviewAuth = { status: 'SUCCESS' },
  ) {
    const { fromPromise } = await import('xstate');
    const asked: (string | undefined)[] = [];
    const pending: (() => void)[] = [];
    const reported: string[] = [];
    const machine = previewPanelMachine.provide({
      actors: {
        checkAuth: fromPromise(async () => auth),
        fetchTests: fromPromise(async ({ input }: { input: { dateTime?: string } }) => {
          asked.push(input.dateTime);
          const answer = testsFor(input.dateTime);
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        applyPreview: fromPromise(() => new Promise<string>((resolve) => pending.push(() => resolve('SUCCESS')))),
      },
      actions: {
        reportInvalidDate: ({ event }) => void reported.push(event.type),
      },
    });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    const release = async () => {
      pending.shift()?.();
      await settle();
    };
    return { actor, asked, reported, settle, release };
  }

  it("the first test lookup asks for the applied date-time with its own zone, not the form's fields read in this one", async () => {
    const { actor, asked } = await openPanel(() => [], {
      status: 'SUCCESS',
      dateTime: '2026-12-01T08:00+01:00',
      abTestName: '',
      abTestGroup: '',
    });
    expect(asked).toEqual(['2026-12-01T08:00+01:00']);
    expect(actor.getSnapshot().context).toMatchObject({ date: '2026-12-01', time: '08:00' });
    actor.stop();
  });

  it('a new date keeps the chosen time of day, and the tests are looked up at both', async () => {
    const { actor, asked, settle } = await openPanel(() => []);
    actor.send({ type: 'TIME_CHANGED', time: '08:00', now: NOW, offsetMinutes: 0 });
    actor.send({ type: 'DATE_CHANGED', date: '2026-12-02', now: NOW });
    await settle();
    expect(actor.getSnapshot().context.time).toBe('08:00');
    expect(asked.at(-1)).toBe('2026-12-02T08:00Z');
  });

  it('a time that is not one stays reported as invalid when the date changes next', async () => {
    const { actor, reported, settle } = await openPanel(() => []);
    actor.send({ type: 'TIME_CHANGED', time: '8 Uhr', now: NOW });
    actor.send({ type: 'DATE_CHANGED', date: '2026-12-02', now: NOW });
    await settle();
    expect(reported).toEqual(['TIME_CHANGED', 'DATE_CHANGED']);
  });

  it('a date with no active tests empties the test choice, after a date that had some', async () => {
    const { actor, settle } = await openPanel((dateTime) => (dateTime === '2026-12-24' ? [] : TESTS));
    expect(actor.getSnapshot().context.tests).toEqual(TESTS);
    actor.send({ type: 'DATE_CHANGED', date: '2026-12-24', now: NOW });
    await settle();
    expect(actor.getSnapshot().context.tests).toEqual([]);
  });

  it('after a failed test lookup, a new date asks again', async () => {
    const { actor, asked, settle } = await openPanel((dateTime) =>
      dateTime === '2026-11-23' ? new Error('503') : TESTS,
    );
    expect(asked).toEqual(['2026-11-23']);
    actor.send({ type: 'DATE_CHANGED', date: '2026-12-01', now: NOW });
    await settle();
    expect(asked).toEqual(['2026-11-23', '2026-12-01']);
    expect(actor.getSnapshot().context.tests).toEqual(TESTS);
  });

  it('while a second apply or a reset is under way, the last one\'s "applied" is no longer said', async () => {
    const { actor, release } = await openPanel(() => TESTS);
    actor.send({ type: 'APPLY' });
    await release();
    expect(actor.getSnapshot().context.notice).toBe('applied');
    actor.send({ type: 'APPLY' });
    expect(actor.getSnapshot().context.notice).toBeUndefined();
    await release();
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.notice).toBeUndefined();
    await release();
    expect(actor.getSnapshot().context.notice).toBe('resetDone');
  });
});
