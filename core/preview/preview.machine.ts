import { assign, createActor, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { previewDateInputValue, previewDateTime, previewTimeInputValue } from './preview.rules';
import { PREVIEW_TIMING } from './preview.page';

/** An A/B test active at the preview date (from gettestsat). */
export interface PreviewAbTest {
  name: string;
  groups: { name: string }[];
}

export type PreviewAuthStatus = 'SUCCESS' | 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED';

/** What checkauth answers: the auth status and the preview settings applied in the staff session. */
export interface PreviewAuth {
  status: PreviewAuthStatus | string;
  dateTime?: string;
  abTestName?: string;
  abTestGroup?: string;
}

/** Preview settings in effect for the staff session (shown in a banner). */
export interface AppliedPreview {
  dateTime?: string;
  test?: string;
  group?: string;
}

export interface PreviewSelection {
  test?: string;
  group?: string;
  dateTime?: string;
}

export type PreviewNotice = 'applied' | 'applyFailed' | 'groupMissing' | 'resetDone';

export interface PreviewPanelContext {
  /** The date input's value (what the person typed or picked). */
  date: string;
  /** The time input's value, `HH:MM`; empty means the start of the day. */
  time: string;
  /** The zone the time of day is in (the staff person's), minutes east of UTC. */
  offsetMinutes: number;
  /** The preview date/time sent to the services; undefined means "now". */
  dateTime?: string;
  test: string;
  group: string;
  tests: PreviewAbTest[];
  notice?: PreviewNotice;
  applied?: AppliedPreview;
  now: number;
  /** The server's checkauth answer until the panel has taken it (input `known`). */
  known?: PreviewAuth;
}

export type PreviewPanelEvent =
  | { type: 'DATE_CHANGED'; date: string; now: number; offsetMinutes?: number }
  | { type: 'TIME_CHANGED'; time: string; now: number; offsetMinutes?: number }
  /** The panel's button or the banner's. */
  | { type: 'OPEN_PANEL' }
  /** The close button, Escape or a click outside the dialog (spec section 2). */
  | { type: 'CLOSE_PANEL' }
  | { type: 'TEST_CHOSEN'; test: string }
  | { type: 'GROUP_CHOSEN'; group: string }
  | { type: 'APPLY' }
  | { type: 'RESET' }
  | { type: 'LOGOUT' };

export interface PreviewPanelInput {
  /** Current time in epoch ms (today's date for the date input). */
  now: number;
  /** What checkauth answered for this page's request, when the server asked it: the panel starts there and does not ask again. */
  known?: PreviewAuth | undefined;
}

export { PREVIEW_TIMING };

type DoneEvent<T> = { output: T };
const output = <T>(event: object) => (event as DoneEvent<T>).output;

const appliedFrom = (auth: PreviewAuth): AppliedPreview | undefined =>
  auth.dateTime || auth.abTestName
    ? { dateTime: auth.dateTime, test: auth.abTestName || undefined, group: auth.abTestGroup || undefined }
    : undefined;

/** What checkauth's answer sets in the panel's context: the applied preview, in the form's fields too. */
const contextFromAuth = (auth: PreviewAuth, now: number): Partial<PreviewPanelContext> => ({
  date: previewDateInputValue(auth.dateTime, now),
  time: previewTimeInputValue(auth.dateTime),
  dateTime: auth.dateTime || undefined,
  test: auth.abTestName ?? '',
  group: auth.abTestName ? (auth.abTestGroup ?? '') : '',
  applied: appliedFrom(auth),
});

// Handled in each child of `tests`: a re-entering transition on `tests` itself would restart the parallel siblings.
const reloadTests = {
  DATE_CHANGED: [
    { guard: 'validDateTime', target: 'loading', reenter: true, actions: 'setDateTime' },
    { target: 'loading', reenter: true, actions: ['setDateTime', 'reportInvalidDate'] },
  ],
  TIME_CHANGED: [
    { guard: 'validDateTime', target: 'loading', reenter: true, actions: 'setDateTime' },
    { target: 'loading', reenter: true, actions: ['setDateTime', 'reportInvalidDate'] },
  ],
} as const;

/**
 * The staff preview panel, shown only after checkauth answers SUCCESS: date, A/B test and group, apply and reset,
 * logout, the preview auth kept alive every 5 minutes. Side effects are provided by `createPreviewActors()`.
 */
export const previewPanelMachine = setup({
  types: {
    context: {} as PreviewPanelContext,
    events: {} as PreviewPanelEvent,
    input: {} as PreviewPanelInput,
  },
  actors: {
    checkAuth: fromPromise<PreviewAuth>(async () => ({ status: 'UNAUTHORIZED' })),
    fetchTests: fromPromise<PreviewAbTest[], { dateTime?: string }>(async () => []),
    applyPreview: fromPromise<PreviewAuthStatus | string, PreviewSelection>(async () => 'INTERNAL_ERROR'),
    logout: fromPromise<void>(async () => undefined),
    renewPreviewAuth: fromPromise<void>(async () => undefined),
    getAssignment: fromPromise<void>(async () => undefined),
  },
  guards: {
    authSucceeded: ({ event }) => output<PreviewAuth>(event)?.status === 'SUCCESS',
    knownSucceeded: ({ context }) => context.known?.status === 'SUCCESS',
    knownOtherwise: ({ context }) => context.known !== undefined,
    noTests: ({ event }) => output<PreviewAbTest[]>(event).length === 0,
    testWithoutGroup: ({ context }) => context.test !== '' && context.group === '',
    answeredSuccess: ({ event }) => output<string>(event) === 'SUCCESS',
    validDateTime: ({ context, event }) => {
      const e = event as Extract<PreviewPanelEvent, { type: 'DATE_CHANGED' | 'TIME_CHANGED' }>;
      const date = e.type === 'DATE_CHANGED' ? e.date : context.date;
      const time = e.type === 'TIME_CHANGED' ? e.time : context.time;
      return previewDateTime(date, e.now, { time }).valid;
    },
  },
  delays: {
    previewAuthRenewal: PREVIEW_TIMING.authRenewalMs,
  },
  actions: {
    takeAuth: assign(({ context, event }) => contextFromAuth(output<PreviewAuth>(event), context.now)),
    takeKnownAuth: assign(({ context }) => ({ ...contextFromAuth(context.known!, context.now), known: undefined })),
    setDateTime: assign(({ context, event }) => {
      const e = event as Extract<PreviewPanelEvent, { type: 'DATE_CHANGED' | 'TIME_CHANGED' }>;
      const date = e.type === 'DATE_CHANGED' ? e.date : context.date;
      const time = e.type === 'TIME_CHANGED' ? e.time : context.time;
      const offsetMinutes = e.offsetMinutes ?? context.offsetMinutes;
      return {
        date,
        time,
        offsetMinutes,
        dateTime: previewDateTime(date, e.now, { time, offsetMinutes }).dateTime,
        now: e.now,
        notice: undefined,
      };
    }),
    /** Provided by the host: the date was not YYYY-MM-DD (or the time not HH:MM), so the current time is used (spec section 5). */
    reportInvalidDate: () => undefined,
    takeTests: assign(({ context, event }) => {
      const tests = output<PreviewAbTest[]>(event);
      const test = tests.find((t) => t.name === context.test);
      // A chosen test or group that is not active at the new date is dropped.
      if (!test) return { tests, test: '', group: '' };
      return { tests, group: test.groups.some((g) => g.name === context.group) ? context.group : '' };
    }),
    dropTests: assign({ tests: [], test: '', group: '' }),
    chooseTest: assign(({ event }) => ({
      test: (event as Extract<PreviewPanelEvent, { type: 'TEST_CHOSEN' }>).test,
      // Choosing none clears the group; another test has other groups.
      group: '',
      notice: undefined,
    })),
    chooseGroup: assign(({ event }) => ({
      group: (event as Extract<PreviewPanelEvent, { type: 'GROUP_CHOSEN' }>).group,
      notice: undefined,
    })),
    noteGroupMissing: assign({ notice: 'groupMissing' as PreviewNotice }),
    clearNotice: assign({ notice: undefined }),
    noteApplied: assign(({ context }) => ({
      notice: 'applied' as PreviewNotice,
      applied: { dateTime: context.dateTime, test: context.test || undefined, group: context.group || undefined },
    })),
    noteApplyFailed: assign({ notice: 'applyFailed' as PreviewNotice }),
    // The form keeps its values: they are what would be applied next.
    noteReset: assign({ notice: 'resetDone' as PreviewNotice, applied: undefined }),
  },
}).createMachine({
  id: 'previewPanel',
  context: ({ input }) => ({
    date: previewDateInputValue(undefined, input.now),
    time: '',
    offsetMinutes: 0,
    test: '',
    group: '',
    tests: [],
    now: input.now,
    ...(input.known ? { known: input.known } : {}),
  }),
  initial: 'starting',
  states: {
    starting: {
      description:
        'What checkauth answered the server (input `known`) is taken as its answer; without it, checkauth is asked.',
      always: [
        { guard: 'knownSucceeded', target: 'shown', actions: 'takeKnownAuth' },
        { guard: 'knownOtherwise', target: 'hidden' },
        { target: 'checkingAuth' },
      ],
    },
    checkingAuth: {
      invoke: {
        id: 'checkAuth',
        src: 'checkAuth',
        onDone: [{ guard: 'authSucceeded', target: 'shown', actions: 'takeAuth' }, { target: 'hidden' }],
        onError: 'hidden',
      },
    },
    hidden: { type: 'final' },
    shown: {
      type: 'parallel',
      // The assignment is asked for as the shop does; its answer is not used.
      invoke: { id: 'getAssignment', src: 'getAssignment', onDone: {}, onError: {} },
      on: {
        TEST_CHOSEN: { actions: 'chooseTest' },
        GROUP_CHOSEN: { actions: 'chooseGroup' },
        LOGOUT: 'loggingOut',
      },
      states: {
        authRenewal: {
          initial: 'waiting',
          states: {
            waiting: { after: { previewAuthRenewal: 'renewing' } },
            renewing: {
              invoke: { id: 'renewPreviewAuth', src: 'renewPreviewAuth', onDone: 'waiting', onError: 'waiting' },
            },
          },
        },
        // The dialog (spec section 2): opens by its button, closes by its close button, Escape or a click outside.
        dialog: {
          initial: 'closed',
          states: {
            // Opened again, the panel shows no result of its last opening.
            closed: { on: { OPEN_PANEL: { target: 'open', actions: 'clearNotice' } } },
            open: { on: { CLOSE_PANEL: 'closed' } },
          },
        },
        tests: {
          initial: 'loading',
          states: {
            loading: {
              on: reloadTests,
              invoke: {
                id: 'fetchTests',
                src: 'fetchTests',
                // The first lookup too asks for the form's time, so the list is what that date's Apply would preview.
                input: ({ context }) => ({
                  dateTime:
                    context.dateTime ??
                    previewDateTime(context.date, context.now, {
                      time: context.time,
                      offsetMinutes: context.offsetMinutes,
                    }).dateTime,
                }),
                onDone: [
                  { guard: 'noTests', target: 'empty', actions: 'takeTests' },
                  { target: 'found', actions: 'takeTests' },
                ],
                onError: { target: 'failed', actions: 'dropTests' },
              },
            },
            found: { on: reloadTests },
            empty: { on: reloadTests },
            failed: { on: reloadTests },
          },
        },
        settings: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                APPLY: [{ guard: 'testWithoutGroup', actions: 'noteGroupMissing' }, { target: 'applying' }],
                RESET: 'resetting',
              },
            },
            applying: {
              entry: 'clearNotice',
              invoke: {
                id: 'applyPreview',
                src: 'applyPreview',
                input: ({ context }) => ({
                  test: context.test || undefined,
                  group: context.test ? context.group : undefined,
                  dateTime: context.dateTime,
                }),
                onDone: [
                  { guard: 'answeredSuccess', target: 'idle', actions: 'noteApplied' },
                  { target: 'idle', actions: 'noteApplyFailed' },
                ],
                onError: { target: 'idle', actions: 'noteApplyFailed' },
              },
            },
            // The token endpoint without parameters resets the preview.
            resetting: {
              entry: 'clearNotice',
              invoke: {
                id: 'resetPreview',
                src: 'applyPreview',
                input: () => ({}),
                onDone: [
                  { guard: 'answeredSuccess', target: 'idle', actions: 'noteReset' },
                  { target: 'idle', actions: 'noteApplyFailed' },
                ],
                onError: { target: 'idle', actions: 'noteApplyFailed' },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      // A failed logout is swallowed: the panel hides either way.
      invoke: { id: 'logout', src: 'logout', onDone: 'hidden', onError: 'hidden' },
    },
  },
});

/** The panel's state once checkauth has answered `auth`: what a view shows before its machine runs. Pure. */
export function knownPreviewPanelSnapshot(auth: PreviewAuth, now = 0): SnapshotFrom<typeof previewPanelMachine> {
  return createActor(previewPanelMachine, { input: { now, known: auth } }).getSnapshot();
}
